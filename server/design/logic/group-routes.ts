import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLogicBeforGroupRequestSchema,
  groupLogicIdQuerySchema,
  groupLogicSavedSchema,
  groupLogicSchema,
  LOGIC_API,
} from '../../../src/core/api/logic';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { touchSurvey } from '../access';
import { newId } from '../ids';
import { type DesignRoutesOptions, reply } from '../routes/common';
import { checkEngine, conditionRecord, groupContext, groupLogicAfter, logicNotFound } from './context';
import { withGroupRecord } from './placement';
import { deleteRecord, findRecord, writeRecord } from './store';
import { checkCondition } from './validate';

/** A group's logic (groupBeforLogics): the group shows when its conditions on earlier groups hold. */
export const groupLogicRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  const guard = [app.requireUser, requireAbility('edit')];

  app.post(
    LOGIC_API.addLogicBeforGroup,
    {
      schema: { body: addLogicBeforGroupRequestSchema, response: reply(groupLogicSavedSchema) },
      preHandler: guard,
    },
    async (request) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        const { surveyId, groups, index, group } = await groupContext(
          tx,
          currentUser(request),
          body.groupId,
          requestLanguage(request),
        );
        const existing = body.id ? await findRecord(tx, surveyId, body.id) : undefined;
        if (body.id && (existing?.attachment !== 'group' || existing.groupId !== group.id))
          throw logicNotFound();
        const record = conditionRecord(body.id ?? newId(), body);
        checkCondition(index, { kind: 'group', group }, record);
        checkEngine(withGroupRecord(groups, group.id, record), [record.id], index, [group.id, record.anQuId]);
        const place = {
          surveyId,
          attachment: 'group' as const,
          questionId: null,
          groupId: group.id,
          descId: null,
        };
        await writeRecord(tx, place, record, existing);
        await touchSurvey(tx, surveyId);
        return { ...(await groupLogicAfter(tx, surveyId, group.id)), savedId: record.id };
      });
      return okEnvelope(request, saved);
    },
  );

  app.get(
    LOGIC_API.deleteLogicBeforGroup,
    {
      schema: { querystring: groupLogicIdQuerySchema, response: reply(groupLogicSchema) },
      preHandler: guard,
    },
    async (request) => {
      const { groupId, logicId } = request.query;
      const logic = await db.transaction(async (tx) => {
        const { surveyId, group } = await groupContext(
          tx,
          currentUser(request),
          groupId,
          requestLanguage(request),
        );
        const row = await findRecord(tx, surveyId, logicId);
        if (row?.attachment !== 'group' || row.groupId !== group.id) throw logicNotFound();
        await deleteRecord(tx, logicId);
        await touchSurvey(tx, surveyId);
        return groupLogicAfter(tx, surveyId, group.id);
      });
      return okEnvelope(request, logic);
    },
  );
};
