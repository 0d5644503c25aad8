import type { MediaCaptureAdapter } from '../capture/adapter';

/**
 * WeChat's capture adapter (its JS-SDK), chosen by src/questions/media/capture/choose.ts inside WeChat's
 * browser. Until it is written this declines, and the browser's adapter captures in WeChat too.
 */
export async function createWeChatAdapter(): Promise<MediaCaptureAdapter | undefined> {
  return undefined;
}
