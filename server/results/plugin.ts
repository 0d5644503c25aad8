import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import type { MediaStore } from '../media/storage';
import { archiveRoutes } from './archive/routes';
import { auditRoutes } from './audit/routes';
import { exportRoutes } from './exports/routes';
import { mediaRoutes } from './media/routes';
import { responseRoutes } from './responses/routes';
import { statsRoutes } from './stats/routes';

export type ResultsPluginOptions = {
  db: Database;
  /** Export files are written under `<dataDir>/exports/`. */
  dataDir: string;
  /** Where respondents' media files are read from; the data directory's media folder when absent. */
  mediaStore?: MediaStore;
};

/**
 * What was collected, read back (src/core/api/results.ts): statistics and the public report, the responses
 * and their review, exports as jobs, and the survey archive.
 */
export const resultsPlugin: FastifyPluginAsync<ResultsPluginOptions> = async (app, options) => {
  await app.register(statsRoutes, options);
  await app.register(responseRoutes, options);
  await app.register(exportRoutes, options);
  await app.register(archiveRoutes, options);
  await app.register(mediaRoutes, options);
  await app.register(auditRoutes, options);
};
