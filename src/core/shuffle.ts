import type { Desc, ElementType, Option, Question, Release } from './model';
import { splitCommaList } from './model/commaList';

/**
 * Seeded shuffling (spec 2 §4 "Random order"). A response gets one seed when it starts; it is stored with the
 * response, so a reload or another device shows the same order. Every list gets its own seed derived from the
 * response seed and the list's owner (question id, row id), so adding a question never reshuffles the others.
 */

/** A random source: numbers in [0, 1). */
export type Random = () => number;

/** Hashes a string seed to 32 bits (FNV-1a followed by the murmur3 finaliser to spread short seeds). */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: a small, fast 32-bit PRNG, good enough for ordering options (not for cryptography). */
export function createRandom(seed: string | number): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of one list: the response seed and the list's owner, e.g. deriveSeed(seed, 'options', questionId). */
export function deriveSeed(seed: string | number, ...parts: readonly string[]): string {
  return [String(seed), ...parts].join('\u001f');
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** Order codes of optRandType and childRandType: 01 sequential, 02 random, 03 loop (a seeded rotation). */
export const RandType = { sequential: '01', random: '02', loop: '03' } as const;

function arranged<T>(items: readonly T[], randType: string | null | undefined, random: Random): T[] {
  if (randType === RandType.random) return shuffled(items, random);
  if (randType === RandType.loop && items.length > 1) {
    const offset = Math.floor(random() * items.length);
    return [...items.slice(offset), ...items.slice(0, offset)];
  }
  return [...items];
}

type Item = Pick<Option, 'id' | 'type' | 'orderById'> | Pick<Desc, 'id' | 'type' | 'orderById'>;

/**
 * Orders a list of options or sub-questions. Items of type other, special and none (none of the above) go
 * last in their own order, as the designer lists them (other before special). Among the normal items, the
 * `fixed` ones keep their position and the rest are arranged by the random type.
 */
function orderItems(
  items: readonly Item[],
  randType: string | null | undefined,
  fixed: ReadonlySet<string>,
  random: Random,
) {
  const sorted = [...items].sort((left, right) => left.orderById - right.orderById);
  const normal = sorted.filter((item) => item.type === 'normal');
  const last = sorted.filter((item) => item.type !== 'normal');
  const movable = normal.filter((item) => !fixed.has(item.id));
  const moved = arranged(movable, randType, random);
  let next = 0;
  const placed = normal.map((item) => (fixed.has(item.id) ? item : moved[next++]!));
  return [...placed, ...last].map((item) => item.id);
}

/** Fixed options: fixSomeOptionId (comma list), and the last normal option when fixLastOptionInd is 1. */
function fixedOptions(question: Question): Set<string> {
  const fixed = new Set(splitCommaList(question.answerConfig.fixSomeOptionId));
  if (question.answerConfig.fixLastOptionInd === 1) {
    const normal = [...question.optionList]
      .sort((left, right) => left.orderById - right.orderById)
      .filter((option) => option.type === 'normal');
    const lastNormal = normal[normal.length - 1];
    if (lastNormal) fixed.add(lastNormal.id);
  }
  return fixed;
}

/** Option ids of a question in display order (optRandType). */
export function orderOptions(
  question: Question,
  seed: string | number,
  ...scope: readonly string[]
): string[] {
  const random = createRandom(deriveSeed(seed, 'options', question.id, ...scope));
  return orderItems(question.optionList, question.answerConfig.optRandType, fixedOptions(question), random);
}

/** Sub-question (row) ids of a question in display order (childRandType). */
export function orderDescs(question: Question, seed: string | number): string[] {
  const random = createRandom(deriveSeed(seed, 'descs', question.id));
  return orderItems(question.descList, question.answerConfig.childRandType, new Set(), random);
}

/**
 * Group ids in walk order. When the survey's randOrder is 1, the groups listed in randIds are shuffled among
 * their own positions; the others stay where they are. A special group (groupType 1) is always kept first, so
 * it never moves even if listed.
 */
export function orderGroups(release: Release, seed: string | number): string[] {
  const ids = release.groups.map((group) => group.id);
  if (release.survey.randOrder !== 1) return ids;
  const listed = new Set(release.survey.randIds);
  const positions: number[] = [];
  release.groups.forEach((group, position) => {
    if (listed.has(group.id) && group.groupType !== 1) positions.push(position);
  });
  const moved = shuffled(
    positions.map((position) => ids[position]!),
    createRandom(deriveSeed(seed, 'groups')),
  );
  positions.forEach((position, index) => {
    ids[position] = moved[index]!;
  });
  return ids;
}

/** Matrix types answered one row per virtual page (spec 2 §4). */
export const MATRIX_TYPES: ReadonlySet<ElementType> = new Set([
  'RadioBoxGroup',
  'CheckBoxGroup',
  'RateGroupBox',
]);

export function isMatrix(question: Pick<Question, 'elementType'>): boolean {
  return MATRIX_TYPES.has(question.elementType);
}

/** One virtual page of a matrix: a row and its options, in display order. */
export interface MatrixPage {
  rowId: string;
  optionIds: string[];
}

/**
 * The virtual pages of a matrix: one per row, rows in childRandType order, and options shuffled per page (each
 * row its own seed) when optRandType asks for it.
 */
export function matrixPages(question: Question, seed: string | number): MatrixPage[] {
  return orderDescs(question, seed).map((rowId) => ({
    rowId,
    optionIds: orderOptions(question, seed, rowId),
  }));
}

/** Everything a response's seed decides, computed once when the response starts (or is reloaded). */
export interface SurveyOrder {
  groupIds: string[];
  /** Question ids in walk order (groups in order, questions in designer order inside each). */
  questionIds: string[];
  options: Record<string, string[]>;
  descs: Record<string, string[]>;
  matrixPages: Record<string, MatrixPage[]>;
}

export function surveyOrder(release: Release, seed: string | number): SurveyOrder {
  const groupIds = orderGroups(release, seed);
  const groups = new Map(release.groups.map((group) => [group.id, group]));
  const order: SurveyOrder = { groupIds, questionIds: [], options: {}, descs: {}, matrixPages: {} };
  for (const groupId of groupIds) {
    const questions = [...groups.get(groupId)!.questionList].sort(
      (left, right) => left.orderById - right.orderById,
    );
    for (const question of questions) {
      order.questionIds.push(question.id);
      if (question.optionList.length > 0) order.options[question.id] = orderOptions(question, seed);
      if (question.descList.length > 0) order.descs[question.id] = orderDescs(question, seed);
      if (isMatrix(question)) order.matrixPages[question.id] = matrixPages(question, seed);
    }
  }
  return order;
}
