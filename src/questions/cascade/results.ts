import { sql } from 'drizzle-orm';
import type { PlacesSummary } from '../../core/api/results';
import type { Question } from '../../core/model';
import type { CountDetails, FamilyResults, SummaryContext } from '../familyResults';
import { answerOf, plainColumn } from '../shared/columns';

/**
 * A cascading answer in the results (server side only, see ../familyResults.ts), the cascade's and the city's
 * (its family.ts takes this part): the report counts answers per first and second level by name; an export
 * gives the codes, top first, joined by '/', and beside them their names when the server gives them; the
 * response detail names them.
 */
export const results = {
  columns: (question, { code, title, pathNames }) => [
    plainColumn(
      code,
      title,
      'string',
      'nominal',
      (r) => answerOf(r, question, 'cascade')?.path.join('/') ?? null,
    ),
    ...(pathNames
      ? [
          plainColumn(`${code}_name`, `${title} - ${pathNames.label}`, 'string', 'nominal', (r) => {
            const answer = answerOf(r, question, 'cascade');
            return answer ? pathNames.namesOf(question, answer.path).join('/') : null;
          }),
        ]
      : []),
  ],
  countDetails: placeDetails,
  // The response detail shows the names beside the codes (a city's are China's divisions).
  answerNames: (question, answer, pathNames) => {
    if (answer.kind !== 'cascade') return undefined;
    const names = pathNames(question, answer.path);
    return new Map(answer.path.map((id, at) => [id, names[at] ?? id]));
  },
} satisfies FamilyResults;

type Counted = { name: string; count: number };

/** Per question: answers per first-level code and per second-level code, named, most answered first. */
async function placeDetails(context: SummaryContext, questions: readonly Question[]) {
  const rows = await context.rows<{
    question_id: string;
    top: string | null;
    second: string | null;
    n: unknown;
  }>(
    sql`select i.question_id, i.value->'path'->>0 as top, i.value->'path'->>1 as second, count(*) as n
      from ${context.itemsOf(questions.map((question) => question.id))} where i.value->>'kind' = 'cascade'
      group by 1, 2, 3`,
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  const tops = new Map<string, Map<string, Counted>>();
  const seconds = new Map<string, Map<string, Counted & { parentName: string }>>();
  for (const row of rows) {
    const question = byId.get(row.question_id);
    if (!question || !row.top) continue;
    const count = context.number(row.n) ?? 0;
    const path = row.second ? [row.top, row.second] : [row.top];
    const [topName = row.top, secondName = row.second ?? ''] = context.pathNames(question, path);
    const top = tops.get(question.id) ?? new Map<string, Counted>();
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
  const sorted = <T extends Counted>(entries: Iterable<[string, T]>) =>
    [...entries]
      .map(([code, entry]) => ({ code, ...entry }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
  return new Map<string, CountDetails>(
    [...tops].map(([questionId, top]): [string, CountDetails] => {
      const places: PlacesSummary = {
        top: sorted(top),
        second: sorted(seconds.get(questionId) ?? new Map()),
      };
      return [questionId, { places }];
    }),
  );
}
