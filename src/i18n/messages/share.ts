import { defineMessages } from '../define';

/**
 * Publish and share: the designer's publish page (/publish), the survey list's link popover, and the link
 * preview the server writes into an answer link's page (server/share/).
 */
export const shareMessages = defineMessages({
  'share.wechat.unavailable': {
    zh: '暂时无法连接微信，请稍后再试',
    en: 'WeChat cannot be reached now; try again later',
  },
  'share.preview.invitation': { zh: '诚邀您参与本次问卷调查', en: 'You are invited to answer this survey' },
  'share.framed': {
    zh: '问答的管理页面不能嵌入其他网站。',
    en: "Wenda's management pages cannot be shown inside another site.",
  },
  'share.framedOpen': { zh: '在新窗口中打开', en: 'Open in a new window' },

  'share.tab': { zh: '发布与分享', en: 'Publish & share' },
  'share.title': { zh: '发布与分享', en: 'Publish and share' },
  'share.intro': {
    zh: '在这里发布、暂停或结束问卷，并把答题链接、二维码或嵌入代码发给答题者。',
    en: 'Publish, pause or end the survey here, and hand respondents its link, QR code or embed code.',
  },
  'share.state.title': { zh: '问卷状态', en: 'Survey state' },
  'share.state.0': {
    zh: '设计中：答题者还不能作答。发布后，答题链接和二维码即可使用。',
    en: 'Designing: respondents cannot answer yet. Once published, the link and QR code work.',
  },
  'share.state.0paused': {
    zh: '已暂停（版本 {version} 之后）：答题者暂时不能作答，修改后重新发布即为新版本。',
    en: 'Paused (after version {version}): respondents cannot answer for now; publishing again makes a new version.',
  },
  'share.state.1': {
    zh: '收集中（版本 {version}）：答题者可以通过下面的链接或二维码作答。',
    en: 'Collecting (version {version}): respondents answer through the link or QR code below.',
  },
  'share.state.2': {
    zh: '已结束：问卷不再接受作答，也不能再次发布。',
    en: 'Ended: the survey takes no more answers and cannot be published again.',
  },
  'share.pause': { zh: '暂停收集', en: 'Pause' },
  'share.noReleaseRight': {
    zh: '您没有这份问卷的发布权限，不能改变它的状态。',
    en: 'You have no release right on this survey, so you cannot change its state.',
  },
  'share.history.title': { zh: '发布记录', en: 'Release history' },
  'share.history.version': { zh: '版本', en: 'Version' },
  'share.history.time': { zh: '发布时间', en: 'Published' },
  'share.history.who': { zh: '发布人', en: 'Published by' },
  'share.history.unknown': { zh: '—', en: '—' },
  'share.history.empty': { zh: '还没有发布过。', en: 'Not published yet.' },
  'share.link.title': { zh: '答题链接', en: 'Answer link' },
  'share.link.notCollecting': {
    zh: '问卷当前不在收集中：打开链接的答题者会看到“暂不能作答”的说明。',
    en: 'The survey is not collecting now: respondents opening the link are told it cannot be answered.',
  },
  'share.link.label': { zh: '答题链接', en: 'Answer link' },
  'share.link.short': { zh: '短链接', en: 'Short link' },
  'share.link.shortFailed': { zh: '短链接暂时无法获取', en: 'The short link could not be fetched' },
  'share.link.open': { zh: '打开', en: 'Open' },
  'share.copy': { zh: '复制', en: 'Copy' },
  'share.copied': { zh: '已复制', en: 'Copied' },
  'share.copyFailed': {
    zh: '浏览器不允许复制，请手动选中复制',
    en: 'The browser refused to copy: select the text and copy it yourself',
  },
  'share.qr.title': { zh: '二维码', en: 'QR code' },
  'share.qr.label': { zh: '答题链接的二维码', en: 'QR code of the answer link' },
  'share.qr.download': { zh: '下载 PNG（打印尺寸）', en: 'Download PNG (print size)' },
  'share.qr.hint': {
    zh: '扫码即可打开答题链接；PNG 约 1200 像素，可印在海报或桌卡上。',
    en: 'Scanning it opens the answer link; the PNG is about 1200 px, for posters and table cards.',
  },
  'share.embed.title': { zh: '嵌入网页', en: 'Embed in a web page' },
  'share.embed.hint': {
    zh: '把这段代码粘贴到网站的 HTML 中，问卷会在页面里显示。',
    en: "Paste this code into a site's HTML to show the survey inside the page.",
  },
  'share.settings.title': { zh: '收集设置', en: 'Collection settings' },
  'share.settings.text': {
    zh: '开放和截止时间、回收上限、每台设备一份、访问密码和链接参数在“收集设置”中修改，无需重新发布。',
    en: 'Open and close times, a response cap, one response per device, an access password and link parameters are set under collection settings, without publishing again.',
  },
  'share.settings.open': { zh: '前往收集设置', en: 'Go to collection settings' },

  'share.list.link': { zh: '链接', en: 'Link' },
  'share.list.linkTitle': { zh: '答题链接与二维码', en: 'Answer link and QR code' },
  'share.list.notPublished': {
    zh: '问卷发布后，答题者才能通过此链接作答。',
    en: 'Respondents can answer through this link once the survey is published.',
  },
  'share.list.morePublish': { zh: '更多分享方式', en: 'More ways to share' },
});
