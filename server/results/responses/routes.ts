import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResultsPluginOptions } from '../plugin';

export const responseRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async () => {};
