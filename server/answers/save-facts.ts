import { type Column, getTableColumns, sql } from 'drizzle-orm';
import { queryRows } from '../db/raw';
import type { CollectionLimitsRow } from '../db/schema';
import { collectionLimits } from '../db/schema';
import type { Queryable } from '../design/access';

/** What a save's checks read of its response, when the server holds it already. */
export type StoredResponseFacts = {
  surveyId: string;
  lastAckSequence: number;
  status: string;
  sampleStatus: string | null;
  interviewerId: string | null;
  discardedAt: Date | null;
};

/**
 * Everything the save's checks read before it writes, in one round trip: the survey's state (undefined when
 * there is no such survey), its collection limits (undefined without a row) and the response as stored
 * (undefined for a first save). The checks themselves stay where they were (replay, interview, state,
 * limits); they are only handed these facts instead of asking for them one query each.
 */
export type SaveFacts = {
  surveyState: string | undefined;
  limits: CollectionLimitsRow | undefined;
  response: StoredResponseFacts | undefined;
};

const limitColumns = Object.entries(getTableColumns(collectionLimits)) as [string, Column][];

/** The limits' columns under names of their own (`l_<key>`), so the row maps back through drizzle's columns. */
const limitsSelectList = sql.raw(
  limitColumns.map(([key, column]) => `l."${column.name}" as "l_${key}"`).join(', '),
);

type FactsRow = Record<string, unknown> & {
  survey_state: string | null;
  r_survey_id: string | null;
  r_last_ack_sequence: number | null;
  r_status: string | null;
  r_sample_status: string | null;
  r_interviewer_id: string | null;
  r_discarded_at: unknown;
};

export async function readSaveFacts(db: Queryable, surveyId: string, responseId: string): Promise<SaveFacts> {
  const [row] = await queryRows<FactsRow>(
    db,
    sql`select s.survey_state, ${limitsSelectList},
          r.survey_id as r_survey_id, r.last_ack_sequence as r_last_ack_sequence, r.status as r_status,
          r.sample_status as r_sample_status, r.interviewer_id as r_interviewer_id, r.discarded_at as r_discarded_at
        from (select ${surveyId}::text as survey_id, ${responseId}::text as response_id) asked
        left join surveys s on s.id = asked.survey_id
        left join collection_limits l on l.survey_id = asked.survey_id
        left join responses r on r.id = asked.response_id`,
  );
  if (!row) throw new Error('the save facts query returned no row');
  return {
    surveyState: row.survey_state ?? undefined,
    limits: row.l_surveyId == null ? undefined : limitsOfRow(row),
    response:
      row.r_survey_id == null
        ? undefined
        : {
            surveyId: row.r_survey_id,
            lastAckSequence: Number(row.r_last_ack_sequence),
            status: row.r_status as string,
            sampleStatus: row.r_sample_status,
            interviewerId: row.r_interviewer_id,
            discardedAt: row.r_discarded_at == null ? null : new Date(row.r_discarded_at as string),
          },
  };
}

/** The limits row as drizzle reads it (its columns' own conversions: dates, numbers). */
function limitsOfRow(row: FactsRow): CollectionLimitsRow {
  const limits: Record<string, unknown> = {};
  for (const [key, column] of limitColumns) {
    const value = row[`l_${key}`];
    limits[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return limits as CollectionLimitsRow;
}
