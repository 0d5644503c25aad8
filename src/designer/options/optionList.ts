import type { Desc, Option, OptionType, Question } from '../../core/model';
import { MAX_BRAND_ITEMS, MAX_OPTIONS, type ValidationIssue } from '../../core/validation';
import { issue } from '../../core/validation';

/**
 * Pure edits of a question's options and sub-questions (spec 1 §4–§5). Each returns either the changed
 * question or the refusal the designer is shown; the views stay free of list arithmetic.
 */
export type EditResult = { ok: true; question: Question } | { ok: false; refusal: ValidationIssue };

const ok = (question: Question): EditResult => ({ ok: true, question });
const refuse = (key: ValidationIssue['key'], params?: Record<string, number>): EditResult => ({
  ok: false,
  refusal: issue(key, params),
});

/** Extra options (other, special) are always listed after the normal ones, other before special. */
const EXTRA_RANK: Record<OptionType, number> = { normal: 0, none: 0, other: 1, special: 2 };

export function isExtraOption(option: Pick<Option, 'type'>): boolean {
  return option.type === 'other' || option.type === 'special';
}

/** orderById follows list position, 1-based, as the server expects. */
export function renumber<T extends { orderById: number }>(items: readonly T[]): T[] {
  return items.map((item, index) =>
    item.orderById === index + 1 ? item : { ...item, orderById: index + 1 },
  );
}

/** Options in their canonical order: normal options as arranged, then other, then special. */
export function orderOptions(options: readonly Option[]): Option[] {
  const ranked = options.map((option, index) => ({ option, index }));
  ranked.sort((a, b) => EXTRA_RANK[a.option.type] - EXTRA_RANK[b.option.type] || a.index - b.index);
  return renumber(ranked.map(({ option }) => option));
}

/** The most options a question may have: 5 for chip (and brand-style) boxes, 999 otherwise. */
export function maxOptionsOf(limits: { maxOptions?: number }): number {
  return limits.maxOptions ?? MAX_OPTIONS;
}

function tooMany(max: number): EditResult {
  return max === MAX_BRAND_ITEMS
    ? refuse('core.design.maxFiveOptions')
    : refuse('core.design.maxOptions', { max });
}

/** A new normal option, placed after the other normal options (extras stay last). */
export function addOption(question: Question, option: Option, max: number): EditResult {
  if (question.optionList.length >= max) return tooMany(max);
  return ok({ ...question, optionList: orderOptions([...question.optionList, option]) });
}

/**
 * Removing an option: the last one can never go, nor the last normal one of a choice (a question of only
 * "other"/"don't know" asks nothing). Rating scale labels are optional: there the list may become empty. Its id also leaves the exclusive and mutual rules.
 */
export function removeOption(
  question: Question,
  optionId: string,
  needNormal = true,
  allowEmpty = false,
): EditResult {
  const target = question.optionList.find((option) => option.id === optionId);
  if (!target) return ok(question);
  if (!allowEmpty && question.optionList.length <= 1) return refuse('core.design.keepOneOption');
  const normals = question.optionList.filter((option) => option.type === 'normal');
  if (needNormal && target.type === 'normal' && normals.length <= 1)
    return refuse('core.design.keepOneNormal');
  return ok(
    withoutRuleIds(
      { ...question, optionList: renumber(question.optionList.filter((option) => option.id !== optionId)) },
      [optionId],
    ),
  );
}

/** Drag result: moves an option; extras keep their place at the end whatever was dropped where. */
export function moveOption(question: Question, activeId: string, overId: string): Question {
  const list = moveById(question.optionList, activeId, overId);
  return list === question.optionList ? question : { ...question, optionList: orderOptions(list) };
}

export function updateOption(question: Question, optionId: string, patch: Partial<Option>): Question {
  return {
    ...question,
    optionList: question.optionList.map((option) =>
      option.id === optionId ? { ...option, ...patch } : option,
    ),
  };
}

/** Moves `activeId` to the position of `overId`; the same list when either is unknown or they are equal. */
export function moveById<T extends { id: string; orderById: number }>(
  items: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return items as T[];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return renumber(next);
}

/** Removes ids from the exclusive / mutual lists (and the answerConfig copy) of the option rule. */
export function withoutRuleIds(question: Question, ids: readonly string[]): Question {
  const drop = (list: string | null | undefined) => {
    if (!list) return list;
    return list
      .split(',')
      .filter((id) => id !== '' && !ids.includes(id))
      .join(',');
  };
  return {
    ...question,
    exclusiveItemsId: drop(question.exclusiveItemsId),
    mutualItemsId: drop(question.mutualItemsId),
    answerConfig: { ...question.answerConfig, optionExItems: drop(question.answerConfig.optionExItems) },
  };
}

// Sub-questions (matrix rows, rating-group rows, blanks, multi-open sub-questions).

export function addDesc(question: Question, desc: Desc, max = MAX_OPTIONS): EditResult {
  if (question.descList.length >= max) {
    return max === MAX_BRAND_ITEMS
      ? refuse('core.design.maxFiveAttributes')
      : refuse('core.design.maxOptions', { max });
  }
  return ok({ ...question, descList: renumber([...question.descList, desc]) });
}

/** The last sub-question can never be removed. */
export function removeDesc(question: Question, descId: string): EditResult {
  if (!question.descList.some((desc) => desc.id === descId)) return ok(question);
  if (question.descList.length <= 1) return refuse('core.design.keepOneSubQuestion');
  return ok({ ...question, descList: renumber(question.descList.filter((desc) => desc.id !== descId)) });
}

export function moveDesc(question: Question, activeId: string, overId: string): Question {
  const list = moveById(question.descList, activeId, overId);
  return list === question.descList ? question : { ...question, descList: list };
}

export function updateDesc(question: Question, descId: string, patch: Partial<Desc>): Question {
  return {
    ...question,
    descList: question.descList.map((desc) => (desc.id === descId ? { ...desc, ...patch } : desc)),
  };
}
