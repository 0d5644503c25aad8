import { defineMessages } from '../define';

/**
 * The survey style (spec 1 §3 style groups; src/core/model/style.ts, server/style/): the refusals of
 * /survey/saveStyle, the names of the style's groups and fields (the screen's labels and the refusals' field
 * names, src/core/style/fieldLabel.ts) and the style screen's texts.
 */
export const styleMessages = defineMessages({
  // Refusals.
  'style.invalid': { zh: '样式设置「{field}」：{reason}', en: 'Style setting "{field}": {reason}' },
  'style.invalid.color': {
    zh: '颜色须为 #rgb 或 #rrggbb 形式，如 #38ADAB',
    en: 'a colour is written #rgb or #rrggbb, like #38ADAB',
  },
  'style.invalid.flag': { zh: '只能是 0（关）或 1（开）', en: 'must be 0 (off) or 1 (on)' },
  'style.invalid.fontSize': {
    zh: '字号须为 12 到 28 之间的偶数（12、14 … 28）',
    en: 'font size must be an even number from 12 to 28 (12, 14 … 28)',
  },
  'style.invalid.titleSize': {
    zh: '标题字号须为 16 到 40 之间的整数',
    en: 'title size must be a whole number from 16 to 40',
  },
  'style.invalid.opacity': { zh: '透明度须在 0 到 1 之间', en: 'opacity must be between 0 and 1' },
  'style.invalid.buttonText': {
    zh: '按钮文字最多 20 个字符',
    en: 'a button text can have at most 20 characters',
  },
  'style.invalid.footer': { zh: '页脚最多 200 个字符', en: 'the footer can have at most 200 characters' },
  'style.invalid.image': {
    zh: '图片须为上传的图片或 http(s) 地址',
    en: 'an image must be an uploaded image or an http(s) address',
  },
  'style.invalid.text': { zh: '须为文字', en: 'must be text' },
  'style.invalid.object': { zh: '样式须为一组设置', en: 'the style must be a set of settings' },
  // Groups (spec 1 §3).
  'style.group.fengge': { zh: '主题', en: 'Theme' },
  'style.group.cover': { zh: '封面', en: 'Cover' },
  'style.group.question': { zh: '题目区域', en: 'Question area' },
  'style.group.font': { zh: '字体', en: 'Fonts' },
  'style.group.button': { zh: '按钮', en: 'Buttons' },
  'style.group.display': { zh: '显示', en: 'Display' },
  'style.group.hidden': { zh: '隐藏', en: 'Hide' },
  'style.group.footer': { zh: '页脚与标志', en: 'Footer and logo' },
  // The texts a font is set for.
  'style.font.question': { zh: '题目', en: 'Questions' },
  'style.font.welcome': { zh: '欢迎语', en: 'Welcome text' },
  'style.font.description': { zh: '说明', en: 'Descriptions' },
  'style.font.option': { zh: '选项', en: 'Options' },
  'style.font.end': { zh: '结束语', en: 'End texts' },
  // Fields.
  'style.field.styleType': { zh: '风格', en: 'Style type' },
  'style.field.color': { zh: '颜色', en: 'Colour' },
  'style.field.imgUrl': { zh: '图片', en: 'Image' },
  'style.field.imgType': { zh: '图片类型', en: 'Image type' },
  'style.field.showLogoInd': { zh: '显示标志', en: 'Show logo' },
  'style.field.logoUrl': { zh: '标志图片', en: 'Logo image' },
  'style.field.logoPositionType': { zh: '标志位置', en: 'Logo position' },
  'style.field.showTitleInd': { zh: '显示标题', en: 'Show title' },
  'style.field.titlePositionType': { zh: '标题位置', en: 'Title position' },
  'style.field.titleSize': { zh: '标题字号', en: 'Title size' },
  'style.field.titleColor': { zh: '标题颜色', en: 'Title colour' },
  'style.field.startType': { zh: '开始方式', en: 'Start type' },
  'style.field.btnBgColor': { zh: '按钮颜色', en: 'Button colour' },
  'style.field.btnTextColor': { zh: '按钮文字颜色', en: 'Button text colour' },
  'style.field.btnText': { zh: '按钮文字', en: 'Button text' },
  'style.field.showBgInd': { zh: '显示背景', en: 'Show background' },
  'style.field.bgType': { zh: '背景类型', en: 'Background type' },
  'style.field.opacity': { zh: '不透明度', en: 'Opacity' },
  'style.field.headerImgUrl': { zh: '页眉图片', en: 'Header image' },
  'style.field.size': { zh: '字号', en: 'Size' },
  'style.field.bold': { zh: '加粗', en: 'Bold' },
  'style.field.italic': { zh: '斜体', en: 'Italic' },
  'style.field.underline': { zh: '下划线', en: 'Underline' },
  'style.field.startText': { zh: '开始按钮文字', en: 'Start button text' },
  'style.field.sbmitText': { zh: '提交按钮文字', en: 'Submit button text' },
  'style.field.btnColor': { zh: '按钮颜色', en: 'Button colour' },
  'style.field.showWelComeInd': { zh: '显示欢迎语', en: 'Show welcome text' },
  'style.field.showQuNumInd': { zh: '显示题号', en: 'Show question numbers' },
  'style.field.hidePreBtnInd': { zh: '隐藏上一页按钮', en: 'Hide the previous button' },
  'style.field.hideQuNumInd': { zh: '隐藏题号', en: 'Hide question numbers' },
  'style.field.hideBar': { zh: '隐藏进度条', en: 'Hide the progress bar' },
  'style.field.surveyColor': { zh: '问卷主题色', en: 'Survey colour' },
  'style.field.surveyHideTitle': { zh: '隐藏问卷标题', en: 'Hide the survey title' },
  'style.field.surveyHideQuNum': { zh: '隐藏问卷题号', en: 'Hide the survey question numbers' },
  'style.field.footer': { zh: '页脚', en: 'Footer' },
  'style.field.logo': { zh: '标志', en: 'Logo' },
  'style.field.theme': { zh: '主题', en: 'Theme' },
});
