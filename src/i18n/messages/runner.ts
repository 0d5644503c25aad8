import { defineMessages } from '../define';

/** Messages of the respondent runner: answering, saving, completion and status pages. */
export const runnerMessages = defineMessages({
  'runner.loading': { zh: '问卷加载中…', en: 'Loading the survey…' },
  'runner.previous': { zh: '上一页', en: 'Previous' },
  'runner.next': { zh: '下一页', en: 'Next' },
  'runner.submit': { zh: '提交', en: 'Submit' },
  'runner.cover.start': { zh: '开始答题', en: 'Start' },
  'runner.progress': { zh: '第 {page} / {total} 页', en: 'Page {page} of {total}' },
  'runner.required': { zh: '必答', en: 'required' },
  'runner.issuesOnPageOne': {
    zh: '本页有 1 处回答需要修改',
    en: 'One answer on this page needs attention',
  },
  'runner.issuesOnPage': {
    zh: '本页有 {n} 处回答需要修改',
    en: '{n} answers on this page need attention',
  },
  // Display time (src/runner/ui/displayTime*): the countdown, said at its start and at its end only.
  'runner.displayTime.left': { zh: '剩余 {seconds} 秒', en: '{seconds} s left' },
  'runner.displayTime.startNext': {
    zh: '本页将显示 {seconds} 秒，之后自动进入下一页',
    en: 'This page shows for {seconds} seconds, then moves on by itself',
  },
  'runner.displayTime.startHide': {
    zh: '题目内容将显示 {seconds} 秒，之后隐藏',
    en: 'The question shows for {seconds} seconds, then its content is hidden',
  },
  'runner.displayTime.hidden': {
    zh: '显示时间已到，题目内容已隐藏，仍可作答',
    en: 'The time is up: the content is hidden, you can still answer',
  },
  'runner.pendingMine': {
    zh: '你的答案等待发送',
    en: 'Your answers are waiting to be sent',
  },
  'runner.pendingMineAndOthers': {
    zh: '你的答案和本设备上另外 {n} 份答卷等待发送',
    en: 'Your answers and {n} other responses on this device are waiting to be sent',
  },
  'runner.pendingOtherOne': {
    zh: '本设备上还有 1 份答卷等待发送',
    en: 'One more response on this device is waiting to be sent',
  },
  'runner.pendingOthers': {
    zh: '本设备上还有 {n} 份答卷等待发送',
    en: '{n} more responses on this device are waiting to be sent',
  },
  'runner.pendingFileOne': {
    zh: '还有 1 个文件（照片、录音或视频）等待上传',
    en: 'One file (photo, recording or video) is waiting to be uploaded',
  },
  'runner.pendingFiles': {
    zh: '还有 {n} 个文件（照片、录音或视频）等待上传',
    en: '{n} files (photos, recordings or videos) are waiting to be uploaded',
  },
  'runner.end.redirecting': { zh: '即将跳转到：', en: 'Taking you to:' },
  'runner.end.redirectAfterSend': {
    zh: '答案发送完毕后将跳转到：',
    en: 'Once your answers are sent you will be taken to:',
  },
  'runner.allSent': { zh: '答案已全部发送', en: 'All answers sent' },
  'runner.offline': {
    zh: '当前离线：答案已保存在本设备，联网后自动发送',
    en: 'Offline: your answers are kept on this device and sent when you are back online',
  },
  'runner.unsupported': {
    zh: '此题型暂不支持在本设备上作答',
    en: 'This question type cannot be answered on this device yet',
  },
  'runner.viewFailed': {
    zh: '题目加载失败，请联网后重试',
    en: 'This question could not be loaded. Connect to the network and try again',
  },
  'runner.retry': { zh: '重试', en: 'Retry' },
  'runner.storageFull.title': { zh: '设备存储空间已满', en: 'This device is out of space' },
  'runner.storageFull.body': {
    zh: '答案无法保存在此设备上。请清理手机存储空间后点击重试；在此之前请不要关闭页面，否则最近的答案会丢失。',
    en: 'Answers cannot be saved on this device. Free some storage and tap Retry; until then do not close this page, or your latest answers will be lost.',
  },
  'runner.storageFull.open': {
    zh: '此设备没有空间保存答案。请清理手机存储空间后重新打开此页面。',
    en: 'There is no space on this device to keep your answers. Free some storage, then open this page again.',
  },
  'runner.appOutdated.title': { zh: '需要更新应用', en: 'The app needs an update' },
  'runner.appOutdated.text': {
    zh: '这份问卷需要更新版本的应用才能打开。请连接网络后重新打开此页面，已填写的答案仍保存在此设备上。',
    en: 'This survey needs a newer version of the app. Connect to the network and open this page again; the answers already given stay on this device.',
  },
  'runner.storageUnavailable': { zh: '无法使用浏览器存储', en: 'Browser storage is unavailable' },
  'runner.storageError': {
    zh: '答案无法保存在此设备上（浏览器存储不可用）。请换用其他浏览器或关闭隐私模式。',
    en: 'Answers cannot be saved on this device (browser storage is unavailable). Use another browser or leave private mode.',
  },
  'runner.end.completeTitle': { zh: '提交成功', en: 'Thank you!' },
  'runner.end.completeBody': {
    zh: '问卷已完成，感谢您的参与！',
    en: 'You have completed the survey. Thank you for taking part!',
  },
  'runner.end.otherTitle': { zh: '感谢参与', en: 'Thank you for your time' },
  'runner.end.otherBody': {
    zh: '很抱歉，您不符合本次调查的条件，感谢您的参与！',
    en: 'Sorry, you do not fit this survey. Thank you for your time!',
  },
  'runner.end.sending': {
    zh: '答案将在联网后自动发送，请不要清除浏览器数据。',
    en: 'Your answers will be sent automatically once online; please do not clear the browser data.',
  },
  'runner.end.again': { zh: '再填一份', en: 'Answer again' },
  'runner.end.keptTitle': { zh: '答案已保存在本设备上', en: 'Your answers are kept on this device' },
  'runner.end.keptBody': {
    zh: '服务器还没有收到你的答案。在答案发送成功之前，请不要清除浏览器数据。',
    en: 'The server has not received your answers yet. Until they are sent, do not clear the browser data.',
  },
  'runner.saveFailing': {
    zh: '服务器暂时无法保存你的答案，答案已保存在本设备上，系统会继续重试；如持续出现，请联系调查发起方。',
    en: 'The server cannot save your answers right now. They are kept on this device and will be sent again automatically; if this goes on, contact whoever runs the survey.',
  },
  'runner.saveRefused': {
    zh: '服务器拒绝保存你的答案：{reason}',
    en: 'The server refused to save your answers: {reason}',
  },
  'runner.saveRefusedCode': { zh: '（错误代码 {code}）', en: '(error code {code})' },
  'runner.saveRefusedHelp': {
    zh: '答案仍保存在本设备上，不会丢失。请不要清除浏览器数据，并把以上信息告知调查发起方。',
    en: 'Your answers are still kept on this device and will not be lost. Do not clear the browser data, and pass the message above on to whoever runs the survey.',
  },
  'runner.status.title': { zh: '问卷暂时无法作答', en: 'This survey cannot be answered' },
  'runner.status.notFound': {
    zh: '问卷不存在，请确认链接是否正确。',
    en: 'This survey does not exist. Please check the link.',
  },
  'runner.status.notPublished': {
    zh: '问卷尚未发布，请稍后再试。',
    en: 'This survey has not been published yet. Please try again later.',
  },
  'runner.status.ended': {
    zh: '问卷已结束，感谢您的关注。',
    en: 'This survey has ended. Thank you for your interest.',
  },
  'runner.status.offline': {
    zh: '当前离线，且本设备上没有这份问卷。请联网后重新打开链接。',
    en: 'You are offline and this survey has not been opened on this device before. Connect and open the link again.',
  },
  'runner.status.noSurvey': { zh: '链接缺少问卷编号。', en: 'The link does not name a survey.' },
  'runner.status.error': {
    zh: '问卷加载失败，请稍后再试。',
    en: 'The survey could not be loaded. Please try again later.',
  },
  'runner.status.notOpen': {
    zh: '问卷尚未开始收集答卷，请稍后再来。',
    en: 'This survey is not open yet. Please come back later.',
  },
  'runner.status.notOpenAt': {
    zh: '问卷尚未开始收集答卷，将于 {time} 开放，请届时再来。',
    en: 'This survey is not open yet. It opens on {time}; please come back then.',
  },
  'runner.status.closed': {
    zh: '问卷已停止收集答卷，感谢您的关注。',
    en: 'This survey is closed and takes no more responses. Thank you for your interest.',
  },
  'runner.status.full': {
    zh: '问卷已收满答卷，感谢您的关注。',
    en: 'This survey has all the responses it needs. Thank you for your interest.',
  },
  'runner.status.alreadyAnswered': {
    zh: '您已在这台设备上答过这份问卷，感谢您的参与。',
    en: 'You have already answered this survey on this device. Thank you for taking part.',
  },
  'runner.password.title': { zh: '请输入访问密码', en: 'Enter the access password' },
  'runner.password.body': {
    zh: '这份问卷需要访问密码才能作答，密码可向调查发起方索取。',
    en: 'This survey needs an access password. Whoever runs the survey can give it to you.',
  },
  'runner.password.label': { zh: '访问密码', en: 'Access password' },
  'runner.password.submit': { zh: '进入问卷', en: 'Open the survey' },
  'runner.password.empty': { zh: '请输入访问密码。', en: 'Please enter the access password.' },
  'runner.password.wrong': {
    zh: '访问密码不正确，请重新输入。',
    en: 'That access password is not correct. Please try again.',
  },
  'runner.password.tooMany': {
    zh: '密码错误次数过多，请 {seconds} 秒后再试。',
    en: 'Too many wrong passwords. Please try again in {seconds} seconds.',
  },
  'runner.password.show': { zh: '显示密码', en: 'Show password' },
});
