/**
 * The comparison codes a logic record carries in `geLe`, one table per data kind.
 *
 * The spec lists the comparisons of each kind (spec 1 §9 "Choice comparison lists", spec 2 §4) but not their
 * codes. We number each list in the spec's order, starting at 1. Codes travel as strings; '1' and '01' are the
 * same code (spec 1 §9 "answer comparison codes 1 or 01 equal").
 *
 * | code | single choice | multiple choice | number           | date / time        | text / presence |
 * |------|---------------|-----------------|------------------|--------------------|-----------------|
 * | 1    | select        | only-select     | equal            | select (same day…) | equal           |
 * | 2    | not select    | only-not        | between (incl.)  | between (incl.)    | not equal       |
 * | 3    |               | select          | less             | later              | contains        |
 * | 4    |               | not             | at most          | later or same      | not contains    |
 * | 5    |               | contains        | greater          | earlier            | empty           |
 * | 6    |               | not contains    | at least         | earlier or same    | not empty       |
 *
 * Multiple choice, with L the listed options (`anQuItemId`) and C the chosen ones:
 * only-select C = L exactly; only-not C ≠ L; select L ⊆ C (all listed chosen); not: some listed option is
 * missing; contains C ∩ L ≠ ∅ (any listed chosen); not contains C ∩ L = ∅ (none chosen).
 * Single choice: select means the chosen option is one of L, not select that it is none of them.
 * The text list is ours (the spec names the kind only). Kinds without a comparable value (media, GPS, …) take
 * the "presence" column: only 5 empty and 6 not empty mean something for them.
 */
export const SingleChoiceCode = { select: 1, notSelect: 2 } as const;
export const MultiChoiceCode = {
  onlySelect: 1,
  onlyNot: 2,
  select: 3,
  not: 4,
  contains: 5,
  notContains: 6,
} as const;
export const NumberCode = { equal: 1, between: 2, less: 3, atMost: 4, greater: 5, atLeast: 6 } as const;
export const DateCode = {
  select: 1,
  between: 2,
  later: 3,
  laterOrSame: 4,
  earlier: 5,
  earlierOrSame: 6,
} as const;
export const TextCode = {
  equal: 1,
  notEqual: 2,
  contains: 3,
  notContains: 4,
  empty: 5,
  notEmpty: 6,
} as const;

/**
 * chooseType, used only when a choice record has no geLe (older records). The spec gives two readings
 * (spec 2 §4); we take READING TWO: 1 contains any of the listed options, 2 contains none of them, 3 exactly
 * the listed set ("exact subset" mode). Reading one (1 not contain, 2 must contain) is not supported: it
 * contradicts reading two on code 1 and the must-contain case is already `geLe` select (3) on multiple choice.
 */
export const ChooseType = { containsAny: 1, containsNone: 2, exact: 3 } as const;

/** Parses a geLe or chooseType code: '01' and '1' and 1 are all 1; anything else is undefined. */
export function parseCode(code: string | number | null | undefined): number | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  const value = typeof code === 'number' ? code : Number.parseInt(code, 10);
  return Number.isInteger(value) ? value : undefined;
}

/** The multiple-choice code a chooseType stands for under reading two. */
export function multiCodeForChooseType(chooseType: number | undefined): number {
  if (chooseType === ChooseType.containsNone) return MultiChoiceCode.notContains;
  if (chooseType === ChooseType.exact) return MultiChoiceCode.onlySelect;
  return MultiChoiceCode.contains;
}
