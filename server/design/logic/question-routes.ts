import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLogicBeforRequestSchema,
  addLogicRequestSchema,
  allLogicQuerySchema,
  LOGIC_API,
  questionLogicIdQuerySchema,
  questionLogicSavedSchema,
  questionLogicSchema,
} from '../../../src/core/api/logic';
import { ResponseCode } from '../../../src/core/envelope';
import type { LogicRecord } from '../../../src/core/model';
import { LogicType } from '../../../src/core/model/constants';
import type { LogicRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentUser, requireAbility } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { type Queryable, touchSurvey } from '../access';
import { newId } from '../ids';
import type { DesignRoutesOptions } from '../routes/common';
import { reply } from '../routes/common';
import { checkEngine, conditionRecord, logicNotFound, questionContext, questionLogicAfter } from './context';
import { withDescRecord, withQuestionRecord } from './placement';
import { deleteQuestionLogic, deleteRecord, findRecord, writeRecord } from './store';
import { checkAction, checkCondition, type LogicOwner } from './validate';

/** A record of the survey that `owns` accepts, or 404 (another owner's record is not this call's business). */
async function ownRecord(db: Queryable, surveyId: string, logicId: string, owns: (row: LogicRow) => boolean) {
  const row = await findRecord(db, surveyId, logicId);
  if (!row || !owns(row)) throw logicNotFound();
  return row;
}

/**
 * A question's before-logic (and its sub-questions'), its answer logic (jump, end, auto-select, auto-assign)
 * and the removal of its logic (spec 1 §7 "Question edit"). One record per add; see src/core/api/logic.ts.
 */
export const questionLogicRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, { db }) => {
  const guard = [app.requireUser, requireAbility('edit')];

  app.post(
    LOGIC_API.addLogicBefor,
    {
      schema: { body: addLogicBeforRequestSchema, response: reply(questionLogicSavedSchema) },
      preHandler: guard,
    },
    async (request) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        const { surveyId, groups, index, question } = await questionContext(
          tx,
          currentUser(request),
          body.quId,
          requestLanguage(request),
        );
        const desc = body.descId
          ? question.descList.find((candidate) => candidate.id === body.descId)
          : undefined;
        if (body.descId && !desc) throw new AppError(ResponseCode.notFound, 'design.logic.descNotFound');
        const owner: LogicOwner = desc
          ? { kind: 'descBefore', question, desc }
          : { kind: 'before', question };
        const existing = body.id
          ? await ownRecord(tx, surveyId, body.id, (row) =>
              desc
                ? row.attachment === 'descBefore' && row.descId === desc.id
                : row.attachment === 'before' && row.questionId === question.id,
            )
          : undefined;
        const record = conditionRecord(body.id ?? newId(), body);
        checkCondition(index, owner, record);
        const next = desc
          ? withDescRecord(groups, question.id, desc.id, record)
          : withQuestionRecord(groups, question.id, 'quBeforLogics', record);
        checkEngine(next, [record.id], index, [question.id, record.anQuId]);
        // A sub-question's record hangs on the sub-question alone (the load reads it by descId).
        const place = desc
          ? { surveyId, attachment: 'descBefore' as const, questionId: null, groupId: null, descId: desc.id }
          : { surveyId, attachment: 'before' as const, questionId: question.id, groupId: null, descId: null };
        await writeRecord(tx, place, record, existing);
        await touchSurvey(tx, surveyId);
        return { ...(await questionLogicAfter(tx, surveyId, question.id)), savedId: record.id };
      });
      return okEnvelope(request, saved);
    },
  );

  app.post(
    LOGIC_API.addLogic,
    { schema: { body: addLogicRequestSchema, response: reply(questionLogicSavedSchema) }, preHandler: guard },
    async (request) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        const { surveyId, groups, index, question } = await questionContext(
          tx,
          currentUser(request),
          body.quId,
          requestLanguage(request),
        );
        const existing = body.id
          ? await ownRecord(
              tx,
              surveyId,
              body.id,
              (row) =>
                (row.attachment === 'logic' || row.attachment === 'assignment') &&
                row.questionId === question.id,
            )
          : undefined;
        // An end has no target: target fields sent with one are dropped rather than stored unused.
        const ends = body.logicType === LogicType.end;
        const record: LogicRecord = {
          ...conditionRecord(body.id ?? newId(), body),
          logicType: body.logicType,
          toQuId: ends ? null : body.toQuId,
          toQuItemId: ends ? null : body.toQuItemId,
          toQuValue: ends ? null : body.toQuValue,
          toSubQuId: ends ? null : body.toSubQuId,
          toSubQuItemId: ends ? null : body.toSubQuItemId,
        };
        checkCondition(index, { kind: 'answer', question }, record);
        checkAction(index, question, record);
        const assigns = body.logicType === LogicType.autoAssign;
        const next = withQuestionRecord(
          groups,
          question.id,
          assigns ? 'quLogicAnswerAssignments' : 'quLogics',
          record,
        );
        checkEngine(next, [record.id], index, [question.id, record.anQuId, record.toQuId]);
        const place = {
          surveyId,
          attachment: assigns ? ('assignment' as const) : ('logic' as const),
          questionId: question.id,
          groupId: null,
          descId: null,
        };
        await writeRecord(tx, place, record, existing);
        await touchSurvey(tx, surveyId);
        return { ...(await questionLogicAfter(tx, surveyId, question.id)), savedId: record.id };
      });
      return okEnvelope(request, saved);
    },
  );

  /** The deletes of one record: which of the question's records each call may remove. */
  type Owns = (row: LogicRow, quId: string, descIds: ReadonlySet<string>) => boolean;
  const deletions: { path: string; owns: Owns }[] = [
    {
      path: LOGIC_API.deleteLogicBefor,
      owns: (row, quId, descIds) =>
        (row.attachment === 'before' && row.questionId === quId) ||
        (row.attachment === 'descBefore' && row.descId !== null && descIds.has(row.descId)),
    },
    {
      path: LOGIC_API.deleteLogic,
      owns: (row, quId) =>
        (row.attachment === 'logic' || row.attachment === 'assignment') && row.questionId === quId,
    },
    {
      path: LOGIC_API.deleteAnswerAssignment,
      owns: (row, quId) => row.attachment === 'assignment' && row.questionId === quId,
    },
  ];
  for (const { path, owns } of deletions) {
    app.get(
      path,
      {
        schema: { querystring: questionLogicIdQuerySchema, response: reply(questionLogicSchema) },
        preHandler: guard,
      },
      async (request) => {
        const { quId, logicId } = request.query;
        const logic = await db.transaction(async (tx) => {
          const { surveyId, question } = await questionContext(
            tx,
            currentUser(request),
            quId,
            requestLanguage(request),
          );
          const descIds = new Set(question.descList.map((desc) => desc.id));
          await ownRecord(tx, surveyId, logicId, (row) => owns(row, question.id, descIds));
          await deleteRecord(tx, logicId);
          await touchSurvey(tx, surveyId);
          return questionLogicAfter(tx, surveyId, question.id);
        });
        return okEnvelope(request, logic);
      },
    );
  }

  app.get(
    LOGIC_API.deleteAllLogic,
    { schema: { querystring: allLogicQuerySchema, response: reply(questionLogicSchema) }, preHandler: guard },
    async (request) => {
      const logic = await db.transaction(async (tx) => {
        const { surveyId, question } = await questionContext(
          tx,
          currentUser(request),
          request.query.quId,
          requestLanguage(request),
        );
        await deleteQuestionLogic(tx, surveyId, question);
        await touchSurvey(tx, surveyId);
        return questionLogicAfter(tx, surveyId, question.id);
      });
      return okEnvelope(request, logic);
    },
  );
};
