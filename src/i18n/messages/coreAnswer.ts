import { defineMessages } from '../define';

/**
 * The core's messages a respondent sees: answer validation (spec 2 §5, §8) and the labels of units (spec 1
 * §9). Part of `coreMessages` (./core); a table of its own so that the runner carries these without the
 * designer's validation, default names and categories.
 */
export const coreAnswerMessages = defineMessages({
  // ── answer validation: the spec's named tips ──────────────────────────────────────────────────────────
  'core.tipAnswerNull': { zh: '答案不能为空！', en: 'Answer option cannot be empty!' },
  'core.tipPhoneError': {
    zh: '请输入正确的11位手机号码',
    en: 'Enter a correct 11-digit mobile phone number',
  },
  'core.tipEmailError': { zh: '请输入正确的邮箱地址', en: 'Please enter a correct email address' },
  'core.tipIdCardError': { zh: '请输入正确的身份证号码', en: 'Please enter a correct ID number' },
  'core.tipRangeNull': {
    zh: '请输入范围内的值 [{min},{max}]',
    en: 'Please enter a value in the range [{min},{max}]',
  },
  'core.tipMax': { zh: '不能超出范围！已超出 {excess}', en: 'Cannot exceed the range! {excess} too many' },
  'core.tipNotMax': {
    zh: '还未分配完！还剩 {remaining}',
    en: 'Not yet assigned completely! {remaining} left',
  },
  // The rating group's scales are tapped (stars, segments, buttons), not swiped: the words follow the control.
  'core.tipRateNull': { zh: '请为此项评分！', en: 'Please rate this question!' },
  'core.tipScoreNull': { zh: '请打分！', en: 'Please give a score!' },

  // ── answer validation: other messages of spec 2 §5 and §8 ──────────────────────────────────────────────
  'core.answer.invalid': { zh: '答案与本题不符', en: 'The answer does not fit this question' },
  'core.answer.otherTextNull': { zh: '请填写“{name}”的内容', en: 'Please specify your answer for "{name}"' },
  'core.answer.otherTextTooLong': {
    zh: '补充内容最多{max}个字',
    en: 'The text may have at most {max} characters',
  },
  'core.answer.textTooLong': { zh: '最多输入{max}个字', en: 'Enter at most {max} characters' },
  'core.answer.textTooShort': { zh: '至少输入{min}个字', en: 'Enter at least {min} characters' },
  'core.answer.requireNumber': { zh: '答案必须包含数字', en: 'The answer must contain a number' },
  'core.answer.requireSymbol': { zh: '答案必须包含符号', en: 'The answer must contain a symbol' },
  'core.answer.requireEnglish': { zh: '答案必须包含英文字母', en: 'The answer must contain a letter' },
  'core.answer.contentNumber': { zh: '请输入数字', en: 'Please enter a number' },
  'core.answer.contentLettersDigits': { zh: '只能输入字母和数字', en: 'Only letters and digits are allowed' },
  'core.answer.contentChinese': { zh: '请输入中文', en: 'Please enter Chinese characters' },
  'core.answer.checkAtLeast': { zh: '请至少选择{n}项', en: 'Please check at least {n} answers' },
  'core.answer.checkAtMost': { zh: '最多只能选择{n}项', en: 'Please check at most {n} answers' },
  'core.answer.specialAlone': {
    zh: '“{name}”不能与其他选项同时选择',
    en: '"{name}" cannot be chosen together with other options',
  },
  'core.answer.exclusiveOption': {
    zh: '“{name}”为互斥选项，不能与其他选项同时选择',
    en: '"{name}" is exclusive and cannot be chosen with other options',
  },
  'core.answer.mutualOptions': { zh: '{names} 不能同时选择', en: '{names} cannot be chosen together' },
  'core.answer.integer': { zh: '答案必须为整数', en: 'The answer must be an integer' },
  'core.answer.twoDecimals': { zh: '最多保留两位小数', en: 'The answer may have at most two decimals' },
  'core.answer.timeFormat': { zh: '时间格式不正确', en: 'The time or date is not valid' },
  'core.answer.dateOutOfPicker': {
    zh: '请选择{min}至{max}之间的日期',
    en: 'Please choose a date between {min} and {max}',
  },
  'core.answer.birthdayFuture': { zh: '出生日期不能晚于今天', en: 'The birthday cannot be later than today' },
  'core.answer.mustEqual': {
    zh: '答案必须等于 {quNum} {title}{option} 的答案（{value}）',
    en: 'The answer must be equal to the answer of {quNum} {title}{option} ({value})',
  },
  'core.answer.mustLess': {
    zh: '答案必须小于 {quNum} {title}{option} 的答案（{value}）',
    en: 'The answer must be less than the answer of {quNum} {title}{option} ({value})',
  },
  'core.answer.mustLessEqual': {
    zh: '答案必须小于等于 {quNum} {title}{option} 的答案（{value}）',
    en: 'The answer must be less than or equal to the answer of {quNum} {title}{option} ({value})',
  },
  'core.answer.mustGreater': {
    zh: '答案必须大于 {quNum} {title}{option} 的答案（{value}）',
    en: 'The answer must be greater than the answer of {quNum} {title}{option} ({value})',
  },
  'core.answer.mustGreaterEqual': {
    zh: '答案必须大于等于 {quNum} {title}{option} 的答案（{value}）',
    en: 'The answer must be greater than or equal to the answer of {quNum} {title}{option} ({value})',
  },
  'core.answer.sortAll': { zh: '请对所有选项排序', en: 'Please sort all options' },
  'core.answer.sortIncomplete': { zh: '请选出并排序{n}项', en: 'Please rank {n} options' },
  'core.answer.answerFirst': { zh: '请先作答', en: 'Please answer first' },
  'core.answer.answerAtLeast': { zh: '至少回答{n}次', en: 'Answer at least {n} times' },
  'core.answer.answerAtMost': { zh: '最多回答{n}次', en: 'Answer at most {n} times' },
  'core.answer.noteNull': { zh: '请填写文字说明', en: 'Please enter the text' },
  'core.answer.mediaIdInvalid': {
    zh: '文件无效，请重新拍摄或选择',
    en: 'A file of this answer is not valid: capture or choose it again',
  },
  'core.answer.ceNull': {
    zh: '答案不能为空，请在上方图片中圈选区域',
    en: 'Answer cannot be empty, circle a region on the image above',
  },
  'core.answer.chooseEveryLevel': { zh: '请逐级选择完整的地区', en: 'Please choose every level' },
  'core.answer.placeUnknown': {
    zh: '所选地区不在地区列表中，请重新选择',
    en: 'The chosen place is not in the list of places; please choose again',
  },
  'core.answer.levelsIncomplete': { zh: '请逐级选择完整', en: 'Please choose every level' },
  'core.answer.levelUnknown': {
    zh: '所选项不在选项列表中，请重新选择',
    en: 'The choice is not in the list; please choose again',
  },
  'core.answer.timedRecord': {
    zh: '请录下对这一项的口头回答',
    en: 'Please record your spoken answer to this item',
  },
  'core.answer.swipe': {
    zh: '请根据您的答案，尽快将中间的选项向左或向右滑动',
    en: 'Swipe the item in the middle left or right as quickly as possible according your answer',
  },

  // Units offered in number and chip questions (spec 1 §9), stored in `unit` by these codes.
  'core.unit.second': { zh: '秒', en: 'seconds' },
  'core.unit.minute': { zh: '分钟', en: 'minutes' },
  'core.unit.hour': { zh: '小时', en: 'hours' },
  'core.unit.yuan': { zh: '元', en: 'RMB' },
  'core.unit.usd': { zh: '美元', en: 'USD' },
  'core.unit.eur': { zh: '欧元', en: 'EUR' },
  'core.unit.percent': { zh: '%', en: '%' },
  'core.unit.times': { zh: '次', en: 'times' },
  'core.unit.days': { zh: '天', en: 'days' },
  'core.unit.years': { zh: '年', en: 'years' },
});

export type CoreAnswerMessageKey = keyof typeof coreAnswerMessages;
