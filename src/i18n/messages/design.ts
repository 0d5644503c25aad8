import { defineMessages } from '../define';

/**
 * Messages of the designer's and publishing calls (spec 1 §4, §5, §8): request-field rules of
 * src/core/api/design.ts and the server's refusals. Texts follow the spec's wording where it gives one.
 */
export const designMessages = defineMessages({
  'design.survey.idRequired': { zh: '请指定问卷', en: 'Please choose a survey' },
  'design.survey.nameRequired': { zh: '请填写问卷名称', en: 'Please enter the survey name' },
  'design.survey.nameTooLong': { zh: '问卷名称最多200个字', en: 'The survey name is at most 200 characters' },
  'design.survey.notFound': {
    zh: '问卷不存在或无权访问',
    en: 'The survey does not exist or you may not open it',
  },
  'design.survey.notEditable': {
    zh: '问卷状态不是设计中，请到发布页面修改问卷状态',
    en: 'The status of the questionnaire is not active, go to the Publish page and publish it',
  },
  'design.survey.noEditRight': { zh: '您没有编辑此问卷的权限', en: 'You may not edit this survey' },
  'design.survey.noReleaseRight': { zh: '您没有发布此问卷的权限', en: 'You may not publish this survey' },
  'design.survey.onlyOwnerDeletes': {
    zh: '只有问卷的创建者可以删除问卷',
    en: 'Only the owner of a survey may delete it',
  },
  'design.survey.defaultNote': {
    zh: '感谢您能抽出几分钟时间来参加本次答题，现在我们就马上开始吧！',
    en: 'Thank you for taking a few minutes to answer this survey. Let us begin!',
  },
  'design.survey.toUrlInvalid': {
    zh: '跳转地址须以 http:// 或 https:// 开头',
    en: 'The redirect address must start with http:// or https://',
  },
  'design.survey.toUrlRequired': { zh: '请填写跳转地址', en: 'Please enter the redirect address' },
  'design.survey.toUrlTooLong': {
    zh: '跳转地址最多2000个字符',
    en: 'The redirect address is at most 2000 characters',
  },
  'design.survey.copySuffix': { zh: '{name}（副本）', en: '{name} (copy)' },

  'design.page.invalid': { zh: '页码无效', en: 'Invalid page number' },
  'design.page.sizeInvalid': {
    zh: '每页条数只能是10、20、50或100',
    en: 'Page size must be 10, 20, 50 or 100',
  },

  'design.group.idRequired': { zh: '请指定题组', en: 'Please choose a group' },
  'design.group.notFound': { zh: '题组不存在', en: 'The group does not exist' },
  'design.group.titleTooLong': { zh: '题组名称最多200个字', en: 'The group name is at most 200 characters' },
  'design.group.keepOne': { zh: '至少保留一个题组', en: 'Keep at least one group' },
  'design.group.oneSpecial': { zh: '只能有一个特殊题组', en: 'A survey has only one special group' },
  'design.group.hasRelations': {
    zh: '题组中的题目与其他题目存在关联关系，不能删除（相关题目：{questions}）',
    en: 'Questions of this group are related to other questions and cannot be deleted (related: {questions})',
  },
  'design.move.targetRequired': {
    zh: '请指定目标题组或移动方向',
    en: 'Give either the target group or the direction',
  },
  'design.move.targetGroupEmpty': { zh: '目标题组为空', en: 'Target group is empty' },
  'design.move.hasRelations': {
    zh: '当前题目与其他题目存在关联关系（相关题目：{questions}），请先解除关联',
    en: 'The current question and another question have a relation ({questions}); remove it first',
  },
  'design.move.quoteOrder': {
    zh: '{quoting}引用了{source}的答案，移动后{quoting}将不在{source}之后；请先清除{quoting}的引用再移动',
    en: '{quoting} quotes the answer to {source} and would no longer come after {source}; clear the quote of {quoting} before moving',
  },
  'design.move.logicOrder': {
    zh: '不能这样移动：{owner}的逻辑引用{question}，移动后{question}将不在{owner}之前；请先修改或删除该逻辑再移动',
    en: 'This move is refused: the logic of {owner} reads {question}, which would no longer come before {owner}; change or delete that logic before moving',
  },
  'design.move.jumpOrder': {
    zh: '不能这样移动：{owner}跳转到{question}，移动后{question}将不在{owner}之后；请先修改或删除该跳转再移动',
    en: 'This move is refused: {owner} jumps to {question}, which would no longer come after {owner}; change or delete that jump before moving',
  },
  'design.order.mismatch': {
    zh: '排序内容与问卷不一致，请刷新后重试',
    en: 'The order sent does not match the survey; reload and try again',
  },

  'design.question.idRequired': { zh: '请指定题目', en: 'Please choose a question' },
  'design.question.notFound': { zh: '题目不存在', en: 'The question does not exist' },
  'design.question.unknownType': {
    zh: '未知的题型：{catalogKey}',
    en: 'Unknown question type: {catalogKey}',
  },
  'design.question.typeRequired': { zh: '请指定题型', en: 'Please give the question type' },
  'design.question.wrongEndpoint': {
    zh: '题型“{catalogKey}”不能通过此接口保存',
    en: 'Questions of type "{catalogKey}" are not saved through this endpoint',
  },
  'design.question.typeChanged': {
    zh: '不能修改已有题目的题型',
    en: 'The type of a saved question cannot change',
  },
  'design.question.quoteUnknown': {
    zh: '引用的题目不存在',
    en: 'The quoted question does not exist in this survey',
  },
  'design.question.invalid': { zh: '{message}', en: '{message}' },
  'design.options.tooMany': { zh: '超过最大选项数999', en: 'Exceeds the maximum of 999 options' },
  'design.descs.tooMany': { zh: '超过最大子问题数999', en: 'Exceeds the maximum of 999 sub-questions' },
  'design.options.duplicateId': {
    zh: '选项 ID 重复，每个选项的 ID 必须不同',
    en: 'An option id is repeated; each option needs its own id',
  },
  'design.descs.duplicateId': {
    zh: '子问题 ID 重复，每个子问题的 ID 必须不同',
    en: 'A sub-question id is repeated; each sub-question needs its own id',
  },
  'design.relation.quote': {
    zh: '存在逻辑或引用关系，不能删除（相关题目：{questions}）',
    en: 'A logic or quote relation exists, cannot delete (related questions: {questions})',
  },
  'design.relation.logic': {
    zh: '该题存在逻辑关系，不能删除（相关题目：{questions}）',
    en: 'A logic relation exists, cannot delete (related questions: {questions})',
  },
  'design.relation.quota': {
    zh: '该题已设置配额，不能删除',
    en: 'This question has quota set, cannot delete',
  },
  'design.relation.optionFilter': {
    zh: '当前题目与其他题目存在选项过滤关系，不能删除（相关题目：{questions}）',
    en: 'The current question and another question have an option-filter relation, cannot delete (related: {questions})',
  },

  'design.logic.idRequired': { zh: '请指定逻辑', en: 'Please choose a logic rule' },
  'design.logic.notFound': { zh: '逻辑不存在', en: 'The logic rule does not exist' },
  'design.logic.descNotFound': { zh: '子问题不存在', en: 'The sub-question does not exist' },
  'design.logic.anQuIdRequired': {
    zh: '请选择条件题目',
    en: 'Please choose the question the condition reads',
  },
  'design.logic.refQuIdRequired': {
    zh: '请选择选项过滤所依据的题目',
    en: 'Please choose the question the option filter follows',
  },
  'design.logic.anAndInvalid': {
    zh: '条件之间只能是"或"或"且"的关系',
    en: 'Conditions combine with "or" or "and" only',
  },
  'design.logic.logicTypeInvalid': {
    zh: '逻辑类型只能是跳转、结束、自动选择或自动赋值',
    en: 'The logic type must be jump, end, auto-select or auto-assign',
  },
  'design.logic.answerTypeInvalid': {
    zh: '选项过滤只能是显示或隐藏',
    en: 'An option filter either shows or hides options',
  },
  'design.logic.tooManyFilters': { zh: '选项过滤最多999条', en: 'At most 999 option filters' },
  'design.logic.duplicateId': {
    zh: '逻辑 ID 重复，每条逻辑的 ID 必须不同',
    en: 'A logic id is repeated; each rule needs its own id',
  },
  'design.logic.groupLabel': { zh: '题组{group}', en: 'group {group}' },
  'design.logic.unknownQuestion': {
    zh: '{owner}的逻辑引用的题目不存在（可能已被删除）',
    en: 'The logic of {owner} refers to a question that does not exist (it may have been deleted)',
  },
  'design.logic.unknownOption': {
    zh: '{owner}的逻辑引用了{question}中不存在的选项（可能已被删除）',
    en: 'The logic of {owner} refers to an option of {question} that does not exist (it may have been deleted)',
  },
  'design.logic.unknownSubQuestion': {
    zh: '{owner}的逻辑引用了{question}中不存在的子问题（可能已被删除）',
    en: 'The logic of {owner} refers to a sub-question of {question} that does not exist (it may have been deleted)',
  },
  'design.logic.unknownTarget': {
    zh: '{owner}的逻辑作用的题目不存在（可能已被删除）',
    en: 'The question the logic of {owner} acts on does not exist (it may have been deleted)',
  },
  'design.logic.selfCondition': {
    zh: '{owner}的逻辑不能以{owner}自身的答案为条件',
    en: 'The logic of {owner} cannot depend on the answer to {owner} itself',
  },
  'design.logic.conditionNotBefore': {
    zh: '{owner}的逻辑引用的{question}不在{owner}之前，只能引用前面的题目',
    en: 'The logic of {owner} reads {question}, which is not before {owner}; logic can only read earlier questions',
  },
  'design.logic.groupReadsItself': {
    zh: '{owner}的逻辑不能引用本题组中的{question}',
    en: 'The logic of {owner} cannot read {question}, a question of the group itself',
  },
  'design.logic.groupConditionNotBefore': {
    zh: '{owner}的逻辑引用的{question}不在该题组之前，只能引用前面题组的题目',
    en: 'The logic of {owner} reads {question}, which is not before the group; it can only read questions of earlier groups',
  },
  'design.logic.targetRequired': {
    zh: '请选择{owner}的逻辑要作用的题目',
    en: 'Please choose the question the logic of {owner} acts on',
  },
  'design.logic.targetSelf': {
    zh: '{owner}的逻辑不能作用于{owner}自身',
    en: 'The logic of {owner} cannot act on {owner} itself',
  },
  'design.logic.jumpNotForward': {
    zh: '{owner}的跳转目标{question}不在{owner}之后，只能向后跳转',
    en: 'The jump of {owner} goes to {question}, which is not after {owner}; jumps can only go forward',
  },
  'design.logic.targetNotSelectable': {
    zh: '{owner}的逻辑要自动选择的{question}没有选项',
    en: 'The logic of {owner} would select options of {question}, which has none',
  },
  'design.logic.assignValueInvalid': {
    zh: '{owner}的逻辑赋给{question}的值缺失或不符合该题的答案类型',
    en: 'The value the logic of {owner} gives {question} is missing or does not fit its kind of answer',
  },
  'design.logic.assignOutOfRange': {
    zh: '{owner}的逻辑赋给{question}的值超出了该题的范围：{question}只接受 {range}',
    en: 'The value the logic of {owner} gives {question} is outside its range: {question} takes {range}',
  },
  'design.logic.assignNotWhole': {
    zh: '{owner}的逻辑赋给{question}的值必须是整数：{question}只接受整数',
    en: 'The value the logic of {owner} gives {question} must be a whole number: {question} takes whole numbers only',
  },
  'design.logic.assignTooPrecise': {
    zh: '{owner}的逻辑赋给{question}的值最多保留两位小数：{question}只接受两位小数',
    en: 'The value the logic of {owner} gives {question} has too many decimals: {question} takes two at most',
  },
  'design.logic.assignTooLong': {
    zh: '{owner}的逻辑赋给{question}的文字太长：{question}最多 {max} 个字',
    en: 'The text the logic of {owner} gives {question} is too long: {question} takes at most {max} characters',
  },
  'design.logic.comparisonInvalid': {
    zh: '{owner}的逻辑对{question}使用的比较方式不适用于该题的答案类型',
    en: 'The comparison the logic of {owner} applies to {question} does not fit its kind of answer',
  },
  'design.logic.valueInvalid': {
    zh: '{owner}的逻辑与{question}比较的值缺失或不符合该题的答案类型',
    en: 'The value the logic of {owner} compares {question} with is missing or does not fit its kind of answer',
  },
  'design.logic.optionsRequired': {
    zh: '请为{owner}的逻辑选择{question}的选项',
    en: 'Please choose the options of {question} the logic of {owner} looks at',
  },
  'design.logic.subQuestionRequired': {
    zh: '请为{owner}的逻辑选择{question}的子问题',
    en: 'Please choose the sub-question of {question} the logic of {owner} looks at',
  },
  'design.logic.filterNeedsOptions': {
    zh: '{owner}没有可过滤的选项',
    en: '{owner} has no options to filter',
  },
  'design.logic.cycle': {
    zh: '该逻辑会使{questions}之间的逻辑形成循环',
    en: 'This logic would close a loop of logic between {questions}',
  },
  'design.logic.notRunnable': {
    zh: '{owner}的这条逻辑无法执行',
    en: 'This logic of {owner} cannot be run',
  },

  'design.upload.tooLarge': {
    zh: '超过最大文件大小（图片限制2M）',
    en: 'Exceeded maximum file size (image limit 2M)',
  },
  'design.upload.audioTooLarge': {
    zh: '超过最大文件大小（音频限制10M）',
    en: 'Exceeded maximum file size (audio limit 10M)',
  },
  'design.upload.oneAudio': { zh: '一次只能上传一个音频文件', en: 'Upload one audio file at a time' },
  'design.upload.badFormat': { zh: '文件格式不正确', en: 'Incorrect file format' },
  'design.upload.tooMany': { zh: '一次最多选择5个文件上传', en: 'Select up to 5 files once to upload' },
  'design.upload.noFile': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'design.upload.notMultipart': {
    zh: '请以 multipart/form-data 上传文件',
    en: 'Upload the file as multipart/form-data',
  },
  'design.file.notFound': { zh: '文件不存在', en: 'The file does not exist' },

  'design.dict.unknownKey': { zh: '未知的字典', en: 'Unknown dictionary' },

  'design.publish.invalid': {
    zh: '问卷设计有误，不能发布：{problems}',
    en: 'The design has problems and cannot be published: {problems}',
  },
  'design.publish.notAnswerable': {
    zh: '「{type}」题型暂不支持作答，请删除该题后再发布',
    en: 'Respondents cannot answer "{type}" questions yet: remove this question to publish',
  },
  'design.publish.empty': {
    zh: '问卷没有题目，不能发布',
    en: 'The survey has no questions and cannot be published',
  },
  'design.publish.ended': {
    zh: '问卷已结束，不能再次发布',
    en: 'An ended survey cannot be published again',
  },
  'design.state.notPublished': {
    zh: '只有已发布的问卷可以结束',
    en: 'Only a published survey can be ended',
  },

  'design.load.notFound': { zh: '问卷不存在', en: 'The survey does not exist' },
  'design.load.notPublished': {
    zh: '问卷尚未发布或已暂停，暂时不能作答',
    en: 'The survey is not published or is paused; it cannot be answered now',
  },
  'design.load.ended': {
    zh: '问卷已结束，感谢您的关注',
    en: 'The survey has ended, thank you for your interest',
  },

  'design.demo.title': { zh: '示例问卷', en: 'Demo survey' },
});
