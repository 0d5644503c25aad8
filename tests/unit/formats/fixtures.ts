import { readFileSync } from 'node:fs';

/**
 * The format-1 fixtures (tests/fixtures/formats, made once by the code before formats were numbered — see
 * makeV1Fixtures.ts there): what servers and phones already hold. Read fresh for every test, never written.
 * Two more were made once by the code of commit 91def32, the last with the outbox keyed by response and the
 * Workbox save queue: `outbox-entry-v1` (the outbox row for the response above after a network failure and
 * a server failure: commitChange's row through markAttemptFailed twice) and `workbox-save-queue` (the record
 * workbox-background-sync 7.4.1 wrote for that save — QueueStore.pushEntry of StorableRequest.fromRequest —
 * with its ArrayBuffer body given as the UTF-8 text it held).
 */
export function v1Fixture(
  name: 'release-v1' | 'stored-response-v1' | 'outbox-body-v1' | 'outbox-entry-v1' | 'workbox-save-queue',
): Record<string, unknown> {
  const url = new URL(`../../fixtures/formats/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}
