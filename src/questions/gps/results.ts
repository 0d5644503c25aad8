import { sql } from 'drizzle-orm';
import { GPS_POINTS_LISTED, type GpsPoint, type GpsSummary } from '../../core/api/results';
import type { AnswerOfKind, Question } from '../../core/model';
import type { CountDetails, FamilyResults, SummaryContext } from '../familyResults';
import { answerOf, type ColumnDraft, type ExportResponse, plainColumn } from '../shared/columns';

/**
 * A GPS question in the results (server side only, see ../familyResults.ts): the report lists its points —
 * a list, not a map, since a map needs an online tile service an offline or intranet deployment cannot count
 * on — and an export gives each fix as numbers.
 */
export const results = {
  columns: (question, { code, title }) => {
    const coordinate = (
      suffix: string,
      label: string,
      pick: (answer: AnswerOfKind<'gps'>) => number | undefined,
    ): ColumnDraft =>
      plainColumn(`${code}_${suffix}`, `${title} - ${label}`, 'numeric', 'scale', (r: ExportResponse) => {
        const answer = answerOf(r, question, 'gps');
        return answer ? (pick(answer) ?? null) : null;
      });
    return [
      coordinate('lat', 'lat', (a) => a.latitude),
      coordinate('lon', 'lon', (a) => a.longitude),
      // Metres, as the device reported them: a reader can drop the fixes too rough for their use.
      coordinate('acc', 'accuracy', (a) => a.accuracy),
      coordinate('alt', 'altitude', (a) => a.altitude),
      // The fix's own time, ISO 8601 in UTC (not when the answer was saved).
      plainColumn(`${code}_time`, `${title} - fix time`, 'string', 'nominal', (r) => {
        const fixTime = answerOf(r, question, 'gps')?.fixTime;
        return fixTime === undefined ? null : new Date(fixTime).toISOString();
      }),
    ];
  },
  countDetails: gpsDetails,
  // The figures stay; no single respondent's whereabouts.
  publicDetails: (details) => (details.gps ? { ...details, gps: { ...details.gps, points: [] } } : details),
} satisfies FamilyResults;

/** Per question: how many fixes, their median accuracy, and the newest GPS_POINTS_LISTED points. */
async function gpsDetails(context: SummaryContext, questions: readonly Question[]) {
  const items = context.itemsOf(questions.map((question) => question.id));
  const figures = await context.rows<{ question_id: string; n: unknown; median: unknown }>(
    sql`select i.question_id, count(*) as n,
        percentile_cont(0.5) within group (order by (i.value->>'accuracy')::float8) as median
      from ${items} where i.value->>'kind' = 'gps' group by i.question_id`,
  );
  const points = await context.rows<{ question_id: string; response_id: string; value: unknown }>(
    sql`select question_id, response_id, value from (
        select i.question_id, i.response_id, i.value,
          row_number() over (partition by i.question_id order by i.updated_at desc, i.response_id) as at
        from ${items} where i.value->>'kind' = 'gps') listed
      where at <= ${GPS_POINTS_LISTED} order by question_id, at`,
  );
  const byQuestion = new Map<string, GpsSummary>(
    figures.map((row) => [
      row.question_id,
      { count: context.number(row.n) ?? 0, medianAccuracy: context.number(row.median), points: [] },
    ]),
  );
  for (const row of points) {
    const value = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Record<
      string,
      unknown
    >;
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
  return new Map<string, CountDetails>([...byQuestion].map(([questionId, gps]) => [questionId, { gps }]));
}
