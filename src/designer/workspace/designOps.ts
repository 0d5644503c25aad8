import {
  descInputSchema,
  optionInputSchema,
  type QuestionSaveRequest,
  questionSaveRequestSchema,
} from '../../core/api/design';
import { type Group, QUESTION_CATEGORIES, type Question, type QuestionCategory } from '../../core/model';
import { numberSurvey } from '../../core/numbering';
import { pageTypeFixes } from '../../core/paging';
import type { CatalogEntry } from '../../questions/catalogue';
import { newItemId } from '../options/ids';

/**
 * Pure operations of the workspace on the group list: numbering for display, where a new question goes,
 * swaps, copies and the save payload. The screens call these and the server calls; tests call them alone.
 */

/** Catalogue entries per category, keeping only those `offered` (a designer view exists) and non-empty categories. */
export function popoverCategories(
  catalogue: readonly CatalogEntry[],
  offered: (catalogKey: string) => boolean,
  includeSample: boolean,
): { category: QuestionCategory; entries: CatalogEntry[] }[] {
  // QUESTION_CATEGORIES is in the popover's order of spec 1 §2; sample control only inside a sample group.
  return QUESTION_CATEGORIES.filter((category) => includeSample || category !== 'yangben')
    .map((category) => ({
      category,
      entries: catalogue.filter((entry) => entry.category === category && offered(entry.catalogKey)),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Questions of a group in their order. */
export function orderedQuestions(group: Pick<Group, 'questionList'>): Question[] {
  return [...group.questionList].sort((left, right) => left.orderById - right.orderById);
}

/** The groups with their questions sorted and orderById made 0, 1, 2 … (what the server stores). */
export function normaliseGroups(groups: readonly Group[]): Group[] {
  return groups.map((group) => ({
    ...group,
    questionList: orderedQuestions(group).map((question, index) => ({ ...question, orderById: index })),
  }));
}

/** Display numbers: groups S, A, B …; questions Q1 … (null for unnumbered ones). */
export function displayNumbers(groups: readonly Group[]) {
  return numberSurvey(normaliseGroups(groups));
}

export type Placement = { groupId: string; index: number };

/**
 * Where a new question goes (spec 1 §2): right after the current question when there is one, otherwise at the
 * end of the last ordinary group (the special group S only takes what is added into it explicitly).
 */
export function placementFor(groups: readonly Group[], afterQuestionId?: string | null): Placement | null {
  if (afterQuestionId) {
    for (const group of groups) {
      const index = orderedQuestions(group).findIndex((question) => question.id === afterQuestionId);
      if (index >= 0) return { groupId: group.id, index: index + 1 };
    }
  }
  const target = [...groups].reverse().find((group) => group.groupType === 2) ?? groups[groups.length - 1];
  return target ? { groupId: target.id, index: target.questionList.length } : null;
}

/** The group with `question` placed at `index` (others shifted), orders renumbered. */
export function insertQuestion(groups: readonly Group[], question: Question, placement: Placement): Group[] {
  return normaliseGroups(
    groups.map((group) => {
      if (group.id !== placement.groupId) return group;
      const list = orderedQuestions(group).filter((existing) => existing.id !== question.id);
      list.splice(Math.min(placement.index, list.length), 0, { ...question, groupId: group.id });
      return { ...group, questionList: list.map((item, index) => ({ ...item, orderById: index })) };
    }),
  );
}

/** The same groups with one question replaced by its saved version (its place kept). */
export function replaceQuestion(groups: readonly Group[], question: Question): Group[] {
  return groups.map((group) => ({
    ...group,
    questionList: group.questionList.map((existing) =>
      existing.id === question.id ? { ...question, orderById: existing.orderById } : existing,
    ),
  }));
}

export function findQuestion(
  groups: readonly Group[],
  questionId: string,
): { group: Group; index: number; question: Question } | null {
  for (const group of groups) {
    const list = orderedQuestions(group);
    const index = list.findIndex((question) => question.id === questionId);
    if (index >= 0) return { group, index, question: list[index]! };
  }
  return null;
}

export type MovePlan =
  /** Swap with the neighbour inside the group: the group's new id order. */
  | { kind: 'swap'; groupId: string; ids: string[] }
  /** At the group's edge: into the neighbour group (moveQuGroup with a direction). */
  | { kind: 'group'; direction: 'up' | 'down' }
  /** First question of the first group, or last of the last: nothing to do. */
  | { kind: 'none' };

/** What moving a question up or down means (spec 1 §4: a swap with its neighbour). */
export function planMove(groups: readonly Group[], questionId: string, direction: 'up' | 'down'): MovePlan {
  const found = findQuestion(groups, questionId);
  if (!found) return { kind: 'none' };
  const ids = orderedQuestions(found.group).map((question) => question.id);
  const target = direction === 'up' ? found.index - 1 : found.index + 1;
  if (target >= 0 && target < ids.length) {
    [ids[found.index], ids[target]] = [ids[target]!, ids[found.index]!];
    return { kind: 'swap', groupId: found.group.id, ids };
  }
  const groupIndex = groups.findIndex((group) => group.id === found.group.id);
  const neighbour = groups[direction === 'up' ? groupIndex - 1 : groupIndex + 1];
  return neighbour ? { kind: 'group', direction } : { kind: 'none' };
}

/**
 * Whether moving or deleting this question can change paging (spec 1 §4): a page break, a checkpoint (the
 * page after it is forced to type 1), or a question that opens or closes a page group.
 */
export function affectsPaging(question: Pick<Question, 'elementType' | 'pageType'>): boolean {
  return (
    question.elementType === 'PageBox' || question.elementType === 'CheckPointBox' || question.pageType !== 1
  );
}

/** The page-type fixes to send after a move or delete (empty: no call). */
export function pagingFixes(groups: readonly Group[]) {
  return pageTypeFixes(groups);
}

/** The groups with the fixed page types applied locally. */
export function applyPageFixes(
  groups: readonly Group[],
  fixes: readonly { id: string; pageType: 1 | 2 | 3 }[],
): Group[] {
  if (fixes.length === 0) return [...groups];
  const types = new Map(fixes.map((fix) => [fix.id, fix.pageType]));
  return groups.map((group) => ({
    ...group,
    questionList: group.questionList.map((question) => {
      const pageType = types.get(question.id);
      return pageType ? { ...question, pageType } : question;
    }),
  }));
}

const SAVE_KEYS = Object.keys(questionSaveRequestSchema.shape) as (keyof QuestionSaveRequest)[];
const OPTION_KEYS = Object.keys(optionInputSchema.shape);
const DESC_KEYS = Object.keys(descInputSchema.shape);

function pick<T extends object>(
  source: T,
  keys: readonly string[],
  dropId: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (dropId && key === 'id') continue;
    const value = (source as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The save payload of a question (spec 1 §7 common payload): the request schema's fields taken from the
 * model, `id` sent as quId. `asNew` leaves out the question's and its items' ids, so the server creates a
 * new question (a copy, or a question just added).
 */
export function toSaveRequest(question: Question, options: { asNew?: boolean } = {}): QuestionSaveRequest {
  const asNew = options.asNew === true;
  const body = pick(question, SAVE_KEYS as string[], false) as QuestionSaveRequest;
  // A question just added is the save's answer, which repeats paramInt01/02 at the top level (spec 1 §7
  // read-back); sent back, that stale copy would override the edited answerConfig (the GPS accuracy and
  // wait, a chip total set right after adding were lost). The answerConfig is the one to send.
  delete body.paramInt01;
  delete body.paramInt02;
  if (!asNew) body.quId = question.id;
  else delete body.quId;
  body.catalogKey = question.catalogKey;
  body.tag = 2;
  // Options naming a parent (a cascade's tree) keep their links in a new question: fresh ids, parents renamed
  // alike, instead of no ids (which would leave every parentId pointing at nothing).
  const linked = asNew && question.optionList.some((option) => option.parentId);
  const freshIds = new Map(linked ? question.optionList.map((option) => [option.id, newItemId()]) : []);
  body.optionList = question.optionList.map((option) => {
    const sent = pick(option, OPTION_KEYS, asNew) as NonNullable<QuestionSaveRequest['optionList']>[number];
    if (!linked) return sent;
    return {
      ...sent,
      id: freshIds.get(option.id),
      parentId: option.parentId && freshIds.get(option.parentId),
    };
  });
  body.descList = question.descList.map(
    (desc) => pick(desc, DESC_KEYS, asNew) as NonNullable<QuestionSaveRequest['descList']>[number],
  );
  // Exclusive / mutual lists name option ids, which a new question does not have yet.
  if (asNew) {
    body.exclusiveItemsId = null;
    body.mutualItemsId = null;
  }
  return body;
}

/** A deep copy, for the edit draft: cancel and a failed save restore this (spec 1 §4). */
export function deepCopy<T>(value: T): T {
  return structuredClone(value);
}
