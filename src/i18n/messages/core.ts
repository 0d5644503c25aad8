import { defineMessages } from '../define';
import { coreAnswerMessages } from './coreAnswer';

/**
 * Messages of the domain core: answer validation (spec 2 §5, §8), designer validation (spec 1 §5, §8), default
 * names of new questions and options (spec 1 §9) and the labels of units and categories. The spec's named tips
 * keep their names after the `core.` prefix (core.tipAnswerNull …) so they can be found from the spec. The
 * answer side (validation messages and units) is its own table, ./coreAnswer, which the runner imports alone.
 */
export const coreMessages = defineMessages({
  ...coreAnswerMessages,

  // ── designer validation (spec 1 §5, §8) ─────────────────────────────────────────────────────────────────
  'core.tipTitleNull': { zh: '题目标题不能为空', en: 'The question title cannot be empty' },
  'core.tipCeOptionNull': {
    zh: '请填写区域的编码和名称',
    en: 'Please enter the code and the name of the region',
  },
  'core.design.fieldNull': { zh: '此项不能为空', en: 'This field cannot be empty' },
  'core.design.contentNull': { zh: '题目内容不能为空', en: 'The question content cannot be empty' },
  'core.design.subQuestionNull': { zh: '子问题内容不能为空', en: 'The sub-question text cannot be empty' },
  'core.design.optionNull': { zh: '选项内容不能为空', en: 'The option text cannot be empty' },
  'core.design.sortOptionNull': { zh: '选项需填写文字或上传图片', en: 'An option needs a text or an image' },
  'core.design.maxOptions': { zh: '超过最大选项数{max}', en: 'Exceeds the maximum of {max} options' },
  'core.design.keepOneOption': { zh: '至少保留一个选项', en: 'Keep at least one option' },
  'core.design.keepOneNormal': { zh: '至少保留一个普通选项', en: 'Keep at least one normal option' },
  'core.design.keepOneSubQuestion': { zh: '至少保留一个子问题', en: 'Keep at least one sub-question' },
  'core.design.keepOneItem': { zh: '至少保留一项', en: 'Keep at least one item' },
  'core.design.maxFiveOptions': { zh: '最多添加5个选项！', en: 'You can add up to 5 options!' },
  'core.design.maxFiveAttributes': { zh: '最多添加5个属性！', en: 'Up to 5 attributes can be added!' },
  'core.design.twoSides': { zh: '需要左右两个选项', en: 'Two options are needed, one for each side' },
  'core.design.iatSetup': {
    zh: '完整联想测验的设置无法读取，请重新设置',
    en: 'The full association test settings cannot be read; please set them again',
  },
  'core.design.iatAttributeLabels': {
    zh: '请填写左右两个属性类别的名称',
    en: 'Please enter the names of both attribute categories (left and right)',
  },
  'core.design.iatAttributeNull': { zh: '属性内容不能为空', en: 'The attribute text cannot be empty' },
  'core.design.timedItemEmpty': {
    zh: '每一项需填写文字或上传图片',
    en: 'Each item needs a text or an image',
  },
  'core.design.timedItemImage': {
    zh: '项目图片需在本问卷中上传',
    en: 'An item’s image must be uploaded in this survey',
  },
  'core.design.timedMaxItems': { zh: '最多添加{max}项', en: 'You can add up to {max} items' },
  'core.design.timedSeconds': {
    zh: '最长录音时间需为 1–60 秒的整数',
    en: 'The longest recording must be a whole number of seconds from 1 to 60',
  },
  'core.design.timedThreshold': {
    zh: '声音阈值需为 -70 至 -10 dB 的整数',
    en: 'The sound threshold must be a whole number of dB from -70 to -10',
  },
  'core.design.timedSetup': {
    zh: '反应时测试的设置无法读取，请重新设置',
    en: 'The timed response settings cannot be read; please set them again',
  },
  'core.design.iatItemSides': {
    zh: '左右两个选项下各至少需要一个项目',
    en: 'Each of the two options needs at least one item',
  },
  'core.design.iatAttributeSides': {
    zh: '左右两个属性类别下各至少需要一个属性',
    en: 'Each attribute category needs at least one attribute',
  },
  'core.design.batchTextNull': { zh: '请输入选项内容', en: 'Please enter the option text' },
  'core.design.batchLinesMismatch': {
    zh: '选项文字存在空行，请补全或删除',
    en: 'The option text has blank lines, complete or delete them',
  },
  'core.design.batchMaxRows': { zh: '最多{max}行', en: 'At most {max} rows' },
  'core.design.outputValueNumber': {
    zh: '值类型必须为数字，可以为正数、负数和小数',
    en: 'Value type must be a number, can be positive, negative and decimal',
  },
  'core.design.codeDuplicate': { zh: '题目编码“{code}”重复', en: 'The question code "{code}" is duplicated' },
  'core.design.questionCodeFormat': {
    zh: '题目编码只能包含字母、数字和中划线',
    en: 'A question code may contain letters, digits and hyphens only',
  },
  'core.design.questionCodeNull': { zh: '题目编码不能为空', en: 'The question code cannot be empty' },
  'core.design.itemCodeNull': { zh: '编码不能为空', en: 'The code cannot be empty' },
  'core.design.itemCodeFormat': {
    zh: '编码只能包含字母、数字、中划线和下划线',
    en: 'A code may contain letters, digits, hyphens and underscores only',
  },
  'core.design.itemCodeDuplicate': { zh: '编码“{code}”重复', en: 'The code "{code}" is duplicated' },
  'core.design.minNull': { zh: '请填写最小值', en: 'Please enter the minimum' },
  'core.design.maxNull': { zh: '请填写最大值', en: 'Please enter the maximum' },
  'core.design.minAboveMax': { zh: '最小值不能大于最大值', en: 'The minimum cannot be above the maximum' },
  'core.design.boundsInteger': {
    zh: '整数类型的范围必须为整数',
    en: 'The range of an integer type must be integers',
  },
  'core.design.boundsDecimals': { zh: '范围最多两位小数', en: 'The range may have at most two decimals' },
  'core.design.numberTypeNull': { zh: '请选择支持类型', en: 'Please choose the number type' },
  'core.design.chipTotalNull': { zh: '请填写总数', en: 'Please enter the total' },
  'core.design.chipUnitNull': { zh: '请选择单位', en: 'Please choose the unit' },
  'core.design.unitUnknown': { zh: '不支持的单位', en: 'This unit is not offered' },
  'core.design.showTimeRange': {
    zh: '显示时间必须为1到120秒',
    en: 'The display time must be 1 to 120 seconds',
  },
  'core.design.compareTypeNull': {
    zh: '请选择与其他题目比较的方式',
    en: 'Please choose how the answer compares with the other question',
  },
  'core.design.compareTargetNull': {
    zh: '请选择要比较的题目',
    en: 'Please choose the question the answer is compared with',
  },
  'core.design.compareTargetMissing': {
    zh: '要比较的题目不存在（可能已被删除），请重新选择',
    en: 'The question compared with no longer exists (it may have been deleted); please choose again',
  },
  'core.design.compareTargetSelf': {
    zh: '不能与本题自身比较',
    en: 'An answer cannot be compared with its own question',
  },
  'core.design.lengthNotNumber': { zh: '字数限制必须为数字', en: 'The character limits must be numbers' },
  'core.design.lengthMinAboveMax': {
    zh: '最少字数不能大于最多字数',
    en: 'The minimum length cannot be above the maximum',
  },
  'core.design.imageNameNull': { zh: '请填写图片名称', en: 'Please enter the image name' },
  'core.design.imageNameTooLong': {
    zh: '图片名称最多{max}个字',
    en: 'The image name has at most {max} characters',
  },
  'core.design.ratingStyle': { zh: '请选择评分样式', en: 'Please choose a rating style' },
  'core.design.ratingScale': {
    zh: '该评分样式不支持此刻度',
    en: 'This scale is not offered for the rating style',
  },
  'core.design.levelsRange': { zh: '级数必须为1到{max}', en: 'The number of levels must be 1 to {max}' },
  'core.design.cascadeParentUnknown': {
    zh: '选项“{name}”的上级选项不存在',
    en: 'The option above “{name}” is not among the options',
  },
  'core.design.cascadeCycle': {
    zh: '选项“{name}”不能位于自己之下',
    en: 'The option “{name}” cannot sit under itself',
  },
  'core.design.cascadeTooDeep': {
    zh: '选项层级超过了设定的{levels}级',
    en: 'The options go deeper than the {levels} levels set',
  },
  'core.design.cascadeDuplicateName': {
    zh: '同一级下已有选项“{name}”',
    en: 'The option “{name}” appears twice under the same option',
  },
  'core.design.mediaCountRange': {
    zh: '最少次数不能大于最多次数',
    en: 'The minimum count cannot be above the maximum count',
  },
  'core.design.mediaKind': {
    zh: '多媒体题的类型不能更改',
    en: 'The kind of a media question cannot be changed',
  },
  'core.design.mediaOptionType': {
    zh: '请选择有效的上传方式',
    en: 'Please choose a valid capture option',
  },
  'core.design.musicTrack': {
    zh: '音乐题的音频须为本站上传的音频文件',
    en: 'A music question plays an audio file uploaded here',
  },
  'core.design.mediaOpenTitleLong': {
    zh: '文本框标题不能超过{max}个字',
    en: 'The text box title may be at most {max} characters',
  },
  'core.design.passRoomReasonNull': {
    zh: '请填写放行原因电话',
    en: 'Please enter the pass-room reason phone',
  },
  'core.design.markOptionsNull': { zh: '请至少保留一个标记选项', en: 'Keep at least one mark option' },
  'core.design.markOptionInvalid': {
    zh: '标记选项不能为空或重复，每个最多{max}个字',
    en: 'Marks cannot be empty or repeated, and have at most {max} characters each',
  },
  'core.design.markImage': {
    zh: '标记图片须为本站上传的图片（jpg、jpeg、png）',
    en: 'A markup image must be an image uploaded here (jpg, jpeg, png)',
  },
  'core.design.ceImage': {
    zh: '底图须为本站上传的图片（jpg、jpeg、png）',
    en: 'The base image must be an image uploaded here (jpg, jpeg, png)',
  },
  'core.design.ceImageNull': { zh: '请先上传底图再画区域', en: 'Upload a base image before drawing regions' },
  'core.design.ceRegionBounds': {
    zh: '区域须位于底图之内',
    en: 'A region must lie inside the base image',
  },
  'core.design.ceCodeDuplicate': { zh: '区域编码“{code}”重复', en: 'The region code "{code}" is used twice' },
  'core.design.ceCountRange': {
    zh: '最少可选区域个数不能大于最多个数',
    en: 'The least number of regions to choose cannot be above the most',
  },
  'core.design.ceOneNone': {
    zh: '只能有一个“以上都不是”选项',
    en: 'Only one none-of-the-above option is allowed',
  },
  'core.design.sortMaxRange': {
    zh: '最多排序数必须在1到选项数之间',
    en: 'The number to rank must be between 1 and the number of options',
  },

  // ── defaults of new questions (spec 1 §9) ───────────────────────────────────────────────────────────────
  'core.default.option': { zh: '选项{n}', en: 'Option {n}' },
  'core.default.subQuestion': { zh: '子问题{n}', en: 'Sub-question {n}' },
  'core.default.timedItem': { zh: '项目{n}', en: 'Item {n}' },
  'core.default.other': { zh: '其他', en: 'Other' },
  'core.default.otherSpecify': { zh: '其他，请注明', en: 'Other, please specify' },
  'core.default.dontKnow': { zh: '不确定/不知道', en: "Not sure/Don't know" },
  'core.default.noneOfAbove': { zh: '以上都不是', en: 'None of the above' },
  'core.default.refuse': { zh: '拒绝回答', en: 'Refuse to answer' },
  'core.default.male': { zh: '男', en: 'Male' },
  'core.default.female': { zh: '女', en: 'Female' },
  'core.default.left': { zh: '是', en: 'Yes' },
  'core.default.right': { zh: '否', en: 'No' },
  // Short on purpose: an image name has at most 6 characters (spec 1 §5).
  'core.default.image': { zh: '图片{n}', en: 'Img {n}' },

  // Default titles, one per catalogue key.
  'core.title.radio': { zh: '单选题', en: 'Single choice' },
  'core.title.checkbox': { zh: '多选题', en: 'Multiple choice' },
  'core.title.select': { zh: '下拉题', en: 'Dropdown' },
  'core.title.matrixRadio': { zh: '矩阵单选题', en: 'Matrix single choice' },
  'core.title.matrixCheckbox': { zh: '矩阵多选题', en: 'Matrix multiple choice' },
  'core.title.sort': { zh: '排序题', en: 'Sort' },
  'core.title.chip': { zh: '筹码题', en: 'Chip allocation' },
  'core.title.rating': { zh: '评分题', en: 'Rating' },
  'core.title.slider': { zh: '滑块题', en: 'Slider' },
  'core.title.ratingGroup': { zh: '矩阵评分题', en: 'Rating group' },
  'core.title.number': { zh: '数值题', en: 'Number' },
  'core.title.time': { zh: '时间日期题', en: 'Time and date' },
  'core.title.fillBlank': { zh: '填空题', en: 'Fill in the blank' },
  'core.title.multiFillBlank': { zh: '多项填空题', en: 'Fill in several blanks' },
  'core.title.multiOpen': { zh: '多行文本题', en: 'Multi-line open text' },
  'core.title.info': { zh: '说明文字', en: 'Info text' },
  'core.title.pageBreak': { zh: '分页', en: 'Page break' },
  'core.title.checkpoint': { zh: '检查点', en: 'Checkpoint' },
  'core.title.audio': { zh: '录音题', en: 'Audio' },
  'core.title.image': { zh: '图片题', en: 'Image' },
  'core.title.video': { zh: '视频题', en: 'Video' },
  'core.title.music': { zh: '音乐题', en: 'Music' },
  'core.title.conceptEvaluation': { zh: '概念评估题', en: 'Concept evaluation' },
  'core.title.markupImage': { zh: '图片标记题', en: 'Image markup' },
  'core.title.implicitAssociation': { zh: '内隐联想题', en: 'Implicit association' },
  'core.title.timedResponse': { zh: '反应时测试（语音）', en: 'Timed response (speech)' },
  'core.title.gps': { zh: '定位题', en: 'GPS location' },
  'core.title.cascade': { zh: '级联题', en: 'Cascading select' },
  'core.title.city': { zh: '城市', en: 'City' },
  'core.title.name': { zh: '姓名', en: 'Name' },
  'core.title.gender': { zh: '性别', en: 'Gender' },
  'core.title.birthday': { zh: '出生日期', en: 'Birthday' },
  'core.title.age': { zh: '年龄', en: 'Age' },
  'core.title.ageStage': { zh: '年龄段', en: 'Age stage' },
  'core.title.education': { zh: '学历', en: 'Education' },
  'core.title.occupation': { zh: '职业', en: 'Occupation' },
  'core.title.industry': { zh: '行业', en: 'Industry' },
  'core.title.email': { zh: '邮箱', en: 'Email' },
  'core.title.idCard': { zh: '身份证号', en: 'ID card number' },
  'core.title.phone': { zh: '手机号', en: 'Mobile phone' },
  'core.title.cityLevel': { zh: '城市级别', en: 'City level' },
  'core.title.cityZone': { zh: '城市区域', en: 'City zone' },
  'core.title.familyIncome': { zh: '家庭收入', en: 'Household income' },
  'core.title.familyPeople': { zh: '家庭人数', en: 'Household size' },
  'core.title.familyDefine': { zh: '家庭定义', en: 'Household definition' },
  'core.title.gpsRegion': { zh: '地理区域', en: 'Geographic region' },

  // Designer categories of the add-question popover (spec 1 §2).
  'core.category.xuanzeti': { zh: '选择题', en: 'Choice' },
  'core.category.tiankongti': { zh: '填空题', en: 'Fill-in' },
  'core.category.pingfen': { zh: '评分/排序', en: 'Scoring and sorting' },
  'core.category.meititi': { zh: '多媒体', en: 'Media' },
  'core.category.infoti': { zh: '备注说明', en: 'Remark' },
  'core.category.qita': { zh: '其他', en: 'Other' },
  'core.category.geren': { zh: '个人信息', en: 'Personal info' },
  'core.category.yangben': { zh: '样本控制', en: 'Sample control' },
});

export type CoreMessageKey = keyof typeof coreMessages;
