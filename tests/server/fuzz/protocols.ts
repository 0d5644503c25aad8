import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  type CreatedCode,
  INTERVIEWER_API,
  type InterviewerLoginResponse,
} from '../../../src/core/api/interviewers';
import { MEDIA_API } from '../../../src/core/api/media';
import { call } from '../support/http';
import { hostileString } from './zod-arbitrary';

/**
 * What the route fuzz needs beyond JSON bodies, to reach the handlers behind a protocol: an interviewer's
 * token (the interviewer routes answer 401 to a designer's), and tus requests with tus's headers (without
 * them every tus call stops at 412 before the database). Mostly well-formed, with hostile values mixed in.
 */

/** An interviewer of the fixture's published survey, logged in: their token and id. */
export async function addInterviewer(
  app: FastifyInstance,
  token: string,
  surveyId: string,
): Promise<{ token: string; id: string }> {
  const code = await call<CreatedCode>(app, 'POST', INTERVIEWER_API.createCode, {
    token,
    body: { surveyId, name: '模糊测试访员' },
  });
  if (code.status !== 200) throw new Error(`createCode failed: ${code.envelope.message}`);
  const login = await call<InterviewerLoginResponse>(app, 'POST', INTERVIEWER_API.login, {
    body: { code: code.envelope.data.code },
  });
  if (login.status !== 200) throw new Error(`interviewer login failed: ${login.envelope.message}`);
  return { token: login.envelope.data.token, id: login.envelope.data.interviewer.id };
}

/** A request with its own headers and bytes (tus), sent as it is. */
export type RawBody = { kind: 'raw'; headers: Record<string, string>; payload: Buffer };

/** What a tus request can name: the published survey, its response and question, and a real upload. */
export type TusTargets = {
  surveyId: string;
  responseId: string;
  questionIds: readonly string[];
  /** Media ids of uploads that exist (created unfinished, for HEAD and PATCH to find). */
  mediaIds: readonly string[];
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** tus's Upload-Metadata: `key base64(value)` pairs, comma-separated. */
function metadataHeader(pairs: Record<string, string | undefined>): string {
  return Object.entries(pairs)
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
}

/** A creation's metadata: the real survey, response and question mostly, now and then something else. */
function metadataArbitrary(targets: TusTargets): fc.Arbitrary<string> {
  const sometimes = <T>(real: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 6, arbitrary: real }, { weight: 1, arbitrary: hostileString });
  return fc
    .record(
      {
        mediaId: sometimes(fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...targets.mediaIds))),
        surveyId: sometimes(fc.constant(targets.surveyId)),
        responseId: sometimes(fc.oneof(fc.constant(targets.responseId), fc.uuid({ version: 4 }))),
        questionId: sometimes(fc.constantFrom(...targets.questionIds)),
        kind: sometimes(fc.constantFrom('audio', 'image', 'video')),
        filename: sometimes(fc.constantFrom('照片.png', 'a.mp4', 'voice.m4a')),
        filetype: sometimes(fc.constantFrom('image/png', 'video/mp4', 'audio/mp4')),
      },
      { requiredKeys: [] },
    )
    .map(metadataHeader)
    .chain((header) =>
      fc.oneof({ weight: 9, arbitrary: fc.constant(header) }, { weight: 1, arbitrary: hostileString }),
    );
}

const tusVersion = fc.oneof(
  { weight: 9, arbitrary: fc.constant('1.0.0') },
  { weight: 1, arbitrary: fc.constantFrom('0.2.2', '') },
);

/** A length or offset header: mostly small and right, sometimes huge, negative or not a number. */
const sizeHeader = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 64 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('999999999999999', '-1', '1e3', 'abc', ' 8', '') },
);

/** Bytes of an upload: a PNG's first bytes (a valid start, not a whole image) or anything. */
const uploadBytes = fc.oneof(
  fc.constant(PNG_SIGNATURE),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** Requests for the tus endpoint (POST creation) and an upload's address (HEAD offset, PATCH append). */
export function tusArbitrary(method: string, targets: TusTargets): fc.Arbitrary<RawBody> {
  if (method === 'POST')
    return fc
      .record({ version: tusVersion, length: sizeHeader, metadata: metadataArbitrary(targets) })
      .map(({ version, length, metadata }) => ({
        kind: 'raw' as const,
        headers: { 'tus-resumable': version, 'upload-length': length, 'upload-metadata': metadata },
        payload: Buffer.alloc(0),
      }));
  return fc
    .record({
      version: tusVersion,
      offset: sizeHeader,
      bytes: uploadBytes,
      type: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/offset+octet-stream') },
        { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/plain') },
      ),
    })
    .map(
      ({ version, offset, bytes, type }): RawBody => ({
        kind: 'raw',
        headers:
          method === 'PATCH'
            ? { 'tus-resumable': version, 'upload-offset': offset, 'content-type': type }
            : { 'tus-resumable': version },
        payload: method === 'PATCH' ? bytes : Buffer.alloc(0),
      }),
    );
}

/** An unfinished tus upload of the published survey (12 bytes announced), for HEAD and PATCH to find. */
export async function createTusUpload(
  app: FastifyInstance,
  targets: Omit<TusTargets, 'mediaIds'>,
): Promise<string> {
  const mediaId = randomUUID();
  const response = await app.inject({
    method: 'POST',
    url: MEDIA_API.tus,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '12',
      'upload-metadata': metadataHeader({
        mediaId,
        surveyId: targets.surveyId,
        responseId: targets.responseId,
        questionId: targets.questionIds[0],
        kind: 'image',
        filename: '照片.png',
        filetype: 'image/png',
      }),
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`tus creation failed (${response.statusCode}): ${response.body}`);
  return mediaId;
}
