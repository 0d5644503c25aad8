import type { Page } from 'playwright-core';
import type { TestServer } from './runnerSupport';
import { DEMO_PASSWORD } from './server';

/** Signs the page in as the demo designer through the login form and waits for the survey list. */
export async function signInAsDemo(
  page: Page,
  server: Pick<TestServer, 'url'> & { demoAccount?: TestServer['demoAccount'] },
): Promise<void> {
  // Only a server in demo mode has the account (startServer's `demo`).
  if (!server.demoAccount) throw new Error('the server was started without demo mode');
  await page.goto(`${server.url}/#/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('用户名').fill(server.demoAccount.userName);
  await form.getByLabel('密码').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('survey-list').waitFor();
}

/** A CSS selector's state as Playwright's waitFor names it. */
export type SelectorState = 'visible' | 'hidden' | 'detached';

/**
 * Waits until `selector` is `state` (Playwright's meaning: visible, none visible, none in the page), checked by
 * the page on every animation frame. A locator's waitFor retries on a backoff that reaches half a second, so a
 * save of 300 ms is seen 800 ms later: in a loop of dozens of such steps that was most of a file's time.
 */
export async function untilOnPage(
  page: Page,
  selector: string,
  state: SelectorState,
  timeout = 30_000,
): Promise<void> {
  await page.waitForFunction(
    ({ selector, state }) => {
      const found = [...document.querySelectorAll(selector)];
      if (state === 'detached') return found.length === 0;
      const shown = found.some(
        (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
      );
      return state === 'visible' ? shown : !shown;
    },
    { selector, state },
    { timeout },
  );
}

/**
 * Waits until nothing animates on or around `selector`: the element, what it holds, and what holds it (an antd
 * popover fades in on its wrapper, outside the element the test names), checked each frame.
 */
export async function animationsDone(page: Page, selector: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const elements = [...document.querySelectorAll(selector)];
      return document.getAnimations().every((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const near =
          target && elements.some((element) => target.contains(element) || element.contains(target));
        return !near || animation.playState !== 'running';
      });
    },
    selector,
    { timeout },
  );
}

/** A test id's CSS selector, for untilOnPage. */
export const byTestId = (testId: string) => `[data-testid="${testId}"]`;
