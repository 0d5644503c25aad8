import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { previewRoutes } from '../publish/preview';
import { publishRoutes } from '../publish/routes';
import { ensureDictionaries } from '../seed/dictionaries';
import { logicRoutes } from './logic/routes';
import { dictionaryRoutes } from './routes/dictionaries';
import { groupRoutes } from './routes/groups';
import { orderRoutes } from './routes/order';
import { questionRoutes } from './routes/questions';
import { surveyRoutes } from './routes/surveys';
import { uploadRoutes } from './routes/uploads';
import { workspaceRoutes } from './routes/workspace';

export type DesignPluginOptions = { db: Database; dataDir: string };

/** The designer's and publishing calls; the profile dictionaries are seeded (idempotently) first. */
export const designPlugin: FastifyPluginAsync<DesignPluginOptions> = async (app, options) => {
  await ensureDictionaries(options.db);
  await app.register(surveyRoutes, options);
  await app.register(workspaceRoutes, options);
  await app.register(groupRoutes, options);
  await app.register(orderRoutes, options);
  await app.register(questionRoutes, options);
  await app.register(logicRoutes, options);
  await app.register(dictionaryRoutes, options);
  await app.register(uploadRoutes, options);
  await app.register(publishRoutes, { db: options.db });
  await app.register(previewRoutes, { db: options.db });
};
