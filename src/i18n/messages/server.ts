import { defineMessages } from '../define';

/** Messages the server puts in envelopes (spec 1 §8); chosen by the request's Accept-Language. */
export const serverMessages = defineMessages({
  'server.ok': { zh: '成功', en: 'Success' },

  'server.session.expired': {
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired, please log in again',
  },
  'server.permission.denied': {
    zh: '您没有执行此操作的权限',
    en: 'You do not have permission to do this',
  },

  'server.auth.wrongCredentials': { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  'server.auth.userNameTaken': {
    zh: '用户名“{userName}”已被注册，请换一个',
    en: 'The user name "{userName}" is already taken, please choose another',
  },
  'server.auth.wrongOldPassword': { zh: '原密码不正确', en: 'The current password is incorrect' },
  'server.auth.tooManyAttempts': {
    zh: '登录尝试次数过多，请 {seconds} 秒后再试',
    en: 'Too many login attempts, please try again in {seconds} seconds',
  },
  'server.auth.tooManyRegistrations': {
    zh: '此网络注册的账号过多，请 {seconds} 秒后再试',
    en: 'Too many accounts were registered from this network, please try again in {seconds} seconds',
  },

  'server.validation.field': { zh: '{field}：{reason}', en: '{field}: {reason}' },
  'server.validation.invalid': { zh: '内容不符合要求', en: 'the value is not valid' },
  'server.field.body': { zh: '请求内容', en: 'Request body' },
  'server.field.userName': { zh: '用户名', en: 'User name' },
  'server.field.password': { zh: '密码', en: 'Password' },
  'server.field.oldPassword': { zh: '原密码', en: 'Current password' },
  'server.field.newPassword': { zh: '新密码', en: 'New password' },
  'server.field.name': { zh: '姓名', en: 'Name' },
  'server.field.email': { zh: '邮箱', en: 'Email' },
  'server.field.cellphone': { zh: '手机号码', en: 'Mobile phone number' },
  'server.field.optionList': { zh: '选项', en: 'Options' },
  'server.field.descList': { zh: '子问题', en: 'Sub-questions' },

  'server.request.invalidJson': {
    zh: '请求内容不是有效的 JSON',
    en: 'The request body is not valid JSON',
  },
  'server.request.emptyJson': {
    zh: '请求内容为空，请以 JSON 发送',
    en: 'The request body is empty; send it as JSON',
  },
  'server.request.unsupportedMediaType': {
    zh: '不支持的内容类型，请以 JSON（application/json）发送',
    en: 'Unsupported content type; send the body as JSON (application/json)',
  },
  'server.request.tooLarge': { zh: '请求内容过大', en: 'The request body is too large' },
  'server.request.notFound': {
    zh: '接口不存在：{method} {url}',
    en: 'No such endpoint: {method} {url}',
  },
  'server.request.invalid': { zh: '请求无效', en: 'Invalid request' },
  'server.request.tooMany': {
    zh: '请求过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests, please try again in {seconds} seconds',
  },
  'server.error.internal': {
    zh: '系统错误，请稍后再试',
    en: 'System error, please try again later',
  },

  'server.announcement.title': { zh: '公告', en: 'Announcement' },
});
