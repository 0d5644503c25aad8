import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingType, stampedName } from '../../../src/questions/media/capture/browser';
import {
  captureAdapterName,
  chooseCaptureAdapter,
  resetCaptureAdapter,
} from '../../../src/questions/media/capture/choose';
import { jpegName, scaledSize } from '../../../src/questions/media/capture/downscale';
import { IMAGE_LONG_EDGE_PX } from '../../../src/questions/media/limits';
import { entryStatus, showsServerCopy } from '../../../src/questions/media/runner/status';

/** The pure parts of capture: the downscale's sizes, the adapter's choice, recording types, entry states. */

describe('downscale sizes', () => {
  it.each([
    [4032, 3024, { width: IMAGE_LONG_EDGE_PX, height: 1200 }],
    [3024, 4032, { width: 1200, height: IMAGE_LONG_EDGE_PX }],
    [1600, 900, { width: 1600, height: 900 }],
    [800, 600, { width: 800, height: 600 }],
    [10000, 10, { width: IMAGE_LONG_EDGE_PX, height: 2 }],
    [100000, 1, { width: IMAGE_LONG_EDGE_PX, height: 1 }],
  ])(
    '%i × %i → %o (long edge at most the limit, never enlarged, proportions kept)',
    (width, height, expected) => {
      expect(scaledSize(width, height)).toEqual(expected);
    },
  );
  it('names the kept JPEG after the picked file', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('photo.jpeg')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
    expect(jpegName('照片')).toBe('照片.jpg');
  });
});

describe('choosing the capture adapter', () => {
  const weChat =
    'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI';
  const chrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
  const wx = { chooseImage: () => undefined, startRecord: () => undefined };
  afterEach(() => resetCaptureAdapter());

  it('WeChat’s own only inside WeChat with its SDK configured', () => {
    expect(captureAdapterName({ userAgent: weChat, wx })).toBe('wechat');
    expect(captureAdapterName({ userAgent: weChat })).toBe('browser');
    expect(captureAdapterName({ userAgent: weChat, wx: { chooseImage: 1 } })).toBe('browser');
    expect(captureAdapterName({ userAgent: chrome, wx })).toBe('browser');
    expect(captureAdapterName({ userAgent: chrome })).toBe('browser');
  });

  it('loads the WeChat adapter in WeChat, and falls back to the browser’s when it declines or fails', async () => {
    const wechatModule = '../../../src/questions/media/wechat/adapter';
    vi.doMock(wechatModule, () => ({ createWeChatAdapter: async () => ({ name: 'wechat' }) }));
    expect((await chooseCaptureAdapter({ userAgent: weChat, wx })).name).toBe('wechat');
    resetCaptureAdapter();
    expect((await chooseCaptureAdapter({ userAgent: chrome, wx })).name).toBe('browser');
    resetCaptureAdapter();
    vi.doMock(wechatModule, () => ({ createWeChatAdapter: async () => undefined }));
    expect((await chooseCaptureAdapter({ userAgent: weChat, wx })).name).toBe('browser');
    resetCaptureAdapter();
    vi.doMock(wechatModule, () => ({
      createWeChatAdapter: async () => {
        throw new Error('wx.config failed');
      },
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await chooseCaptureAdapter({ userAgent: weChat, wx })).name).toBe('browser');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    vi.doUnmock(wechatModule);
  });
});

describe('recording', () => {
  it('asks MediaRecorder for the first type the browser has', () => {
    expect(recordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingType((type) => type.startsWith('audio/mp4'))).toBe('audio/mp4');
    expect(recordingType((type) => type === 'audio/ogg')).toBe('audio/ogg');
    expect(recordingType(() => false)).toBe('');
  });
  it('names a recording by its local time', () => {
    expect(stampedName('recording', 'webm', new Date(2026, 10, 26, 4, 30, 12))).toBe(
      'recording-20261126-043012.webm',
    );
  });
});

describe('an entry’s upload status', () => {
  it.each([
    ['waiting', { state: 'waiting' as const, size: 100, sentBytes: 0 }, undefined, { kind: 'waiting' }],
    [
      'sending',
      { state: 'waiting' as const, size: 1000, sentBytes: 250 },
      undefined,
      { kind: 'sending', percent: 25 },
    ],
    [
      'all bytes but not confirmed',
      { state: 'waiting' as const, size: 100, sentBytes: 100 },
      undefined,
      { kind: 'sending', percent: 99 },
    ],
    ['sent', { state: 'uploaded' as const, size: 100, sentBytes: 100 }, undefined, { kind: 'sent' }],
    [
      'refused, with the server’s words',
      { state: 'waiting' as const, size: 100 },
      { refusedReason: 'badFileType', refusedMessage: '文件格式不正确' },
      { kind: 'refused', reason: '文件格式不正确' },
    ],
    [
      'refused, reason only',
      { state: 'waiting' as const, size: 100 },
      { refusedReason: 'http 413' },
      { kind: 'refused', reason: 'http 413' },
    ],
    [
      'lost on the device before it was sent (a WeChat capture from before a reload)',
      { state: 'waiting' as const, size: 0 },
      { refusedReason: 'fileLost' },
      { kind: 'lost' },
    ],
    ['unknown to this device', undefined, undefined, { kind: 'unknown' }],
  ])('%s', (_name, media, upload, expected) => {
    expect(entryStatus(media, upload)).toEqual(expected);
  });
});

describe('an entry shown from the server’s copy', () => {
  const blob = new Blob(['x']);
  it.each([
    ['the device holds its bytes', { state: 'waiting' as const, blob }, false],
    ['sent, the device still holding its bytes', { state: 'uploaded' as const, blob }, false],
    ['sent and let go (or a WeChat capture the server has)', { state: 'uploaded' as const }, true],
    [
      'a WeChat capture not on the server yet: no bytes anywhere to show',
      { state: 'waiting' as const },
      false,
    ],
    ['refused by the server', { state: 'refused' as const }, false],
    ['unknown to this device (an answer resumed from another)', undefined, true],
  ])('%s', (_name, media, expected) => {
    expect(showsServerCopy(media)).toBe(expected);
  });
});
