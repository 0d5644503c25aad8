import { defineMessages } from '../define';

/** Messages of the quota calls: the designer's quota screen shows them beside the quota being edited. */
export const quotaMessages = defineMessages({
  'quotas.quota.notFound': { zh: '配额不存在', en: 'This quota does not exist' },
  'quotas.question.unknown': {
    zh: '配额题目 {question} 不在这份问卷中',
    en: 'The quota question {question} is not in this survey',
  },
  'quotas.question.notSingleChoice': {
    zh: '{question} 不是单选题，配额只能按单选题的选项计数',
    en: '{question} is not a single-choice question: quotas count the options of single choices only',
  },
  'quotas.question.repeated': {
    zh: '{question} 在同一个配额中出现了两次',
    en: '{question} appears twice in the same quota',
  },
  'quotas.cell.shape': {
    zh: '每个配额格必须为每道配额题各选一个选项（{count} 个）',
    en: 'Each quota cell needs one option of each quota question ({count})',
  },
  'quotas.cell.unknownOption': {
    zh: '配额格中的选项不属于 {question}',
    en: 'A quota cell names an option that {question} does not have',
  },
  'quotas.cell.repeated': {
    zh: '两个配额格选了相同的选项',
    en: 'Two quota cells have the same options',
  },
});
