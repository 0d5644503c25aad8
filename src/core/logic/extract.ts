import type { AnswerValue } from '../model';

/**
 * What a rule compares, pulled out of an answer. A rule may point into the answer: `anSubQuId` names a matrix
 * row, a rating row or a blank; `sortQuItemId` (or the first `anQuItemId`) names the option whose rank or chip
 * amount is read. Each function returns undefined when that part was not answered.
 */
export interface Pointer {
  subId: string | undefined;
  itemId: string | undefined;
}

export function chosenIds(answer: AnswerValue, pointer: Pointer): readonly string[] | undefined {
  switch (answer.kind) {
    case 'choice':
    case 'regions':
      return answer.optionIds;
    case 'cascade':
      return answer.path;
    case 'matrix':
      if (pointer.subId !== undefined) return answer.rows[pointer.subId];
      return Object.values(answer.rows).flat();
    default:
      return undefined;
  }
}

export function numberOf(answer: AnswerValue, pointer: Pointer): number | undefined {
  switch (answer.kind) {
    case 'number':
      return answer.value;
    case 'scores':
      return pointer.subId !== undefined ? answer.values[pointer.subId] : undefined;
    case 'chip':
      return pointer.itemId !== undefined ? answer.amounts[pointer.itemId] : undefined;
    case 'sort':
      return pointer.itemId !== undefined ? answer.ranks[pointer.itemId] : undefined;
    case 'text':
    case 'time': {
      const text = answer.kind === 'text' ? answer.text : answer.value;
      const value = Number(text);
      return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
    }
    default:
      return undefined;
  }
}

export function dateOf(answer: AnswerValue): string | undefined {
  if (answer.kind === 'time') return answer.value;
  if (answer.kind === 'text') return answer.text.trim();
  if (answer.kind === 'number') return String(answer.value);
  return undefined;
}

export function textOf(answer: AnswerValue, pointer: Pointer): string | undefined {
  switch (answer.kind) {
    case 'text':
      return answer.text;
    case 'blanks':
      if (pointer.subId !== undefined) return answer.values[pointer.subId];
      return Object.values(answer.values).join(' ');
    case 'number':
      return String(answer.value);
    case 'time':
      return answer.value;
    default:
      return undefined;
  }
}
