/**
 * How the answer page's WeChat script (server/share/wechat.ts, shareScript) tells the page's code whether
 * WeChat's JS-SDK was configured: it keeps the outcome on `window[WECHAT_STATE_GLOBAL]` and fires
 * WECHAT_STATE_EVENT on window when it settles. One wx.config per page, with every call the page uses
 * (WECHAT_JS_API_LIST): the share card's and the media questions' capture.
 */
export const WECHAT_STATE_GLOBAL = '__wendaWeChat';
export const WECHAT_STATE_EVENT = 'wenda-wechat';

/** 'pending' until wx.ready ('ready') or a failure: no signature, WeChat refused it, the SDK did not load. */
export type WeChatPageState = { status: 'pending' | 'ready' | 'failed'; detail?: string };

export const WECHAT_JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'chooseImage',
  'uploadImage',
  'startRecord',
  'stopRecord',
  'translateVoice',
  'uploadVoice',
] as const;
