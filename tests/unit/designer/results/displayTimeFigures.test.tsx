// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { DisplayTimeSummary } from '../../../../src/core/api/displayTimeSummary';
import { DisplayTimeFigures } from '../../../../src/designer/results/summaries/DisplayTimeFigures';
import { setLanguage } from '../../../../src/shell/language';

/**
 * The question card's display-time figures: the time set and its end in words, then reached, moved on or hidden
 * by the timer, left before, median and mean — for a page moving on and a question hiding its content, in zh
 * and en; an item nobody reached has no times to give.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function render(items: DisplayTimeSummary[]) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<DisplayTimeFigures items={items} />));
  const sections = [...host.querySelectorAll('[data-testid="display-time-summary"]')];
  return sections.map((section) => ({
    head: section.querySelector('.wd-res__displaytime-head')?.textContent,
    figures: [...section.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  }));
}

const page: DisplayTimeSummary = {
  itemId: 'p1',
  kind: 'page',
  limitSeconds: 2,
  end: 'next',
  reached: 4,
  ranOut: 3,
  medianSeconds: 2.003,
  meanSeconds: 1.848,
};
const question: DisplayTimeSummary = {
  itemId: 'q2',
  kind: 'question',
  limitSeconds: 3,
  end: 'hide',
  reached: 0,
  ranOut: 0,
  medianSeconds: null,
  meanSeconds: null,
};

describe('display-time figures on a question card', () => {
  it('says each item in zh: the page moving on, the question hiding its content', () => {
    setLanguage('zh', { remember: false });
    expect(render([page, question])).toEqual([
      {
        head: '所在页限时显示 2 秒 · 到时自动进入下一页',
        figures: [
          ['看到', '4 人'],
          ['到时被自动翻页', '3 人'],
          ['到时前已离开', '1 人'],
          ['显示时长中位数', '2.003 秒'],
          ['平均显示时长', '1.848 秒'],
        ],
      },
      {
        head: '本题限时显示 3 秒 · 到时隐藏题目内容',
        figures: [
          ['看到', '0 人'],
          ['到时内容被隐藏', '0 人'],
          ['到时前已离开', '0 人'],
          ['显示时长中位数', '–'],
          ['平均显示时长', '–'],
        ],
      },
    ]);
  });

  it('says them in en', () => {
    setLanguage('en', { remember: false });
    const [shown] = render([page]);
    expect(shown?.head).toBe('Its page shows for 2 s · then moves on');
    expect(shown?.figures[1]).toEqual(['Moved on by the timer', '3']);
    expect(shown?.figures[3]).toEqual(['Median time shown', '2.003 s']);
  });
});
