import { defineMessages } from '../../../i18n/define';
import { translatorFor } from '../../../i18n/translate';

/**
 * The timed response view's words (zh and en; ja and ko read the English), in the view's own chunk like the media
 * view's: a survey without this question never downloads them.
 */
const timedMessages = defineMessages({
  'timed.intro': {
    zh: '点击“开始”后将出现题目，请尽快大声说出您的回答。录音在开始时自动进行，最长 {max} 秒。',
    en: 'After you tap Start an item appears: say your answer aloud as quickly as you can. Recording runs by itself, up to {max} s.',
  },
  'timed.start': { zh: '开始第 {n} 项', en: 'Start item {n}' },
  'timed.again': { zh: '重新录制第 {n} 项', en: 'Record item {n} again' },
  'timed.opening': { zh: '正在打开麦克风…', en: 'Opening the microphone…' },
  'timed.recording': { zh: '正在录音 {s} / {max} 秒', en: 'Recording {s} of {max} s' },
  'timed.done': { zh: '说完了', en: 'Done' },
  'timed.analysing': { zh: '正在分析录音…', en: 'Analysing the recording…' },
  'timed.progress': { zh: '已完成 {n} / {total} 项', en: '{n} of {total} items done' },
  'timed.allDone': { zh: '全部完成', en: 'All items done' },
  'timed.latency': { zh: '反应时 {ms} 毫秒', en: 'Response time {ms} ms' },
  'timed.silent': { zh: '未检测到声音', en: 'No voice detected' },
  'timed.unanalysed': {
    zh: '此设备无法分析录音，已保存录音',
    en: 'This device cannot analyse the recording; it was kept',
  },
  'timed.item': { zh: '第 {n} 项', en: 'Item {n}' },
  'timed.noMicrophone': {
    zh: '无法使用麦克风：请在浏览器设置中允许本页面录音，然后重试',
    en: 'The microphone cannot be used: allow this page to record in the browser’s settings, then try again',
  },
  'timed.noRecorder': {
    zh: '此浏览器不支持录音，请使用最新版的 Chrome、Safari 或微信打开本问卷',
    en: 'This browser cannot record: open the survey in a recent Chrome, Safari or WeChat',
  },
  'timed.keepFailed': {
    zh: '录音未能保存到本设备，请清理空间后重试',
    en: 'The recording could not be kept on this device; free some space and try again',
  },
});

export type TimedMessageKey = keyof typeof timedMessages;

export const { translate: timedText } = translatorFor(timedMessages);
