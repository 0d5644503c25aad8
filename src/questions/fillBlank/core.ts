import type { Question } from '../../core/model';
import {
  type DesignContext,
  OPEN_TEXT_MAX,
  requireLengthIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign, validateText } from '../shared/answerChecks';
import { SCREEN_FORMATS, screenFormat } from './family';

export const FILL_BLANK_SAVE_ENDPOINT = '/design/qu-fillblank/ajaxSave';

export { SCREEN_FORMATS, screenFormat };

export function fillBlankDesign(question: Question, context: DesignContext): ValidationIssue[] {
  return [...commonDesign(question, context), ...requireLengthIssues(question)];
}

/**
 * Single open question (TitleBox): at most 200 characters (spec 2 §5); minimum length and character classes
 * from answerConfig; a screen code (phone1, email, idCard) adds its format. Spec 2 §5: a phone is always
 * required.
 */
export const fillBlankEntry = defineEntry({
  catalogKey: 'fillBlank',
  elementType: 'TitleBox',
  category: 'tiankongti',
  defaultOrder: 40,
  titleKey: 'core.title.fillBlank',
  saveEndpoint: FILL_BLANK_SAVE_ENDPOINT,
  answerKind: 'text',
  limits: { maxTextLength: OPEN_TEXT_MAX },
  defaults: () => ({}),
  validateAnswer: (question, answer) => {
    const format = screenFormat(question);
    return validateText(question, answer, {
      maxLength: OPEN_TEXT_MAX,
      format,
      alwaysRequired: format === 'phone',
    });
  },
  validateDesign: fillBlankDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [fillBlankEntry];
