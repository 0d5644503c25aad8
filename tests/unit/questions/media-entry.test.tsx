// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryItem } from '../../../src/questions/media/runner/EntryItem';
import type { EntryStatus } from '../../../src/questions/media/runner/status';

/**
 * One media entry shown from the server's copy (a WeChat capture, or a file the device let go): the image or
 * player points at the respondent's file; a copy that does not load says so instead of a broken image, and is
 * asked for again once the entry's status changes (it was not on the server yet). A lost file says so.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

const URL_OF_COPY = '/api/up/file/m1?responseId=r1';

function show(kind: 'image' | 'audio' | 'video', status: EntryStatus, serverUrl?: string) {
  const element = (
    <EntryItem
      kind={kind}
      name="photo-1.jpg"
      serverUrl={serverUrl}
      status={status}
      readOnly={false}
      lang="zh"
      onDelete={() => undefined}
    />
  );
  if (!root) {
    host = document.createElement('ul');
    document.body.append(host);
    root = createRoot(host);
  }
  act(() => root?.render(element));
  return host as HTMLElement;
}

describe('an entry shown from the server’s copy', () => {
  it('shows the image from the server; one that does not load is said, and asked again when the status moves', () => {
    const list = show('image', { kind: 'unknown' }, URL_OF_COPY);
    expect(list.querySelector('img')?.getAttribute('src')).toBe(URL_OF_COPY);
    act(() => list.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(list.querySelector('img')).toBeNull();
    // Unknown to the device: nothing claims it was sent.
    expect(list.querySelector('[data-testid="media-not-shown"]')).toBeNull();
    show('image', { kind: 'sent' }, URL_OF_COPY);
    expect(list.querySelector('img')?.getAttribute('src')).toBe(URL_OF_COPY);
    act(() => list.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(list.querySelector('[data-testid="media-not-shown"]')?.textContent).toBe('此处无法显示预览');
  });

  it('a player that cannot play the server’s copy (WeChat’s AMR) says so', () => {
    const list = show('audio', { kind: 'sent' }, URL_OF_COPY);
    const audio = list.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe(URL_OF_COPY);
    act(() => audio?.dispatchEvent(new Event('error')));
    expect(list.querySelector('audio')).toBeNull();
    expect(list.querySelector('[data-testid="media-not-shown"]')?.textContent).toBe('此浏览器无法播放该格式');
  });

  it('a video from the server gets its player and rates', () => {
    const list = show('video', { kind: 'sent' }, URL_OF_COPY);
    expect(list.querySelector('video')?.getAttribute('src')).toBe(URL_OF_COPY);
    expect(list.querySelectorAll('.rv-media__rate')).toHaveLength(4);
  });

  it('nothing to show while the server has no copy; a lost file says to capture it again', () => {
    const list = show('image', { kind: 'lost' });
    expect(list.querySelector('img')).toBeNull();
    const status = list.querySelector('[data-testid="media-status"]');
    expect(status?.getAttribute('data-kind')).toBe('lost');
    expect(status?.textContent).toContain('文件已丢失');
    expect(list.querySelector('[data-testid="media-delete"]')).not.toBeNull();
  });
});
