import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { matrixDesign, validateMatrix } from '../shared/matrix';

/** Matrix multiple choice (CheckBoxGroup): per row minimum/maximum and the special/exclusive/mutual rules. */
export const matrixCheckboxEntry = defineEntry({
  catalogKey: 'matrixCheckbox',
  elementType: 'CheckBoxGroup',
  category: 'xuanzeti',
  // The spec gives no order for matrix multiple choice; it follows matrix single choice.
  defaultOrder: 60,
  titleKey: 'core.title.matrixCheckbox',
  saveEndpoint: '/design/qu-checkbox-group/ajaxSave',
  answerKind: 'matrix',
  limits: { maxOptions: 999, minOptions: 1, maxDescs: 999 },
  defaults: (build) => ({ optionList: build.numberedOptions(2), descList: build.numberedDescs(2) }),
  validateAnswer: (question, answer, context) =>
    validateMatrix(question, answer, context, { multiple: true }),
  results: { multiple: true },
  validateDesign: (question, context) => matrixDesign(question, context),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [matrixCheckboxEntry];
