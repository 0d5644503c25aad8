import { defineMessages } from '../define';

/**
 * The address and code-table calls (src/core/api/address.ts, server/address/): their refusals, shown by the
 * designer's city and cascade settings and by the runner when a picker cannot load its levels.
 */
export const addressMessages = defineMessages({
  'server.field.quId': { zh: '题目', en: 'Question' },
  'server.field.mediaQuType': { zh: '级联类型', en: 'Cascade type' },
  'server.field.paramInt01': { zh: '级数', en: 'Levels' },
  'server.field.parentCode': { zh: '上级代码', en: 'Parent code' },
  'server.field.code': { zh: '代码', en: 'Code' },
  'server.field.version': { zh: '发布版本', en: 'Release version' },
  'address.question.invalid': { zh: '题目编号无效', en: 'The question id is not valid' },
  'address.question.required': {
    zh: '自定义级联题需要指明题目',
    en: 'A designer-defined cascade needs its question',
  },
  'address.question.notFound': {
    zh: '题目不存在，或所在问卷未发布',
    en: 'This question does not exist, or its survey is not published',
  },
  'address.question.notCascade': {
    zh: '这道题不是地址或级联题',
    en: 'This question is not an address or cascade question',
  },
  'address.type.invalid': {
    zh: '级联类型只能是 address（地址）或 Jilian（自定义级联）',
    en: 'The cascade type must be address or Jilian',
  },
  'address.type.mismatch': {
    zh: '级联类型与题目不符',
    en: "The cascade type does not match the question's",
  },
  'address.levels.range': { zh: '级数须为 1 到 3 的整数', en: 'Levels must be a whole number from 1 to 3' },
  'address.survey.invalid': { zh: '问卷编号无效', en: 'The survey id is not valid' },
  'address.version.invalid': {
    zh: '发布版本须为正整数',
    en: 'The release version must be a positive whole number',
  },
  'address.codeType.unknown': {
    zh: '没有这种代码表（可用 address 或个人信息字典的名称）',
    en: 'There is no such code table (use address or the key of a profile dictionary)',
  },
  'address.code.required': { zh: '请提供代码', en: 'Give a code' },
  'address.code.unknown': { zh: '没有这个代码', en: 'There is no such code' },
});
