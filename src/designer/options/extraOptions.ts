import type { Option, Question } from '../../core/model';
import { joinCommaList, splitCommaList } from '../../core/model';
import { OTHER_OPTION_KEYS, SPECIAL_OPTION_KEYS } from '../../questions/shared/defaults';
import { orderOptions, withoutRuleIds } from './optionList';

/** The other option offered: plain "other" (optional text) or "other, please specify" (text required). */
export type OtherKind = keyof typeof OTHER_OPTION_KEYS;
/** The one special option offered: not sure/don't know, none of the above, refuse to answer. */
export type SpecialKind = keyof typeof SPECIAL_OPTION_KEYS;

export const OTHER_KINDS = Object.keys(OTHER_OPTION_KEYS) as OtherKind[];
export const SPECIAL_KINDS = Object.keys(SPECIAL_OPTION_KEYS) as SpecialKind[];

/**
 * Group checkbox (matrix multiple choice) and group rating: a special option there must clear the row's
 * other answers, which those families express through the exclusive option rule (spec 1 §4).
 */
const EXCLUSIVE_SPECIAL_TYPES = new Set(['CheckBoxGroup', 'RateGroupBox']);

export function otherOption(question: Question): Option | undefined {
  return question.optionList.find((option) => option.type === 'other');
}

export function specialOption(question: Question): Option | undefined {
  return question.optionList.find((option) => option.type === 'special');
}

/** Sets or clears the other option (see setExtraOption). */
export function setOtherOption(question: Question, name: string | null, makeId: () => string): Question {
  return setExtraOption(question, 'other', name, makeId).question;
}

/**
 * Sets or clears the one special option. On a group checkbox or group rating adding it also turns on the
 * custom option rule with the special option exclusive; removing it takes it out of that rule again.
 */
export function setSpecialOption(question: Question, name: string | null, makeId: () => string): Question {
  const { question: changed, set } = setExtraOption(question, 'special', name, makeId);
  return set && EXCLUSIVE_SPECIAL_TYPES.has(question.elementType) ? withExclusive(changed, set.id) : changed;
}

/**
 * Sets or clears the extra option of a type (other or special). An existing one keeps its id (logic may
 * point at it) and only takes the new name; clearing it also takes it out of the option rules. The list
 * stays normal…, other, special. `set` is the option after the change, absent when it was cleared.
 */
function setExtraOption(
  question: Question,
  type: 'other' | 'special',
  name: string | null,
  makeId: () => string,
): { question: Question; set?: Option } {
  const current = question.optionList.find((option) => option.type === type);
  if (name === null) {
    if (!current) return { question };
    const rest = question.optionList.filter((option) => option.id !== current.id);
    return { question: withoutRuleIds({ ...question, optionList: orderOptions(rest) }, [current.id]) };
  }
  const next: Option = current
    ? { ...current, optionName: name }
    : blankOption(question, makeId(), name, type);
  const rest = question.optionList.filter((option) => option.id !== next.id);
  return { question: { ...question, optionList: orderOptions([...rest, next]) }, set: next };
}

/** Turns the custom option rule on as "exclusive" and adds the id to the exclusive options. */
function withExclusive(question: Question, optionId: string): Question {
  const ids = splitCommaList(question.exclusiveItemsId);
  if (!ids.includes(optionId)) ids.push(optionId);
  const joined = joinCommaList(ids);
  return {
    ...question,
    optionRuleType: 0,
    exclusiveItemsId: joined,
    answerConfig: { ...question.answerConfig, optionExInd: 1, optionExType: '0', optionExItems: joined },
  };
}

function blankOption(question: Question, id: string, name: string, type: Option['type']): Option {
  return { id, quId: question.id, orderById: 0, optionName: name, type, visibility: 1 };
}
