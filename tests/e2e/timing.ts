/** E2E_TIMING=1: how long each file's fixed set-up takes (data copy, server start, browser launch), on stderr. */
export function logTiming(what: string): void {
  if (process.env.E2E_TIMING) console.error(`[e2e timing] ${what}`);
}

/** Milliseconds from `start` to `end` (now by default), for logTiming. */
export function elapsed(start: number, end = performance.now()): string {
  return `${Math.round(end - start)} ms`;
}
