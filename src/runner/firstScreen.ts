/**
 * The moment the runner's first screen is up (a question, or the page that says why there is none). Work that
 * would only compete with the first load — registering the service worker and its precache downloads — waits
 * for it (src/main.tsx).
 */
let shown = false;
const waiting: (() => void)[] = [];

export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const resolve of waiting.splice(0)) resolve();
}

export function firstScreenShown(): Promise<void> {
  return shown ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
