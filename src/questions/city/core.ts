import type { AnswerOfKind, Question } from '../../core/model';
import { isEmptyAnswer, isRequired, issue, type ValidationIssue } from '../../core/validation';
import { cascadeDesign } from '../cascade/core';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull } from '../shared/answerChecks';
import { CITY_DEFAULT_LEVELS, CITY_MAX_LEVELS, cityLevels, isAddressLeaf } from './family';

export { CITY_DEFAULT_LEVELS } from './family';

/**
 * A city answer: the codes of one path of China's divisions, top first ("440000,440300,440305"), as many as
 * the question's levels, no repeats. Shorter only where the place has nothing below it (isAddressLeaf): a
 * path stopped above is "choose every level", which is only unfinished (a save in progress may carry it).
 * Whether the codes exist and each lies under the one before is the server's check (server/address/
 * check-answer.ts): the divisions are the server's, the runner only shows the list it was served.
 */
export function validateCity(
  question: Question,
  answer: AnswerOfKind<'cascade'> | undefined,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : [];
  const { path } = answer;
  const levels = cityLevels(question);
  if (path.length > levels || new Set(path).size !== path.length) return [issue('core.answer.invalid')];
  const last = path[path.length - 1] as string;
  if (path.length < levels && !isAddressLeaf(last)) return [issue('core.answer.chooseEveryLevel')];
  return [];
}

/**
 * City (ChengShiBox), the profile city question: an address picker over the server's divisions (mediaQuType
 * address, getSelectList), answered like a cascade: "firstLevelId,secondLevelId[,thirdLevelId]".
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
  limits: { levels: { default: CITY_DEFAULT_LEVELS, max: CITY_MAX_LEVELS } },
  defaults: () => ({ mediaQuType: 'address', answerConfig: { paramInt01: CITY_DEFAULT_LEVELS } }),
  validateAnswer: validateCity,
  // Profile questions use the rule message "this field cannot be empty" for their title (spec 1 §5).
  validateDesign: (question, context) => cascadeDesign(question, context, 'core.design.fieldNull'),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [cityEntry];
