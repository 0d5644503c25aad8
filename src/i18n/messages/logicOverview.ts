import { defineMessages } from '../define';

/** Texts of the logic overview drawer on /logic: every rule as a sentence, and the questions nobody reaches. */
export const logicOverviewMessages = defineMessages({
  'logicOverview.open': { zh: '逻辑总览', en: 'Logic overview' },
  'logicOverview.title': { zh: '逻辑总览', en: 'Logic overview' },
  'logicOverview.unreachable.title': { zh: '无法到达的题目', en: 'Questions no respondent can reach' },
  'logicOverview.unreachable.intro': {
    zh: '无论受访者怎样作答，都不会看到下面的题目。',
    en: 'Whatever the answers, no respondent is shown the questions below.',
  },
  'logicOverview.unreachable.none': {
    zh: '没有无法到达的题目。',
    en: 'No question is out of reach.',
  },
  'logicOverview.unreachable.undecided': {
    zh: '参与随机排序的题组超过 {count} 个，未检查无法到达的题目。',
    en: 'More than {count} groups are shuffled: unreachable questions were not checked.',
  },
  'logicOverview.reason.beforeNever': {
    zh: '前置逻辑永远不成立：{condition}',
    en: 'Its show-if condition can never hold: {condition}',
  },
  'logicOverview.reason.beforeReadsUnreachable': {
    zh: '前置逻辑读取的 {questions} 无法到达，条件永远不成立',
    en: 'Its show-if condition reads {questions}, which nobody reaches, so it never holds',
  },
  'logicOverview.reason.groupNever': {
    zh: '所在题组 {group} 的题组逻辑永远不成立：{condition}',
    en: 'The logic of its group {group} can never hold: {condition}',
  },
  'logicOverview.reason.groupReadsUnreachable': {
    zh: '所在题组 {group} 的题组逻辑读取的 {questions} 无法到达，条件永远不成立',
    en: 'The logic of its group {group} reads {questions}, which nobody reaches, so it never holds',
  },
  'logicOverview.reason.jumped': {
    zh: '{question} 的跳转（到 {target}）总会发生，跳过了此题',
    en: 'The jump of {question} to {target} always happens and passes over it',
  },
  'logicOverview.reason.ended': {
    zh: '{question} 的结束规则总会生效，问卷在此题之前结束',
    en: 'The end rule of {question} always applies: the survey ends before it',
  },
  'logicOverview.rules.title': { zh: '全部逻辑', en: 'All rules' },
  'logicOverview.rules.none': { zh: '此问卷还没有逻辑。', en: 'This survey has no logic yet.' },
  'logicOverview.sentence': { zh: '若 {condition}，则{action}', en: 'If {condition}, {action}' },
  'logicOverview.action.show': { zh: '显示本题', en: 'show this question' },
  'logicOverview.action.showGroup': { zh: '显示本题组', en: 'show this group' },
  'logicOverview.action.showDesc': { zh: '显示子问题「{desc}」', en: 'show the sub-question “{desc}”' },
  'logicOverview.action.showOption': { zh: '显示选项「{option}」', en: 'show the option “{option}”' },
  'logicOverview.action.hideOption': { zh: '隐藏选项「{option}」', en: 'hide the option “{option}”' },
  'logicOverview.allOptions': { zh: '全部选项', en: 'all options' },
  'logicOverview.filter.answered': { zh: '{question} 已作答', en: '{question} is answered' },
  'logicOverview.filter.chosen': { zh: '{question} 选择 {option}', en: '{question} is {option}' },
  'logicOverview.group': { zh: '题组 {group}', en: 'Group {group}' },
  'logicOverview.goTo': { zh: '转到 {question}', en: 'Go to {question}' },
});
