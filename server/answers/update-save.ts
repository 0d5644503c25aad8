import { sql } from 'drizzle-orm';
import type { SaveAnswersRequest, SaveAnswersResponse } from '../../src/core/api/answer';
import { queryRows } from '../db/raw';
import type { Queryable } from '../design/access';
import type { AuditRow } from './audit';
import type { ItemRow } from './item-rows';
import { insertAuditWhere, replaceItemsWhere } from './row-writes';
import type { StoredResponseFacts } from './save-facts';
import { acknowledged, responseFields } from './store-save';

/**
 * Whether a save of a stored response may go `storeUpdate`'s way, as the checks read the response: of this
 * survey, not finished, older than the save, and no interview (those go the transaction's way, as a save
 * `storableAlone` does not allow). Anything else is for storeSave to answer (its conflicts and refusals).
 */
export function updatableAlone(stored: StoredResponseFacts | undefined, body: SaveAnswersRequest): boolean {
  return (
    stored !== undefined &&
    stored.surveyId === body.surveyId &&
    stored.status !== 'complete' &&
    body.seq > stored.lastAckSequence &&
    !stored.interviewerId &&
    !stored.discardedAt
  );
}

/**
 * An update of a stored response in ONE statement, so one round trip, atomic without a transaction: the
 * response row is updated only while it is as the save's checks read it (this survey, in progress, no
 * interview, an older sequence), and the item and audit rows are written only when that update happened.
 *
 * The item rows are read in the statement's snapshot, so the update also asks that the response row it
 * takes be the very version that snapshot sees (`xmin`, compared with a sub-select PostgreSQL evaluates
 * once, before any wait): a save of the same response committed after the snapshot was taken makes the
 * update find nothing, rather than replace rows this statement cannot see. Every write of a response's items
 * rewrites its row (the sequence, or the answer_slots trigger), so no such write can slip past unnoticed.
 * Undefined when the update found nothing: the caller then goes storeSave's way, which locks the row and
 * orders the two by sequence, as it orders any concurrent saves.
 */
export async function storeUpdate(
  db: Queryable,
  request: SaveAnswersRequest,
  rows: readonly ItemRow[],
  droppedQuestionIds: string[],
  auditRows: readonly AuditRow[],
): Promise<SaveAnswersResponse | undefined> {
  const now = new Date();
  const wanted = responseFields(request, now);
  const madeIt = sql`exists (select 1 from updated)`;
  const owner = { responseId: request.responseId, surveyId: request.surveyId };
  const [result] = await queryRows<{ updated: number }>(
    db,
    sql`with updated as (
        update responses set release_version = ${wanted.releaseVersion}::integer, seed = ${wanted.seed}::text,
          status = ${wanted.status}::text, sample_status = ${wanted.sampleStatus}::text,
          user_page = ${wanted.userPage}::integer, paradata = ${JSON.stringify(wanted.paradata)}::text::jsonb,
          last_ack_sequence = ${wanted.lastAckSequence}::integer, updated_at = ${now.toISOString()}::timestamptz,
          completed_at = ${wanted.completedAt?.toISOString() ?? null}::timestamptz
        where id = ${request.responseId}::text and survey_id = ${request.surveyId}::text
          and status <> 'complete' and last_ack_sequence < ${wanted.lastAckSequence}::integer
          and interviewer_id is null and discarded_at is null
          and xmin = (select seen.xmin from responses seen where seen.id = ${request.responseId}::text)
        returning id
      ),
      ${replaceItemsWhere(owner, rows, now, madeIt)}
      ${auditRows.length > 0 ? sql`, audit as (${insertAuditWhere(auditRows, madeIt)})` : sql``}
      select count(*)::int as updated from updated`,
  );
  if (Number(result?.updated ?? 0) === 0) return undefined;
  return acknowledged(request.responseId, wanted, droppedQuestionIds);
}
