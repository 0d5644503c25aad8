import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_API } from '../../../src/core/api/media';
import { RESULTS_API, surveyFilterRequestSchema } from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { parseRange } from '../../http/byteRange';
import { requestLanguage } from '../../http/envelope';
import { localMediaStore } from '../../media/storage';
import { dataSurvey } from '../access';
import { contentDisposition } from '../exports/routes';
import type { ResultsPluginOptions } from '../plugin';
import { receivedFile, surveyOfMedia } from './files';
import { mediaZipStream } from './zip';

const mediaParamsSchema = z.object({ mediaId: z.string().min(1).max(64) });

/**
 * Respondents' media files for the people who read the survey's results (its owner and data grantees,
 * checked as every results call is): one file to view or play, with byte ranges for audio and video
 * players, and the survey's files as one ZIP. Anything else — an unknown id, another survey's file, one
 * not received whole, a survey the caller may not read the data of — is the same 404, so a file's
 * existence is never told to someone who may not have it.
 */
export const mediaRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async (app, options) => {
  const { db } = options;
  const store = options.mediaStore ?? localMediaStore(options.dataDir);
  const notFound = () => new AppError(ResponseCode.notFound, 'results.media.notFound');

  app.get(
    MEDIA_API.resultsFile,
    { schema: { params: mediaParamsSchema }, preHandler: app.requireUser },
    async (request, reply) => {
      const { mediaId } = request.params;
      const surveyId = await surveyOfMedia(db, mediaId);
      if (!surveyId) throw notFound();
      await dataSurvey(db, currentUser(request), surveyId).catch((error: unknown) => {
        throw error instanceof AppError ? notFound() : error;
      });
      const row = await receivedFile(db, surveyId, mediaId);
      const opened = row?.storageKey ? await store.open(row.storageKey) : undefined;
      if (!row || !opened) throw notFound();
      const size = opened.size;
      const range = parseRange(request.headers.range, size);
      reply
        .type(row.mimeType ?? 'application/octet-stream')
        .header('accept-ranges', 'bytes')
        // The bytes under a media id never change; only the reader's session may read them.
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition(row.fileName || mediaId).replace(/^attachment/, 'inline'),
        );
      if (range === 'unsatisfiable') {
        opened.stream.destroy();
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      if (!range) return reply.header('content-length', size).send(opened.stream);
      opened.stream.destroy();
      const part = await store.open(row.storageKey ?? '', range);
      if (!part) throw notFound();
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(part.stream);
    },
  );

  app.post(
    RESULTS_API.mediaZip,
    { schema: { body: surveyFilterRequestSchema }, preHandler: app.requireUser },
    async (request, reply) => {
      const { surveyId, filter } = request.body;
      const { survey } = await dataSurvey(db, currentUser(request), surveyId);
      const stream = await mediaZipStream(db, store, surveyId, filter, requestLanguage(request), (error) =>
        request.log.error({ err: error, surveyId }, 'media ZIP'),
      );
      const name = `${
        [...survey.surveyName]
          .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
          .join('')
          .trim() || survey.id
      }-media.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
