import { readFileSync } from 'node:fs';

/**
 * The format-1 fixtures (tests/fixtures/formats, made once by the code before formats were numbered — see
 * makeV1Fixtures.ts there): what servers and phones already hold. Read fresh for every test, never written.
 */
export function v1Fixture(
  name: 'release-v1' | 'stored-response-v1' | 'outbox-body-v1',
): Record<string, unknown> {
  const url = new URL(`../../fixtures/formats/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}
