import type { AssociationChoice } from '../../core/model';
import { blockPlan, type Pairing } from './trials';

/**
 * The IAT D score of Greenwald, Nosek & Banaji (2003), "improved scoring algorithm", in the order of its steps
 * as Lane, Banaji, Nosek & Greenwald (2007, table 3) write it out:
 *  1. trials slower than 10 000 ms are dropped;
 *  2. a respondent with more than 10 % of (remaining) combined-block trials faster than 300 ms is flagged
 *     (the paper drops such respondents; the score is still computed and the flag lets the researcher do so);
 *  3. only the combined blocks count: practice (3 and 6) and test (4 and 7) form the two block pairs;
 *  4. one inclusive standard deviation (n − 1) per pair, over all its trials' latencies as recorded;
 *  5. errors: with `penalty600`, each error trial's latency is replaced by its block's mean of correct
 *     latencies + 600 ms; with `builtInCorrection` (the respondent must correct an error before going on, and
 *     the latency runs to the correct response) latencies are used as they are, no penalty (Greenwald et al.
 *     2003, the D measure for built-in correction);
 *  6. per pair, (mean of the second pairing's block − mean of the first pairing's block) / the pair's SD;
 *  7. D is the mean of the two quotients.
 * The runner forces correction (a wrong swipe is marked and the trial waits for the right side), so results
 * score with `builtInCorrection`; `penalty600` is kept for tests without it and is tested alike.
 * Positive D: faster when the first option's items share a side with the first attribute category.
 */
export type ErrorHandling = 'penalty600' | 'builtInCorrection';

export const SLOW_TRIAL_MS = 10_000;
export const FAST_TRIAL_MS = 300;
export const FAST_SHARE_LIMIT = 0.1;
export const ERROR_PENALTY_MS = 600;

/** One trial as scored: its combined-block pairing, whether practice, latency in ms, whether in error. */
export interface ScoredTrial {
  pairing: Pairing;
  practice: boolean;
  latency: number;
  error: boolean;
}

export interface DScore {
  /** null when a block has no trial left, or a pair's SD is 0. */
  d: number | null;
  /** More than 10 % of the combined trials under 300 ms. */
  tooFast: boolean;
  /** Share of combined trials under 300 ms (after the slow ones were dropped). */
  fastShare: number;
  /** Combined trials dropped for being over 10 s. */
  droppedSlow: number;
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Sample standard deviation (n − 1). */
export function sampleSd(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1));
}

function blockMean(trials: readonly ScoredTrial[], errors: ErrorHandling): number | null {
  if (trials.length === 0) return null;
  if (errors === 'builtInCorrection') return mean(trials.map((trial) => trial.latency));
  const correct = trials.filter((trial) => !trial.error).map((trial) => trial.latency);
  if (correct.length === 0) return null;
  const correctMean = mean(correct);
  return mean(trials.map((trial) => (trial.error ? correctMean + ERROR_PENALTY_MS : trial.latency)));
}

export function dScore(trials: readonly ScoredTrial[], errors: ErrorHandling): DScore {
  const kept = trials.filter((trial) => trial.latency <= SLOW_TRIAL_MS);
  const fastShare = kept.length
    ? kept.filter((trial) => trial.latency < FAST_TRIAL_MS).length / kept.length
    : 0;
  const quotients: number[] = [];
  for (const practice of [true, false]) {
    const pair = kept.filter((trial) => trial.practice === practice);
    const first = blockMean(
      pair.filter((trial) => trial.pairing === 'first'),
      errors,
    );
    const second = blockMean(
      pair.filter((trial) => trial.pairing === 'second'),
      errors,
    );
    const sd = pair.length > 1 ? sampleSd(pair.map((trial) => trial.latency)) : 0;
    if (first === null || second === null || !(sd > 0)) {
      return {
        d: null,
        tooFast: fastShare > FAST_SHARE_LIMIT,
        fastShare,
        droppedSlow: trials.length - kept.length,
      };
    }
    quotients.push((second - first) / sd);
  }
  return {
    d: mean(quotients),
    tooFast: fastShare > FAST_SHARE_LIMIT,
    fastShare,
    droppedSlow: trials.length - kept.length,
  };
}

/** The combined-block trials of an answer, ready for dScore (trials of other blocks are left out). */
export function scoredTrials(choices: readonly AssociationChoice[], reversedFirst: boolean): ScoredTrial[] {
  const plans = new Map(blockPlan(reversedFirst).map((plan) => [plan.block, plan]));
  return choices.flatMap((choice) => {
    const plan = choice.block === undefined ? undefined : plans.get(choice.block);
    if (!plan?.pairing) return [];
    return [
      {
        pairing: plan.pairing,
        practice: plan.practice,
        latency: choice.edTime - choice.stTime,
        error: (choice.errors ?? 0) > 0,
      },
    ];
  });
}
