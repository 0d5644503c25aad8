import { defineMessages } from '../define';

/**
 * The runner's interviewer screen (src/runner/interview, #/interview): log in, take surveys out, start and
 * resume interviews, and see what the device still holds. Its own chunk translates through its own table.
 */
export const interviewDeviceMessages = defineMessages({
  'interviewDevice.title': { zh: '访员工作台', en: 'Interviewer' },
  'interviewDevice.login.title': { zh: '访员登录', en: 'Interviewer login' },
  'interviewDevice.login.intro': {
    zh: '联网时登录一次，之后离线也能访问。',
    en: 'Log in once while online; interviews then work offline.',
  },
  'interviewDevice.login.byCode': { zh: '访问码', en: 'Access code' },
  'interviewDevice.login.byAccount': { zh: '账号', en: 'Account' },
  'interviewDevice.login.code': { zh: '访问码（12 位）', en: 'Access code (12 characters)' },
  'interviewDevice.login.userName': { zh: '用户名', en: 'User name' },
  'interviewDevice.login.password': { zh: '密码', en: 'Password' },
  'interviewDevice.login.submit': { zh: '登录', en: 'Log in' },
  'interviewDevice.login.offline': {
    zh: '当前离线，无法登录。请联网后再试。',
    en: 'You are offline: logging in needs a connection.',
  },
  'interviewDevice.login.again': {
    zh: '登录已失效：请重新登录，待发送的访问会在登录后再次发送，不会丢失。',
    en: 'Your login has ended: log in again and the waiting interviews are sent again. Nothing is lost.',
  },
  'interviewDevice.logout': { zh: '退出登录', en: 'Log out' },
  'interviewDevice.who': { zh: '访员：{name}', en: 'Interviewer: {name}' },
  'interviewDevice.online': { zh: '在线', en: 'Online' },
  'interviewDevice.offline': { zh: '离线', en: 'Offline' },
  'interviewDevice.counts.inProgress': { zh: '进行中', en: 'In progress' },
  'interviewDevice.counts.waiting': { zh: '待发送', en: 'Waiting to send' },
  'interviewDevice.counts.sent': { zh: '已发送', en: 'Sent' },
  'interviewDevice.counts.refused': { zh: '被拒绝', en: 'Refused' },
  'interviewDevice.counts.discarded': { zh: '已放弃', en: 'Discarded' },
  'interviewDevice.sendNow': { zh: '立即发送', en: 'Send now' },
  'interviewDevice.sending': { zh: '发送中…', en: 'Sending…' },
  'interviewDevice.clearSent': { zh: '清除已发送', en: 'Clear sent' },
  'interviewDevice.clearSent.confirm': {
    zh: '从本机清除 {n} 份服务器已确认收到的访问？',
    en: 'Remove {n} interviews the server has confirmed from this device?',
  },
  'interviewDevice.confirm': { zh: '确定', en: 'Confirm' },
  'interviewDevice.cancel': { zh: '取消', en: 'Cancel' },
  'interviewDevice.surveys.title': { zh: '我的问卷', en: 'My surveys' },
  'interviewDevice.surveys.none': {
    zh: '还没有分配给你的问卷。',
    en: 'No survey is assigned to you yet.',
  },
  'interviewDevice.surveys.notLoaded': {
    zh: '离线：显示上次联网时的问卷列表。',
    en: 'Offline: the survey list as last seen online.',
  },
  'interviewDevice.survey.size': { zh: '大小 {size}', en: 'Size {size}' },
  'interviewDevice.survey.held': { zh: '本机版本 {version}', en: 'On this device: version {version}' },
  'interviewDevice.survey.notHeld': { zh: '尚未下载', en: 'Not downloaded' },
  'interviewDevice.survey.newer': {
    zh: '有新版本 {version}',
    en: 'Version {version} is out',
  },
  'interviewDevice.survey.download': { zh: '下载', en: 'Download' },
  'interviewDevice.survey.update': { zh: '更新', en: 'Update' },
  'interviewDevice.survey.downloading': { zh: '下载中…', en: 'Downloading…' },
  'interviewDevice.survey.downloadFailed': {
    zh: '下载失败，请联网后重试。',
    en: 'The download failed: try again with a connection.',
  },
  'interviewDevice.survey.persistRefused': {
    zh: '浏览器未允许持久保存：请将本应用添加到主屏幕，并避免清除浏览器数据。',
    en: 'The browser did not grant lasting storage: add this app to the home screen and do not clear its data.',
  },
  'interviewDevice.newInterview': { zh: '新访问', en: 'New interview' },
  'interviewDevice.interviews.title': { zh: '本机访问', en: 'Interviews on this device' },
  'interviewDevice.interviews.none': { zh: '本机还没有访问。', en: 'No interview on this device yet.' },
  'interviewDevice.interview.started': { zh: '开始于 {time}', en: 'Started {time}' },
  'interviewDevice.interview.version': { zh: '版本 {version}', en: 'Version {version}' },
  'interviewDevice.state.inProgress': { zh: '进行中', en: 'In progress' },
  'interviewDevice.state.waiting': { zh: '已完成，待发送', en: 'Complete, waiting to send' },
  'interviewDevice.state.sent': { zh: '已发送 {time}', en: 'Sent {time}' },
  'interviewDevice.state.refused': { zh: '被服务器拒绝', en: 'Refused by the server' },
  'interviewDevice.state.discarding': { zh: '已放弃，待通知服务器', en: 'Discarded, server not told yet' },
  'interviewDevice.state.discarded': { zh: '已放弃', en: 'Discarded' },
  'interviewDevice.resume': { zh: '继续', en: 'Resume' },
  'interviewDevice.discard': { zh: '放弃', en: 'Discard' },
  'interviewDevice.discard.confirm': {
    zh: '放弃这份访问？它将在服务器上记为已放弃，不能再继续。',
    en: 'Discard this interview? The server records it as discarded; it cannot be resumed.',
  },
  'interviewDevice.awaitsLogin.own': {
    zh: '登录已失效，待重新登录后发送，不会丢失。',
    en: 'Your login has ended: it is sent once you log in again. Nothing is lost.',
  },
  'interviewDevice.awaitsLogin.other': {
    zh: '等待{name}登录后发送',
    en: 'Waiting for {name} to log in',
  },
  'interviewDevice.awaitsLogin.summary': {
    zh: '{names}的访问保存在本机，待其在本机登录后发送（不会以你的身份发送）。',
    en: 'Interviews of {names} stay on this device until they log in here (they are never sent as yours).',
  },
  'interviewDevice.interview.by': { zh: '访员：{name}', en: 'By {name}' },
  'interviewDevice.someone': { zh: '另一位访员', en: 'another interviewer' },
  'interviewDevice.refused.assignment': {
    zh: '你未被分配或已被撤销此问卷。访问保留在本机，请联系督导。',
    en: 'You are not (or no longer) assigned this survey. The interview stays on this device: contact your supervisor.',
  },
  'interviewDevice.refused.discarded': {
    zh: '此访问已在服务器上放弃。',
    en: 'This interview was discarded on the server.',
  },
  'interviewDevice.refused.other': {
    zh: '访问保留在本机，请联系督导。',
    en: 'The interview stays on this device: contact your supervisor.',
  },
  'interviewDevice.backToList': { zh: '返回访员工作台', en: 'Back to my interviews' },
});
