import type { CDPSession, Page } from 'playwright-core';

/** How far apart a stamped swipe's touches are, as a finger's at 60 Hz. */
const MOVE_INTERVAL_MS = 16;

/**
 * A swipe by DevTools touch input (Input.dispatchTouchEvent): down at (x, y), five moves sideways by dx in all,
 * up. Unstamped, the page's events carry the time they arrived. With `stampAt` (epoch ms) the touches carry
 * their own time, as a touchscreen's hardware stamps them: the touchStart `stampAt`, each move 16 ms later
 * than the one before. Chromium gives the pointer events exactly these times as their timeStamp (to the
 * 0.1 ms the page's clock is coarsened to), however late DevTools delivers them, as long as a stamp is not
 * older than the page's previous input event. Returns the epoch time (ms) the touchStart was sent.
 * Shared by the implicit-association end-to-end test and bench/iat.
 */
export async function touchSwipe(
  cdp: CDPSession,
  x: number,
  y: number,
  dx: number,
  stampAt?: number,
): Promise<number> {
  const stamp = (step: number) =>
    stampAt === undefined ? {} : { timestamp: (stampAt + step * MOVE_INTERVAL_MS) / 1000 };
  const sentAt = performance.timeOrigin + performance.now();
  const touches = [
    { type: 'touchStart' as const, touchPoints: [{ x, y }], ...stamp(0) },
    ...[1, 2, 3, 4, 5].map((step) => ({
      type: 'touchMove' as const,
      touchPoints: [{ x: x + (dx * step) / 5, y }],
      ...stamp(step),
    })),
    { type: 'touchEnd' as const, touchPoints: [], ...stamp(6) },
  ];
  // Sent at once, not each after the previous one's answer: DevTools handles a session's commands in order and
  // Chromium's input queue keeps that order, so the page sees the same touches (its moves perhaps coalesced
  // into fewer pointermoves, as a fast finger's are), without seven round trips a swipe (180 swipes a full IAT).
  await Promise.all(touches.map((touch) => cdp.send('Input.dispatchTouchEvent', touch)));
  return sentAt;
}

/** A trial's card as the respondent sees it: what it shows and where its centre is (viewport CSS pixels). */
export interface ShownCard {
  stimulus: string;
  x: number;
  y: number;
}

/**
 * Waits until trial `trial` (1…) is painted (its onset frame has run, so a swipe now answers it): its
 * stimulus and the card's centre, in one look. The page checks on every animation frame (waitForFunction's
 * polling), so the swipe can follow the frame that shows the card: a locator's waitFor retries on a backoff
 * that reaches half a second, which a trial 250 ms after the last one fell into, most of a full IAT's minutes.
 */
export async function shownCard(page: Page, trial: number): Promise<ShownCard> {
  const found = await page.waitForFunction(
    (n) => {
      const card = document.querySelector(
        `.iat[data-phase="trial"] .iat-card[data-trial="${n}"][data-onset]`,
      );
      if (!(card instanceof HTMLElement)) return null;
      const box = card.getBoundingClientRect();
      return { stimulus: card.dataset.stimulus ?? '', x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    trial,
    { timeout: 15_000 },
  );
  const card = await found.jsonValue();
  if (!card) throw new Error(`trial ${trial} was not shown`);
  return card;
}
