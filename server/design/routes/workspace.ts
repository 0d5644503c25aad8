import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DESIGN_API,
  editPageRequestSchema,
  editPageResponseSchema,
  questionIdQuerySchema,
  questionListResponseSchema,
  surveyDesignSchema,
  surveyIdQuerySchema,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import type { Group } from '../../../src/core/model';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope } from '../../http/envelope';
import { editableSurvey, readableSurvey, type SurveyWithAccess } from '../access';
import { surveyOfQuestion } from '../find-question';
import { flattenQuestions, loadDesign } from '../load-design';
import { surveyWire } from '../survey-wire';
import { type DesignRoutesOptions, reply } from './common';

/** The designer's workspace reads (spec 1 §7): the whole design, the question list, and page types. */
export const workspaceRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  const designOf = async ({ survey, access }: SurveyWithAccess) => ({
    ...surveyWire(survey, access),
    groupList: await loadDesign(db, survey.id),
  });

  app.get(
    DESIGN_API.design,
    {
      schema: { querystring: surveyIdQuerySchema, response: reply(surveyDesignSchema) },
      preHandler: app.requireUser,
    },
    async (request) =>
      okEnvelope(
        request,
        await designOf(await readableSurvey(db, currentUser(request), request.query.surveyId)),
      ),
  );

  app.get(
    DESIGN_API.surveyByQuestion,
    {
      schema: { querystring: questionIdQuerySchema, response: reply(surveyDesignSchema) },
      preHandler: app.requireUser,
    },
    async (request) =>
      okEnvelope(
        request,
        await designOf(await surveyOfQuestion(db, currentUser(request), request.query.quId, 'read')),
      ),
  );

  app.get(
    DESIGN_API.questionList,
    {
      schema: { querystring: surveyIdQuerySchema, response: reply(questionListResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, flattenQuestions(await loadDesign(db, survey.id)));
    },
  );

  app.post(
    DESIGN_API.editPage,
    {
      schema: { body: editPageRequestSchema, response: reply(editPageResponseSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const user = currentUser(request);
      const result = await db.transaction(async (tx) => {
        const ids = request.body.map((entry) => entry.id);
        const rows = await tx
          .select({ id: questions.id, surveyId: questions.belongId })
          .from(questions)
          .where(inArray(questions.id, ids));
        if (rows.length !== new Set(ids).size)
          throw new AppError(ResponseCode.notFound, 'design.question.notFound');
        const designs = new Map<string, Group[]>();
        // Surveys are locked in id order: two requests naming the same surveys in other orders would
        // otherwise each hold one lock and wait for the other's (a deadlock on PostgreSQL).
        for (const surveyId of [...new Set(rows.map((row) => row.surveyId))].sort()) {
          await editableSurvey(tx, user, surveyId);
          designs.set(surveyId, await loadDesign(tx, surveyId));
        }
        const surveyOf = new Map(rows.map((row) => [row.id, row.surveyId]));
        const stored: { id: string; pageType: 1 | 2 | 3 }[] = [];
        for (const entry of request.body) {
          const groups = designs.get(surveyOf.get(entry.id) ?? '') ?? [];
          const pageType = forcedPageType(groups, entry.id, entry.pageType) ?? entry.pageType;
          await tx
            .update(questions)
            .set({ pageType, updatedAt: new Date() })
            .where(eq(questions.id, entry.id));
          stored.push({ id: entry.id, pageType });
        }
        return stored;
      });
      return okEnvelope(request, result);
    },
  );
};

/**
 * Spec 1 §4: a page that follows a checkpoint question, and the first page of a group given page type 2, are
 * single pages (type 1). Returns 1 where one of these applies to the question, else undefined (kept).
 */
export function forcedPageType(
  groups: readonly Group[],
  questionId: string,
  requested: number,
): 1 | undefined {
  for (const group of groups) {
    const index = group.questionList.findIndex((question) => question.id === questionId);
    if (index < 0) continue;
    if (index === 0) return requested === 2 ? 1 : undefined;
    if (group.questionList[index - 1]?.elementType === 'CheckPointBox') return 1;
    return undefined;
  }
  return undefined;
}
