import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { matrixDesign, validateMatrix } from '../shared/matrix';

/** Matrix single choice (RadioBoxGroup): rows are sub-questions (descList), columns the options. */
export const matrixRadioEntry = defineEntry({
  catalogKey: 'matrixRadio',
  elementType: 'RadioBoxGroup',
  category: 'xuanzeti',
  defaultOrder: 60,
  titleKey: 'core.title.matrixRadio',
  saveEndpoint: '/design/qu-radio-group/ajaxSave',
  answerKind: 'matrix',
  limits: { maxOptions: 999, minOptions: 1, maxDescs: 999 },
  // Spec 1 §9: a matrix starts with two rows and two columns.
  defaults: (build) => ({ optionList: build.numberedOptions(2), descList: build.numberedDescs(2) }),
  validateAnswer: (question, answer, context) =>
    validateMatrix(question, answer, context, { multiple: false }),
  validateDesign: (question, context) => matrixDesign(question, context),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [matrixRadioEntry];
