import { eq, inArray } from 'drizzle-orm';
import type { SaveAnswersRequest, SaveAnswersResponse } from '../../src/core/api/answer';
import { ResponseCode } from '../../src/core/envelope';
import type { SampleStatus } from '../../src/core/model';
import type { Database } from '../db/database';
import { type ResponseRow, responseItems, responses } from '../db/schema';
import { AppError } from '../http/app-error';
import { answersOfRows, countCompletion } from '../quotas/count';
import type { AuditRow } from './audit';
import { type ItemRow, rowKey, sameRowContent } from './item-rows';
import { type RowOwner, storeAuditRows, upsertItemRows } from './row-writes';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Ids per DELETE: far below PostgreSQL's 65 535 bind parameters. */
const IDS_PER_DELETE = 1_000;

/**
 * Applies an evaluated save in one transaction, holding the response row's lock so that concurrent saves of
 * one response run one after the other. The sequence decides: a save at or below the acknowledged sequence
 * changes nothing (replays, out-of-order arrivals); a higher one replaces the whole state. A complete
 * response is frozen: any newer save of it is a conflict, whatever its content.
 */
export async function storeSave(
  db: Database,
  request: SaveAnswersRequest,
  rows: readonly ItemRow[],
  droppedQuestionIds: string[],
  auditRows: readonly AuditRow[] = [],
): Promise<SaveAnswersResponse> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const wanted = responseFields(request, now);
    // Creating first and locking second makes two first saves of one response wait for each other
    // instead of one failing on the primary key.
    const created = await tx
      .insert(responses)
      .values({
        id: request.responseId,
        surveyId: request.surveyId,
        startedAt: startedAtOf(request, now),
        ...wanted,
      })
      .onConflictDoNothing({ target: responses.id })
      .returning({ id: responses.id });
    if (created.length > 0) {
      await upsertItemRows(tx, { responseId: request.responseId, surveyId: request.surveyId }, rows, now);
      await storeAuditRows(tx, auditRows);
      const settled = await settleQuotas(tx, request, wanted, rows);
      if (settled !== wanted.sampleStatus) {
        wanted.sampleStatus = settled;
        await tx.update(responses).set({ sampleStatus: settled }).where(eq(responses.id, request.responseId));
      }
      return acknowledged(request.responseId, wanted, droppedQuestionIds);
    }

    const [stored] = await tx
      .select()
      .from(responses)
      .where(eq(responses.id, request.responseId))
      .for('update');
    if (!stored) throw new Error(`response ${request.responseId} vanished inside its transaction`);
    if (stored.surveyId !== request.surveyId) {
      throw new AppError(
        ResponseCode.conflict,
        'answers.response.otherSurvey',
        {},
        {
          reason: 'completedConflict',
          conflict: 'otherSurvey',
        },
      );
    }
    if (request.seq <= stored.lastAckSequence) return acknowledged(stored.id, stored, []);

    if (stored.status === 'complete') {
      // A finished response is frozen, and every newer save of it gets this same refusal, whatever it
      // carries. Answering "the same content" differently from "other content" would let anyone holding
      // the response id (the survey load hands it to a panel link) test guesses of its answers one save at
      // a time (see the rule in progress.ts). A device sending what is already stored is told it was
      // submitted and cannot be changed: true, and its answers are safe on the server.
      throw new AppError(
        ResponseCode.conflict,
        'answers.response.completedConflict',
        {},
        { reason: 'completedConflict', conflict: 'completed', ackSeq: stored.lastAckSequence },
      );
    }

    const storedRows = await tx.select().from(responseItems).where(eq(responseItems.responseId, stored.id));
    await replaceRows(tx, { responseId: stored.id, surveyId: stored.surveyId }, storedRows, rows, now);
    // Events a save sent before carried already are skipped (keyed by response and event seq).
    await storeAuditRows(tx, auditRows);
    wanted.sampleStatus = await settleQuotas(tx, request, wanted, rows);
    await tx
      .update(responses)
      .set({ ...wanted, completedAt: wanted.status === 'complete' ? now : null })
      .where(eq(responses.id, stored.id));
    return acknowledged(stored.id, wanted, droppedQuestionIds);
  });
}

/**
 * The sample status a completing save ends with: a response finishing as Complete is counted in its quota
 * cells, and becomes Overquota when one of them is full; anything else (in progress, or ended early by the
 * runner as Screenout or Quota-full) counts nowhere and keeps its status.
 */
async function settleQuotas(
  tx: Transaction,
  request: SaveAnswersRequest,
  wanted: ResponseFields,
  rows: readonly ItemRow[],
): Promise<SampleStatus | null> {
  if (wanted.status !== 'complete' || wanted.sampleStatus !== 'Complete')
    return wanted.sampleStatus as SampleStatus | null;
  return countCompletion(tx, request.surveyId, request.responseId, answersOfRows(rows));
}

export type ResponseFields = Pick<
  ResponseRow,
  | 'releaseVersion'
  | 'seed'
  | 'status'
  | 'sampleStatus'
  | 'userPage'
  | 'paradata'
  | 'lastAckSequence'
  | 'updatedAt'
  | 'completedAt'
>;

/** The response columns a save sets. sampleStatus is Complete for a complete save unless the client says. */
export function responseFields(request: SaveAnswersRequest, now: Date): ResponseFields {
  const complete = request.status === 'complete';
  const sampleStatus: SampleStatus | null = complete ? (request.sampleStatus ?? 'Complete') : null;
  const paradata: Record<string, unknown> = { ...request.paradata };
  if (request.userId !== undefined) paradata.userId = request.userId;
  return {
    releaseVersion: request.version,
    seed: request.seed,
    status: request.status,
    sampleStatus,
    userPage: request.userPage,
    paradata,
    lastAckSequence: request.seq,
    updatedAt: now,
    completedAt: complete ? now : null,
  };
}

/** When the respondent started, as the device says; the server's clock when the device sent nothing usable. */
export function startedAtOf(request: SaveAnswersRequest, now: Date): Date {
  const said = request.paradata.startedAt ? new Date(request.paradata.startedAt) : undefined;
  return said && !Number.isNaN(said.getTime()) ? said : now;
}

export function acknowledged(
  responseId: string,
  row: Pick<ResponseRow, 'lastAckSequence' | 'status' | 'sampleStatus'>,
  droppedQuestionIds: string[],
): SaveAnswersResponse {
  return {
    responseId,
    ackSeq: row.lastAckSequence,
    status: row.status === 'complete' ? 'complete' : 'in-progress',
    sampleStatus: (row.sampleStatus as SampleStatus | null) ?? null,
    droppedQuestionIds,
  };
}

/** The sent set replaces the stored one; rows whose content did not change are not written at all. */
async function replaceRows(
  tx: Transaction,
  owner: RowOwner,
  storedRows: readonly (ItemRow & { id: string })[],
  rows: readonly ItemRow[],
  now: Date,
): Promise<void> {
  const sentKeys = new Set(rows.map(rowKey));
  const gone = storedRows.filter((row) => !sentKeys.has(rowKey(row))).map((row) => row.id);
  for (let start = 0; start < gone.length; start += IDS_PER_DELETE) {
    await tx
      .delete(responseItems)
      .where(inArray(responseItems.id, gone.slice(start, start + IDS_PER_DELETE)));
  }
  const byKey = new Map(storedRows.map((row) => [rowKey(row), row]));
  const changed = rows.filter((row) => {
    const before = byKey.get(rowKey(row));
    return before === undefined || !sameRowContent(before, row);
  });
  await upsertItemRows(tx, owner, changed, now);
}
