import type { CDPSession } from 'playwright-core';

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
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], ...stamp(0) });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 5, y }],
      ...stamp(step),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], ...stamp(6) });
  return sentAt;
}
