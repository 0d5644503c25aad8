import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { choiceDesign, validateChoice } from '../shared/answerChecks';

/**
 * Multiple choice (CheckBox): minimum and maximum choices (answerLimitInd; 0 = none), a special option only
 * alone, exclusive / mutually exclusive options under the custom option rule, other text.
 */
export const checkboxEntry = defineEntry({
  catalogKey: 'checkbox',
  elementType: 'CheckBox',
  category: 'xuanzeti',
  defaultOrder: 50,
  titleKey: 'core.title.checkbox',
  saveEndpoint: '/design/qu-checkbox/ajaxSave',
  answerKind: 'choice',
  limits: { maxOptions: 999, minOptions: 1, maxTextLength: 200 },
  defaults: (build) => ({ optionList: build.numberedOptions(2) }),
  validateAnswer: (question, answer, context) =>
    validateChoice(question, answer, { multiple: true, shownOptionIds: context.shownOptionIds }),
  results: { multiple: true },
  validateDesign: (question, context) => choiceDesign(question, context),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [checkboxEntry];
