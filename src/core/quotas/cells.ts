import type { Answers } from '../model/answers';

/**
 * The parts of quotas the runner needs too, free of zod (the runner's bundle leaves it out): which cell
 * answers fall into, and whether a full cell ends the response now. The definitions are in quota.ts.
 */

/** The key a cell is stored and counted under: its option ids in question order. */
export function quotaCellKey(optionIds: readonly string[]): string {
  return optionIds.join(',');
}

/**
 * The cell the answers fall into: the option chosen for each quota question, when every one of them has
 * exactly one chosen option; undefined when one is unanswered (or not a single choice), so the response is
 * not counted in this quota. Whether a cell with that key exists is the caller's to look up.
 */
export function quotaCellKeyOf(questionIds: readonly string[], answers: Answers): string | undefined {
  const chosen: string[] = [];
  for (const questionId of questionIds) {
    const answer = answers[questionId];
    if (answer?.kind !== 'choice' || answer.optionIds.length !== 1) return undefined;
    chosen.push(answer.optionIds[0] as string);
  }
  return quotaCellKey(chosen);
}

/** What the respondents' quota-state call says of one quota: its questions, behaviour and full cells. */
export interface QuotaStateEntry {
  id: string;
  questionIds: string[];
  whenFull: 'endNow' | 'finishOverquota';
  fullCells: string[][];
}

/** The end-now quotas whose questions these answers have all answered: the ones worth asking about. */
export function quotasDecidedBy(state: readonly QuotaStateEntry[], answers: Answers): QuotaStateEntry[] {
  return state.filter(
    (quota) => quota.whenFull === 'endNow' && quotaCellKeyOf(quota.questionIds, answers) !== undefined,
  );
}

/** Whether the answers fall into a full cell of an end-now quota: the response ends at once as Quota-full. */
export function endsAsQuotaFull(state: readonly QuotaStateEntry[], answers: Answers): boolean {
  return quotasDecidedBy(state, answers).some((quota) => {
    const key = quotaCellKeyOf(quota.questionIds, answers);
    return quota.fullCells.some((cell) => quotaCellKey(cell) === key);
  });
}

/**
 * Whether the answers fall into a full cell of any quota, whatever it does when full: a checkpoint with
 * checkQuotas screens such a respondent out where it stands, before the questions after it, since a finish
 * would only end as Overquota (or be stopped later as Quota-full).
 */
export function fallsInFullCell(state: readonly QuotaStateEntry[], answers: Answers): boolean {
  return state.some((quota) => {
    const key = quotaCellKeyOf(quota.questionIds, answers);
    return key !== undefined && quota.fullCells.some((cell) => quotaCellKey(cell) === key);
  });
}
