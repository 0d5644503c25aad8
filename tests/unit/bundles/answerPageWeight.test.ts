import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chainTo, moduleGraph } from './graph';

/**
 * What the answer page imports statically is fetched before a respondent sees the first question. Dexie (some
 * 31 KB gzip, with dexie-react-hooks, which imports it) is fetched once that question is up (src/runner/
 * device.ts): a static import of it on that path would put it back into every first load. The failure names
 * the chain of imports that brings it in.
 */
const ANSWER_PAGE = fileURLToPath(new URL('../../../src/runner/AnswerPage.tsx', import.meta.url));
/** The device's writes and the send loop (src/runner/storage/responses.ts, sync/saveSync.ts, the outbox). */
const SAVE_MACHINERY = [
  'src/runner/storage/responses.ts',
  'src/runner/sync/saveSync.ts',
  'src/runner/storage/outbox.ts',
];
/** The interviewers' login store, read only when the installed app starts without a survey. */
const INTERVIEWER_LOGINS = 'src/runner/interview/tokenStore.ts';
const isDexie = (path: string) => /node_modules\/dexie(-react-hooks)?\//.test(path);

describe("the answer page's first load", () => {
  it('imports no Dexie statically', { timeout: 30_000 }, async () => {
    const meta = await moduleGraph(ANSWER_PAGE);
    expect(chainTo(meta, 'src/runner/AnswerPage.tsx', isDexie, { staticOnly: true })).toBeUndefined();
    // The check can fail: Dexie is in the page's graph, one dynamic import away.
    expect(chainTo(meta, 'src/runner/AnswerPage.tsx', isDexie)).toBeDefined();
  });

  it('nor the code that writes and sends answers, which loads with the first write', {
    timeout: 30_000,
  }, async () => {
    const meta = await moduleGraph(ANSWER_PAGE);
    for (const module of SAVE_MACHINERY) {
      const isIt = (path: string) => path.endsWith(module);
      expect(chainTo(meta, 'src/runner/AnswerPage.tsx', isIt, { staticOnly: true }), module).toBeUndefined();
      expect(chainTo(meta, 'src/runner/AnswerPage.tsx', isIt), module).toBeDefined();
    }
  });

  it("nor the interviewers' login store", { timeout: 30_000 }, async () => {
    const meta = await moduleGraph(ANSWER_PAGE);
    const isIt = (path: string) => path.endsWith(INTERVIEWER_LOGINS);
    expect(chainTo(meta, 'src/runner/AnswerPage.tsx', isIt, { staticOnly: true })).toBeUndefined();
    expect(chainTo(meta, 'src/runner/AnswerPage.tsx', isIt)).toBeDefined();
  });
});
