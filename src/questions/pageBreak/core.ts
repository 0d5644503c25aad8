import { displayTimeIssues } from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineContentEntry } from '../entry';

/** Page break (PageBox): structure only; no title, number or answer. */
export const pageBreakEntry = defineContentEntry({
  catalogKey: 'pageBreak',
  elementType: 'PageBox',
  category: 'qita',
  defaultOrder: 20,
  titleKey: 'core.title.pageBreak',
  saveEndpoint: '/design/qu-pagetag/ajaxSave',
  limits: {},
  defaults: () => ({ answerConfig: { requireInd: 0 } }),
  validateDesign: (question) => displayTimeIssues(question),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [pageBreakEntry];
