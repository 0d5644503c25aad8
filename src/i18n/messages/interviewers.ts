import { defineMessages } from '../define';

/**
 * Interviewer mode (server/interviewers/): the calls' refusals, in the caller's language — the designer's
 * when inviting, the interviewer's when logging in, downloading or sending — and the designer's
 * interviewer screen (/interviewers).
 */
export const interviewerMessages = defineMessages({
  'interviewers.name.required': { zh: '请填写组员姓名', en: 'Enter the team member’s name' },
  'interviewers.name.tooLong': { zh: '姓名最多 64 个字符', en: 'The name can have at most 64 characters' },
  'interviewers.userName.required': { zh: '请填写账号的用户名', en: 'Enter the account’s user name' },
  'interviewers.code.required': { zh: '请填写访问码', en: 'Enter the access code' },
  'interviewers.account.notFound': {
    zh: '没有用户名为“{userName}”的账号',
    en: 'There is no account with the user name “{userName}”',
  },
  'interviewers.notFound': { zh: '此问卷没有这位访员', en: 'This survey has no such interviewer' },
  'interviewers.login.wrong': {
    zh: '用户名、密码或访问码不正确，或此账号不是访员',
    en: 'Wrong user name, password or access code, or the account is not an interviewer',
  },
  'interviewers.session.expired': {
    zh: '访员登录已过期，请重新登录后再发送（设备上的访问不会丢失）',
    en: 'Your interviewer login has expired: log in again and send again (nothing on the device is lost)',
  },
  'interviewers.session.otherInterviewer': {
    zh: '此访问属于另一位访员，请由该访员登录后发送',
    en: 'This interview belongs to another interviewer: send it logged in as them',
  },
  'interviewers.survey.notAssigned': {
    zh: '你没有被分配此问卷，不能下载或提交。请联系督导。',
    en: 'You are not assigned this survey and cannot download or send it. Contact your supervisor.',
  },
  'interviewers.survey.revoked': {
    zh: '你对此问卷的访问权限已被撤销，撤销后开始的访问不能提交。请联系督导。',
    en: 'Your assignment to this survey was revoked: interviews begun after that cannot be sent. Contact your supervisor.',
  },
  'interviewers.interview.discarded': {
    zh: '此访问已作废，不能再提交',
    en: 'This interview was discarded and cannot be sent any more',
  },
  'interviewers.interview.completed': {
    zh: '此访问已提交完成，不能作废',
    en: 'This interview was sent as complete and cannot be discarded',
  },
  'interviewers.export.name': { zh: '访员', en: 'Interviewer' },
  'interviewers.export.id': { zh: '访员编号', en: 'Interviewer id' },
  'interviewers.interview.notYours': {
    zh: '此访问不属于你，不能作废',
    en: 'This interview is not yours to discard',
  },
});

/** The designer's interviewer screen. */
export const interviewerScreenMessages = defineMessages({
  'interviewerScreen.tab': { zh: '访员', en: 'Interviewers' },
  'interviewerScreen.title': { zh: '访员管理', en: 'Interviewers' },
  'interviewerScreen.intro': {
    zh: '邀请已有账号或为组员生成访问码，访员即可在手机上下载此问卷并离线访问。撤销后，访员不能再下载或开始新的访问；撤销前已开始的访问仍会被接收并标记。',
    en: 'Invite an existing account or make an access code for a team member: interviewers can then take this survey out on their phones and interview offline. Once revoked they cannot download it or begin interviews; those begun before are still received, and flagged.',
  },
  'interviewerScreen.readOnly': {
    zh: '你没有发布此问卷的权限，只能查看访员。',
    en: 'You may not release this survey: the interviewers are shown read-only.',
  },
  'interviewerScreen.invite': { zh: '邀请账号', en: 'Invite an account' },
  'interviewerScreen.userName': { zh: '用户名', en: 'User name' },
  'interviewerScreen.inviteSubmit': { zh: '邀请', en: 'Invite' },
  'interviewerScreen.invited': { zh: '已邀请 {name}', en: '{name} invited' },
  'interviewerScreen.createCode': { zh: '生成访问码', en: 'Make an access code' },
  'interviewerScreen.memberName': { zh: '组员姓名', en: 'Team member’s name' },
  'interviewerScreen.createSubmit': { zh: '生成', en: 'Make' },
  'interviewerScreen.codeTitle': { zh: '{name} 的访问码', en: 'Access code of {name}' },
  'interviewerScreen.codeOnce': {
    zh: '访问码只显示这一次，请现在抄下或复制给组员。遗失后可撤销并重新生成。',
    en: 'The code is shown this once: copy it for the team member now. If it is lost, revoke it and make another.',
  },
  'interviewerScreen.copy': { zh: '复制', en: 'Copy' },
  'interviewerScreen.copied': { zh: '已复制', en: 'Copied' },
  'interviewerScreen.close': { zh: '我已记下', en: 'I have noted it' },
  'interviewerScreen.empty': { zh: '还没有访员', en: 'No interviewers yet' },
  'interviewerScreen.refresh': { zh: '刷新', en: 'Refresh' },
  'interviewerScreen.col.name': { zh: '访员', en: 'Interviewer' },
  'interviewerScreen.col.kind': { zh: '登录方式', en: 'Signs in with' },
  'interviewerScreen.kind.account': { zh: '账号 {userName}', en: 'Account {userName}' },
  'interviewerScreen.kind.code': { zh: '访问码', en: 'Access code' },
  'interviewerScreen.col.received': { zh: '已收到', en: 'Received' },
  'interviewerScreen.col.complete': { zh: '已完成', en: 'Complete' },
  'interviewerScreen.col.discarded': { zh: '已作废', en: 'Discarded' },
  'interviewerScreen.col.lastSeen': { zh: '最近在线', en: 'Last seen' },
  'interviewerScreen.col.median': { zh: '时长中位数', en: 'Median duration' },
  'interviewerScreen.col.onDevices': { zh: '设备上（上次同步）', en: 'On devices (last sync)' },
  'interviewerScreen.onDevices': {
    zh: '{inProgress} 份进行中，{waiting} 份待发送',
    en: '{inProgress} in progress, {waiting} waiting',
  },
  'interviewerScreen.onDevices.refused': { zh: '{refused} 份被拒绝', en: '{refused} refused' },
  'interviewerScreen.onDevices.asOf': {
    zh: '截至 {time}（{devices} 台设备）',
    en: 'as of {time} ({devices} devices)',
  },
  'interviewerScreen.onDevices.none': { zh: '尚未同步', en: 'No sync yet' },
  'interviewerScreen.col.state': { zh: '状态', en: 'State' },
  'interviewerScreen.state.active': { zh: '已分配', en: 'Assigned' },
  'interviewerScreen.state.revoked': { zh: '已撤销', en: 'Revoked' },
  'interviewerScreen.never': { zh: '从未', en: 'Never' },
  'interviewerScreen.minutes': { zh: '{minutes} 分 {seconds} 秒', en: '{minutes} min {seconds} s' },
  'interviewerScreen.revoke': { zh: '撤销', en: 'Revoke' },
  'interviewerScreen.revokeConfirm': {
    zh: '撤销“{name}”对此问卷的访问权限？已开始的访问仍会被接收并标记。',
    en: 'Revoke “{name}” from this survey? Interviews already begun are still received, and flagged.',
  },
  'interviewerScreen.revoked': { zh: '已撤销 {name}', en: '{name} revoked' },
  'interviewerScreen.cancel': { zh: '取消', en: 'Cancel' },
  'interviewerScreen.loadFailed': { zh: '访员列表加载失败', en: 'The interviewers could not be loaded' },
});
