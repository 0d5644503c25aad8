import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DESIGN_API,
  deleteQuestionResponseSchema,
  questionIdQuerySchema,
  questionSaveRequestSchema,
  SAVE_ENDPOINTS,
  savedQuestionSchema,
  saveQuestionPath,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { surveyOfQuestion } from '../find-question';
import { findRelation, RELATION_MESSAGE } from '../questions/relations';
import { saveQuestion } from '../questions/save';
import { renumberSurvey } from '../renumber';
import { type DesignRoutesOptions, reply } from './common';

/** The ajaxSave endpoint of every family (spec 1 §3) and the question deletion (spec 1 §4–5). */
export const questionRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  const guard = [app.requireUser, requireAbility('edit')];

  for (const endpoint of SAVE_ENDPOINTS) {
    app.post(
      saveQuestionPath(endpoint),
      {
        schema: { body: questionSaveRequestSchema, response: reply(savedQuestionSchema) },
        preHandler: guard,
      },
      async (request) =>
        okEnvelope(
          request,
          await saveQuestion(db, currentUser(request), endpoint, request.body, requestLanguage(request)),
        ),
    );
  }

  app.get(
    DESIGN_API.deleteQuestion,
    {
      schema: { querystring: questionIdQuerySchema, response: reply(deleteQuestionResponseSchema) },
      preHandler: guard,
    },
    async (request) => {
      const user = currentUser(request);
      const groups = await db.transaction(async (tx) => {
        const { survey } = await surveyOfQuestion(tx, user, request.query.quId, 'edit');
        const relation = await findRelation(tx, survey.id, [request.query.quId]);
        if (relation) {
          throw new AppError(
            ResponseCode.conflict,
            RELATION_MESSAGE[relation.relation],
            { questions: relation.questions.join(', ') },
            relation,
          );
        }
        await tx.delete(questions).where(eq(questions.id, request.query.quId));
        return renumberSurvey(tx, survey.id);
      });
      return okEnvelope(request, groups);
    },
  );
};
