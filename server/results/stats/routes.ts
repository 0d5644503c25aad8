import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResultsPluginOptions } from '../plugin';

export const statsRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async () => {};
