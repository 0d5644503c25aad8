import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DesignRoutesOptions } from '../routes/common';
import { filterRoutes } from './filter-routes';
import { groupLogicRoutes } from './group-routes';
import { questionLogicRoutes } from './question-routes';

/** The designer's logic calls (src/core/api/logic.ts): question, group and option logic. */
export const logicRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  await app.register(questionLogicRoutes, options);
  await app.register(groupLogicRoutes, options);
  await app.register(filterRoutes, options);
};
