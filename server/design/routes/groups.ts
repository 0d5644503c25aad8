import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DESIGN_API,
  deleteGroupQuerySchema,
  groupListResponseSchema,
  moveQuestionRequestSchema,
  saveGroupRequestSchema,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import { questionGroups, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { editableSurvey, type Queryable } from '../access';
import { surveyOfQuestion } from '../find-question';
import { newId } from '../ids';
import { refuseBrokenOrder } from '../logic/moveCheck';
import { findRelation } from '../questions/relations';
import { writeOrder } from '../questions/save';
import { renumberSurvey } from '../renumber';
import { type DesignRoutesOptions, reply } from './common';

const groupsReply = reply(groupListResponseSchema);

/** Groups in designer order: the type-1 group first, then the ordinary ones by their order. */
async function orderedGroups(db: Queryable, surveyId: string) {
  return db
    .select()
    .from(questionGroups)
    .where(eq(questionGroups.surveyId, surveyId))
    .orderBy(asc(questionGroups.groupType), asc(questionGroups.orderById), asc(questionGroups.id));
}

async function writeGroupOrder(db: Queryable, groupIds: readonly string[]) {
  for (const [index, id] of groupIds.entries()) {
    await db
      .update(questionGroups)
      .set({ orderById: index + 1 })
      .where(eq(questionGroups.id, id));
  }
}

async function groupQuestionIds(db: Queryable, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.groupId, groupId))
    .orderBy(asc(questions.orderById), asc(questions.id));
  return rows.map((row) => row.id);
}

/**
 * Groups (spec 1 §4 "Adding a group puts the type-1 group first and renumbers; deleting a group removes it
 * and renumbers") and moving a question between groups. Every call answers the numbered group list.
 */
export const groupRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  const guard = [app.requireUser, requireAbility('edit')];

  app.post(
    DESIGN_API.saveGroup,
    { schema: { body: saveGroupRequestSchema, response: groupsReply }, preHandler: guard },
    async (request) => {
      const user = currentUser(request);
      const { surveyId, id, groupType, groupTitle, index } = request.body;
      const groups = await db.transaction(async (tx) => {
        await editableSurvey(tx, user, surveyId);
        const existing = await orderedGroups(tx, surveyId);
        const special = existing.find((group) => group.groupType === 1);
        if (groupType === 1 && special && special.id !== id) {
          throw new AppError(ResponseCode.conflict, 'design.group.oneSpecial');
        }
        if (id) {
          if (!existing.some((group) => group.id === id))
            throw new AppError(ResponseCode.notFound, 'design.group.notFound');
          const changes: Partial<typeof questionGroups.$inferInsert> = {};
          if (groupTitle !== undefined) changes.groupTitle = groupTitle;
          if (groupType !== undefined) changes.groupType = groupType;
          if (Object.keys(changes).length)
            await tx.update(questionGroups).set(changes).where(eq(questionGroups.id, id));
          // The type-1 group comes first: turning a group into it moves its questions before the others.
          if (groupType !== undefined) {
            await refuseBrokenOrder(tx, surveyId, requestLanguage(request));
          }
        } else {
          const newGroupId = newId();
          await tx.insert(questionGroups).values({
            id: newGroupId,
            surveyId,
            groupType: groupType ?? 2,
            groupTitle: groupTitle ?? '',
            orderById: 0,
          });
          if ((groupType ?? 2) === 2) {
            const ordinary = existing.filter((group) => group.groupType === 2).map((group) => group.id);
            ordinary.splice(Math.min(index ?? ordinary.length, ordinary.length), 0, newGroupId);
            await writeGroupOrder(tx, ordinary);
          }
        }
        return renumberSurvey(tx, surveyId);
      });
      return okEnvelope(request, groups);
    },
  );

  app.get(
    DESIGN_API.deleteGroup,
    { schema: { querystring: deleteGroupQuerySchema, response: groupsReply }, preHandler: guard },
    async (request) => {
      const user = currentUser(request);
      const groups = await db.transaction(async (tx) => {
        const [group] = await tx
          .select()
          .from(questionGroups)
          .where(eq(questionGroups.id, request.query.id))
          .limit(1);
        if (!group) throw new AppError(ResponseCode.notFound, 'design.group.notFound');
        await editableSurvey(tx, user, group.surveyId).catch((error: unknown) => {
          throw error instanceof AppError && error.statusCode === 404
            ? new AppError(ResponseCode.notFound, 'design.group.notFound')
            : error;
        });
        const others = await tx
          .select({ id: questionGroups.id })
          .from(questionGroups)
          .where(and(eq(questionGroups.surveyId, group.surveyId), ne(questionGroups.id, group.id)));
        if (others.length === 0) throw new AppError(ResponseCode.conflict, 'design.group.keepOne');
        // Decision: a group's questions go with it, unless something outside relies on them.
        const relation = await findRelation(tx, group.surveyId, await groupQuestionIds(tx, group.id));
        if (relation) {
          throw new AppError(
            ResponseCode.conflict,
            'design.group.hasRelations',
            { questions: relation.questions.join(', ') },
            relation,
          );
        }
        await tx.delete(questionGroups).where(eq(questionGroups.id, group.id));
        return renumberSurvey(tx, group.surveyId);
      });
      return okEnvelope(request, groups);
    },
  );

  app.post(
    DESIGN_API.moveQuestionToGroup,
    { schema: { body: moveQuestionRequestSchema, response: groupsReply }, preHandler: guard },
    async (request) => {
      const user = currentUser(request);
      const { surveyId, quId, toGroupId, index, direction } = request.body;
      const groups = await db.transaction(async (tx) => {
        const found = await surveyOfQuestion(tx, user, quId, 'edit');
        if (found.survey.id !== surveyId)
          throw new AppError(ResponseCode.notFound, 'design.question.notFound');
        const ordered = await orderedGroups(tx, surveyId);
        const from = ordered.findIndex((group) => group.id === found.groupId);
        let target: string;
        let position: number | 'end' | 'start';
        if (toGroupId) {
          if (!ordered.some((group) => group.id === toGroupId))
            throw new AppError(ResponseCode.notFound, 'design.group.notFound');
          target = toGroupId;
          position = index ?? 'end';
        } else {
          const neighbour = ordered[direction === 'up' ? from - 1 : from + 1];
          // Spec 1 §5: moving across into a neighbour group with no questions is refused.
          if (!neighbour || (await groupQuestionIds(tx, neighbour.id)).length === 0) {
            throw new AppError(ResponseCode.conflict, 'design.move.targetGroupEmpty');
          }
          target = neighbour.id;
          position = direction === 'up' ? 'end' : 'start';
        }
        if (target !== found.groupId) {
          const relation = await findRelation(tx, surveyId, [quId]);
          if (relation) {
            throw new AppError(
              ResponseCode.conflict,
              'design.move.hasRelations',
              { questions: relation.questions.join(', ') },
              relation,
            );
          }
        }
        const remaining = (await groupQuestionIds(tx, found.groupId)).filter((id) => id !== quId);
        await writeOrder(tx, remaining);
        const targetList = (await groupQuestionIds(tx, target)).filter((id) => id !== quId);
        const at =
          position === 'end'
            ? targetList.length
            : position === 'start'
              ? 0
              : Math.min(position, targetList.length);
        targetList.splice(at, 0, quId);
        await writeOrder(tx, targetList, target);
        await refuseBrokenOrder(tx, surveyId, requestLanguage(request));
        return renumberSurvey(tx, surveyId);
      });
      return okEnvelope(request, groups);
    },
  );
};
