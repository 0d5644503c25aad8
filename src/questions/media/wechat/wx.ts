/**
 * The part of WeChat's JS-SDK (`window.wx`, https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/
 * JS-SDK.html) the media capture calls, as promises. Every call takes success / fail / cancel callbacks; a
 * fail rejects with WeChat's errMsg, a cancel resolves as the caller says.
 */
type Callbacks<T> = {
  success?: (result: T) => void;
  fail?: (result: { errMsg?: string }) => void;
  cancel?: (result: { errMsg?: string }) => void;
};

export interface WeChatSdk {
  chooseImage(
    options: { count: number; sizeType: string[]; sourceType: string[] } & Callbacks<{ localIds: string[] }>,
  ): void;
  uploadImage(
    options: { localId: string; isShowProgressTips: 0 | 1 } & Callbacks<{ serverId: string }>,
  ): void;
  startRecord(options: Callbacks<unknown>): void;
  stopRecord(options: Callbacks<{ localId: string }>): void;
  translateVoice(
    options: { localId: string; isShowProgressTips: 0 | 1 } & Callbacks<{ translateResult?: string }>,
  ): void;
  uploadVoice(
    options: { localId: string; isShowProgressTips: 0 | 1 } & Callbacks<{ serverId: string }>,
  ): void;
}

/** A call WeChat failed (its errMsg), as an error. */
export class WeChatCallError extends Error {
  override readonly name = 'WeChatCallError';
}

/** The page's `wx` when it has the calls the capture needs. */
export function pageWx(): WeChatSdk | undefined {
  const wx = (globalThis as { wx?: Partial<WeChatSdk> }).wx;
  const calls = ['chooseImage', 'uploadImage', 'startRecord', 'stopRecord', 'translateVoice', 'uploadVoice'];
  return wx && calls.every((name) => typeof wx[name as keyof WeChatSdk] === 'function')
    ? (wx as WeChatSdk)
    : undefined;
}

/** One SDK call as a promise: success resolves, fail rejects, cancel resolves with `onCancel`. */
export function call<T, O extends object>(
  invoke: (options: O & Callbacks<T>) => void,
  options: O,
  onCancel?: () => T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    invoke({
      ...options,
      success: resolve,
      fail: (result) => reject(new WeChatCallError(result?.errMsg ?? 'wechat call failed')),
      cancel: (result) =>
        onCancel ? resolve(onCancel()) : reject(new WeChatCallError(result?.errMsg ?? 'cancelled')),
    });
  });
}
