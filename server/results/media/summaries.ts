import { sql } from 'drizzle-orm';
import {
  GPS_POINTS_LISTED,
  type GpsPoint,
  type GpsSummary,
  type MediaSummary,
  type PlacesSummary,
  type QuestionSummary,
} from '../../../src/core/api/results';
import type { Question } from '../../../src/core/model';
import { entryForQuestion } from '../../../src/questions/catalogue';
import { cascadeAnswerNames } from '../../address/answer-names';
import { queryRows, toNumber } from '../../db/raw';
import type { Queryable } from '../../design/access';
import { itemsOf, type StatsScope } from '../stats/items';

/**
 * What the report shows of the answer kinds summarised as a count (gps, cascade, media) beyond how many
 * answered, read live over the filtered responses' item rows (these are lists and per-file counts, which
 * the kept per-day tallies do not hold): GPS points with their accuracy, counts per place by name, media
 * files per kind and how many were received.
 */
export type FieldSummary = { gps?: GpsSummary; places?: PlacesSummary; media?: MediaSummary };

export async function fieldSummaries(
  db: Queryable,
  scope: StatsScope,
  questions: readonly Question[],
): Promise<Map<string, FieldSummary>> {
  const ofKind = (kind: string) =>
    questions.filter((question) => entryForQuestion(question)?.answerKind === kind);
  const out = new Map<string, FieldSummary>();
  const gps = ofKind('gps');
  const places = ofKind('cascade');
  const media = ofKind('media');
  if (gps.length > 0)
    for (const [id, summary] of await gpsSummaries(db, scope, gps)) out.set(id, { gps: summary });
  if (places.length > 0)
    for (const [id, summary] of await placeSummaries(db, scope, places)) out.set(id, { places: summary });
  if (media.length > 0)
    for (const [id, summary] of await mediaSummaries(db, scope, media)) out.set(id, { media: summary });
  return out;
}

/** The public report keeps the figures but no single respondent's point. */
export function withoutPoints(summary: QuestionSummary): QuestionSummary {
  return summary.kind === 'count' && summary.gps
    ? { ...summary, gps: { ...summary.gps, points: [] } }
    : summary;
}

const ids = (questions: readonly Question[]) => questions.map((question) => question.id);

async function gpsSummaries(db: Queryable, scope: StatsScope, questions: readonly Question[]) {
  const figures = await queryRows<{ question_id: string; n: unknown; median: unknown }>(
    db,
    sql`select i.question_id, count(*) as n,
        percentile_cont(0.5) within group (order by (i.value->>'accuracy')::float8) as median
      from ${itemsOf(scope, ids(questions))} where i.value->>'kind' = 'gps' group by i.question_id`,
  );
  const points = await queryRows<{ question_id: string; response_id: string; value: unknown }>(
    db,
    sql`select question_id, response_id, value from (
        select i.question_id, i.response_id, i.value,
          row_number() over (partition by i.question_id order by i.updated_at desc, i.response_id) as at
        from ${itemsOf(scope, ids(questions))} where i.value->>'kind' = 'gps') listed
      where at <= ${GPS_POINTS_LISTED} order by question_id, at`,
  );
  const byQuestion = new Map<string, GpsSummary>(
    figures.map((row) => [
      row.question_id,
      { count: toNumber(row.n) ?? 0, medianAccuracy: toNumber(row.median), points: [] },
    ]),
  );
  for (const row of points) {
    const value = jsonOf(row.value) as Record<string, unknown>;
    const number = (key: string) => (typeof value[key] === 'number' ? (value[key] as number) : null);
    const fixTime = number('fixTime');
    const point: GpsPoint = {
      responseId: row.response_id,
      latitude: number('latitude') ?? 0,
      longitude: number('longitude') ?? 0,
      accuracy: number('accuracy'),
      altitude: number('altitude'),
      fixTime: fixTime === null ? null : new Date(fixTime).toISOString(),
    };
    byQuestion.get(row.question_id)?.points.push(point);
  }
  return byQuestion;
}

async function placeSummaries(db: Queryable, scope: StatsScope, questions: readonly Question[]) {
  const rows = await queryRows<{
    question_id: string;
    top: string | null;
    second: string | null;
    n: unknown;
  }>(
    db,
    sql`select i.question_id, i.value->'path'->>0 as top, i.value->'path'->>1 as second, count(*) as n
      from ${itemsOf(scope, ids(questions))} where i.value->>'kind' = 'cascade'
      group by 1, 2, 3`,
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  const tops = new Map<string, Map<string, { name: string; count: number }>>();
  const seconds = new Map<string, Map<string, { name: string; parentName: string; count: number }>>();
  for (const row of rows) {
    const question = byId.get(row.question_id);
    if (!question || !row.top) continue;
    const count = toNumber(row.n) ?? 0;
    const path = row.second ? [row.top, row.second] : [row.top];
    const [topName = row.top, secondName = row.second ?? ''] = cascadeAnswerNames(question, path);
    const top = tops.get(question.id) ?? new Map();
    const seen = top.get(row.top) ?? { name: topName, count: 0 };
    seen.count += count;
    top.set(row.top, seen);
    tops.set(question.id, top);
    if (row.second) {
      const second = seconds.get(question.id) ?? new Map();
      second.set(row.second, { name: secondName, parentName: topName, count });
      seconds.set(question.id, second);
    }
  }
  const sorted = <T extends { count: number; name: string }>(entries: Iterable<[string, T]>) =>
    [...entries]
      .map(([code, entry]) => ({ code, ...entry }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
  return new Map<string, PlacesSummary>(
    [...tops].map(([questionId, top]) => [
      questionId,
      { top: sorted(top), second: sorted(seconds.get(questionId) ?? new Map()) },
    ]),
  );
}

async function mediaSummaries(db: Queryable, scope: StatsScope, questions: readonly Question[]) {
  const rows = await queryRows<{ question_id: string; kind: string | null; files: unknown; bytes: unknown }>(
    db,
    sql`select i.question_id,
        case when m.completed_at is not null then m.kind end as kind,
        count(*) as files, coalesce(sum(m.size) filter (where m.completed_at is not null), 0) as bytes
      from ${itemsOf(scope, ids(questions))}
        cross join lateral jsonb_array_elements(coalesce(i.value->'entries', '[]'::jsonb)) as e(entry)
        left join media_files m on m.id = e.entry->>'value' and m.survey_id = ${scope.surveyId}
      where i.value->>'kind' = 'media'
      group by 1, 2`,
  );
  const byQuestion = new Map<string, MediaSummary>();
  for (const row of rows) {
    const summary = byQuestion.get(row.question_id) ?? { files: 0, received: 0, kinds: [] };
    const files = toNumber(row.files) ?? 0;
    summary.files += files;
    if (row.kind) {
      summary.received += files;
      summary.kinds.push({ kind: row.kind, files, bytes: toNumber(row.bytes) ?? 0 });
    }
    byQuestion.set(row.question_id, summary);
  }
  for (const summary of byQuestion.values()) summary.kinds.sort((a, b) => a.kind.localeCompare(b.kind));
  return byQuestion;
}

function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
