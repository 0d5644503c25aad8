import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResultsPluginOptions } from '../plugin';

export const archiveRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async () => {};
