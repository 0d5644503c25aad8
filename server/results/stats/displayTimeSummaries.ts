import { sql } from 'drizzle-orm';
import type { DisplayTimeSummary } from '../../../src/core/api/displayTimeSummary';
import type { Question } from '../../../src/core/model';
import { type TimedItem, timedItemsOf } from '../../../src/core/validation/displayTime';
import { queryRows, toNumber } from '../../db/raw';
import type { Queryable } from '../../design/access';
import { responsesWhere } from '../filter';
import { idList, type StatsScope } from './items';

/**
 * Display time in the report (src/core/validation/displayTime.ts): for each timed item of the release that
 * covers one of the asked questions, what the filtered responses recorded of it (`paradata.displayTimes`,
 * item id → {shownMs, ranOut}, checked by the save schema): how many reached it, how many had their time run
 * out (the rest left it, or answered, before), and the median and mean time shown. A question gets its own
 * item and the page break's timing its page. Read live over the filtered responses, like the families'
 * details: a median adds up across no blocks, so the kept tallies cannot hold it.
 */
export async function displayTimeSummaries(
  db: Queryable,
  scope: StatsScope,
  groups: readonly { questionList: readonly Question[] }[],
  questionIds: readonly string[],
): Promise<Map<string, DisplayTimeSummary[]>> {
  const asked = new Set(questionIds);
  const items = timedItemsOf(groups).filter((item) => item.covers.some((id) => asked.has(id)));
  const out = new Map<string, DisplayTimeSummary[]>();
  if (items.length === 0) return out;
  const figures = await recordedFigures(
    db,
    scope,
    items.map((item) => item.id),
  );
  for (const item of items) {
    const summary = summaryOf(item, figures.get(item.id));
    for (const id of item.covers) if (asked.has(id)) out.set(id, [...(out.get(id) ?? []), summary]);
  }
  return out;
}

type Figures = { reached: number; ranOut: number; medianMs: number | null; meanMs: number | null };

function summaryOf(item: TimedItem, figures: Figures | undefined): DisplayTimeSummary {
  const seconds = (ms: number | null | undefined) => (ms == null ? null : Math.round(ms) / 1000);
  return {
    itemId: item.id,
    kind: item.covers.length === 1 && item.covers[0] === item.id ? 'question' : 'page',
    limitSeconds: item.ms / 1000,
    end: item.end,
    reached: figures?.reached ?? 0,
    ranOut: figures?.ranOut ?? 0,
    medianSeconds: seconds(figures?.medianMs),
    meanSeconds: seconds(figures?.meanMs),
  };
}

/**
 * One row per item any filtered response recorded. A record that is not an object with a numeric shownMs
 * and a boolean ranOut (none expected: the save checks them) is left out rather than counted as a time.
 */
async function recordedFigures(
  db: Queryable,
  scope: StatsScope,
  itemIds: readonly string[],
): Promise<Map<string, Figures>> {
  const rows = await queryRows<{
    item_id: string;
    reached: unknown;
    ran_out: unknown;
    median_ms: unknown;
    mean_ms: unknown;
  }>(
    db,
    sql`select d.key as item_id, count(*) as reached,
        count(*) filter (where d.value->>'ranOut' = 'true') as ran_out,
        percentile_cont(0.5) within group (order by (d.value->>'shownMs')::float8) as median_ms,
        avg((d.value->>'shownMs')::float8) as mean_ms
      from responses r
      cross join lateral jsonb_each(case when jsonb_typeof(r.paradata->'displayTimes') = 'object'
        then r.paradata->'displayTimes' else '{}'::jsonb end) d
      where ${responsesWhere(scope.surveyId, scope.filter)}
        and d.key in ${idList(itemIds)}
        and jsonb_typeof(d.value) = 'object'
        and jsonb_typeof(d.value->'shownMs') = 'number'
        and jsonb_typeof(d.value->'ranOut') = 'boolean'
      group by d.key`,
  );
  return new Map(
    rows.map((row) => [
      row.item_id,
      {
        reached: toNumber(row.reached) ?? 0,
        ranOut: toNumber(row.ran_out) ?? 0,
        medianMs: toNumber(row.median_ms),
        meanMs: toNumber(row.mean_ms),
      },
    ]),
  );
}
