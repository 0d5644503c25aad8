import { cascadeDesign, validateCascade } from '../cascade/core';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';

/** The fixed profile city defaults to three levels (Sys_Address, paramInt01 3). */
export const CITY_DEFAULT_LEVELS = 3;

/**
 * City (ChengShiBox), the profile city question: an address picker over the server's city list
 * (mediaQuType address). Answered like a cascade: "firstLevelId,secondLevelId[,thirdLevelId]".
 */
export const cityEntry = defineEntry({
  catalogKey: 'city',
  elementType: 'ChengShiBox',
  category: 'geren',
  defaultOrder: 30,
  titleKey: 'core.title.city',
  saveEndpoint: '/design/qu-select/ajaxSave',
  answerKind: 'cascade',
  itemCode: 'Sys_Address',
  mediaQuType: 'address',
  profile: true,
  limits: { levels: { default: CITY_DEFAULT_LEVELS, max: 3 } },
  defaults: () => ({ mediaQuType: 'address', answerConfig: { paramInt01: CITY_DEFAULT_LEVELS } }),
  validateAnswer: validateCascade,
  // Profile questions use the rule message "this field cannot be empty" for their title (spec 1 §5).
  validateDesign: (question, context) => cascadeDesign(question, context, 'core.design.fieldNull'),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [cityEntry];
