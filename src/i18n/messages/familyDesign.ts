import { defineMessages } from '../define';

/**
 * Messages of the families' designer views (spec 1 §2 per-type edit views, §4 edit rules, §5 limits): field
 * labels and hints of the shared option, sub-question and answer-setting editors. Refusals and validation
 * messages are the core's (core.design.*); only what the designer screens say themselves lives here.
 */
export const familyDesignMessages = defineMessages({
  // Section titles.
  'familyDesign.section.options': { zh: '选项', en: 'Options' },
  'familyDesign.section.columns': { zh: '列选项', en: 'Columns' },
  'familyDesign.section.rows': { zh: '行标题', en: 'Rows' },
  'familyDesign.section.subQuestions': { zh: '子问题', en: 'Sub-questions' },
  'familyDesign.section.blanks': { zh: '填空项', en: 'Blanks' },
  'familyDesign.section.answer': { zh: '答题设置', en: 'Answer settings' },
  'familyDesign.section.scale': { zh: '量表', en: 'Scale' },
  'familyDesign.section.labels': { zh: '刻度标签', en: 'Scale labels' },
  'familyDesign.section.more': { zh: '其他问题', en: 'Other issues' },

  // Option list.
  'familyDesign.option.placeholder': { zh: '选项内容', en: 'Option text' },
  'familyDesign.option.codePlaceholder': { zh: '编码', en: 'Code' },
  'familyDesign.option.add': { zh: '添加选项', en: 'Add option' },
  'familyDesign.option.addImages': { zh: '图片选项', en: 'Image options' },
  'familyDesign.option.addImagesHint': {
    zh: '每张图片添加一个选项（jpg/png，≤2M，一次最多5张）',
    en: 'One option per image (jpg/png, ≤ 2 MB, up to 5 at once)',
  },
  'familyDesign.option.remove': { zh: '删除', en: 'Remove' },
  'familyDesign.option.drag': { zh: '拖动排序', en: 'Drag to reorder' },
  'familyDesign.option.image': { zh: '选项图片', en: 'Option image' },
  'familyDesign.option.imageName': { zh: '图片名称', en: 'Image name' },
  'familyDesign.option.removeImage': { zh: '移除图片', en: 'Remove image' },
  'familyDesign.option.value': { zh: '设置值', en: 'Set value' },
  'familyDesign.option.valueShort': { zh: '值 {value}', en: 'Value {value}' },
  'familyDesign.option.count': { zh: '{n} 项', en: '{n} items' },
  'familyDesign.option.other': { zh: '其他项', en: 'Other option' },
  'familyDesign.option.special': { zh: '特殊项', en: 'Special option' },
  'familyDesign.option.dictionary': {
    zh: '选项来自数据字典，首次保存时自动生成',
    en: 'Options come from the dictionary when the question is first saved',
  },
  'familyDesign.option.fixed': { zh: '固定选项', en: 'Fixed options' },

  // Extra options.
  'familyDesign.extra.title': { zh: '其他项与特殊项', en: 'Other and special options' },
  'familyDesign.extra.none': { zh: '无', en: 'None' },
  'familyDesign.extra.otherHint': {
    zh: '“其他，请注明”要求填写文字',
    en: '"Other, please specify" asks for a text',
  },
  'familyDesign.extra.specialHint': {
    zh: '特殊项与其他选项互斥',
    en: 'A special option clears the other answers',
  },
  'familyDesign.extra.exclusiveOn': {
    zh: '已自动设为互斥选项',
    en: 'It was made an exclusive option',
  },

  // Option rules.
  'familyDesign.rule.switch': { zh: '自定义选项规则', en: 'Custom option rule' },
  'familyDesign.rule.exclusive': { zh: '排他', en: 'Exclusive' },
  'familyDesign.rule.mutual': { zh: '互斥', en: 'Mutually exclusive' },
  'familyDesign.rule.exclusiveHint': {
    zh: '选中的选项只能单独选择',
    en: 'Each chosen option can only be selected alone',
  },
  'familyDesign.rule.mutualHint': {
    zh: '选中的选项中最多选一个',
    en: 'At most one of the chosen options can be selected',
  },
  'familyDesign.rule.pick': { zh: '选择选项', en: 'Choose options' },

  // Batch edit.
  'familyDesign.batch.open': { zh: '批量编辑', en: 'Batch edit' },
  'familyDesign.batch.title': { zh: '批量编辑', en: 'Batch edit' },
  'familyDesign.batch.options': { zh: '选项（每行一个）', en: 'Options (one per line)' },
  'familyDesign.batch.codes': { zh: '编码（可选，每行一个）', en: 'Codes (optional, one per line)' },
  'familyDesign.batch.hint': {
    zh: '最多100行；编码行数需与选项行数一致；其他项与特殊项保持不变',
    en: 'Up to 100 rows; code lines must match option lines; other and special options stay',
  },
  'familyDesign.batch.rows': { zh: '{n} 行', en: '{n} rows' },

  // Output value.
  'familyDesign.value.title': { zh: '设置值', en: 'Set value' },
  'familyDesign.value.placeholder': {
    zh: '可为空，或正数、负数、小数',
    en: 'Empty, or a number (may be negative or decimal)',
  },

  // Dialog buttons.
  'familyDesign.ok': { zh: '确定', en: 'OK' },
  'familyDesign.cancel': { zh: '取消', en: 'Cancel' },

  // Upload.
  'familyDesign.upload.format': {
    zh: '文件格式不正确，仅支持 jpg、jpeg、png',
    en: 'Incorrect file format: jpg, jpeg or png only',
  },
  'familyDesign.upload.tooLarge': {
    zh: '超出最大文件大小（图片限制2M）',
    en: 'Exceeded maximum file size (image limit 2M)',
  },
  'familyDesign.upload.tooMany': { zh: '一次最多选择5个文件上传', en: 'Select up to 5 files once to upload' },
  'familyDesign.upload.failed': { zh: '上传失败', en: 'Upload failed' },
  'familyDesign.upload.uploading': { zh: '上传中…', en: 'Uploading…' },

  // Answer settings.
  'familyDesign.field.required': { zh: '必答', en: 'Required' },
  'familyDesign.field.randomOrder': { zh: '选项顺序', en: 'Option order' },
  'familyDesign.field.rowOrder': { zh: '行顺序', en: 'Row order' },
  'familyDesign.order.sequential': { zh: '顺序', en: 'Sequential' },
  'familyDesign.order.random': { zh: '随机', en: 'Random' },
  'familyDesign.order.loop': { zh: '循环', en: 'Loop' },
  'familyDesign.field.fixLast': { zh: '随机时固定最后一项', en: 'Keep the last option last' },
  'familyDesign.field.layout': { zh: '选项排列', en: 'Option layout' },
  'familyDesign.field.layoutColumns': { zh: '{n} 列', en: '{n} col.' },
  'familyDesign.field.answerLimit': { zh: '限制选择个数', en: 'Limit the number of choices' },
  'familyDesign.field.min': { zh: '最少', en: 'At least' },
  'familyDesign.field.max': { zh: '最多', en: 'At most' },
  'familyDesign.field.noLimit': { zh: '不限', en: 'Any' },
  'familyDesign.field.range': { zh: '限制范围', en: 'Limit the range' },
  'familyDesign.field.rangeMin': { zh: '最小值', en: 'Minimum' },
  'familyDesign.field.rangeMax': { zh: '最大值', en: 'Maximum' },
  'familyDesign.field.numberType': { zh: '支持类型', en: 'Number type' },
  'familyDesign.numberType.integer': { zh: '整数', en: 'Integer' },
  'familyDesign.numberType.decimal': { zh: '小数（最多两位）', en: 'Decimal (2 places)' },
  'familyDesign.field.unit': { zh: '单位', en: 'Unit' },
  'familyDesign.field.noUnit': { zh: '无单位', en: 'No unit' },
  'familyDesign.field.minLength': { zh: '最少字数', en: 'Minimum characters' },
  'familyDesign.field.characters': { zh: '必须包含', en: 'Must contain' },
  'familyDesign.char.number': { zh: '数字', en: 'Digit' },
  'familyDesign.char.symbol': { zh: '符号', en: 'Symbol' },
  'familyDesign.char.english': { zh: '英文字母', en: 'Letter' },
  'familyDesign.field.formatCheck': { zh: '格式校验', en: 'Check the format' },
  'familyDesign.field.displayTime': { zh: '显示时长', en: 'Display time' },
  'familyDesign.field.seconds': { zh: '秒', en: 's' },
  'familyDesign.field.displayTimeHint': {
    zh: '题目显示指定秒数（1–120）',
    en: 'The question shows for this many seconds (1–120)',
  },
  'familyDesign.field.customCode': { zh: '自定义编码', en: 'Custom codes' },
  'familyDesign.field.questionCode': { zh: '题目编码', en: 'Question code' },
  'familyDesign.field.placeholder': { zh: '输入提示', en: 'Placeholder' },
  'familyDesign.field.maxLength': { zh: '最多 {max} 个字', en: 'At most {max} characters' },

  // Rating.
  'familyDesign.rating.style': { zh: '评分样式', en: 'Rating style' },
  'familyDesign.rating.style1': { zh: '李克特量表', en: 'Likert' },
  'familyDesign.rating.style2': { zh: '星级', en: 'Stars' },
  'familyDesign.rating.style3': { zh: '两极量表', en: 'Bipolar' },
  'familyDesign.rating.style4': { zh: '滑块', en: 'Slider' },
  'familyDesign.rating.style5': { zh: '精确评分', en: 'Exact' },
  'familyDesign.rating.points': { zh: '{n} 级', en: '{n} points' },
  'familyDesign.rating.segments': { zh: '{n} 段', en: '{n} segments' },
  'familyDesign.rating.zeroToTen': { zh: '0–10', en: '0–10' },
  'familyDesign.rating.scale': { zh: '量表级数', en: 'Scale' },
  'familyDesign.rating.labelsHint': {
    zh: '可选：按顺序为刻度命名（如“非常不满意”…“非常满意”）',
    en: 'Optional: name the scale points in order (e.g. "Very unhappy" … "Very happy")',
  },
  'familyDesign.rating.addLabel': { zh: '添加标签', en: 'Add label' },
  'familyDesign.rating.low': { zh: '低', en: 'Low' },
  'familyDesign.rating.high': { zh: '高', en: 'High' },

  // Time and date.
  'familyDesign.time.type': { zh: '时间类型', en: 'Time type' },
  'familyDesign.time.type01': { zh: '时:分', en: 'Hour and minute' },
  'familyDesign.time.type02': { zh: '年月', en: 'Year and month' },
  'familyDesign.time.type03': { zh: '日期', en: 'Date' },
  'familyDesign.time.type04': { zh: '日期时间', en: 'Date and time' },
  'familyDesign.time.paragraph': { zh: '日期精度', en: 'Precision' },
  'familyDesign.time.yearMonth': { zh: '年月', en: 'Year and month' },
  'familyDesign.time.yearMonthDay': { zh: '年月日', en: 'Year, month and day' },
  'familyDesign.time.birthdayHint': {
    zh: '出生日期为1900-01-01至今天',
    en: 'A birthday runs from 1900-01-01 to today',
  },

  // Chip, sort, blanks, sub-questions.
  'familyDesign.chip.total': { zh: '筹码总数', en: 'Total' },
  'familyDesign.chip.remaining': { zh: '剩余 {n}', en: '{n} remaining' },
  'familyDesign.gps.accuracy': { zh: '要求精度（米）', en: 'Accuracy wanted (m)' },
  'familyDesign.gps.wait': { zh: '最长等待（秒）', en: 'Wait at most (s)' },
  'familyDesign.gps.button': { zh: '获取我的位置', en: 'Get my location' },
  'familyDesign.gps.hint': {
    zh: '精度 {wanted} 米以内，最多等待 {seconds} 秒',
    en: 'Within {wanted} m, waiting up to {seconds} s',
  },
  // Media questions (audio, image, video).
  'familyDesign.media.kind': { zh: '类型', en: 'Kind' },
  'familyDesign.media.kind.audio': { zh: '录音', en: 'Audio' },
  'familyDesign.media.kind.image': { zh: '图片', en: 'Image' },
  'familyDesign.media.kind.video': { zh: '视频', en: 'Video' },
  'familyDesign.media.capture': { zh: '上传方式', en: 'Capture' },
  'familyDesign.media.audio.1': { zh: '仅录音', en: 'Record only' },
  'familyDesign.media.audio.2': { zh: '语音转文字', en: 'Speech to text' },
  'familyDesign.media.audio.3': { zh: '录音和文字', en: 'Sound and text' },
  'familyDesign.media.image.1': { zh: '仅拍照', en: 'Camera only' },
  'familyDesign.media.image.2': { zh: '仅相册', en: 'Album only' },
  'familyDesign.media.image.3': { zh: '拍照或相册', en: 'Camera or album' },
  'familyDesign.media.video.1': { zh: '仅拍摄', en: 'Capture only' },
  'familyDesign.media.video.2': { zh: '仅上传', en: 'Upload only' },
  'familyDesign.media.video.3': { zh: '拍摄或上传', en: 'Capture or upload' },
  'familyDesign.media.countLimit': { zh: '限制上传个数', en: 'Limit the number of files' },
  'familyDesign.media.openBox': { zh: '附加文本框', en: 'Add a text box' },
  'familyDesign.media.openTitle': { zh: '文本框标题', en: 'Text box title' },
  'familyDesign.media.openTitlePlaceholder': { zh: '例如：补充说明', en: 'e.g. Anything to add' },
  'familyDesign.media.limits': { zh: '上传限制', en: 'Upload limits' },
  'familyDesign.media.limits.audio': {
    zh: '每段录音最长 {seconds} 秒；格式 {types}；单个文件不超过 {size}',
    en: 'Each recording at most {seconds} s; formats {types}; each file at most {size}',
  },
  'familyDesign.media.limits.image': {
    zh: '一次最多选 {perPick} 张；格式 {types}；单张不超过 {size}',
    en: 'Up to {perPick} at a time; formats {types}; each image at most {size}',
  },
  'familyDesign.media.limits.video': {
    zh: '格式 {types}；单个视频不超过 {size}',
    en: 'Formats {types}; each video at most {size}',
  },
  'familyDesign.media.count': {
    zh: '至少 {min} 个，最多 {max} 个',
    en: 'At least {min}, at most {max}',
  },
  'familyDesign.media.countAtLeast': { zh: '至少 {min} 个', en: 'At least {min}' },
  'familyDesign.media.countAtMost': { zh: '最多 {max} 个', en: 'At most {max}' },
  'familyDesign.media.record': { zh: '按住录音', en: 'Hold to record' },
  'familyDesign.media.camera': { zh: '拍照', en: 'Take a photo' },
  'familyDesign.media.album': { zh: '从相册选择', en: 'Choose from album' },
  'familyDesign.media.shoot': { zh: '拍摄视频', en: 'Record a video' },
  'familyDesign.media.upload': { zh: '上传视频', en: 'Upload a video' },
  'familyDesign.media.transcribed': { zh: '录音将转为文字', en: 'Speech is turned into text' },
  // Music questions: the designer's track.
  'familyDesign.music.track': { zh: '音频', en: 'Audio track' },
  'familyDesign.music.file': { zh: '播放的音频', en: 'Track played' },
  'familyDesign.music.upload': { zh: '上传音频', en: 'Upload audio' },
  'familyDesign.music.replace': { zh: '更换音频', en: 'Replace audio' },
  'familyDesign.music.remove': { zh: '删除音频', en: 'Remove the audio' },
  'familyDesign.music.none': { zh: '尚未上传音频', en: 'No audio uploaded yet' },
  'familyDesign.music.limits': {
    zh: '格式 {types}，不超过 {size}；答题者先听音频再选择',
    en: 'Formats {types}, at most {size}; respondents hear it above the options',
  },
  'familyDesign.music.format': {
    zh: '文件格式不正确，仅支持 mp3、wav、ogg、m4a',
    en: 'Incorrect file format: mp3, wav, ogg or m4a only',
  },
  'familyDesign.music.tooLarge': {
    zh: '超过最大文件大小（音频限制10M）',
    en: 'Exceeded maximum file size (audio limit 10M)',
  },
  'familyDesign.sort.max': { zh: '最多排序', en: 'Rank at most' },
  'familyDesign.sort.all': { zh: '全部', en: 'All' },
  'familyDesign.blank.size': { zh: '宽度', en: 'Width' },
  'familyDesign.blank.default': { zh: '标准', en: 'Standard' },
  'familyDesign.blank.short': { zh: '短（8字）', en: 'Short (8)' },
  'familyDesign.blank.long': { zh: '长（16字）', en: 'Long (16)' },
  'familyDesign.desc.placeholder': { zh: '子问题内容', en: 'Sub-question text' },
  'familyDesign.desc.add': { zh: '添加', en: 'Add' },
  'familyDesign.desc.required': { zh: '必填', en: 'Required' },
  'familyDesign.desc.settings': { zh: '设置', en: 'Settings' },
  'familyDesign.desc.lengthLimit': { zh: '字数限制', en: 'Length limit' },
  'familyDesign.desc.contentLimit': { zh: '内容限制', en: 'Content limit' },
  'familyDesign.content.number': { zh: '数字', en: 'Number' },
  'familyDesign.content.lettersDigits': { zh: '字母和数字', en: 'Letters and digits' },
  'familyDesign.content.chinese': { zh: '中文', en: 'Chinese' },
  'familyDesign.content.email': { zh: '邮箱', en: 'Email' },
  'familyDesign.content.phone': { zh: '手机号', en: 'Mobile phone' },
  'familyDesign.content.idCard': { zh: '身份证号', en: 'ID card' },
  'familyDesign.desc.requireType': { zh: '必答关系', en: 'Required relation' },
  'familyDesign.requireType.all': { zh: '全部必答', en: 'All' },
  'familyDesign.requireType.any': { zh: '任意一项', en: 'Any one' },

  // Cross-question comparison (number, chip, time).
  'familyDesign.compare.label': { zh: '与其他题比较', en: 'Compare with a question' },
  'familyDesign.compare.hint': {
    zh: '答案须与前面某题的答案满足所选关系；那道题未作答或未显示时不比较',
    en: 'The answer must stand in the chosen relation to an earlier answer; nothing is compared when that question is unanswered or hidden',
  },
  'familyDesign.compare.type': { zh: '比较方式', en: 'Comparison' },
  'familyDesign.compare.type1': { zh: '等于', en: 'equal to' },
  'familyDesign.compare.type2': { zh: '小于', en: 'less than' },
  'familyDesign.compare.type3': { zh: '小于等于', en: 'at most' },
  'familyDesign.compare.type4': { zh: '大于', en: 'greater than' },
  'familyDesign.compare.type5': { zh: '大于等于', en: 'at least' },
  'familyDesign.compare.target': { zh: '选择题目', en: 'Choose a question' },
  'familyDesign.compare.noTargets': {
    zh: '前面没有可比较的题目',
    en: 'No earlier question to compare with',
  },
  'familyDesign.compare.item': { zh: '选项或行', en: 'Option or row' },
  'familyDesign.compare.total': { zh: '合计', en: 'Total' },

  // Checkpoint.
  'familyDesign.checkpoint.section': { zh: '检查点', en: 'Checkpoint' },
  'familyDesign.checkpoint.hint': {
    zh: '检查点不向答题者显示，在离开它所在的页时执行检查；它之后的题目总是从新的一页开始',
    en: 'Respondents never see a checkpoint: its checks run when they leave its page, and the questions after it always start a new page',
  },
  'familyDesign.checkpoint.checkQuotas': { zh: '检查配额', en: 'Check quotas' },
  'familyDesign.checkpoint.checkQuotasHint': {
    zh: '答题者已落入的配额格已满时，立即以"配额已满"结束作答，不再回答后面的题目（离线时按最近一次得知的配额状态）',
    en: 'A respondent whose quota cell is already full ends here as Quota-full instead of answering the rest (offline, by the quota state last known)',
  },
  'familyDesign.checkpoint.previewQuotas': {
    zh: '检查点：在此检查配额，配额已满的答题者在此结束',
    en: 'Checkpoint: quotas are checked here; a respondent in a full cell ends here',
  },
  'familyDesign.checkpoint.previewNothing': {
    zh: '检查点：未开启任何检查，仅在此分页',
    en: 'Checkpoint: no check is on; it only ends the page here',
  },

  // Page break, info, city.
  'familyDesign.page.hint': {
    zh: '分页符：之后的题目显示在新的一页',
    en: 'Page break: the questions after it start a new page',
  },
  'familyDesign.page.label': { zh: '分页', en: 'Page break' },
  'familyDesign.info.hint': {
    zh: '说明文字只显示标题内容，不需作答',
    en: 'Info text shows its title only and asks nothing',
  },

  // Preview.
  'familyDesign.preview.select': { zh: '请选择', en: 'Please choose' },
  'familyDesign.preview.text': { zh: '请输入', en: 'Please enter' },
  'familyDesign.preview.more': { zh: '还有 {n} 项', en: '{n} more' },
  'familyDesign.preview.rank': { zh: '拖动或点击排序', en: 'Drag or tap to rank' },
  'familyDesign.city.levels': { zh: '地址层级', en: 'Address levels' },
  'familyDesign.city.level1': { zh: '省份', en: 'Province' },
  'familyDesign.city.level2': { zh: '省份 / 城市', en: 'Province / city' },
  'familyDesign.city.level3': { zh: '省份 / 城市 / 区县', en: 'Province / city / district' },
  'familyDesign.city.levelsHint': {
    zh: '答卷保存所选各级地区的代码，结果和导出显示地区名称',
    en: 'Answers keep the code of each level chosen; results and exports show the names',
  },
  'familyDesign.city.picker1': { zh: '省份', en: 'Province' },
  'familyDesign.city.picker2': { zh: '城市', en: 'City' },
  'familyDesign.city.picker3': { zh: '区县', en: 'District' },
  'familyDesign.cascade.levels': { zh: '级联层级', en: 'Levels' },
  'familyDesign.cascade.levelCount': { zh: '{n}级', en: '{n}' },
  'familyDesign.cascade.levelsHint': {
    zh: '受访者逐级选择，每级一个下拉框；答卷保存所选各级选项，结果和导出显示名称',
    en: 'Respondents choose level by level, one dropdown each; answers keep the options chosen, results show the names',
  },
  'familyDesign.cascade.levelTitles': { zh: '各级标题', en: 'Level titles' },
  'familyDesign.cascade.levelTitlesHint': {
    zh: '显示在每级下拉框上方，留空时显示“第N级”',
    en: 'Shown above each level’s dropdown; left empty, “Level n” shows',
  },
  'familyDesign.cascade.levelTitle': { zh: '第{n}级标题', en: 'Title of level {n}' },
  'familyDesign.cascade.levelDefault': { zh: '第{n}级', en: 'Level {n}' },
  'familyDesign.cascade.tree': { zh: '级联选项', en: 'Cascading options' },
  'familyDesign.cascade.treeHint': {
    zh: '每个选项下可以再加下级选项，最多到设定的层级',
    en: 'Each option may have options under it, down to the levels set',
  },
  'familyDesign.cascade.empty': { zh: '还没有选项', en: 'No options yet' },
  'familyDesign.cascade.addTop': { zh: '添加一级选项', en: 'Add a top-level option' },
  'familyDesign.cascade.addChild': { zh: '添加下级选项', en: 'Add an option under it' },
  'familyDesign.cascade.moveUp': { zh: '上移', en: 'Move up' },
  'familyDesign.cascade.moveDown': { zh: '下移', en: 'Move down' },
  'familyDesign.cascade.delete': { zh: '删除', en: 'Delete' },
  'familyDesign.cascade.deleteConfirm': {
    zh: '删除“{name}”及其下的{n}个选项？',
    en: 'Delete “{name}” and the {n} options under it?',
  },
  'familyDesign.cascade.optionName': { zh: '选项名称（第{n}级）', en: 'Option name (level {n})' },
  'familyDesign.cascade.paste': { zh: '批量粘贴', en: 'Paste a list' },
  'familyDesign.cascade.pasteTitle': { zh: '批量添加级联选项', en: 'Add many options at once' },
  'familyDesign.cascade.pasteHint': {
    zh: '每行一条路径，用“/”分隔各级（如 广东/深圳/南山）；或从表格复制，各级一列（Tab 分隔），行首空着的列沿用上一行。已有的选项不会重复添加。',
    en: 'One path per line, levels separated by “/” (Guangdong/Shenzhen/Nanshan); or copy from a spreadsheet, one column per level (tab-separated), leading empty cells repeating the line above. Options already there are not added twice.',
  },
  'familyDesign.cascade.pasteLabel': { zh: '粘贴的内容', en: 'Pasted list' },
  'familyDesign.cascade.pasteAdd': { zh: '添加', en: 'Add' },
  'familyDesign.cascade.pasteRefused': {
    zh: '以下各行无法添加，请修改后再试（尚未添加任何选项）：',
    en: 'These lines cannot be added; fix them and try again (nothing was added):',
  },
  'familyDesign.cascade.pasteLine': { zh: '第{line}行：{reason}', en: 'Line {line}: {reason}' },
  'familyDesign.cascade.paste.tooDeep': {
    zh: '超过了设定的{levels}级',
    en: 'more levels than the {levels} set',
  },
  'familyDesign.cascade.paste.indentSkip': {
    zh: '比上一行多缩进了不止一级',
    en: 'indented more than one level deeper than the line above',
  },
  'familyDesign.cascade.paste.emptyName': {
    zh: '有空的名称（如“a//b”或中间的空单元格）',
    en: 'an empty name (“a//b”, or an empty cell in between)',
  },
  'familyDesign.cascade.paste.nothing': { zh: '没有可添加的内容', en: 'There is nothing to add' },
  'familyDesign.cascade.paste.tooMany': {
    zh: '添加后选项将超过{max}个',
    en: 'The options would be more than {max}',
  },
  'familyDesign.cascade.pasted': { zh: '已添加{n}个选项', en: '{n} options added' },
  'familyDesign.cascade.pastedNone': { zh: '这些选项都已存在', en: 'These options are all there already' },
});
