import type { Answers, AnswerValue } from '../../src/core/model';
import { mergeSlot } from '../../src/core/results/slots';

/**
 * The format of `responses.answer_slots`, the document the database keeps of a response's item rows
 * (migration 0004's `answer_slots_of`): every row as `[question id, value]`, ordered by question and
 * sub-question. The database writes it, so a change of its shape is a migration that raises this number and
 * rebuilds every document from response_items (their source); a reader meeting another number refuses it
 * rather than misread answers.
 */
export const ANSWER_SLOTS_FORMAT = 1;

export type AnswerSlotsDoc = { format: number; slots: [questionId: string, value: AnswerValue][] };

/**
 * A response's answers merged per question, from its document. No schema parse here: exports read a
 * hundred thousand of these, written by the database's own function, and a zod parse of each would cost
 * more than the rest of the row; the format number is what is checked.
 */
export function answersOfSlots(doc: AnswerSlotsDoc, responseId: string): Answers {
  if (doc?.format !== ANSWER_SLOTS_FORMAT) {
    throw new Error(
      `response ${responseId}: answer_slots format ${String(doc?.format)} is not ${ANSWER_SLOTS_FORMAT}`,
    );
  }
  const answers: Record<string, AnswerValue> = {};
  for (const [questionId, value] of doc.slots) {
    const held = answers[questionId];
    answers[questionId] = held ? mergeSlot(held, value) : value;
  }
  return answers;
}
