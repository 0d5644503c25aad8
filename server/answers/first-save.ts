import { sql } from 'drizzle-orm';
import type { SaveAnswersRequest, SaveAnswersResponse } from '../../src/core/api/answer';
import { queryRows } from '../db/raw';
import type { Queryable } from '../design/access';
import type { AuditRow } from './audit';
import type { ItemRow } from './item-rows';
import { insertAuditWhere, insertItemsWhere } from './row-writes';
import { acknowledged, responseFields, startedAtOf } from './store-save';

/**
 * Whether a save that starts a response may be stored by `storeFirstSave`: one that completes as Complete
 * must take the cap's lock and count in the quotas first (storeWithinCap, storeSave's settleQuotas), and
 * an interview writes its interviewer with it (withInterviewMarked): those go the transaction's way.
 */
export function storableAlone(body: SaveAnswersRequest, interview: unknown): boolean {
  const completing = body.status === 'complete' && (body.sampleStatus ?? 'Complete') === 'Complete';
  return !completing && interview === undefined;
}

/**
 * The first save of a response in ONE statement, so in one round trip and atomic without a transaction:
 * the response row is inserted unless it exists (ON CONFLICT DO NOTHING, as storeSave's first step), and its
 * item and audit rows only when that insert made it. Undefined when the response existed after all (a
 * concurrent first save won): the caller then goes storeSave's way, which orders the two by sequence.
 */
export async function storeFirstSave(
  db: Queryable,
  request: SaveAnswersRequest,
  rows: readonly ItemRow[],
  droppedQuestionIds: string[],
  auditRows: readonly AuditRow[],
): Promise<SaveAnswersResponse | undefined> {
  const now = new Date();
  const wanted = responseFields(request, now);
  const madeIt = sql`exists (select 1 from created)`;
  const owner = { responseId: request.responseId, surveyId: request.surveyId };
  const [result] = await queryRows<{ created: number }>(
    db,
    sql`with created as (
        insert into responses (id, survey_id, release_version, seed, status, sample_status, user_page, paradata,
          last_ack_sequence, started_at, updated_at, completed_at)
        values (${request.responseId}::text, ${request.surveyId}::text, ${wanted.releaseVersion}::integer,
          ${wanted.seed}::text, ${wanted.status}::text, ${wanted.sampleStatus}::text, ${wanted.userPage}::integer,
          ${JSON.stringify(wanted.paradata)}::text::jsonb, ${wanted.lastAckSequence}::integer,
          ${startedAtOf(request, now).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
          ${wanted.completedAt?.toISOString() ?? null}::timestamptz)
        on conflict (id) do nothing
        returning id
      ),
      items as (${insertItemsWhere(owner, rows, now, madeIt)})
      ${auditRows.length > 0 ? sql`, audit as (${insertAuditWhere(auditRows, madeIt)})` : sql``}
      select count(*)::int as created from created`,
  );
  if (Number(result?.created ?? 0) === 0) return undefined;
  return acknowledged(request.responseId, wanted, droppedQuestionIds);
}
