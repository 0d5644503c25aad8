import type { Page } from 'playwright-core';
import { publishTwoPageSurvey } from '../../tests/e2e/runnerSupport';
import type { startTestServer } from '../../tests/e2e/server';

/** What run.ts, ab.ts and trace.ts share: the bench's survey, the first-question watch, the median. */

declare global {
  interface Window {
    __firstQuestionAt?: number;
  }
}

/** The element that is the first question on screen, in Wenda's runner. */
export const WENDA_FIRST_QUESTION = '.wr-q .rv';

/**
 * Installed before any page script: notes performance.now() when the selector first matches a laid-out element,
 * checked on every DOM change and, for a change of layout alone (a style sheet arriving), on every frame. A
 * string, not a function: tsx's name helpers do not exist in the page.
 */
export const watchFirstQuestion = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  let observer;
  const check = () => {
    if (window.__firstQuestionAt !== undefined) return true;
    const element = document.querySelector(selector);
    if (element === null || element.getBoundingClientRect().height === 0) return false;
    window.__firstQuestionAt = performance.now();
    observer.disconnect();
    console.log(${JSON.stringify(FIRST_QUESTION_SIGNAL)});
    return true;
  };
  observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  const onFrame = () => {
    if (!check()) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
})();`;

/** What the watch logs once the first question is visible. */
const FIRST_QUESTION_SIGNAL = 'wenda-bench:first-question-visible';

/**
 * Runs a navigation and waits for the watch's console signal. Not `page.waitForFunction`: that evaluates
 * Playwright's injected script (~25 ms of main thread) in the page while it is starting, inside the very time
 * measured.
 */
export async function navigateToFirstQuestion(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text() === FIRST_QUESTION_SIGNAL,
    timeout: 60_000,
  });
  await navigate();
  await shown;
}

/** The bench's survey (the runner-start test's own), published: its answer link. */
export function publishBenchSurvey(server: Awaited<ReturnType<typeof startTestServer>>): Promise<string> {
  return publishTwoPageSurvey(server, '基准问卷');
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
