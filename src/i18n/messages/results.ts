import { defineMessages } from '../define';

/** Messages of the results, export and archive calls (server refusals and export job errors). */
export const resultsMessages = defineMessages({
  'results.noDataRight': {
    zh: '您没有查看此问卷数据的权限',
    en: 'You may not see the data of this survey',
  },
  // exports
  'results.export.tooMany': {
    zh: '您已有 {max} 个导出正在进行，请等其中一个完成后再导出',
    en: 'You already have {max} exports under way: wait for one to finish, then export again',
  },
  'results.export.meta.responseId': { zh: '答卷编号', en: 'Response id' },
  'results.export.meta.status': { zh: '答卷状态', en: 'Status' },
  'results.export.meta.sampleStatus': { zh: '样本状态', en: 'Sample status' },
  'results.export.meta.startedAt': { zh: '开始时间（UTC）', en: 'Started (UTC)' },
  'results.export.meta.completedAt': { zh: '完成时间（UTC）', en: 'Completed (UTC)' },
  'results.export.meta.durationSeconds': { zh: '答题时长（秒）', en: 'Duration (seconds)' },
  'results.export.meta.releaseVersion': { zh: '问卷版本', en: 'Release version' },
  'results.export.meta.language': { zh: '语言', en: 'Language' },
  'results.export.meta.panelUserId': { zh: '样本用户编号', en: 'Panel user id' },
  'results.export.meta.invalid': { zh: '无效答卷（1=是）', en: 'Invalid (1 = yes)' },
  'results.export.pathNames': { zh: '名称', en: 'names' },
  'results.export.displayTime.shown': { zh: '显示时长（秒）', en: 'shown time (seconds)' },
  'results.export.displayTime.ranOut': { zh: '显示时间已到', en: 'display time ran out' },
  'results.export.displayTime.yes': { zh: '是', en: 'Yes' },
  'results.export.displayTime.no': { zh: '否', en: 'No' },
  'results.export.displayTime.pageBreak': { zh: '第 {n} 个分页', en: 'Page break {n}' },
  'results.export.codebook.variables': { zh: '变量', en: 'Variables' },
  'results.export.codebook.sets': { zh: '多选题集', en: 'Multiple-response sets' },
  'results.export.codebook.name': { zh: '变量名', en: 'Name' },
  'results.export.codebook.label': { zh: '标签', en: 'Label' },
  'results.export.codebook.type': { zh: '类型', en: 'Type' },
  'results.export.codebook.valueLabels': { zh: '值标签', en: 'Value labels' },
  'results.export.codebook.measure': { zh: '测量尺度', en: 'Measure' },
  'results.export.codebook.columns': { zh: '包含变量（计为 1）', en: 'Variables (counted value 1)' },
  'results.export.codebook.notes': { zh: '说明', en: 'Notes' },
  'results.export.codebook.note': {
    zh: '时间均为 UTC。CSV 中以 = + - @、制表符或回车开头的文本前加了一个单引号，以免表格软件把它当作公式执行。',
    en: 'Times are in UTC. In the CSV, texts starting with = + - @, a tab or a carriage return are prefixed with a single quote so that spreadsheets do not run them as formulas.',
  },
  'results.export.jobNotFound': { zh: '找不到该导出任务', en: 'No such export job' },
  'results.export.notReady': { zh: '导出尚未完成', en: 'The export is not finished yet' },
  'results.export.fileGone': {
    zh: '导出文件已不存在，请重新导出',
    en: 'The export file is gone; export again',
  },
  'results.export.noRelease': {
    zh: '问卷尚未发布，没有可导出的数据',
    en: 'The survey has no release: nothing to export',
  },
  'results.export.tooManyRows': {
    zh: '答卷数 {rows} 超过 Excel 每表 {max} 行的上限，请改用 CSV 或 SPSS',
    en: "{rows} responses exceed Excel's {max} rows per sheet; use CSV or SPSS",
  },
  'results.export.interrupted': {
    zh: '导出因服务重启而中断，请重新导出',
    en: 'The export was interrupted by a server restart; export again',
  },
  'results.export.failed': { zh: '导出失败，请重试', en: 'The export failed; try again' },
  // statistics
  'results.question.notFound': {
    zh: '该问卷的当前版本中没有这道题',
    en: 'This question is not in the current version of the survey',
  },
  'results.texts.notTextual': {
    zh: '这道题没有可列出的文本答案',
    en: 'This question has no text answers to list',
  },
  'results.crosstab.notChoice': {
    zh: '交叉分析只能用于选择题：「{title}」不是选择题',
    en: 'Cross-tabulation needs choice questions: "{title}" is not one',
  },
  'results.share.notFound': {
    zh: '该报告链接无效或已关闭分享',
    en: 'This report link is wrong or its sharing was turned off',
  },
  // responses and archive
  'results.response.notFound': { zh: '找不到该答卷', en: 'No such response' },
  'results.media.notFound': {
    zh: '找不到该文件，或文件尚未上传完成',
    en: 'No such file, or it has not been received in full yet',
  },
  'results.archive.noFile': {
    zh: '请选择要导入的问卷存档文件',
    en: 'Choose a survey archive file to import',
  },
  'results.archive.tooLarge': {
    zh: '存档文件超过 {max} MB 的上限',
    en: 'The archive file is larger than the {max} MB limit',
  },
  'results.archive.notArchive': {
    zh: '该文件不是问卷存档（应为 .wenda.jsonl.gz 文件）',
    en: 'This file is not a survey archive (a .wenda.jsonl.gz file is expected)',
  },
  'results.archive.unknownVersion': {
    zh: '存档格式版本 {version} 不受支持（本系统支持到 {max}）',
    en: 'Archive format version {version} is not supported (this server reads up to {max})',
  },
  'results.archive.damaged': {
    zh: '存档文件已损坏（第 {line} 行）：{reason}',
    en: 'The archive file is damaged (line {line}): {reason}',
  },
});
