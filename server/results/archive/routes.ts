import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyInfoWireSchema } from '../../../src/core/api/design';
import { RESULTS_API, shareQuerySchema } from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import { ARCHIVE_EXTENSION, ARCHIVE_VERSION, ArchiveError } from '../../../src/core/results/archive';
import { readableSurvey } from '../../design/access';
import { reply } from '../../design/routes/common';
import { uploadsDirOf } from '../../design/routes/uploads';
import { surveyWire } from '../../design/survey-wire';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope } from '../../http/envelope';
import { dataSurvey } from '../access';
import { contentDisposition } from '../exports/routes';
import type { ResultsPluginOptions } from '../plugin';
import { type ImportedFiles, importArchive, removeImportedFiles } from './read';
import { archiveStream } from './write';

/** The largest archive accepted for import. */
export const ARCHIVE_MAX_BYTES = 512 * 1024 * 1024;

/**
 * The survey archive (src/core/results/archive.ts): download a survey whole (data authority), and import an
 * archive as a new survey of the caller (edit ability). An import is one transaction: a refused file
 * leaves nothing behind.
 */
export const archiveRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async (app, { db, dataDir }) => {
  const uploadsDir = uploadsDirOf(dataDir);
  // Scoped to this plugin (the design uploads register their own, with their own limits).
  await app.register(multipart, { limits: { fileSize: ARCHIVE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    RESULTS_API.archive,
    { schema: { querystring: shareQuerySchema }, preHandler: app.requireUser },
    async (request, response) => {
      const { survey } = await dataSurvey(db, currentUser(request), request.query.surveyId);
      const name = `${
        [...survey.surveyName]
          .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
          .join('')
          .trim() || survey.id
      }${ARCHIVE_EXTENSION}`;
      return response
        .type('application/gzip')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(archiveStream(db, survey, uploadsDir));
    },
  );

  app.post(
    RESULTS_API.importArchive,
    {
      schema: { response: reply(surveyInfoWireSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new AppError(ResponseCode.badRequest, 'results.archive.noFile');
      const file = await request.file().catch((error: unknown) => {
        throw multipartError(error);
      });
      if (file?.fieldname !== 'file') throw new AppError(ResponseCode.badRequest, 'results.archive.noFile');
      let tooLarge = false;
      file.file.on('limit', () => {
        tooLarge = true;
        file.file.destroy(new ArchiveError('damaged', 0, 'too large'));
      });
      let surveyId: string;
      const files: ImportedFiles = { uploadsDir, written: [] };
      try {
        surveyId = await db.transaction((tx) => importArchive(tx, user.id, file.file, files));
      } catch (error) {
        file.file.resume();
        await removeImportedFiles(files);
        if (tooLarge) {
          throw new AppError(ResponseCode.payloadTooLarge, 'results.archive.tooLarge', {
            max: ARCHIVE_MAX_BYTES / 1024 / 1024,
          });
        }
        throw refusal(error);
      }
      const found = await readableSurvey(db, user, surveyId);
      return okEnvelope(request, surveyWire(found.survey, found.access));
    },
  );
};

/** Why a file was refused, in the caller's words; a row the database will not take is a damaged file too. */
function refusal(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof ArchiveError) {
    if (error.reason === 'notArchive')
      return new AppError(ResponseCode.badRequest, 'results.archive.notArchive');
    if (error.reason === 'unknownVersion') {
      return new AppError(ResponseCode.badRequest, 'results.archive.unknownVersion', {
        version: error.detail,
        max: ARCHIVE_VERSION,
      });
    }
    return new AppError(ResponseCode.badRequest, 'results.archive.damaged', {
      line: error.line,
      reason: error.detail,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AppError(ResponseCode.badRequest, 'results.archive.damaged', {
    line: 0,
    reason: message.slice(0, 200),
  });
}

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(ResponseCode.badRequest, 'results.archive.noFile');
  if (code?.startsWith('FST_')) return new AppError(ResponseCode.badRequest, 'server.request.invalid');
  return error;
}
