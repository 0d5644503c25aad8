import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DESIGN_API,
  groupListResponseSchema,
  questionOrderQuerySchema,
  sortingRequestSchema,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import { inSequence } from '../../db/in-sequence';
import { questionGroups, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { editableSurvey } from '../access';
import { refuseBrokenOrder } from '../logic/moveCheck';
import { writeOrder } from '../questions/save';
import { renumberSurvey } from '../renumber';
import { type DesignRoutesOptions, reply } from './common';

const mismatch = () => new AppError(ResponseCode.badRequest, 'design.order.mismatch');

/** Question sorting (spec 1 §7): the short form by ids, and the full sorting payload. */
export const orderRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  const guard = [app.requireUser, requireAbility('edit')];

  /**
   * GET ?questionsIds=a,b,c: the listed questions take this order. Each group keeps its members; the slots
   * the listed questions held in a group are filled with them in the order given.
   */
  app.get(
    DESIGN_API.questionOrder,
    {
      schema: { querystring: questionOrderQuerySchema, response: reply(groupListResponseSchema) },
      preHandler: guard,
    },
    async (request) => {
      const user = currentUser(request);
      const ids = request.query.questionsIds;
      const groups = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: questions.id, surveyId: questions.belongId, groupId: questions.groupId })
          .from(questions)
          .where(inArray(questions.id, ids));
        const surveyIds = new Set(rows.map((row) => row.surveyId));
        if (rows.length !== new Set(ids).size || surveyIds.size !== 1) {
          throw new AppError(ResponseCode.notFound, 'design.question.notFound');
        }
        const surveyId = rows[0]?.surveyId ?? '';
        await editableSurvey(tx, user, surveyId);
        const listed = new Set(ids);
        for (const groupId of new Set(rows.map((row) => row.groupId))) {
          const current = (
            await tx
              .select({ id: questions.id })
              .from(questions)
              .where(eq(questions.groupId, groupId))
              .orderBy(asc(questions.orderById), asc(questions.id))
          ).map((row) => row.id);
          const wanted = ids.filter((id) => current.includes(id));
          let next = 0;
          await writeOrder(
            tx,
            current.map((id) => (listed.has(id) ? (wanted[next++] ?? id) : id)),
          );
        }
        await refuseBrokenOrder(tx, surveyId, requestLanguage(request));
        return renumberSurvey(tx, surveyId);
      });
      return okEnvelope(request, groups);
    },
  );

  /** POST: {surveyId, type: 2, groupList: [{type, id, questionList: [ids]}]} — every group and question once. */
  app.post(
    DESIGN_API.questionOrder,
    { schema: { body: sortingRequestSchema, response: reply(groupListResponseSchema) }, preHandler: guard },
    async (request) => {
      const user = currentUser(request);
      const { surveyId, groupList } = request.body;
      const groups = await db.transaction(async (tx) => {
        await editableSurvey(tx, user, surveyId);
        const [storedGroups, storedQuestions] = await inSequence([
          tx
            .select({ id: questionGroups.id })
            .from(questionGroups)
            .where(eq(questionGroups.surveyId, surveyId)),
          tx.select({ id: questions.id }).from(questions).where(eq(questions.belongId, surveyId)),
        ]);
        const sentGroups = groupList.map((group) => group.id);
        const sentQuestions = groupList.flatMap((group) => group.questionList);
        if (
          !sameMembers(
            sentGroups,
            storedGroups.map((row) => row.id),
          )
        )
          throw mismatch();
        if (
          !sameMembers(
            sentQuestions,
            storedQuestions.map((row) => row.id),
          )
        )
          throw mismatch();
        for (const [index, group] of groupList.entries()) {
          await tx
            .update(questionGroups)
            .set({ orderById: index + 1 })
            .where(eq(questionGroups.id, group.id));
          await writeOrder(tx, group.questionList, group.id);
        }
        await refuseBrokenOrder(tx, surveyId, requestLanguage(request));
        return renumberSurvey(tx, surveyId);
      });
      return okEnvelope(request, groups);
    },
  );
};

/** Same ids, each exactly once. */
function sameMembers(sent: readonly string[], stored: readonly string[]): boolean {
  if (sent.length !== stored.length || new Set(sent).size !== sent.length) return false;
  const known = new Set(stored);
  return sent.every((id) => known.has(id));
}
