import { defineMessages } from '../define';

/**
 * The audit trail (src/core/audit/): the designer's setting to keep answer values, the results' time per
 * question and stalls, and a response's trail in its detail.
 */
export const auditMessages = defineMessages({
  'server.field.auditValues': {
    zh: '审计记录保留答案修改前后的值',
    en: 'Audit trail keeps old and new answers',
  },
  'surveyConfig.audit.title': { zh: '审计记录', en: 'Audit trail' },
  'surveyConfig.audit.hint': {
    zh: '记录答案修改前后的值（默认只记录修改发生的时间，不记录内容）',
    en: 'Record the old and new value of each changed answer (by default only the time of a change is kept)',
  },
  'resultsScreen.export.audit': { zh: '审计记录 (CSV)', en: 'Audit trail (CSV)' },
  'resultsScreen.audit.title': { zh: '答题用时（审计记录）', en: 'Time per question (audit trail)' },
  'resultsScreen.audit.hint': {
    zh: '每题的停留时间取各答卷的中位数，已扣除应用切到后台的时间，按从长到短排列；标“易卡住”的题目用时至少是一般题目的两倍，是受访者容易卡住的地方。',
    en: 'Time on each question is the median across responses, time in the background left out, longest first; questions marked "Stall" take at least twice as long as a typical question: that is where respondents stall.',
  },
  'resultsScreen.audit.respondentsWithTrail': {
    zh: '{n} 份答卷有审计记录',
    en: '{n} responses with an audit trail',
  },
  'resultsScreen.audit.empty': {
    zh: '还没有带审计记录的答卷。',
    en: 'No response with an audit trail yet.',
  },
  'resultsScreen.audit.question': { zh: '题目', en: 'Question' },
  'resultsScreen.audit.median': { zh: '中位用时', en: 'Median time' },
  'resultsScreen.audit.respondents': { zh: '答卷数', en: 'Responses' },
  'resultsScreen.audit.changes': { zh: '修改次数', en: 'Changes' },
  'resultsScreen.audit.stall': { zh: '易卡住', en: 'Stall' },
  'resultsScreen.audit.seconds': { zh: '{n} 秒', en: '{n} s' },
  'resultsScreen.audit.trail': { zh: '审计记录', en: 'Audit trail' },
  'resultsScreen.audit.trailEmpty': { zh: '这份答卷没有审计记录。', en: 'This response has no audit trail.' },
  'resultsScreen.audit.col.seq': { zh: '序号', en: 'No.' },
  'resultsScreen.audit.col.time': { zh: '时间', en: 'Time' },
  'resultsScreen.audit.col.elapsed': { zh: '开始后', en: 'Since start' },
  'resultsScreen.audit.col.event': { zh: '事件', en: 'Event' },
  'resultsScreen.audit.col.detail': { zh: '详情', en: 'Detail' },
  'resultsScreen.audit.kind.start': { zh: '开始答卷', en: 'Started' },
  'resultsScreen.audit.kind.resume': { zh: '重新打开', en: 'Reopened' },
  'resultsScreen.audit.kind.question-enter': { zh: '进入题目', en: 'Entered question' },
  'resultsScreen.audit.kind.question-leave': { zh: '离开题目', en: 'Left question' },
  'resultsScreen.audit.kind.answer-change': { zh: '修改答案', en: 'Changed answer' },
  'resultsScreen.audit.kind.page-move': { zh: '翻页', en: 'Page move' },
  'resultsScreen.audit.kind.hidden': { zh: '切到后台', en: 'To background' },
  'resultsScreen.audit.kind.visible': { zh: '回到前台', en: 'Back to foreground' },
  'resultsScreen.audit.kind.location': { zh: '位置', en: 'Location' },
  'resultsScreen.audit.kind.end': { zh: '结束答卷', en: 'Finished' },
  'resultsScreen.audit.move.next': { zh: '下一页', en: 'next' },
  'resultsScreen.audit.move.back': { zh: '上一页', en: 'back' },
  'resultsScreen.audit.move.jump': { zh: '跳转', en: 'jump' },
  'resultsScreen.audit.pages': {
    zh: '第 {from} 页 → 第 {to} 页（{move}）',
    en: 'page {from} → page {to} ({move})',
  },
});
