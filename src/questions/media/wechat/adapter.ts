import {
  WECHAT_STATE_EVENT,
  WECHAT_STATE_GLOBAL,
  type WeChatPageState,
} from '../../../core/share/wechatPage';
import type { Language } from '../../../i18n/languages';
import { newMediaId } from '../../../runner/storage/media';
import { provideWxUploadHandler } from '../../../runner/sync/outboxKinds';
import { translate } from '../../../runner/translate';
import type { CapturedMedia, MediaCaptureAdapter } from '../capture/adapter';
import { stampedName } from '../capture/browser';
import { keepWeChatMedia, wxUploadHandler } from './outbox';
import { call, pageWx, type WeChatSdk } from './wx';

/**
 * WeChat's capture (its JS-SDK), chosen by ../capture/choose.ts inside WeChat's browser: wx.chooseImage with
 * the camera and/or the album, wx.startRecord / stopRecord (press and hold), wx.translateVoice for speech to
 * text; the files stay WeChat's (localIds) until this page uploads them from the outbox ('wx-upload',
 * ./outbox.ts). It is offered only when the page's WeChat script configured the SDK (wx.config signed by this
 * server, src/core/share/wechatPage.ts); when that failed, the respondent is told in an alert and the browser
 * captures instead.
 */

/** How long the page waits for the WeChat script's wx.config to settle. */
const CONFIG_WAIT_MS = 10_000;
/** Recordings shorter than this are a slip of the finger (as WeChat's own voice messages). */
const SHORTEST_RECORDING_MS = 600;

export async function createWeChatAdapter(
  options: { now?: () => number; waitMs?: number } = {},
): Promise<MediaCaptureAdapter | undefined> {
  if (typeof navigator === 'undefined' || !/MicroMessenger/i.test(navigator.userAgent)) return undefined;
  const wx = pageWx();
  if (!wx) return undefined;
  const state = await configured(options.waitMs ?? CONFIG_WAIT_MS);
  if (state.status !== 'ready') {
    // spec: "signature failure is shown in an alert and rejected"; the browser's capture still works.
    globalThis.alert?.(translate(pageLanguage(), 'runnerViews.media.wechatFailed'));
    return undefined;
  }
  provideWxUploadHandler(wxUploadHandler(wx));
  return weChatAdapter(wx, options.now ?? Date.now);
}

/** The WeChat script's outcome, once settled (or 'failed' after the wait, or with no script at all). */
function configured(waitMs: number): Promise<WeChatPageState> {
  const read = () =>
    (globalThis as Record<string, unknown>)[WECHAT_STATE_GLOBAL] as WeChatPageState | undefined;
  const now = read();
  if (!now) return Promise.resolve({ status: 'failed', detail: 'no WeChat script on the page' });
  if (now.status !== 'pending') return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener(WECHAT_STATE_EVENT, settled);
      resolve(read() ?? { status: 'failed' });
    };
    const settled = () => {
      if (read()?.status !== 'pending') done();
    };
    const timer = setTimeout(done, waitMs);
    globalThis.addEventListener(WECHAT_STATE_EVENT, settled);
  });
}

function pageLanguage(): Language {
  const lang = (typeof document === 'undefined' ? '' : document.documentElement.lang).slice(0, 2);
  return lang === 'en' || lang === 'ja' || lang === 'ko' ? lang : 'zh';
}

function weChatAdapter(wx: WeChatSdk, now: () => number): MediaCaptureAdapter {
  let recordingSince: number | undefined;
  return {
    name: 'wechat',

    async pickImages({ max, camera, album }) {
      const sourceType = [...(album ? ['album'] : []), ...(camera ? ['camera'] : [])];
      if (max <= 0 || sourceType.length === 0) return [];
      const { localIds } = await call(
        wx.chooseImage.bind(wx),
        { count: max, sizeType: ['compressed'], sourceType },
        () => ({ localIds: [] }),
      );
      return localIds.slice(0, max).map(
        (localId, index): CapturedMedia => ({
          mediaId: newMediaId(),
          kind: 'image',
          fileName: stampedName(`photo-${index + 1}`, 'jpg'),
          source: 'wechat',
          localId,
        }),
      );
    },

    async startRecording() {
      await call(wx.startRecord.bind(wx), {});
      recordingSince = now();
    },

    async stopRecording({ transcribe }) {
      const since = recordingSince;
      recordingSince = undefined;
      const { localId } = await call(wx.stopRecord.bind(wx), {});
      if (since === undefined || now() - since < SHORTEST_RECORDING_MS) return undefined;
      const captured: CapturedMedia = {
        mediaId: newMediaId(),
        kind: 'audio',
        fileName: stampedName('recording', 'amr'),
        source: 'wechat',
        localId,
        transcript: 'none',
      };
      if (!transcribe) return captured;
      try {
        const { translateResult } = await call(wx.translateVoice.bind(wx), {
          localId,
          isShowProgressTips: 1 as const,
        });
        const text = translateResult?.trim() ?? '';
        return text ? { ...captured, text, transcript: 'done' } : { ...captured, transcript: 'unavailable' };
      } catch {
        // The recording is kept; the respondent is told no text was made.
        return { ...captured, transcript: 'unavailable' };
      }
    },

    async cancelRecording() {
      if (recordingSince === undefined) return;
      recordingSince = undefined;
      await call(wx.stopRecord.bind(wx), {}).catch(() => undefined);
    },

    keep: (captured, ctx) => keepWeChatMedia(captured, ctx),
  };
}
