import { defineMessages } from '../define';

/** Messages of the app shell: entry, login, registration, dialogs, alerts and the designer's landing. */
export const shellMessages = defineMessages({
  'shell.appName': { zh: '问答', en: 'Wenda' },
  'shell.documentTitle': { zh: '问答 Wenda · 问卷调查平台', en: 'Wenda · Survey platform' },
  'shell.tagline': { zh: '离线优先的问卷调查平台', en: 'The offline-first survey platform' },
  'shell.brand.headline': {
    zh: '设计问卷，随时随地收集答案',
    en: 'Design surveys and collect answers anywhere',
  },
  'shell.brand.design': {
    zh: '在线设计问卷：题型丰富，校验规则随题而定',
    en: 'Design online: rich question types with answer checks built in',
  },
  'shell.brand.offline': {
    zh: '手机离线作答，网络恢复后自动提交',
    en: 'Answer on phones offline, sent when the network returns',
  },
  'shell.brand.safe': {
    zh: '每一份答案都先保存在本地，绝不丢失',
    en: 'Every answer is saved on the device first and never lost',
  },
  'shell.language.switch': { zh: 'English', en: '中文' },
  'shell.language.switchTitle': { zh: '切换语言', en: 'Switch language' },
  'shell.loading': { zh: '加载中…', en: 'Loading…' },
  'shell.ok': { zh: '确定', en: 'OK' },
  'shell.optional': { zh: '选填', en: 'optional' },

  'shell.error.title': { zh: '出错啦', en: 'Error' },
  'shell.error.system': { zh: '系统错误', en: 'System error' },
  'shell.error.network': { zh: '请求失败，请稍后再试', en: 'Request failed, please try again later' },
  'shell.error.networkDetail': {
    zh: '无法连接服务器，请检查网络后重试。',
    en: 'The server could not be reached. Check your connection and try again.',
  },
  'shell.error.timeout': {
    zh: '服务器长时间没有响应，请稍后再试。',
    en: 'The server took too long to answer. Please try again later.',
  },
  'shell.error.sessionTitle': { zh: '提示', en: 'Notice' },
  'shell.error.sessionExpired': {
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired, please log in again',
  },

  'shell.login.title': { zh: '账号登录', en: 'Log in' },
  'shell.login.subtitle': { zh: '欢迎回来，请登录你的账号', en: 'Welcome back, log in to your account' },
  'shell.login.userName': { zh: '用户名', en: 'User name' },
  'shell.login.userNamePlaceholder': { zh: '请输入用户名', en: 'Your user name' },
  'shell.login.password': { zh: '密码', en: 'Password' },
  'shell.login.passwordPlaceholder': { zh: '请输入密码', en: 'Your password' },
  'shell.login.submit': { zh: '登录', en: 'Log in' },
  'shell.login.noAccount': { zh: '还没有账号？', en: 'No account yet?' },
  'shell.login.toRegister': { zh: '立即注册', en: 'Create one' },
  'shell.login.failed': { zh: '登录失败', en: 'Login failed' },
  'shell.login.entering': { zh: '正在进入问答…', en: 'Signing you in…' },

  'shell.register.title': { zh: '注册账号', en: 'Create your account' },
  'shell.register.subtitle': {
    zh: '注册后即可开始设计你的第一份问卷',
    en: 'Sign up and start designing your first survey',
  },
  'shell.register.userName': { zh: '用户名', en: 'User name' },
  'shell.register.userNameHint': {
    zh: '3–32 位字母、数字或 _ . @ -',
    en: '3–32 letters, digits or _ . @ -',
  },
  'shell.register.password': { zh: '密码', en: 'Password' },
  'shell.register.passwordHint': {
    zh: '8–64 位，需同时包含字母和数字',
    en: '8–64 characters with both letters and digits',
  },
  'shell.register.confirm': { zh: '确认密码', en: 'Confirm password' },
  'shell.register.confirmPlaceholder': { zh: '请再次输入密码', en: 'Type the password again' },
  'shell.register.confirmRequired': { zh: '请再次输入密码', en: 'Type the password again' },
  'shell.register.confirmMismatch': { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  'shell.register.name': { zh: '姓名', en: 'Name' },
  'shell.register.email': { zh: '邮箱', en: 'Email' },
  'shell.register.cellphone': { zh: '手机号', en: 'Mobile phone' },
  'shell.register.submit': { zh: '注册', en: 'Sign up' },
  'shell.register.failed': { zh: '注册失败', en: 'Sign-up failed' },
  'shell.register.haveAccount': { zh: '已有账号？', en: 'Already have an account?' },
  'shell.register.toLogin': { zh: '直接登录', en: 'Log in' },

  'shell.password.title': { zh: '请修改密码', en: 'Choose a new password' },
  'shell.password.intro': {
    zh: '为了账号安全，继续使用前请先设置新密码。',
    en: 'For the safety of your account, set a new password before you continue.',
  },
  'shell.password.old': { zh: '原密码', en: 'Current password' },
  'shell.password.new': { zh: '新密码', en: 'New password' },
  'shell.password.confirm': { zh: '确认新密码', en: 'Confirm new password' },
  'shell.password.submit': { zh: '确认修改', en: 'Change password' },
  'shell.password.done': { zh: '密码已修改', en: 'Your password has been changed' },
  'shell.password.failed': { zh: '修改失败', en: 'Could not change the password' },

  'shell.announcement.close': { zh: '我知道了', en: 'Got it' },

  'shell.list.title': { zh: '我的问卷', en: 'My surveys' },
  'shell.list.empty': { zh: '还没有问卷', en: 'No surveys yet' },
  'shell.list.emptyHint': {
    zh: '你创建或被共享的问卷会显示在这里。',
    en: 'Surveys you create or that are shared with you will appear here.',
  },
  'shell.list.logout': { zh: '退出登录', en: 'Log out' },
  'shell.list.account': { zh: '当前账号', en: 'Signed in as' },
});
