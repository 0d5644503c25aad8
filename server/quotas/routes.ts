import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QUOTA_API,
  type QuotaWire,
  quotaDeleteQuerySchema,
  quotaListQuerySchema,
  quotaListResponseSchema,
  quotaStateQuerySchema,
  quotaStateResponseSchema,
  quotaWireSchema,
  saveQuotaRequestSchema,
} from '../../src/core/api/quotas';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import { SurveyState } from '../../src/core/model';
import { quotaCellKey } from '../../src/core/quotas/cells';
import type { AccountUser } from '../accounts/service';
import type { Database } from '../db/database';
import { quotaCells, quotaCounts, quotas, surveys } from '../db/schema';
import { type Queryable, readableSurvey } from '../design/access';
import { newId } from '../design/ids';
import { AppError } from '../http/app-error';
import { currentUser, requireAbility } from '../http/auth';
import { okEnvelope } from '../http/envelope';
import { checkQuotaDefinition } from './definition';
import { recountCells, syncQuotaFlags } from './recount';

const reply = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/**
 * The quota calls. Reading needs any access to the survey; saving and deleting need its edit right but not
 * the designing state: targets are changed while a survey collects. The state call is the respondents'.
 */
export const quotaRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const editGuard = [app.requireUser, requireAbility('edit')];

  app.get(
    QUOTA_API.list,
    {
      schema: { querystring: quotaListQuerySchema, response: reply(quotaListResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, { quotas: await quotasOf(db, request.query.surveyId) });
    },
  );

  app.post(
    QUOTA_API.save,
    { schema: { body: saveQuotaRequestSchema, response: reply(quotaWireSchema) }, preHandler: editGuard },
    async (request) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        await editableQuotas(tx, currentUser(request), body.surveyId);
        await checkQuotaDefinition(tx, body);
        const id = body.id ?? newId();
        let keptQuestions = false;
        if (body.id) {
          const [existing] = await tx
            .select()
            .from(quotas)
            .where(and(eq(quotas.id, body.id), eq(quotas.surveyId, body.surveyId)))
            .for('update');
          if (!existing) throw new AppError(ResponseCode.notFound, 'quotas.quota.notFound');
          keptQuestions = existing.questionIds.join(',') === body.questionIds.join(',');
          await tx
            .update(quotas)
            .set({ name: body.name, questionIds: body.questionIds, whenFull: body.whenFull })
            .where(eq(quotas.id, id));
        } else {
          await tx.insert(quotas).values({
            id,
            surveyId: body.surveyId,
            name: body.name,
            questionIds: body.questionIds,
            whenFull: body.whenFull,
          });
        }
        const added = await writeCells(tx, id, body.cells, keptQuestions);
        await recountCells(tx, body.surveyId, id, body.questionIds, added);
        await syncQuotaFlags(tx, body.surveyId);
        const [wire] = await quotasOf(tx, body.surveyId, id);
        return wire as QuotaWire;
      });
      return okEnvelope(request, saved);
    },
  );

  app.get(
    QUOTA_API.delete,
    {
      schema: { querystring: quotaDeleteQuerySchema, response: reply(z.object({ id: z.string() })) },
      preHandler: editGuard,
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const [quota] = await tx.select().from(quotas).where(eq(quotas.id, request.query.id));
        // Another user's quota is answered like a missing one, after the survey check says so.
        if (!quota) throw new AppError(ResponseCode.notFound, 'quotas.quota.notFound');
        await editableQuotas(tx, currentUser(request), quota.surveyId);
        await tx.delete(quotas).where(eq(quotas.id, quota.id));
        await syncQuotaFlags(tx, quota.surveyId);
      });
      return okEnvelope(request, { id: request.query.id });
    },
  );

  app.get(
    QUOTA_API.state,
    { schema: { querystring: quotaStateQuerySchema, response: reply(quotaStateResponseSchema) } },
    async (request) => {
      const [survey] = await db
        .select({ id: surveys.id, surveyState: surveys.surveyState })
        .from(surveys)
        .where(eq(surveys.id, request.query.surveyId));
      // Respondents only answer a published survey: the quotas of one being designed or ended are the
      // designer's (their questions and options), answered like a missing survey.
      if (survey?.surveyState !== SurveyState.published)
        throw new AppError(ResponseCode.notFound, 'answers.survey.notFound');
      const list = await quotasOf(db, survey.id);
      return okEnvelope(request, {
        quotas: list.map((quota) => ({
          id: quota.id,
          questionIds: quota.questionIds,
          whenFull: quota.whenFull,
          fullCells: quota.cells.filter((cell) => cell.counted >= cell.target).map((cell) => cell.optionIds),
        })),
      });
    },
  );
};

/** Edit right on the survey (any state: quotas change during fieldwork). */
async function editableQuotas(tx: Queryable, user: AccountUser, surveyId: string): Promise<void> {
  const found = await readableSurvey(tx, user, surveyId);
  if (!found.access.edit) throw new AppError(ResponseCode.forbidden, 'design.survey.noEditRight');
}

/**
 * Replaces a quota's cells: with the same questions, a cell that stays keeps its count (only its target
 * changes) and a removed one takes its counted responses with it; with other questions every cell is new.
 * Returns the keys of the new cells, which the caller counts from the responses already in.
 */
async function writeCells(
  tx: Queryable,
  quotaId: string,
  cells: readonly { optionIds: string[]; target: number }[],
  keptQuestions: boolean,
): Promise<Set<string>> {
  const wanted = new Map(cells.map((cell) => [quotaCellKey(cell.optionIds), cell]));
  const existing = keptQuestions
    ? await tx.select().from(quotaCells).where(eq(quotaCells.quotaId, quotaId))
    : [];
  const kept = new Set(existing.filter((cell) => wanted.has(cell.cellKey)).map((cell) => cell.cellKey));
  const gone = keptQuestions
    ? existing.filter((cell) => !kept.has(cell.cellKey)).map((cell) => cell.cellKey)
    : [];
  if (!keptQuestions) {
    await tx.delete(quotaCounts).where(eq(quotaCounts.quotaId, quotaId));
    await tx.delete(quotaCells).where(eq(quotaCells.quotaId, quotaId));
  } else if (gone.length > 0) {
    await tx
      .delete(quotaCounts)
      .where(and(eq(quotaCounts.quotaId, quotaId), inArray(quotaCounts.cellKey, gone)));
    await tx
      .delete(quotaCells)
      .where(and(eq(quotaCells.quotaId, quotaId), inArray(quotaCells.cellKey, gone)));
  }
  const added = new Set<string>();
  const positionOf = new Map([...wanted.keys()].map((cellKey, position) => [cellKey, position]));
  for (const [cellKey, cell] of wanted) {
    if (kept.has(cellKey)) {
      await tx
        .update(quotaCells)
        .set({ target: cell.target, position: positionOf.get(cellKey) ?? 0 })
        .where(and(eq(quotaCells.quotaId, quotaId), eq(quotaCells.cellKey, cellKey)));
    } else {
      added.add(cellKey);
    }
  }
  if (added.size > 0) {
    await tx.insert(quotaCells).values(
      [...added].map((cellKey) => ({
        quotaId,
        cellKey,
        optionIds: (wanted.get(cellKey) as { optionIds: string[] }).optionIds,
        target: (wanted.get(cellKey) as { target: number }).target,
        position: positionOf.get(cellKey) ?? 0,
      })),
    );
  }
  return added;
}

/** The survey's quotas (or one of them) with their cells and live counts, in the order they were made. */
async function quotasOf(db: Queryable, surveyId: string, onlyId?: string): Promise<QuotaWire[]> {
  const rows = await db
    .select()
    .from(quotas)
    .where(onlyId ? and(eq(quotas.surveyId, surveyId), eq(quotas.id, onlyId)) : eq(quotas.surveyId, surveyId))
    .orderBy(asc(quotas.createdAt), asc(quotas.id));
  if (rows.length === 0) return [];
  const cells = await db
    .select()
    .from(quotaCells)
    .where(
      inArray(
        quotaCells.quotaId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    questionIds: row.questionIds,
    whenFull: row.whenFull,
    cells: cells
      .filter((cell) => cell.quotaId === row.id)
      .sort((left, right) => left.position - right.position)
      .map((cell) => ({ optionIds: cell.optionIds, target: cell.target, counted: cell.counted })),
  }));
}
