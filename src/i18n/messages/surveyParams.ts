import { defineMessages } from '../define';

/**
 * Link parameters (spec 1 §3 "Survey parameter"; server/surveyParams/): the calls' refusals, shown in place
 * on the designer's /surveyconfig screen, and the screen's own texts.
 */
export const surveyParamMessages = defineMessages({
  'server.field.paramName': { zh: '链接参数名', en: 'Name in the link' },
  'server.field.outParamName': { zh: '结果中的名称', en: 'Name in results' },
  'surveyParams.name.empty': { zh: '请填写链接参数名', en: 'Enter the name used in the link' },
  'surveyParams.name.tooLong': {
    zh: '链接参数名最多 32 个字符',
    en: 'The name in the link can have at most 32 characters',
  },
  'surveyParams.name.invalid': {
    zh: '链接参数名只能包含英文字母、数字和下划线，且不能以数字开头',
    en: 'The name in the link may hold only letters, digits and _, and cannot start with a digit',
  },
  'surveyParams.name.reserved': {
    zh: '这个名称已被答题链接本身使用（如 surveyId、userId、lang），请换一个',
    en: 'The answer link uses this name itself (like surveyId, userId, lang): choose another',
  },
  'surveyParams.name.taken': {
    zh: '这份问卷已有同名的链接参数',
    en: 'This survey already has a link parameter of that name',
  },
  'surveyParams.outName.empty': { zh: '请填写结果中的名称', en: 'Enter the name used in results' },
  'surveyParams.outName.tooLong': {
    zh: '结果中的名称最多 64 个字符',
    en: 'The name in results can have at most 64 characters',
  },
  'surveyParams.outName.taken': {
    zh: '已有链接参数在结果中使用这个名称',
    en: 'Another link parameter already has this name in results',
  },
  'surveyParams.tooMany': {
    zh: '每份问卷最多 20 个链接参数',
    en: 'A survey can have at most 20 link parameters',
  },
  'surveyParams.param.notFound': { zh: '链接参数不存在', en: 'This link parameter does not exist' },
  'surveyParams.value.tooLong': {
    zh: '链接参数的值最多 500 个字符',
    en: 'A link parameter value can have at most 500 characters',
  },
  'surveyParams.value.tooMany': {
    zh: '答题链接中的参数过多',
    en: 'The answer link has too many parameters',
  },

  // The designer's section on /surveyconfig.
  'surveyParams.screen.title': { zh: '链接参数', en: 'Link parameters' },
  'surveyParams.screen.intro': {
    zh: '在答题链接后附加参数（如 &src=wechat），其值会随答卷保存（离线作答也不丢失），并显示在答卷详情和导出数据中。修改后立即生效，无需重新发布。',
    en: 'Add parameters to the answer link (like &src=wechat): their values are kept with each response, offline too, and shown in the response detail and the exports. Changes apply at once, without publishing again.',
  },
  'surveyParams.screen.paramName': { zh: '链接参数名', en: 'Name in the link' },
  'surveyParams.screen.outParamName': { zh: '结果中的名称', en: 'Name in results' },
  'surveyParams.screen.paramNamePlaceholder': { zh: '如 src', en: 'e.g. src' },
  'surveyParams.screen.outParamNamePlaceholder': { zh: '如 渠道', en: 'e.g. channel' },
  'surveyParams.screen.actions': { zh: '操作', en: 'Actions' },
  'surveyParams.screen.empty': { zh: '还没有链接参数', en: 'No link parameters yet' },
  'surveyParams.screen.add': { zh: '添加参数', en: 'Add parameter' },
  'surveyParams.screen.added': { zh: '已添加链接参数', en: 'Link parameter added' },
  'surveyParams.screen.refused': { zh: '链接参数未添加', en: 'The link parameter was not added' },
  'surveyParams.screen.delete': { zh: '删除', en: 'Delete' },
  'surveyParams.screen.deleteConfirm': {
    zh: '删除链接参数“{name}”？已收集的答卷不再显示和导出它的值。',
    en: 'Delete the link parameter “{name}”? Its values are no longer shown or exported with the responses.',
  },
  'surveyParams.screen.deleted': { zh: '已删除链接参数', en: 'Link parameter deleted' },
  'surveyParams.screen.deleteFailed': { zh: '链接参数未删除', en: 'The link parameter was not deleted' },
  'surveyParams.screen.count': { zh: '{count} / {max} 个', en: '{count} of {max}' },
  'surveyParams.screen.link': { zh: '示例答题链接', en: 'Example answer link' },
  'surveyParams.screen.linkHint': {
    zh: '把示例值换成实际的值，例如每个渠道使用各自的链接。',
    en: 'Replace the example values with real ones, e.g. one link per channel.',
  },
  'surveyParams.screen.exampleValue': { zh: '值', en: 'value' },
  'surveyParams.screen.copy': { zh: '复制链接', en: 'Copy link' },
  'surveyParams.screen.copied': { zh: '已复制', en: 'Copied' },
  'surveyParams.screen.copyFailed': {
    zh: '无法复制，请手动选中链接复制',
    en: 'Could not copy: select the link and copy it by hand',
  },
  'surveyParams.screen.loadFailed': {
    zh: '链接参数加载失败',
    en: 'The link parameters could not be loaded',
  },
  'surveyParams.screen.readOnly': {
    zh: '你没有编辑此问卷的权限，只能查看链接参数。',
    en: 'You may not edit this survey: the link parameters are shown read-only.',
  },
});
