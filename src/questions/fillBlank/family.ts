import type { Question } from '../../core/model';
import type { TextFormat } from '../../core/validation';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    fillBlank: { order: 130, answer: true, design: true },
  },
} satisfies FamilySlice;

// Read alike by the core, the runner's fill-in view (which picks the keyboard and autofill from it) and the
// designer: free of zod and messages.

/** Screen codes of open questions (mediaQuType) and the format each checks when validInd is 1. */
export const SCREEN_FORMATS: Readonly<Record<string, TextFormat>> = {
  phone1: 'phone',
  email: 'email',
  idCard: 'idCard',
};

export function screenFormat(question: Pick<Question, 'mediaQuType'>): TextFormat | undefined {
  return question.mediaQuType ? SCREEN_FORMATS[question.mediaQuType] : undefined;
}
