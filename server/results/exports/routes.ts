import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportFileQuerySchema,
  exportJobSchema,
  exportJobsQuerySchema,
  exportRequestSchema,
  RESULTS_API,
} from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import { reply } from '../../design/routes/common';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { dataSurvey } from '../access';
import type { ResultsPluginOptions } from '../plugin';
import { exportsDir, findExportJob, jobWire, listExportJobs, startExportJob, sweepJobs } from './jobs';

/**
 * Exports as jobs (src/core/api/results.ts): POST starts one and answers with it queued, GET lists a
 * survey's jobs with their progress, and the file call streams a finished file. Every call needs data
 * authority on the survey (a survey the caller cannot read is a 404, one without data right a 403).
 */
export const exportRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async (app, { db, dataDir }) => {
  // Jobs a previous process left unfinished (a crash, a restart) are failed once they are old enough.
  await sweepJobs(db, dataDir);

  app.post(
    RESULTS_API.exports,
    { schema: { body: exportRequestSchema, response: reply(exportJobSchema) }, preHandler: app.requireUser },
    async (request) => {
      const user = currentUser(request);
      await dataSurvey(db, user, request.body.surveyId);
      const language = requestLanguage(request);
      const job = await startExportJob(db, dataDir, user.id, request.body, language);
      return okEnvelope(request, jobWire(job, language));
    },
  );

  app.get(
    RESULTS_API.exports,
    {
      schema: { querystring: exportJobsQuerySchema, response: reply(z.array(exportJobSchema)) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await dataSurvey(db, currentUser(request), request.query.surveyId);
      const language = requestLanguage(request);
      const jobs = await listExportJobs(db, dataDir, request.query.surveyId);
      return okEnvelope(
        request,
        jobs.map((job) => jobWire(job, language)),
      );
    },
  );

  app.get(
    RESULTS_API.exportFile,
    { schema: { querystring: exportFileQuerySchema }, preHandler: app.requireUser },
    async (request, response) => {
      const job = await findExportJob(db, request.query.jobId);
      if (!job) throw new AppError(ResponseCode.notFound, 'results.export.jobNotFound');
      await dataSurvey(db, currentUser(request), job.surveyId);
      if (job.status === 'failed') throw new AppError(ResponseCode.conflict, 'results.export.failed');
      if (job.status !== 'done') throw new AppError(ResponseCode.conflict, 'results.export.notReady');
      if (!job.filePath || (job.expiresAt && job.expiresAt < new Date())) {
        throw new AppError(ResponseCode.notFound, 'results.export.fileGone');
      }
      const path = join(exportsDir(dataDir), job.filePath);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw new AppError(ResponseCode.notFound, 'results.export.fileGone');
      return response
        .type(CONTENT_TYPES[job.format] ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition(job.fileName ?? job.filePath))
        .header('content-length', found.size)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(path));
    },
  );
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  codebook: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sav: 'application/x-spss-sav',
  audit: 'text/csv; charset=utf-8',
};

/**
 * attachment with an ASCII fallback name and the real one as RFC 5987 `filename*=UTF-8''…`, which every
 * current browser prefers: Chinese, Japanese and Korean survey names survive the download.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
