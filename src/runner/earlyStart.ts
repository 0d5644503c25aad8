import { hashSearch } from './navigation';
import { spawnLogicWorker } from './logic/spawnWorker';

/**
 * For an answer link, starts from the entry what the answer page would otherwise start only once its chunks
 * had arrived and React had mounted it: the logic worker at once (unless index.html's boot script already
 * did), then, as soon as the page's chunk is in, the survey load, the IndexedDB reads and the family views
 * (session/sessionStart.ts). Resolves when the session has been started, never rejects (the page starts one
 * itself when this could not).
 */
export async function startAnswerEarly(pageKey: string | undefined): Promise<void> {
  performance.mark('wenda:entry');
  const params = new URLSearchParams(hashSearch());
  if (pageKey !== '/answer' || !params.get('surveyId')?.trim()) return;
  const worker = spawnLogicWorker();
  try {
    // The page's own chunk (which holds the session code): one dynamic import, so the bundler does not split
    // what the two would share into many small chunks.
    const { answerQueryOf, prestartSession } = await import('./AnswerPage');
    performance.mark('wenda:answer-chunk');
    const query = answerQueryOf(params);
    if (query) prestartSession(query, worker);
    else worker.terminate();
  } catch {
    worker.terminate();
  }
}
