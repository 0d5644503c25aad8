import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResultsPluginOptions } from '../plugin';

export const exportRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async () => {};
