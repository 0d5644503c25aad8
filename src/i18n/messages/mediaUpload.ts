import { defineMessages } from '../define';

/**
 * Messages of respondents' media uploads (tus, the spec's uploadVideo / uploadWx* calls, a respondent's own
 * file). The runner shows them as they come, so each says what happened and what to do, in the respondent's
 * words; "Incorrect file format" and "Exceeded maximum file size" are the spec's own.
 */
export const mediaUploadMessages = defineMessages({
  'mediaUpload.badFormat': { zh: '文件格式不正确', en: 'Incorrect file format' },
  'mediaUpload.tooLarge.audio': {
    zh: '超过最大文件大小（录音限制{limit}）',
    en: 'Exceeded maximum file size (recording limit {limit})',
  },
  'mediaUpload.tooLarge.image': {
    zh: '超过最大文件大小（图片限制{limit}）',
    en: 'Exceeded maximum file size (image limit {limit})',
  },
  'mediaUpload.tooLarge.video': {
    zh: '超过最大文件大小（视频限制{limit}）',
    en: 'Exceeded maximum file size (video limit {limit})',
  },
  'mediaUpload.field': {
    zh: '上传信息缺少或有误：{field}',
    en: "The upload's {field} is missing or not valid",
  },
  'mediaUpload.lengthRequired': {
    zh: '上传前须告知文件大小',
    en: 'An upload must announce the size of its file',
  },
  'mediaUpload.idTaken': {
    zh: '这个文件编号已属于另一份答卷，请重新拍摄或选择文件',
    en: 'This file id belongs to another response: capture or choose the file again',
  },
  'mediaUpload.sizeChanged': {
    zh: '这个文件已上传完成，内容不能再改变',
    en: 'This file has already been uploaded in full and cannot change',
  },
  'mediaUpload.notFound': { zh: '文件不存在', en: 'The file does not exist' },
  'mediaUpload.offsetConflict': {
    zh: '上传位置与服务器不一致，请从服务器已收到的位置继续',
    en: 'The upload does not continue where the server stopped: continue from the offset the server holds',
  },
  'mediaUpload.gone': {
    zh: '这次上传已失效，请重新上传',
    en: 'This upload has expired, please upload again',
  },
  'mediaUpload.busy': {
    zh: '这个文件正在上传中，请稍后再试',
    en: 'This file is being uploaded right now, please try again shortly',
  },
  'mediaUpload.tusRequired': {
    zh: '断点续传上传须带 Tus-Resumable 请求头',
    en: 'Resumable uploads need the Tus-Resumable header',
  },
  'mediaUpload.invalid': { zh: '上传请求无效', en: 'Invalid upload request' },
  'mediaUpload.noFile': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'mediaUpload.notMultipart': {
    zh: '请以 multipart/form-data 上传文件',
    en: 'Upload the file as multipart/form-data',
  },
  'mediaUpload.wechatOff': {
    zh: '服务器未配置微信公众号，无法取回在微信中录制或选择的文件',
    en: 'This server has no WeChat account configured, so files recorded or chosen in WeChat cannot be fetched',
  },
  'mediaUpload.wechatFailed': {
    zh: '暂时无法从微信取回文件，请稍后重试',
    en: 'The file could not be fetched from WeChat right now, please try again shortly',
  },
  'mediaUpload.wechatRefused': {
    zh: '微信找不到这个文件（文件在微信保存3天），请重新录制或选择',
    en: 'WeChat does not have this file (it keeps files for 3 days): record or choose it again',
  },
});
