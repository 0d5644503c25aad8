import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { choiceDesign, validateChoice } from '../shared/answerChecks';

export const RADIO_SAVE_ENDPOINT = '/design/qu-radio/ajaxSave';

/** Single choice (RadioBox): one option, other text when an "other, please specify" option is chosen. */
export const radioEntry = defineEntry({
  catalogKey: 'radio',
  elementType: 'RadioBox',
  category: 'xuanzeti',
  defaultOrder: 30,
  titleKey: 'core.title.radio',
  saveEndpoint: RADIO_SAVE_ENDPOINT,
  answerKind: 'choice',
  limits: { maxOptions: 999, minOptions: 1, maxTextLength: 200 },
  defaults: (build) => ({ optionList: build.numberedOptions(2) }),
  validateAnswer: (question, answer) => validateChoice(question, answer, { multiple: false }),
  validateDesign: (question, context) => choiceDesign(question, context),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [radioEntry];
