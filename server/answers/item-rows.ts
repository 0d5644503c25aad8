import type { AnswerItemPayload, AnswerValue, Question } from '../../src/core/model';
import { answerFromWire } from '../../src/questions/answerFromWire';
import { toSavePayload } from '../../src/questions/validate';

/**
 * How a question's wire items become response_items rows. A row is one "slot" of a question: the whole
 * question, or one sub-question / matrix row (the table's desc_id, taken from the item's descId or quRowId),
 * so that per-row statistics are SQL over rows. `value` is the core's AnswerValue of that slot alone; the
 * wire columns are filled when the slot was sent as one item (choice, text, number, a matrix row …). Sort,
 * chip and media answers travel as several items of one slot: their value holds everything and the wire
 * columns stay empty, since one row cannot hold several items' columns.
 */
export type ItemRow = {
  questionId: string;
  descId: string | null;
  value: AnswerValue;
  quItemId: string | null;
  answer: string | null;
  answserScore: string | null;
  orderyNum: number | null;
  otherAnswer: string | null;
  openAnswer: string | null;
  quRowId: string | null;
  quColId: string | null;
  extendsData: Record<string, unknown> | null;
};

/** The columns compared to decide whether a stored row changed. */
export const ITEM_CONTENT_COLUMNS = [
  'value',
  'quItemId',
  'answer',
  'answserScore',
  'orderyNum',
  'otherAnswer',
  'openAnswer',
  'quRowId',
  'quColId',
  'extendsData',
] as const satisfies readonly (keyof ItemRow)[];

export function slotOf(item: Pick<AnswerItemPayload, 'descId' | 'quRowId'>): string | null {
  return item.descId ?? item.quRowId ?? null;
}

export function rowKey(row: Pick<ItemRow, 'questionId' | 'descId'>): string {
  return `${row.questionId}\u001f${row.descId ?? ''}`;
}

/** Rows of one question's items; undefined when a slot's items do not read as an answer of this question. */
export function rowsOfQuestion(
  question: Question,
  items: readonly AnswerItemPayload[],
): ItemRow[] | undefined {
  const bySlot = new Map<string | null, AnswerItemPayload[]>();
  for (const item of items) {
    const slot = slotOf(item);
    const slotItems = bySlot.get(slot);
    if (slotItems) slotItems.push(item);
    else bySlot.set(slot, [item]);
  }
  const rows: ItemRow[] = [];
  for (const [slot, slotItems] of bySlot) {
    const value = answerFromWire(question, slotItems);
    if (!value) return undefined;
    const single = slotItems.length === 1 ? slotItems[0] : undefined;
    rows.push({
      questionId: question.id,
      descId: slot,
      value,
      quItemId: single?.quItemId ?? null,
      answer: single?.answer ?? null,
      answserScore: single?.answserScore ?? null,
      orderyNum: single?.orderyNum ?? null,
      otherAnswer: single?.otherAnswer ?? null,
      openAnswer: single?.openAnswer ?? null,
      quRowId: single?.quRowId ?? null,
      quColId: single?.quColId ?? null,
      extendsData: single?.extendsData ?? null,
    });
  }
  return rows;
}

/** The wire items of stored rows, rebuilt from their values (what the progress call gives back). */
export function itemsOfRows(
  rows: readonly Pick<ItemRow, 'questionId' | 'value'>[],
  questionById: (id: string) => Question | undefined,
  responseId: string,
): AnswerItemPayload[] {
  return rows.flatMap((row) => {
    const question = questionById(row.questionId);
    return question ? toSavePayload(question, row.value, { belongAnswerId: responseId }) : [];
  });
}

/**
 * JSON with object keys sorted: jsonb gives keys back in its own order, so stored and sent values are
 * compared through this, never through JSON.stringify alone.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, inner]) => inner !== undefined)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
}

export function sameRowContent(left: ItemRow, right: ItemRow): boolean {
  return ITEM_CONTENT_COLUMNS.every((column) => canonicalJson(left[column]) === canonicalJson(right[column]));
}
