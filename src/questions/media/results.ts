import { sql } from 'drizzle-orm';
import type { MediaSummary } from '../../core/api/results';
import type { Question } from '../../core/model';
import { mediaZipPath } from '../../core/results/mediaNames';
import type { CountDetails, FamilyResults, SummaryContext } from '../familyResults';
import { answerOf, type ExportResponse, plainColumn } from '../shared/columns';

/**
 * Respondents' recordings, photos and videos in the results (server side only, see ../familyResults.ts): the
 * report counts files per kind and how many arrived; an export lists them by their paths in the media ZIP.
 */
export const results = {
  columns: mediaColumns,
  countDetails: mediaDetails,
} satisfies FamilyResults;

/**
 * A media question's columns: `<code>` the received files by their paths in the media ZIP (joined by
 * '; ': the researcher finds each file under that name in the ZIP, which a media id alone would not give),
 * `<code>_count` how many files the answer names (received or not: a count above the paths listed says
 * some have not arrived), `<code>_text` the entries' transcripts and the note.
 */
function mediaColumns(question: Question, { code, title }: { code: string; title: string }) {
  const files = (r: ExportResponse) => {
    const answer = answerOf(r, question, 'media');
    if (!answer) return [];
    return answer.entries.flatMap((entry, at) => {
      const received = r.mediaFiles?.get(entry.value);
      if (!received) return [];
      const path = mediaZipPath({
        responseId: r.id,
        questionCode: code,
        title,
        n: at + 1,
        extension: received.extension,
      });
      return [{ mediaId: entry.value, path }];
    });
  };
  return [
    {
      ...plainColumn(code, title, 'string', 'nominal', (r) =>
        answerOf(r, question, 'media')
          ? files(r)
              .map((file) => file.path)
              .join('; ')
          : null,
      ),
      files,
    },
    plainColumn(
      `${code}_count`,
      `${title} - count`,
      'numeric',
      'scale',
      (r) => answerOf(r, question, 'media')?.entries.length ?? null,
    ),
    plainColumn(`${code}_text`, `${title} - text`, 'string', 'nominal', (r) => {
      const answer = answerOf(r, question, 'media');
      if (!answer) return null;
      const texts = answer.entries.flatMap((entry) => (entry.text ? [entry.text] : []));
      if (answer.note) texts.push(answer.note);
      return texts.length > 0 ? texts.join('; ') : null;
    }),
  ];
}

/** Per question: the files its answers name, how many the server holds whole, and those per kind with bytes. */
async function mediaDetails(context: SummaryContext, questions: readonly Question[]) {
  const rows = await context.rows<{
    question_id: string;
    kind: string | null;
    files: unknown;
    bytes: unknown;
  }>(
    sql`select i.question_id,
        case when m.completed_at is not null then m.kind end as kind,
        count(*) as files, coalesce(sum(m.size) filter (where m.completed_at is not null), 0) as bytes
      from ${context.itemsOf(questions.map((question) => question.id))}
        cross join lateral jsonb_array_elements(coalesce(i.value->'entries', '[]'::jsonb)) as e(entry)
        left join media_files m on m.id = e.entry->>'value' and m.survey_id = ${context.surveyId}
      where i.value->>'kind' = 'media'
      group by 1, 2`,
  );
  const byQuestion = new Map<string, MediaSummary>();
  for (const row of rows) {
    const summary = byQuestion.get(row.question_id) ?? { files: 0, received: 0, kinds: [] };
    const files = context.number(row.files) ?? 0;
    summary.files += files;
    if (row.kind) {
      summary.received += files;
      summary.kinds.push({ kind: row.kind, files, bytes: context.number(row.bytes) ?? 0 });
    }
    byQuestion.set(row.question_id, summary);
  }
  for (const summary of byQuestion.values()) summary.kinds.sort((a, b) => a.kind.localeCompare(b.kind));
  return new Map<string, CountDetails>([...byQuestion].map(([questionId, media]) => [questionId, { media }]));
}
