import type { CatalogEntry } from '../entry';
import { defineContentEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';

/** Info text (InfoBox): content only, never numbered (see src/core/numbering.ts), content required. */
export const infoEntry = defineContentEntry({
  catalogKey: 'info',
  elementType: 'InfoBox',
  category: 'infoti',
  // The spec gives no order for info text; it sits with the open questions it usually introduces.
  defaultOrder: 40,
  titleKey: 'core.title.info',
  saveEndpoint: '/design/qu-title/ajaxSave',
  limits: { maxTextLength: 120 },
  defaults: () => ({ answerConfig: { requireInd: 0 } }),
  validateDesign: (question, context) => commonDesign(question, context, 'core.design.contentNull'),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [infoEntry];
