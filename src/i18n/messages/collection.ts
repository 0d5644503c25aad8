import { defineMessages } from '../define';

/**
 * Collection limits (server/collection/): the settings calls' refusals, shown beside the designer's form, and
 * the survey load's and the save's refusals, in the respondent's language. The runner's own pages say the
 * same in runner.ts.
 */
export const collectionMessages = defineMessages({
  'server.field.opensAt': { zh: '开始时间', en: 'Opening time' },
  'server.field.closesAt': { zh: '结束时间', en: 'Closing time' },
  'server.field.maxCompletes': { zh: '答卷数量上限', en: 'Cap on complete responses' },
  'server.field.onePerDevice': { zh: '每台设备只答一次', en: 'One response per device' },
  'collection.time.invalid': {
    zh: '请填写有效的日期和时间',
    en: 'Enter a valid date and time',
  },
  'collection.time.closeBeforeOpen': {
    zh: '结束时间必须晚于开始时间',
    en: 'The closing time must be after the opening time',
  },
  'collection.cap.invalid': {
    zh: '答卷数量上限必须是不小于 1 的整数',
    en: 'The cap must be a whole number of at least 1',
  },
  'collection.password.empty': { zh: '访问密码不能为空', en: 'The access password cannot be empty' },
  'collection.password.tooLong': {
    zh: '访问密码最多 64 个字符',
    en: 'The access password can have at most 64 characters',
  },
  'collection.refused.notOpen': {
    zh: '问卷尚未开始收集，将于 {opensAt}（UTC）开放。',
    en: 'This survey is not open yet. It opens on {opensAt} (UTC).',
  },
  'collection.refused.closed': {
    zh: '问卷已停止收集答卷，感谢您的关注。',
    en: 'This survey is closed and takes no more responses. Thank you for your interest.',
  },
  'collection.refused.full': {
    zh: '问卷已收满答卷，感谢您的关注。',
    en: 'This survey has all the responses it needs. Thank you for your interest.',
  },
  'collection.refused.passwordRequired': {
    zh: '这份问卷需要访问密码。',
    en: 'This survey needs an access password.',
  },
  'collection.refused.passwordWrong': {
    zh: '访问密码不正确，请重新输入。',
    en: 'The access password is not correct. Please try again.',
  },
  'collection.refused.alreadyAnswered': {
    zh: '您已在这台设备上答过这份问卷，感谢您的参与。',
    en: 'You have already answered this survey on this device. Thank you for taking part.',
  },
  'collection.password.tooManyAttempts': {
    zh: '密码错误次数过多，请 {seconds} 秒后再试。',
    en: 'Too many wrong passwords. Please try again in {seconds} seconds.',
  },

  // The designer's collection settings screen (/surveyconfig) and the settings tab's sub-navigation.
  'surveyConfig.nav.label': { zh: '问卷设置', en: 'Survey settings' },
  'surveyConfig.nav.projectInfo': { zh: '项目信息', en: 'Survey details' },
  'surveyConfig.nav.collection': { zh: '收集设置', en: 'Collection' },
  'surveyConfig.title': { zh: '收集设置', en: 'Collection settings' },
  'surveyConfig.intro': {
    zh: '控制问卷何时开放、最多收多少份答卷，以及谁可以作答。修改后立即生效，无需重新发布。',
    en: 'Decide when the survey is open, how many responses it takes and who may answer. Changes apply at once, without publishing again.',
  },
  'surveyConfig.readOnly': {
    zh: '你没有编辑此问卷的权限，只能查看收集设置。',
    en: 'You may not edit this survey: the collection settings are shown read-only.',
  },
  'surveyConfig.status.title': { zh: '当前状态', en: 'Now' },
  'surveyConfig.status.notOpen': { zh: '未开始', en: 'Not open yet' },
  'surveyConfig.status.open': { zh: '收集中', en: 'Open' },
  'surveyConfig.status.closed': { zh: '已截止', en: 'Closed' },
  'surveyConfig.status.full': { zh: '已收满', en: 'Full' },
  'surveyConfig.status.completes': { zh: '已完成答卷', en: 'Complete responses' },
  'surveyConfig.status.noCap': { zh: '不限数量', en: 'no cap' },
  'surveyConfig.status.notCollecting': {
    zh: '问卷当前未在收集（未发布、已暂停或已结束），受访者暂时无法作答；以下设置在收集时生效。',
    en: 'The survey is not collecting now (not published, paused or ended), so respondents cannot answer; these settings apply while it collects.',
  },
  'surveyConfig.time.title': { zh: '收集时间', en: 'When it is open' },
  'surveyConfig.time.placeholder': { zh: '不限', en: 'No limit' },
  'surveyConfig.time.hint': {
    zh: '按你所在的时区（{zone}）填写；留空表示不限。开始时间之前和结束时间之后，受访者无法作答。',
    en: 'In your time zone ({zone}); leave empty for no limit. Before the opening and after the close, respondents cannot answer.',
  },
  'surveyConfig.cap.title': { zh: '答卷数量', en: 'How many responses' },
  'surveyConfig.cap.switch': { zh: '限制完成的答卷数', en: 'Cap the complete responses' },
  'surveyConfig.cap.number': { zh: '最多完成', en: 'At most' },
  'surveyConfig.cap.unit': { zh: '份', en: 'responses' },
  'surveyConfig.cap.hint': {
    zh: '完成（含超配额）的答卷计入；达到上限后，新来的受访者会看到“问卷已收满”。',
    en: 'Complete responses count (Overquota included); once the cap is reached, new respondents are told the survey is full.',
  },
  'surveyConfig.device.title': { zh: '每台设备只答一次', en: 'One response per device' },
  'surveyConfig.device.hint': {
    zh: '同一台设备（同一个浏览器）答完后不能再次作答。',
    en: 'A device (a browser) that finished the survey cannot answer it again.',
  },
  'surveyConfig.password.title': { zh: '访问密码', en: 'Access password' },
  'surveyConfig.password.hint': {
    zh: '设置后，受访者须输入密码才能作答。密码不会再显示，只能更换或清除。',
    en: 'With a password, respondents must type it to answer. It is never shown again: you can only replace or clear it.',
  },
  'surveyConfig.password.isSet': { zh: '已设置访问密码', en: 'A password is set' },
  'surveyConfig.password.notSet': {
    zh: '未设置访问密码，任何人都可以作答',
    en: 'No password: anyone may answer',
  },
  'surveyConfig.password.set': { zh: '设置密码', en: 'Set a password' },
  'surveyConfig.password.change': { zh: '更换密码', en: 'Replace it' },
  'surveyConfig.password.clear': { zh: '清除密码', en: 'Clear it' },
  'surveyConfig.password.undo': { zh: '撤销', en: 'Undo' },
  'surveyConfig.password.newLabel': { zh: '新密码', en: 'New password' },
  'surveyConfig.password.newPlaceholder': { zh: '输入新的访问密码', en: 'Type the new access password' },
  'surveyConfig.password.willSet': {
    zh: '保存后，受访者须输入这个新密码。',
    en: 'Once saved, respondents must type this new password.',
  },
  'surveyConfig.password.willClear': {
    zh: '保存后将清除访问密码，任何人都可以作答。',
    en: 'Once saved, the password is cleared and anyone may answer.',
  },
  'surveyConfig.refused': { zh: '收集设置未保存', en: 'The collection settings were not saved' },
  'surveyConfig.saved': { zh: '收集设置已保存', en: 'Collection settings saved' },
});
