import { defineMessages } from '../define';

/** Messages of the designer's preview (/preview) and of the runner it hosts (/previewanswer). */
export const previewMessages = defineMessages({
  'preview.open': { zh: '预览', en: 'Preview' },
  'preview.title': { zh: '预览问卷', en: 'Preview' },
  'preview.device': { zh: '设备', en: 'Device' },
  'preview.device.phone': { zh: '手机', en: 'Phone' },
  'preview.device.desktop': { zh: '电脑', en: 'Desktop' },
  'preview.reset': { zh: '重新开始', en: 'Start over' },
  'preview.reload': { zh: '载入最新设计', en: 'Load the latest design' },
  'preview.reloadHint': {
    zh: '保留已答内容，载入设计的最新修改',
    en: 'Keeps the answers given and loads the latest changes of the design',
  },
  'preview.pages': { zh: '页面', en: 'Pages' },
  'preview.page': { zh: '第 {n} 页', en: 'Page {n}' },
  'preview.pageOfTexts': { zh: '说明', en: 'Text' },
  'preview.pageHidden': { zh: '按目前的答案不显示', en: 'Not shown with the answers so far' },
  'preview.pageCurrent': { zh: '当前页', en: 'Current page' },
  'preview.notSaved': {
    zh: '这里是当前设计（含未发布的修改）的作答预览：逻辑、校验和分页照常工作，答案不会保存，也不计入数据和配额。',
    en: 'A preview of the current design, unpublished changes included: logic, validation and paging work as for respondents, but no answer is kept, counted in the data or in quotas.',
  },
  'preview.problems': {
    zh: '发布前还需处理 {n} 个问题：',
    en: '{n} problems to fix before publishing:',
  },
  'preview.loadFailed': { zh: '预览载入失败', en: 'The preview could not be loaded' },
  'preview.finished': { zh: '已答完：{status}', en: 'Finished: {status}' },
  'preview.frameTitle': { zh: '问卷预览（{device}）', en: 'Survey preview ({device})' },
  'preview.frame.failed': { zh: '无法预览此问卷', en: 'This survey cannot be previewed' },
  'preview.frame.endNote': {
    zh: '预览结束（{status}）：答案没有保存。',
    en: 'End of the preview ({status}): no answer was kept.',
  },
  'preview.status.Complete': { zh: '完成', en: 'Complete' },
  'preview.status.Overquota': { zh: '超配额', en: 'Over quota' },
  'preview.status.Screenout': { zh: '甄别结束', en: 'Screened out' },
  'preview.status.QuotaFull': { zh: '配额已满', en: 'Quota full' },
});
