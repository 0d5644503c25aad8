import { defineMessages } from '../../../i18n/define';
import { translatorFor } from '../../../i18n/translate';

/**
 * The media answer view's words (zh and en; ja and ko read the English). Kept in the view's own chunk rather
 * than the runner's tables: a survey without media questions never downloads them.
 */
const mediaMessages = defineMessages({
  'media.camera': { zh: '拍照', en: 'Take a photo' },
  'media.album': { zh: '从相册选择', en: 'Choose from the album' },
  'media.cameraOrAlbum': { zh: '拍照或选择图片', en: 'Take or choose photos' },
  'media.perPick': { zh: '每次最多选 {n} 张', en: 'Up to {n} at a time' },
  'media.holdToRecord': { zh: '按住 说话', en: 'Hold to record' },
  'media.releaseToSend': { zh: '松开 结束', en: 'Release to finish' },
  'media.recordingFor': { zh: '正在录音 {s} 秒 / 最长 {max} 秒', en: 'Recording {s} s of up to {max} s' },
  'media.slideToCancel': { zh: '手指上滑，取消录音', en: 'Slide up to cancel' },
  'media.releaseToCancel': { zh: '松开手指，取消录音', en: 'Release to cancel' },
  'media.transcribed': { zh: '录音结束后将转为文字', en: 'Your speech is turned into text' },
  'media.noTranscript': {
    zh: '此设备无法把语音转为文字，已保存录音',
    en: 'This device cannot turn speech into text; the recording was kept',
  },
  'media.tooShort': { zh: '说话时间太短', en: 'The recording was too short' },
  'media.noMicrophone': {
    zh: '无法使用麦克风，请允许录音权限后重试',
    en: 'The microphone is not available; allow recording and try again',
  },
  'media.shootVideo': { zh: '拍摄视频', en: 'Record a video' },
  'media.uploadVideo': { zh: '上传视频', en: 'Upload a video' },
  'media.shootOrUpload': { zh: '拍摄或上传视频', en: 'Record or upload a video' },
  'media.tooLarge': {
    zh: '文件超过最大限制（{max} MB）',
    en: 'The file exceeds the maximum file size ({max} MB)',
  },
  'media.tooMany': {
    zh: '选择的图片超过可添加的数量，已保留前 {n} 张',
    en: 'More images were chosen than can be added; the first {n} were kept',
  },
  'media.badFormat': { zh: '文件格式不正确', en: 'Incorrect file format' },
  'media.keepFailed': {
    zh: '文件未能保存到本设备，请清理空间后重试',
    en: 'The file could not be kept on this device; free some space and try again',
  },
  'media.waiting': { zh: '等待上传', en: 'Waiting to upload' },
  'media.sending': { zh: '正在上传 {n}%', en: 'Uploading {n}%' },
  'media.sent': { zh: '已上传', en: 'Uploaded' },
  'media.refused': { zh: '上传失败：{reason}', en: 'Upload refused: {reason}' },
  'media.lost': {
    zh: '文件已丢失（页面重新打开后微信不再保留未上传的文件），请删除此项后重新拍摄或录制',
    en: 'This file was lost (WeChat does not keep an unsent file once the page is reopened): delete it and capture it again',
  },
  'media.notShown': { zh: '此处无法显示预览', en: 'No preview can be shown here' },
  'media.notPlayable': { zh: '此浏览器无法播放该格式', en: 'This browser cannot play its format' },
  'media.notKept': { zh: '仅预览，不会保存', en: 'Preview only, not kept' },
  'media.delete': { zh: '删除', en: 'Delete' },
  'media.deleteNamed': { zh: '删除 {name}', en: 'Delete {name}' },
  'media.confirmDelete': { zh: '确认删除？', en: 'Delete this file?' },
  'media.confirm': { zh: '删除', en: 'Delete' },
  'media.cancel': { zh: '取消', en: 'Cancel' },
  'media.countBetween': { zh: '请提供 {min}–{max} 个', en: 'Add {min} to {max}' },
  'media.countAtLeast': { zh: '至少 {min} 个', en: 'Add at least {min}' },
  'media.countAtMost': { zh: '最多 {max} 个', en: 'Add at most {max}' },
  'media.countNow': { zh: '已添加 {n} 个', en: '{n} added' },
  'media.full': { zh: '已达到最多数量', en: 'The most allowed are added' },
  'media.entries': { zh: '已添加的文件', en: 'Files added' },
  'media.speed': { zh: '倍速', en: 'Speed' },
  'media.speedValue': { zh: '{rate} 倍速', en: '{rate}× speed' },
  'media.note': { zh: '补充说明', en: 'Notes' },
});

export type MediaMessageKey = keyof typeof mediaMessages;

export const { translate: mediaText } = translatorFor(mediaMessages);
