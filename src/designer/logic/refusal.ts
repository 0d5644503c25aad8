import { logicRefusalSchema } from '../../core/api/logic';
import type { DraftField } from './conditionDraft';

/** The fields of the answer-logic form beyond the condition's. */
export type FormField = DraftField | 'target' | 'targetPart' | 'targetValue';

/** What the dialog shows for a failed call: the text, and the field to mark when the server named one. */
export type Refusal = { text: string; field: FormField | null };

const FIELD_OF_RECORD: Record<string, FormField> = {
  anQuId: 'question',
  geLe: 'comparison',
  chooseType: 'comparison',
  anQuItemId: 'options',
  sortQuItemId: 'part',
  anSubQuId: 'part',
  subQuId: 'part',
  anValue: 'value',
  minValue: 'min',
  maxValue: 'max',
  toQuId: 'target',
  toSubQuId: 'targetPart',
  toQuItemId: 'targetValue',
  toSubQuItemId: 'targetValue',
  toQuValue: 'targetValue',
  // Option filters (answer rules): the question followed, and the options paired on either side.
  refQuId: 'question',
  optionId: 'options',
  refOptionId: 'options',
};

/**
 * The form field a server refusal is about. The server names the record's field in the envelope's data
 * (src/core/api/logic.ts logicRefusalSchema); anything else (a 404, an unknown shape) marks no field.
 */
export function refusedField(data: unknown): FormField | null {
  const parsed = logicRefusalSchema.safeParse(data);
  if (!parsed.success) return null;
  return FIELD_OF_RECORD[parsed.data.field] ?? null;
}
