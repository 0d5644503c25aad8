import type { CDPSession } from 'playwright-core';

/**
 * A swipe by DevTools touch input (Input.dispatchTouchEvent, so the page gets real pointer events stamped on
 * arrival): down at (x, y), five moves sideways by dx in all, up. The epoch time (ms) its touchStart was sent,
 * for bench/iat. Shared by the implicit-association end-to-end test and the bench.
 */
export async function touchSwipe(cdp: CDPSession, x: number, y: number, dx: number): Promise<number> {
  const sentAt = performance.timeOrigin + performance.now();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 5, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return sentAt;
}
