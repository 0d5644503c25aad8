import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { choiceDesign, validateChoice } from '../shared/answerChecks';

/**
 * Dropdown (SelectBox): a single choice shown as a dropdown. Decision: a one-level dropdown answers with
 * its option (a choice); the multi-level address and linked pickers are the cascade and city entries.
 * It saves through the select endpoint like the cascader (spec 1 §3).
 */
export const selectEntry = defineEntry({
  catalogKey: 'select',
  elementType: 'SelectBox',
  category: 'xuanzeti',
  defaultOrder: 30,
  titleKey: 'core.title.select',
  saveEndpoint: '/design/qu-select/ajaxSave',
  answerKind: 'choice',
  limits: { maxOptions: 999, minOptions: 1 },
  defaults: (build) => ({ optionList: build.numberedOptions(2) }),
  validateAnswer: (question, answer) => validateChoice(question, answer, { multiple: false }),
  validateDesign: (question, context) => choiceDesign(question, context),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [selectEntry];
