import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../design/access';
import type { AuditRow } from './audit';
import type { ItemRow } from './item-rows';

/*
 * A save's rows go to the database as ONE parameter: a JSON array that jsonb_to_recordset turns back into
 * rows inside PostgreSQL. The statement text is fixed (it does not grow with the rows), the driver binds one
 * value instead of fifteen per row, and building it costs nothing: drizzle's insert builder spent about a
 * quarter of a loaded server's time writing SQL for twenty rows of fifteen parameters (issue 15). The JSON
 * is cast from text so that neither driver serialises it a second time.
 */

/** The item rows of a save as a row source (the ItemRow keys are the record's column names). */
function itemRowsOf(rows: readonly ItemRow[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as x("questionId" text, "descId" text,
    value jsonb, "quItemId" text, answer text, "answserScore" text, "orderyNum" integer, "otherAnswer" text,
    "openAnswer" text, "quRowId" text, "quColId" text, "extendsData" jsonb)`;
}

const ITEM_COLUMNS = sql.raw(`(response_id, survey_id, question_id, desc_id, value, qu_item_id, answer,
  answser_score, ordery_num, other_answer, open_answer, qu_row_id, qu_col_id, extends_data, updated_at)`);

/** The response (and its survey) that item rows belong to. */
export type RowOwner = { responseId: string; surveyId: string };

/** `select` of the rows of `source` (aliased x) to insert for their response, stamped `now`. */
function itemValues(owner: RowOwner, source: SQL, now: Date): SQL {
  return sql`select ${owner.responseId}::text, ${owner.surveyId}::text, x."questionId", x."descId", x.value,
    x."quItemId", x.answer, x."answserScore", x."orderyNum", x."otherAnswer", x."openAnswer", x."quRowId",
    x."quColId", x."extendsData", ${now.toISOString()}::timestamptz from ${source}`;
}

/** Insert of a new response's rows, only when `condition` holds (the first save's statement). */
export function insertItemsWhere(owner: RowOwner, rows: readonly ItemRow[], now: Date, condition: SQL): SQL {
  return sql`insert into response_items ${ITEM_COLUMNS} ${itemValues(owner, itemRowsOf(rows), now)}
    where ${condition}`;
}

/** What overwrites the row of the same (response, question, sub-question) that is there already. */
const OVERWRITE =
  sql.raw(`on conflict (response_id, question_id, desc_id) do update set value = excluded.value,
  qu_item_id = excluded.qu_item_id, answer = excluded.answer, answser_score = excluded.answser_score,
  ordery_num = excluded.ordery_num, other_answer = excluded.other_answer, open_answer = excluded.open_answer,
  qu_row_id = excluded.qu_row_id, qu_col_id = excluded.qu_col_id, extends_data = excluded.extends_data,
  updated_at = excluded.updated_at`);

/** Inserts rows, or overwrites the row of the same (response, question, sub-question): one statement. */
export async function upsertItemRows(
  db: Queryable,
  owner: RowOwner,
  rows: readonly ItemRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into response_items ${ITEM_COLUMNS} ${itemValues(owner, itemRowsOf(rows), now)} ${OVERWRITE}`,
  );
}

/** The columns whose content decides whether a stored row changed (item-rows.ts ITEM_CONTENT_COLUMNS). */
const CONTENT = sql.raw(`(response_items.value, response_items.qu_item_id, response_items.answer,
  response_items.answser_score, response_items.ordery_num, response_items.other_answer,
  response_items.open_answer, response_items.qu_row_id, response_items.qu_col_id, response_items.extends_data)
  is distinct from (excluded.value, excluded.qu_item_id, excluded.answer, excluded.answser_score,
  excluded.ordery_num, excluded.other_answer, excluded.open_answer, excluded.qu_row_id, excluded.qu_col_id,
  excluded.extends_data)`);

/**
 * WITH-list entries that make a response's stored rows the sent set, only when `condition` holds: the sent
 * rows as `sent`, the stored rows the set no longer holds deleted, the others inserted or overwritten when
 * their content changed (jsonb compares by meaning, as canonicalJson does), an unchanged row not written.
 * What storeSave's replaceRows does in three statements, for an update in one (update-save.ts).
 */
export function replaceItemsWhere(owner: RowOwner, rows: readonly ItemRow[], now: Date, condition: SQL): SQL {
  return sql`sent as (select * from ${itemRowsOf(rows)}),
    gone as (delete from response_items i where i.response_id = ${owner.responseId}::text and ${condition}
      and not exists (select 1 from sent x where x."questionId" = i.question_id
        and x."descId" is not distinct from i.desc_id)),
    items as (insert into response_items ${ITEM_COLUMNS} ${itemValues(owner, sql`sent x`, now)}
      where ${condition} ${OVERWRITE} where ${CONTENT})`;
}

/** Audit rows as a row source: the Date of a clock's anchor travels as its ISO text. */
function auditInsert(rows: readonly AuditRow[]): SQL {
  return sql`insert into audit_events (response_id, seq, survey_id, clock, clock_started_at, offset_ms, kind,
      question_id, from_page, to_page, old_value, new_value, latitude, longitude, accuracy, detail)
    select a."responseId", a.seq, a."surveyId", a.clock, a."clockStartedAt", a."offsetMs", a.kind, a."questionId",
      a."fromPage", a."toPage", a."oldValue", a."newValue", a.latitude, a.longitude, a.accuracy, a.detail
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as a("responseId" text, seq integer,
      "surveyId" text, clock integer, "clockStartedAt" timestamptz, "offsetMs" double precision, kind text,
      "questionId" text, "fromPage" integer, "toPage" integer, "oldValue" text, "newValue" text,
      latitude double precision, longitude double precision, accuracy double precision, detail text)`;
}

/** Stores events once, only when `condition` holds: an event the server holds already is skipped. */
export function insertAuditWhere(rows: readonly AuditRow[], condition: SQL): SQL {
  return sql`${auditInsert(rows)} where ${condition} on conflict (response_id, seq) do nothing`;
}

/** Stores events once: an event the server holds already (a replay, a save sent again) is skipped. */
export async function storeAuditRows(db: Queryable, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(insertAuditWhere(rows, sql`true`));
}
