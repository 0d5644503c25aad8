import { defineMessages } from '../define';

/**
 * The designer's screens (spec 1 §2, §4): survey list, creation, settings and the workspace. Texts follow the
 * spec's wording where it gives one (confirmations, the pause dialog, "please select data first").
 */
export const designerMessages = defineMessages({
  // Survey states (spec 1 §4).
  'designer.state.0': { zh: '设计中', en: 'Designing' },
  'designer.state.1': { zh: '收集中', en: 'Collecting' },
  'designer.state.2': { zh: '已结束', en: 'Ended' },

  // The list.
  'designer.list.create': { zh: '新建问卷', en: 'New survey' },
  'designer.list.search': { zh: '按问卷名称搜索', en: 'Search by survey name' },
  'designer.list.stateFilter': { zh: '全部状态', en: 'All states' },
  'designer.list.batchDelete': { zh: '批量删除', en: 'Delete selected' },
  'designer.list.selectFirst': { zh: '请先选择数据', en: 'Please select data first' },
  'designer.list.colIndex': { zh: '序号', en: 'No.' },
  'designer.list.colName': { zh: '问卷名称', en: 'Survey name' },
  'designer.list.colState': { zh: '状态', en: 'State' },
  'designer.list.colQuestions': { zh: '题目数', en: 'Questions' },
  'designer.list.colUpdated': { zh: '最后修改', en: 'Last changed' },
  'designer.list.colActions': { zh: '操作', en: 'Actions' },
  'designer.list.open': { zh: '编辑问卷', en: 'Open' },
  'designer.list.settings': { zh: '设置', en: 'Settings' },
  'designer.list.copy': { zh: '复制', en: 'Copy' },
  'designer.list.delete': { zh: '删除', en: 'Delete' },
  'designer.list.total': { zh: '共 {total} 条', en: '{total} in all' },
  'designer.list.copied': { zh: '已复制为“{name}”', en: 'Copied as "{name}"' },
  'designer.list.deleted': { zh: '已删除 {count} 份问卷', en: '{count} surveys deleted' },
  'designer.list.deleteTitle': { zh: '删除问卷', en: 'Delete surveys' },
  'designer.list.deleteConfirm': {
    zh: '确定删除“{name}”吗？问卷的题目和设置将一并删除，且不可恢复。',
    en: 'Delete "{name}"? Its questions and settings go with it and cannot be restored.',
  },
  'designer.list.deleteManyConfirm': {
    zh: '确定删除选中的 {count} 份问卷吗？删除后不可恢复。',
    en: 'Delete the {count} selected surveys? This cannot be undone.',
  },
  'designer.list.emptyFiltered': { zh: '没有符合条件的问卷', en: 'No survey matches' },
  'designer.list.selected': { zh: '已选 {count} 项', en: '{count} selected' },

  // Confirm buttons.
  'designer.ok': { zh: '确定', en: 'OK' },
  'designer.cancel': { zh: '取消', en: 'Cancel' },
  'designer.save': { zh: '保存', en: 'Save' },
  'designer.saved': { zh: '已保存', en: 'Saved' },
  'designer.back': { zh: '返回问卷列表', en: 'Back to my surveys' },

  // /newitem.
  'designer.new.title': { zh: '新建问卷', en: 'New survey' },
  'designer.new.blank': { zh: '空白问卷', en: 'Blank survey' },
  'designer.new.blankHint': { zh: '从零开始设计题目', en: 'Start from an empty survey' },
  'designer.new.copy': { zh: '复制已有问卷', en: 'Copy a survey' },
  'designer.new.copyHint': { zh: '在已有问卷的基础上修改', en: 'Start from one of your surveys' },
  'designer.new.name': { zh: '问卷名称', en: 'Survey name' },
  'designer.new.namePlaceholder': {
    zh: '例如：2026 年用户满意度调查',
    en: 'e.g. Customer satisfaction 2026',
  },
  'designer.new.source': { zh: '复制来源', en: 'Copy from' },
  'designer.new.sourceRequired': { zh: '请选择要复制的问卷', en: 'Please choose the survey to copy' },
  'designer.new.sourcePlaceholder': { zh: '搜索并选择问卷', en: 'Search and choose a survey' },
  'designer.new.sourceEmpty': { zh: '还没有可复制的问卷', en: 'No survey to copy yet' },
  'designer.new.questions': { zh: '{count} 题', en: '{count} questions' },
  'designer.new.submit': { zh: '创建并开始设计', en: 'Create and start designing' },

  // Workspace frame.
  'designer.ws.tabEdit': { zh: '编辑问卷', en: 'Edit' },
  'designer.ws.tabSettings': { zh: '问卷设置', en: 'Settings' },
  'designer.ws.publish': { zh: '发布问卷', en: 'Publish' },
  'designer.ws.end': { zh: '结束问卷', en: 'End survey' },
  'designer.ws.publishTitle': { zh: '发布问卷', en: 'Publish the survey' },
  'designer.ws.publishConfirm': {
    zh: '问卷发布后将不能再修改，确定发布吗？',
    en: 'A published survey may no longer be changed. Publish it?',
  },
  'designer.ws.endTitle': { zh: '结束问卷', en: 'End the survey' },
  'designer.ws.endConfirm': {
    zh: '问卷结束后将不能再次发布，确定结束吗？',
    en: 'An ended survey cannot be published again. End it?',
  },
  'designer.ws.published': { zh: '问卷已发布（版本 {version}）', en: 'Published (version {version})' },
  'designer.ws.ended': { zh: '问卷已结束', en: 'The survey has ended' },
  'designer.ws.problemsTitle': { zh: '问卷还不能发布', en: 'The survey cannot be published yet' },
  'designer.ws.problemsIntro': {
    zh: '请先修改以下问题：',
    en: 'Please fix these first:',
  },
  'designer.ws.pauseTitle': { zh: '暂停问卷', en: 'Pause the survey' },
  'designer.ws.pauseConfirm': {
    zh: '问卷正在收集或已结束，修改题目需要先将问卷暂停（改为设计中），确定暂停吗？',
    en: 'The survey is collecting or has ended. To change questions it must be paused (back to designing). Pause it?',
  },
  'designer.ws.paused': { zh: '问卷已暂停，可以修改了', en: 'The survey is paused and can be changed' },
  'designer.ws.noEditRight': { zh: '您没有编辑此问卷的权限', en: 'You may not edit this survey' },
  'designer.ws.notFound': { zh: '没有找到这份问卷', en: 'This survey was not found' },
  'designer.ws.questions': { zh: '{count} 题', en: '{count} questions' },

  // Groups.
  'designer.group.add': { zh: '添加题组', en: 'Add group' },
  'designer.group.addSpecial': { zh: '添加特殊题组', en: 'Add special group' },
  'designer.group.special': { zh: '特殊题组', en: 'Special group' },
  'designer.group.defaultTitle': { zh: '题组', en: 'Group' },
  'designer.group.rename': { zh: '重命名', en: 'Rename' },
  'designer.group.delete': { zh: '删除题组', en: 'Delete group' },
  'designer.group.deleteConfirm': {
    zh: '确定删除题组“{name}”吗？组内的 {count} 道题目将一并删除。',
    en: 'Delete the group "{name}"? Its {count} questions go with it.',
  },
  'designer.group.collapse': { zh: '收起', en: 'Collapse' },
  'designer.group.expand': { zh: '展开', en: 'Expand' },
  'designer.group.expandAll': { zh: '全部展开', en: 'Expand all' },
  'designer.group.collapseAll': { zh: '全部收起', en: 'Collapse all' },
  'designer.group.empty': { zh: '这个题组还没有题目', en: 'No questions in this group yet' },
  'designer.group.titlePlaceholder': { zh: '题组名称', en: 'Group name' },
  'designer.group.count': { zh: '{count} 题', en: '{count} questions' },

  // Questions.
  'designer.qu.add': { zh: '添加题目', en: 'Add question' },
  'designer.cat.xuanzeti': { zh: '选择题', en: 'Choice' },
  'designer.cat.tiankongti': { zh: '填空题', en: 'Fill-in' },
  'designer.cat.pingfen': { zh: '评分/排序', en: 'Scoring and sorting' },
  'designer.cat.meititi': { zh: '多媒体', en: 'Media' },
  'designer.cat.infoti': { zh: '备注说明', en: 'Remark' },
  'designer.cat.qita': { zh: '其他', en: 'Other' },
  'designer.cat.geren': { zh: '个人信息', en: 'Personal info' },
  'designer.cat.yangben': { zh: '样本控制', en: 'Sample control' },
  'designer.qu.moveUp': { zh: '上移', en: 'Move up' },
  'designer.qu.moveDown': { zh: '下移', en: 'Move down' },
  'designer.qu.edit': { zh: '编辑', en: 'Edit' },
  'designer.qu.copy': { zh: '复制', en: 'Copy' },
  'designer.qu.delete': { zh: '删除', en: 'Delete' },
  'designer.qu.moveTo': { zh: '移至题组', en: 'Move to group' },
  'designer.qu.confirm': { zh: '完成编辑', en: 'Done' },
  'designer.qu.deleteTitle': { zh: '删除题目', en: 'Delete question' },
  'designer.qu.deleteConfirm': { zh: '确定删除这道题目吗？', en: 'Delete this question?' },
  'designer.qu.pagingConfirm': {
    zh: '此操作会影响分页设置，是否继续？',
    en: 'This operation affects paging settings, continue?',
  },
  'designer.qu.oneAtATime': {
    zh: '请先完成或取消正在编辑的题目',
    en: 'Finish or cancel the question being edited first',
  },
  'designer.qu.fixIssues': { zh: '请先修改标出的问题', en: 'Please fix the marked problems first' },
  'designer.qu.titleLabel': { zh: '题目标题', en: 'Title' },
  'designer.qu.first': { zh: '已经是第一题', en: 'Already the first question' },
  'designer.qu.last': { zh: '已经是最后一题', en: 'Already the last question' },

  // Rich text.
  'designer.rte.noImagePaste': { zh: '不允许粘贴图片', en: 'Not allowed to paste images' },
  'designer.rte.uploadFailed': { zh: '上传失败', en: 'Upload failed' },
  'designer.rte.uploadResult': { zh: '上传结果', en: 'Upload result' },
  'designer.rte.bold': { zh: '加粗', en: 'Bold' },
  'designer.rte.italic': { zh: '斜体', en: 'Italic' },
  'designer.rte.underline': { zh: '下划线', en: 'Underline' },
  'designer.rte.clear': { zh: '清除格式', en: 'Clear formatting' },

  // /projectinfo.
  'designer.settings.basic': { zh: '基本信息', en: 'Basics' },
  'designer.settings.name': { zh: '问卷名称', en: 'Survey name' },
  'designer.settings.note': { zh: '欢迎语', en: 'Welcome text' },
  'designer.settings.ending': { zh: '结束语', en: 'End texts' },
  'designer.settings.endYes': { zh: '完成时显示的结束语', en: 'End text when completed' },
  'designer.settings.endYesText': { zh: '完成标题', en: 'Completion title' },
  'designer.settings.endYesDesc': { zh: '完成说明', en: 'Completion text' },
  'designer.settings.endNo': { zh: '未完成（被甄别）时的结束语', en: 'End text when screened out' },
  'designer.settings.endNoText': { zh: '未完成标题', en: 'Screen-out title' },
  'designer.settings.endNoDesc': { zh: '未完成说明', en: 'Screen-out text' },
  'designer.settings.languages': { zh: '问卷语言', en: 'Languages' },
  'designer.settings.languagesHint': {
    zh: '答题者可以在这些语言之间切换',
    en: 'Respondents may switch between these languages',
  },
  'designer.settings.randOrder': { zh: '题组随机顺序', en: 'Random group order' },
  'designer.settings.randOrderHint': {
    zh: '选中的题组在各自的位置之间随机排列',
    en: 'The chosen groups are shuffled among their own positions',
  },
  'designer.settings.randIds': { zh: '参与随机的题组', en: 'Groups shuffled' },
  'designer.lang.origin': { zh: '原文', en: 'Original' },
  'designer.lang.zh': { zh: '中文', en: 'Chinese' },
  'designer.lang.en': { zh: '英文', en: 'English' },
  'designer.lang.ja': { zh: '日文', en: 'Japanese' },
  'designer.lang.ko': { zh: '韩文', en: 'Korean' },
});
