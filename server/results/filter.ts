import { type SQL, sql } from 'drizzle-orm';
import type { ResultsFilter } from '../../src/core/api/results';

/**
 * The one translation of a results filter into SQL, used by every statistic, list and export, so that a
 * view and the file exported from it always hold the same responses. The condition is written over the
 * `responses` table under the alias `r`; callers write `FROM responses r WHERE ${responsesWhere(...)}`.
 *
 * "Answered X to question Q" reads the item rows: a choice row keeps its chosen option ids in
 * value->'optionIds', a matrix row its chosen columns in value->'rows'->rowId. `?|` is "any of these".
 */
export function responsesWhere(surveyId: string, filter: ResultsFilter): SQL {
  const conditions: SQL[] = [sql`r.survey_id = ${surveyId}`];
  if (filter.invalid === 'exclude') conditions.push(sql`r.invalid_at is null`);
  if (filter.invalid === 'only') conditions.push(sql`r.invalid_at is not null`);
  if (filter.statuses?.length) conditions.push(sql`r.status in ${list(filter.statuses)}`);
  if (filter.sampleStatuses?.length) conditions.push(sql`r.sample_status in ${list(filter.sampleStatuses)}`);
  if (filter.from) conditions.push(sql`r.started_at >= ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql`r.started_at < ${filter.to}::timestamptz`);
  if (filter.versions?.length) conditions.push(sql`r.release_version in ${list(filter.versions)}`);
  if (filter.languages?.length) {
    conditions.push(sql`${RESPONSE_LANGUAGE} in ${list(filter.languages)}`);
  }
  for (const condition of filter.answered ?? []) {
    const chosen = condition.descId
      ? sql`i.value->'rows'->${condition.descId} ?| ${textArray(condition.optionIds)}`
      : sql`i.value->'optionIds' ?| ${textArray(condition.optionIds)}`;
    const slot = condition.descId ? sql`(i.desc_id = ${condition.descId} or i.desc_id is null)` : sql`true`;
    conditions.push(sql`exists (
      select 1 from response_items i
      where i.response_id = r.id and i.survey_id = r.survey_id and i.question_id = ${condition.questionId}
        and ${slot} and ${chosen})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The language a response was answered in, as every view reads it: the save records it in paradata (the
 * device's, or the release's own when the device says none; server/answers/routes.ts), and the database
 * copies it into the generated column `language`; '' when neither said one.
 */
export const RESPONSE_LANGUAGE = sql`r.language`;

/** `(a, b, c)` with each value bound as a parameter. */
function list(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** A text[] literal bound as parameters: `array[$1, $2]::text[]`. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
