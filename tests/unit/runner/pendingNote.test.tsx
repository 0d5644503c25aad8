// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/i18n';
import type { SaveTrouble } from '../../../src/runner/storage/saveTrouble';
import { PendingNote } from '../../../src/runner/ui/chrome';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function note(props: {
  changes: number;
  files?: number;
  others?: number;
  online?: boolean;
  lang?: Language;
  trouble?: SaveTrouble;
}) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <PendingNote
        changes={props.changes}
        files={props.files}
        others={props.others}
        online={props.online ?? true}
        lang={props.lang ?? 'zh'}
        trouble={props.trouble}
      />,
    ),
  );
  return host.querySelector<HTMLElement>('[data-testid="save-trouble"]');
}

describe('what the respondent is told about unsent answers', () => {
  it('a server that keeps failing: kept on the device, retried, whom to contact (zh and en)', () => {
    const zh = note({ changes: 2, trouble: { kind: 'failing' } });
    expect(zh?.getAttribute('role')).toBe('alert');
    expect(zh?.textContent).toBe(
      '服务器暂时无法保存你的答案，答案已保存在本设备上，系统会继续重试；如持续出现，请联系调查发起方。',
    );
    act(() => root?.unmount());
    const en = note({ changes: 2, lang: 'en', trouble: { kind: 'failing' } });
    expect(en?.textContent).toContain('kept on this device');
  });

  it("a refusal: the server's own words, or its code, and what to do", () => {
    const withMessage = note({
      changes: 1,
      trouble: { kind: 'refused', reason: 'surveyUnavailable', message: '问卷已结束' },
    });
    expect(withMessage?.getAttribute('data-kind')).toBe('refused');
    expect(withMessage?.textContent).toContain('服务器拒绝保存你的答案：问卷已结束');
    expect(withMessage?.textContent).toContain('答案仍保存在本设备上，不会丢失');
    act(() => root?.unmount());
    const withCode = note({
      changes: 1,
      lang: 'en',
      trouble: { kind: 'refused', reason: 'code 409', message: '' },
    });
    expect(withCode?.textContent).toContain('The server refused to save your answers: (error code 409)');
  });

  it('nothing to tell once everything is sent, whatever was recorded before', () => {
    expect(note({ changes: 0, trouble: { kind: 'failing' } })).toBeNull();
  });

  it('says what waits in responses and "your answers", never a count of saves or questions', () => {
    const said = (props: Parameters<typeof note>[0]) => {
      note(props);
      const text = host?.querySelector('[data-testid="pending-count"]')?.textContent ?? null;
      act(() => root?.unmount());
      return text;
    };
    // 32 unsent changes of this response are the respondent's answers, not "32 条答案".
    expect(said({ changes: 32 })).toBe('你的答案等待发送');
    expect(said({ changes: 32, lang: 'en' })).toBe('Your answers are waiting to be sent');
    expect(said({ changes: 3, others: 2 })).toBe('你的答案和本设备上另外 2 份答卷等待发送');
    expect(said({ changes: 0, others: 1 })).toBe('本设备上还有 1 份答卷等待发送');
    expect(said({ changes: 0, others: 3, lang: 'en' })).toBe(
      '3 more responses on this device are waiting to be sent',
    );
    expect(said({ changes: 0, others: 0 })).toBeNull();
  });

  it('counts files (photos, recordings, videos) apart from answers, in words a respondent knows', () => {
    const said = (props: Parameters<typeof note>[0]) => {
      note(props);
      const answers = host?.querySelector('[data-testid="pending-count"]')?.textContent ?? null;
      const files = host?.querySelector('[data-testid="pending-files"]')?.textContent ?? null;
      act(() => root?.unmount());
      return { answers, files };
    };
    expect(said({ changes: 2, files: 3 })).toEqual({
      answers: '你的答案等待发送',
      files: '还有 3 个文件（照片、录音或视频）等待上传',
    });
    // The answers were sent; the files still go.
    expect(said({ changes: 0, files: 1, lang: 'en' })).toEqual({
      answers: null,
      files: 'One file (photo, recording or video) is waiting to be uploaded',
    });
    expect(said({ changes: 0, files: 0 })).toEqual({ answers: null, files: null });
  });
});
