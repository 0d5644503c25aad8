// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerValue, Question } from '../../../src/core/model';
import { newQuestion } from '../../../src/questions/catalogue';
import { preloadAnswerViews } from '../../../src/runner/familyViews';
import { QuestionBlock } from '../../../src/runner/ui/QuestionBlock';

/**
 * The timed response view before any microphone works: an item is named in the list only once it was
 * answered (read before its onset, it would be primed), not at all once display time's 'hide' ran out; a
 * browser without MediaRecorder and a refused microphone are each told in their own words, and nothing is
 * recorded.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => preloadAnswerViews(['timedResponse']));

let next = 0;
const makeId = () => `id${++next}`;
const question = (): Question =>
  newQuestion('timedResponse', { id: `q${++next}`, belongId: 's', groupId: 'g', makeId, lang: 'zh' });

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  vi.unstubAllGlobals();
});

function render(q: Question, answer: AnswerValue | undefined, stimulusHidden = false) {
  const onChange = vi.fn();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <QuestionBlock
        question={q}
        title={q.quTitle}
        answer={answer}
        readOnly={false}
        optionOrder={[]}
        descOrder={q.descList.map((desc) => desc.id)}
        issues={[]}
        showNumber
        lang="zh"
        accentColor="#38adab"
        onChange={onChange}
        stimulusHidden={stimulusHidden}
      />,
    ),
  );
  return { el: host, onChange };
}

const labels = (el: HTMLElement) =>
  [...el.querySelectorAll('.rv-timed__label')].map((label) => label.textContent);
const MEDIA = '0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('timed response view', () => {
  it('names an item in the list only once answered, and none while the stimulus is hidden', () => {
    const q = question();
    const [first] = q.descList;
    const answer: AnswerValue = {
      kind: 'media',
      entries: [
        { optionName: 'r.webm', value: MEDIA, descId: first?.id as string, onsetMs: 310, latencyMs: 655 },
      ],
    };
    const { el } = render(q, answer);
    expect(labels(el)).toEqual(['第 1 项 · 项目1', '第 2 项']);
    expect(el.textContent).toContain('反应时 655 毫秒');
    expect(el.querySelector('[data-testid="timed-start"]')?.textContent).toBe('开始第 2 项');
    act(() => root?.unmount());
    host?.remove();
    const hidden = render(q, answer, true);
    expect(labels(hidden.el)).toEqual(['第 1 项', '第 2 项']);
  });

  it('says so when the browser cannot record, and when the microphone is refused', async () => {
    const q = question();
    vi.stubGlobal('MediaRecorder', undefined);
    const { el, onChange } = render(q, undefined);
    await act(async () => (el.querySelector('[data-testid="timed-start"]') as HTMLButtonElement).click());
    expect(el.querySelector('[data-testid="timed-trouble"]')?.textContent).toBe(
      '此浏览器不支持录音，请使用最新版的 Chrome、Safari 或微信打开本问卷',
    );

    vi.stubGlobal('MediaRecorder', class {});
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await act(async () => (el.querySelector('[data-testid="timed-start"]') as HTMLButtonElement).click());
    expect(el.querySelector('[data-testid="timed-trouble"]')?.textContent).toBe(
      '无法使用麦克风：请在浏览器设置中允许本页面录音，然后重试',
    );
    expect(el.querySelector('[data-testid="timed-stimulus"]')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
