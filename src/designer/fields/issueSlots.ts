import type { IssueTarget, ValidationIssue } from '../../core/validation';

/**
 * Which field shows which designer issue (by message key, spec 1 §5). Issues with a target (an option or a
 * sub-question) are shown on that row; the rest at the field named here. What no field claims is listed at
 * the foot of the editor, so that a refused save always says why.
 */
export const ISSUE_SLOTS = {
  options: [
    'core.design.keepOneOption',
    'core.design.keepOneNormal',
    'core.design.maxOptions',
    'core.design.maxFiveOptions',
    'core.design.twoSides',
  ],
  descs: ['core.design.keepOneSubQuestion', 'core.design.maxFiveAttributes'],
  range: [
    'core.design.minNull',
    'core.design.maxNull',
    'core.design.minAboveMax',
    'core.design.boundsInteger',
    'core.design.boundsDecimals',
  ],
  numberType: ['core.design.numberTypeNull'],
  unit: ['core.design.chipUnitNull', 'core.design.unitUnknown'],
  chipTotal: ['core.design.chipTotalNull'],
  displayTime: ['core.design.showTimeRange'],
  textLimits: ['core.design.lengthNotNumber'],
  rating: ['core.design.ratingStyle', 'core.design.ratingScale'],
  sortMax: ['core.design.sortMaxRange'],
  levels: ['core.design.levelsRange'],
  compare: [
    'core.design.compareTypeNull',
    'core.design.compareTargetNull',
    'core.design.compareTargetMissing',
    'core.design.compareTargetSelf',
  ],
  mediaCapture: ['core.design.mediaOptionType'],
  mediaCount: ['core.design.mediaCountRange'],
  mediaOpenTitle: ['core.design.mediaOpenTitleLong'],
  musicTrack: ['core.design.musicTrack'],
  ceImage: ['core.design.ceImage', 'core.design.ceImageNull'],
  ceCount: ['core.design.ceCountRange'],
  markItems: ['core.design.keepOneItem'],
  markOptions: ['core.design.markOptionsNull', 'core.design.markOptionInvalid'],
  questionCode: [
    'core.design.questionCodeNull',
    'core.design.questionCodeFormat',
    'core.design.codeDuplicate',
  ],
} as const satisfies Record<string, readonly ValidationIssue['key'][]>;

export type IssueSlot = keyof typeof ISSUE_SLOTS;

const SLOTTED = new Set<string>(Object.values(ISSUE_SLOTS).flat());

/** Issues of one field (those without a target). */
export function issuesOfSlot(issues: readonly ValidationIssue[], slot: IssueSlot): ValidationIssue[] {
  const keys: readonly string[] = ISSUE_SLOTS[slot];
  return issues.filter((found) => !found.target && keys.includes(found.key));
}

/** Issues of one option or sub-question row. */
export function issuesOfTarget(issues: readonly ValidationIssue[], target: IssueTarget): ValidationIssue[] {
  return issues.filter(
    (found) =>
      (target.optionId !== undefined && found.target?.optionId === target.optionId) ||
      (target.descId !== undefined && found.target?.descId === target.descId),
  );
}

/**
 * Issues no field shows: untargeted ones of no slot (the title, for instance), and targeted ones whose row
 * is not on screen in this family.
 */
export function unslottedIssues(
  issues: readonly ValidationIssue[],
  shownSlots: ReadonlySet<IssueSlot>,
  shownIds: ReadonlySet<string>,
): ValidationIssue[] {
  return issues.filter((found) => {
    if (found.target) {
      const id = found.target.optionId ?? found.target.descId;
      return id === undefined || !shownIds.has(id);
    }
    if (!SLOTTED.has(found.key)) return true;
    return ![...shownSlots].some((slot) => (ISSUE_SLOTS[slot] as readonly string[]).includes(found.key));
  });
}
