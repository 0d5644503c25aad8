import type { MediaCaptureAdapter } from './adapter';
import { createBrowserAdapter } from './browser';

/**
 * Which capture a page uses, chosen once: WeChat's own (its JS-SDK: chooseImage, startRecord, uploads through
 * WeChat's servers) when the page runs in WeChat's browser AND the SDK is configured on it (`wx` with the
 * calls it needs); else the browser's, which also works inside WeChat, only without its native pickers.
 */
export type CaptureAdapterName = MediaCaptureAdapter['name'];

/** What the choice reads of the page: its user agent, and the `wx` object WeChat's SDK puts on the window. */
export interface CaptureEnvironment {
  userAgent: string;
  wx?: unknown;
}

export function captureAdapterName(environment: CaptureEnvironment): CaptureAdapterName {
  const inWeChat = /MicroMessenger/i.test(environment.userAgent);
  const wx = environment.wx as { chooseImage?: unknown; startRecord?: unknown } | undefined;
  const configured = typeof wx?.chooseImage === 'function' && typeof wx?.startRecord === 'function';
  return inWeChat && configured ? 'wechat' : 'browser';
}

let chosen: Promise<MediaCaptureAdapter> | undefined;

/** The page's capture adapter (the WeChat one loads only in WeChat; it may decline, then the browser's). */
export function chooseCaptureAdapter(
  environment: CaptureEnvironment = {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    wx: (globalThis as { wx?: unknown }).wx,
  },
): Promise<MediaCaptureAdapter> {
  chosen ??= (async () => {
    if (captureAdapterName(environment) === 'wechat') {
      try {
        const { createWeChatAdapter } = await import('../wechat/adapter');
        const adapter = await createWeChatAdapter();
        if (adapter) return adapter;
      } catch (error) {
        console.warn('WeChat capture could not start; the browser captures instead', error);
      }
    }
    return createBrowserAdapter();
  })();
  return chosen;
}

/** Forgets the choice (tests). */
export function resetCaptureAdapter(): void {
  chosen = undefined;
}
