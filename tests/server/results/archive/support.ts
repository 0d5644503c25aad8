import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SurveyInfoWire } from '../../../../src/core/api/design';
import { RESULTS_API } from '../../../../src/core/api/results';
import type { Envelope } from '../../../../src/core/envelope';
import { multipart } from '../../support/multipart';

/** GET the archive of a survey: the raw response (the file, or a JSON envelope when refused). */
export function downloadArchive(app: FastifyInstance, token: string | undefined, surveyId: string) {
  return app.inject({
    method: 'GET',
    url: `${RESULTS_API.archive}?surveyId=${surveyId}`,
    headers: token ? { token } : {},
  });
}

/** POST a file as the multipart field `file` to the import call. */
export async function importFile(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Buffer,
  name = 'a.wenda.jsonl.gz',
) {
  const { payload, contentType } = multipart([
    { name: 'file', fileName: name, contentType: 'application/gzip', content: bytes },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: RESULTS_API.importArchive,
    headers: { ...(token ? { token } : {}), 'content-type': contentType },
    payload,
  });
  const envelope = response.json() as Envelope<SurveyInfoWire>;
  expect(envelope.code).toBe(response.statusCode);
  return { status: response.statusCode, envelope };
}

/** The lines of an archive, parsed. */
export function archiveLines(file: Buffer): Record<string, unknown>[] {
  return gunzipSync(file)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** An archive of the given lines. */
export function archiveOf(lines: readonly unknown[]): Buffer {
  return gzipSync(Buffer.from(lines.map((line) => `${JSON.stringify(line)}\n`).join('')));
}

/** A value with every id-named field taken out, so a copy can be compared with its source. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/(^id|Id)$/.test(key))
        .map(([key, entry]) => [key, withoutIds(entry)]),
    );
  }
  return value;
}

/**
 * Numbers to 12 significant digits: a standard deviation summed in another row order differs in its last
 * bits, which is not a difference of the data.
 */
export function rounded(value: unknown): unknown {
  if (typeof value === 'number') return Number(value.toPrecision(12));
  if (Array.isArray(value)) return value.map(rounded);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, rounded(entry)]));
  }
  return value;
}
