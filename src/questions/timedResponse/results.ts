import { sql } from 'drizzle-orm';
import type { LatencySummary } from '../../core/api/results';
import type { MediaEntry, Question } from '../../core/model';
import { mediaZipPath } from '../../core/results/mediaNames';
import type { CountDetails, FamilyResults, SummaryContext } from '../familyResults';
import { results as mediaResults } from '../media/results';
import { answerOf, type ColumnDraft, type ExportResponse, plainColumn } from '../shared/columns';

/**
 * A timed response test in the results (server side only, see ../familyResults.ts). Export, per item n (the
 * designer's order): `<code>_<n>_ms` the latency from the painted onset to the first sound above the threshold
 * (empty when unanswered or silent), `<code>_<n>_file` the recording's path in the media ZIP (empty until the
 * server holds it whole; the ZIP names it by the item's place, so names stay put as files arrive). Report: per
 * item how many recordings, how many had a voice, their median and mean latency; and the media family's file
 * counts (received, per kind).
 */
export const results = {
  columns: timedColumns,
  countDetails: async (context, questions) => {
    const [latency, files] = await Promise.all([
      latencyDetails(context, questions),
      mediaResults.countDetails(context, questions),
    ]);
    return new Map<string, CountDetails>(
      questions.map((question) => [
        question.id,
        { ...files.get(question.id), latency: latency.get(question.id) as LatencySummary },
      ]),
    );
  },
} satisfies FamilyResults;

const entryFor = (r: ExportResponse, question: Question, descId: string) =>
  answerOf(r, question, 'media')?.entries.find((entry) => entry.descId === descId);

function timedColumns(question: Question, { code, title }: { code: string; title: string }): ColumnDraft[] {
  return question.descList.flatMap((item, index) => {
    const n = index + 1;
    const label = `${title} - ${item.optionName || n}`;
    const fileOf = (r: ExportResponse) => {
      const entry = entryFor(r, question, item.id);
      const received = entry && r.mediaFiles?.get(entry.value);
      if (!entry || !received) return [];
      const path = mediaZipPath({
        responseId: r.id,
        questionCode: code,
        title,
        n,
        extension: received.extension,
      });
      return [{ mediaId: entry.value, path }];
    };
    return [
      plainColumn(`${code}_${n}_ms`, `${label} - latency ms`, 'numeric', 'scale', (r) => {
        const latency = entryFor(r, question, item.id)?.latencyMs;
        return typeof latency === 'number' ? Math.round(latency) : null;
      }),
      {
        ...plainColumn(
          `${code}_${n}_file`,
          `${label} - file`,
          'string',
          'nominal',
          (r) => fileOf(r)[0]?.path ?? null,
        ),
        files: fileOf,
      },
    ];
  });
}

/** The middle value of sorted numbers (the mean of the two middle ones for an even count). */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** Per item of the question: recordings, voiced ones and their latencies' median and mean (whole ms). */
export function latencySummaryOf(question: Question, entries: readonly MediaEntry[]): LatencySummary {
  return {
    items: question.descList.map((item, index) => {
      const recorded = entries.filter((entry) => entry.descId === item.id);
      const latencies = recorded
        .flatMap((entry) => (typeof entry.latencyMs === 'number' ? [entry.latencyMs] : []))
        .sort((a, b) => a - b);
      const total = latencies.reduce((sum, value) => sum + value, 0);
      const middle = median(latencies);
      return {
        descId: item.id,
        label: item.optionName || String(index + 1),
        recordings: recorded.length,
        voiced: latencies.length,
        medianMs: middle === null ? null : Math.round(middle),
        meanMs: latencies.length > 0 ? Math.round(total / latencies.length) : null,
      };
    }),
  };
}

/**
 * Read in TypeScript over the filtered answers (one row per question and response: a media answer is one slot),
 * not in SQL: a median per item is one sort here and a window function per database there.
 */
async function latencyDetails(
  context: SummaryContext,
  questions: readonly Question[],
): Promise<Map<string, LatencySummary>> {
  const rows = await context.rows<{ question_id: string; entries: unknown }>(
    sql`select i.question_id, i.value->'entries' as entries
      from ${context.itemsOf(questions.map((question) => question.id))}
      where i.value->>'kind' = 'media'`,
  );
  const byQuestion = new Map<string, MediaEntry[]>();
  for (const row of rows) {
    const entries = typeof row.entries === 'string' ? JSON.parse(row.entries) : row.entries;
    if (!Array.isArray(entries)) continue;
    byQuestion.set(row.question_id, [...(byQuestion.get(row.question_id) ?? []), ...entries]);
  }
  return new Map(
    questions.map((question) => [question.id, latencySummaryOf(question, byQuestion.get(question.id) ?? [])]),
  );
}
