import { defineMessages } from '../define';

/** Quotes (src/core/quotes.ts): options taken from an earlier question, and titles quoting an answer. */
export const quoteMessages = defineMessages({
  'quotes.options.label': { zh: '引用选项', en: 'Quote options from' },
  'quotes.options.none': { zh: '不引用', en: 'No quote' },
  'quotes.options.placeholder': {
    zh: '选择前面的单选或多选题',
    en: 'Pick an earlier single or multiple choice',
  },
  'quotes.options.noSource': {
    zh: '前面没有可以引用的单选或多选题',
    en: 'No earlier single or multiple choice question to quote from',
  },
  'quotes.options.replaceTitle': { zh: '替换选项？', en: 'Replace the options?' },
  'quotes.options.replaceText': {
    zh: '引用 {question} 的选项会替换本题现有的选项。',
    en: "Quoting {question}'s options replaces this question's options.",
  },
  'quotes.options.replace': { zh: '替换', en: 'Replace' },
  'quotes.options.note': {
    zh: '选项引用自 {question}：答题时只显示受访者在 {question} 中选中的选项，文字随 {question} 变化。取消引用后它们成为普通选项。',
    en: "Options quoted from {question}: respondents see only those they chose in {question}, in {question}'s words. Clear the quote to make them ordinary options.",
  },
  'quotes.rows.label': { zh: '引用行', en: 'Quote rows from' },
  'quotes.rows.replaceText': {
    zh: '用 {question} 的选项作为行，会替换本题现有的行。',
    en: "Taking the rows from {question}'s options replaces this question's rows.",
  },
  'quotes.rows.note': {
    zh: '行引用自 {question} 的选项：答题时只显示受访者在 {question} 中选中的那些行，文字随 {question} 变化。取消引用后它们成为普通的行。',
    en: "Rows quoted from {question}'s options: respondents see only those they chose in {question}, in {question}'s words. Clear the quote to make them ordinary rows.",
  },
  'quotes.options.resync': { zh: '按 {question} 更新选项', en: "Update from {question}'s options" },
  'quotes.options.sourceGone': {
    zh: '被引用的题目已不存在',
    en: 'The quoted question no longer exists',
  },
  'quotes.options.notQuotable': {
    zh: '选项“{option}”只能引用本问卷中其他单选题或多选题的选项',
    en: 'Option "{option}" may only quote an option of another single or multiple choice question of this survey',
  },
  'quotes.options.unknownOption': {
    zh: '选项“{option}”引用的选项不在被引用的题目中',
    en: 'Option "{option}" quotes an option the quoted question does not have',
  },
  'quotes.title.button': { zh: '引用答案', en: 'Quote an answer' },
  'quotes.title.pick': { zh: '插入前面一道题的答案', en: "Insert an earlier question's answer" },
  'quotes.title.noSource': { zh: '前面没有可以引用的题目', en: 'No earlier question to quote' },
  'quotes.title.preview': { zh: '{question} 的答案', en: "{question}'s answer" },
});
