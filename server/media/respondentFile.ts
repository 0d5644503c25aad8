import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMediaId, MEDIA_API, respondentFileQuerySchema } from '../../src/core/api/media';
import { ResponseCode } from '../../src/core/envelope';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { parseRange } from '../http/byteRange';
import { mediaFileOf } from './records';
import type { MediaStore } from './storage';

export type RespondentFileOptions = { db: Database; store: MediaStore };

const notFound = () => new AppError(ResponseCode.notFound, 'mediaUpload.notFound');

/**
 * A respondent's own stored file, for the runner to show or play back (GET with ?responseId=): only a complete
 * file whose row names that response. Anything else — an unknown id, another response's file, an unfinished
 * upload — is the same 404, so the call never tells whether a file exists. One byte range is served
 * (video players seek with it); the response may be kept by the browser only (private).
 */
export const respondentFileRoutes: FastifyPluginAsyncZod<RespondentFileOptions> = async (
  app,
  { db, store },
) => {
  app.get(
    MEDIA_API.respondentFile,
    {
      exposeHeadRoute: false,
      schema: { params: z.object({ mediaId: z.string().max(64) }), querystring: respondentFileQuerySchema },
    },
    async (request, reply) => {
      const { mediaId } = request.params;
      const { responseId } = request.query;
      if (!isMediaId(mediaId) || !responseId) throw notFound();
      const row = await mediaFileOf(db, mediaId);
      if (!row?.completedAt || !row.storageKey || row.responseId !== responseId) throw notFound();
      const whole = await store.open(row.storageKey);
      if (!whole) throw notFound();
      reply
        .type(row.mimeType ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=86400')
        .header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, whole.size);
      if (!range) return reply.header('content-length', whole.size).send(whole.stream);
      whole.stream.destroy();
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${whole.size}`);
        throw new AppError(416, 'mediaUpload.invalid');
      }
      const part = await store.open(row.storageKey, range);
      if (!part) throw notFound();
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(part.stream);
    },
  );
};
