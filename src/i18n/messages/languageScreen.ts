import { defineMessages } from '../define';

/**
 * Survey translations for the designer (issue 11): the /language screen, the translation workbook's headers
 * and the refusals of its import (server/language/).
 */
export const languageScreenMessages = defineMessages({
  'language.nav': { zh: '多语言', en: 'Languages' },
  'language.title': { zh: '问卷翻译', en: 'Survey translations' },
  'language.intro': {
    zh: '为问卷声明的每种语言填写译文。未翻译的文字对答题者显示原文；译文在下次发布后生效。',
    en: 'Enter a translation for each language the survey declares. Texts without one show the original to respondents; translations take effect at the next publish.',
  },
  'language.none': {
    zh: '问卷尚未声明原文以外的语言。请先在「问卷信息」中勾选语言（如英文、日文）。',
    en: 'The survey declares no language besides the original yet. Choose languages (English, Japanese…) in Survey details first.',
  },
  'language.noneLink': { zh: '去问卷信息', en: 'Go to survey details' },
  'language.readOnly': {
    zh: '你对该问卷没有编辑权限，只能查看译文。',
    en: 'You cannot edit this survey: translations are read-only.',
  },
  'language.notDesigning': {
    zh: '问卷正在收集或已结束：暂停问卷后才能修改译文。',
    en: 'The survey is collecting or ended: pause it to change translations.',
  },
  'language.missing': { zh: '{count} 项未翻译', en: '{count} not translated' },
  'language.complete': { zh: '已全部翻译', en: 'All translated' },
  'language.progress': { zh: '已翻译 {done} / {total} 项', en: '{done} of {total} translated' },
  'language.onlyMissing': { zh: '只看未翻译', en: 'Only untranslated' },
  'language.col.position': { zh: '位置', en: 'Where' },
  'language.col.origin': { zh: '原文', en: 'Original' },
  'language.col.translation': { zh: '译文（{language}）', en: 'Translation ({language})' },
  'language.missingTag': { zh: '未翻译', en: 'Missing' },
  'language.placeholder': { zh: '留空则显示原文', en: 'Empty shows the original' },
  'language.save': { zh: '保存译文', en: 'Save translations' },
  'language.saved': { zh: '{language}译文已保存', en: '{language} translations saved' },
  'language.unsaved': { zh: '有未保存的修改', en: 'Unsaved changes' },
  'language.export': { zh: '导出 Excel', en: 'Export to Excel' },
  'language.import': { zh: '导入 Excel', en: 'Import from Excel' },
  'language.imported': { zh: '已导入：{summary}', en: 'Imported: {summary}' },
  'language.separator': { zh: '，', en: ', ' },
  'language.importedOne': { zh: '{language} {count} 项', en: '{language} {count} texts' },
  'language.saveFirst': {
    zh: '请先保存或放弃当前修改，再导入',
    en: 'Save or discard the current changes before importing',
  },
  // The workbook's headers.
  'language.sheet.position': { zh: '题号', en: 'Number' },
  'language.sheet.field': { zh: '类型', en: 'Kind' },
  'language.sheet.origin': { zh: '原文', en: 'Original' },
  // What a text is.
  'language.field.surveyName': { zh: '问卷名称', en: 'Survey name' },
  'language.field.surveyNote': { zh: '欢迎语', en: 'Welcome text' },
  'language.field.endYesText': { zh: '完成页标题', en: 'Completion page title' },
  'language.field.endYesDesc': { zh: '完成页说明', en: 'Completion page text' },
  'language.field.endNoText': { zh: '未完成页标题', en: 'Non-completion page title' },
  'language.field.endNoDesc': { zh: '未完成页说明', en: 'Non-completion page text' },
  'language.field.groupTitle': { zh: '题组标题', en: 'Group title' },
  'language.field.quTitle': { zh: '题目', en: 'Question title' },
  'language.field.quNote': { zh: '题目说明', en: 'Question note' },
  'language.field.placeholder': { zh: '输入提示', en: 'Input hint' },
  'language.field.unit': { zh: '单位', en: 'Unit' },
  'language.field.optionName': { zh: '选项', en: 'Option' },
  'language.field.otherName': { zh: '其他选项', en: 'Other option' },
  'language.field.specialName': { zh: '特殊选项', en: 'Special option' },
  'language.field.descName': { zh: '子问题', en: 'Sub-question' },
  // Import refusals.
  'language.import.tooLarge': {
    zh: '文件过大或无法读取（最大 2 MB）',
    en: 'The file is too large or could not be read (2 MB at most)',
  },
  'language.import.unreadable': {
    zh: '无法读取该文件：请上传从本页导出的 .xlsx 文件',
    en: 'This file cannot be read: upload an .xlsx file exported from this page',
  },
  'language.import.noKeyColumn': {
    zh: '文件第一行缺少 key 列：请使用从本页导出的文件',
    en: 'The first row has no key column: use a file exported from this page',
  },
  'language.import.noLanguageColumn': {
    zh: '文件中没有问卷声明的语言列（如「英文 (en)」）',
    en: 'The file has no column of a language the survey declares (like "English (en)")',
  },
});
