import type { FamilyResults } from '../familyResults';
import { answerOf, plainColumn } from '../shared/columns';

/**
 * An image markup in the results (server side only, see ../familyResults.ts): one column per picture holding
 * the mark the respondent gave it (as the designer wrote it: like, neutral, dislike, confused or their own),
 * empty when unmarked. The answer is a matrix answer whose rows are the pictures, which the generic matrix
 * columns (one per sub-question row) would not find.
 */
export const results = {
  columns: (question, { code, title }) =>
    question.optionList.map((option, at) =>
      plainColumn(`${code}_${at + 1}`, `${title} - ${option.optionName}`, 'string', 'nominal', (response) => {
        const answer = answerOf(response, question, 'matrix');
        return answer ? (answer.rows[option.id]?.[0] ?? null) : null;
      }),
    ),
} satisfies FamilyResults;
