import type { QuotaWire, SaveQuotaRequestInput } from '../../core/api/quotas';
import { quotaCellKey } from '../../core/quotas/cells';
import {
  MAX_QUOTA_CELLS,
  MAX_QUOTA_QUESTIONS,
  MAX_QUOTA_TARGET,
  type QuotaWhenFull,
} from '../../core/quotas/quota';
import type { QuotaQuestion } from './quotaQuestions';

/** One cell of the grid the editor shows: one option of each chosen question, with their texts. */
export type GridCell = { key: string; optionIds: string[]; texts: string[] };

/** What the editor holds while a quota is typed; targets by cell key, null or absent for a cell left out. */
export type QuotaDraft = {
  id?: string;
  name: string;
  questionIds: string[];
  whenFull: QuotaWhenFull;
  targets: Record<string, number | null>;
};

export function emptyDraft(): QuotaDraft {
  return { name: '', questionIds: [], whenFull: 'endNow', targets: {} };
}

export function draftOf(quota: QuotaWire): QuotaDraft {
  return {
    id: quota.id,
    name: quota.name,
    questionIds: [...quota.questionIds],
    whenFull: quota.whenFull,
    targets: Object.fromEntries(quota.cells.map((cell) => [quotaCellKey(cell.optionIds), cell.target])),
  };
}

/** How many cells the chosen questions make: the product of their option counts (0 with none chosen). */
export function gridSize(questions: readonly QuotaQuestion[]): number {
  if (questions.length === 0) return 0;
  return questions.reduce((size, question) => size * question.options.length, 1);
}

/**
 * Every combination of one option of each question, the first question varying slowest (so a crossed
 * quota reads row by row: 男 × 青年, 男 × 中年, 女 × 青年 …). Keys are the ones the server stores cells by.
 */
export function cellGrid(questions: readonly QuotaQuestion[]): GridCell[] {
  if (questions.length === 0) return [];
  let cells: { optionIds: string[]; texts: string[] }[] = [{ optionIds: [], texts: [] }];
  for (const question of questions) {
    cells = cells.flatMap((cell) =>
      question.options.map((option) => ({
        optionIds: [...cell.optionIds, option.id],
        texts: [...cell.texts, option.text],
      })),
    );
  }
  return cells.map((cell) => ({ key: quotaCellKey(cell.optionIds), ...cell }));
}

/** The chosen questions, in the draft's order, among those a quota may count (unknown ids dropped). */
export function chosenQuestions(draft: QuotaDraft, eligible: readonly QuotaQuestion[]): QuotaQuestion[] {
  const byId = new Map(eligible.map((question) => [question.id, question]));
  return draft.questionIds.flatMap((id) => byId.get(id) ?? []);
}

/** Every cell of the grid given the same target (null clears them all). */
export function withAllTargets(
  draft: QuotaDraft,
  grid: readonly GridCell[],
  target: number | null,
): QuotaDraft {
  const targets = { ...draft.targets };
  for (const cell of grid) targets[cell.key] = target;
  return { ...draft, targets };
}

export type DraftProblem =
  | { key: 'quotaScreen.problem.name' }
  | { key: 'quotaScreen.problem.questions' }
  | { key: 'quotaScreen.problem.cells' }
  | { key: 'quotaScreen.problem.tooMany'; params: { count: number; max: number } };

/**
 * The save request of a draft, or why it cannot be sent yet: what the screen can tell before the server
 * (a name, one to three questions, at least one cell with a target, not too many cells). Only cells of the
 * current grid with a whole target are sent; the server checks the rest against the stored design.
 */
export function saveRequestOf(
  surveyId: string,
  draft: QuotaDraft,
  eligible: readonly QuotaQuestion[],
): { request: SaveQuotaRequestInput } | { problem: DraftProblem } {
  if (draft.name.trim() === '') return { problem: { key: 'quotaScreen.problem.name' } };
  const questions = chosenQuestions(draft, eligible);
  if (questions.length === 0 || questions.length > MAX_QUOTA_QUESTIONS) {
    return { problem: { key: 'quotaScreen.problem.questions' } };
  }
  const size = gridSize(questions);
  if (size > MAX_QUOTA_CELLS) {
    return { problem: { key: 'quotaScreen.problem.tooMany', params: { count: size, max: MAX_QUOTA_CELLS } } };
  }
  const cells = cellGrid(questions).flatMap((cell) => {
    const target = draft.targets[cell.key];
    return isTarget(target) ? [{ optionIds: cell.optionIds, target }] : [];
  });
  if (cells.length === 0) return { problem: { key: 'quotaScreen.problem.cells' } };
  return {
    request: {
      surveyId,
      ...(draft.id ? { id: draft.id } : {}),
      name: draft.name.trim(),
      questionIds: questions.map((question) => question.id),
      whenFull: draft.whenFull,
      cells,
    },
  };
}

function isTarget(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_QUOTA_TARGET;
}

/** A cell is full once its count reaches its target (a target of 0 is full from the start), as the server says. */
export function isCellFull(cell: { counted: number; target: number }): boolean {
  return cell.counted >= cell.target;
}

/** A saved quota's counts by cell key, for the editor to show beside the targets. */
export function countedByCell(quota: QuotaWire): Record<string, number> {
  return Object.fromEntries(quota.cells.map((cell) => [quotaCellKey(cell.optionIds), cell.counted]));
}
