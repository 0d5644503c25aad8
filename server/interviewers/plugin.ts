import type { FastifyPluginAsync } from 'fastify';
import { interviewerDesignerRoutes } from './designer-routes';
import { type InterviewRoutesOptions, interviewRoutes } from './interview-routes';

/** Interviewer mode's calls: the designer's (invite, codes, revoke, figures) and the interviewer's own. */
export const interviewerPlugin: FastifyPluginAsync<InterviewRoutesOptions> = async (app, options) => {
  await app.register(interviewerDesignerRoutes, { db: options.db });
  await app.register(interviewRoutes, options);
};
