import type { AnswerValue } from '../model';

/**
 * A question's answer from its item rows. A matrix, rating group, multi-blank or association question keeps
 * one row per row or sub-question (server/answers/item-rows.ts), each value holding that part alone; the
 * response review and the exports read them back as one answer through these.
 */
export function mergeSlot(held: AnswerValue, next: AnswerValue): AnswerValue {
  if (held.kind === 'matrix' && next.kind === 'matrix') {
    return {
      ...held,
      rows: { ...held.rows, ...next.rows },
      otherText: { ...held.otherText, ...next.otherText },
    };
  }
  if (held.kind === 'scores' && next.kind === 'scores') {
    return { ...held, values: { ...held.values, ...next.values } };
  }
  if (held.kind === 'blanks' && next.kind === 'blanks') {
    return { ...held, values: { ...held.values, ...next.values } };
  }
  if (held.kind === 'association' && next.kind === 'association') {
    return { ...held, choices: [...held.choices, ...next.choices] };
  }
  // Kinds with a single slot (or a stray row of another kind): the first one read stands.
  return held;
}

export function mergeSlots(values: readonly AnswerValue[]): AnswerValue | undefined {
  const [first, ...rest] = values;
  return first && rest.reduce(mergeSlot, first);
}
