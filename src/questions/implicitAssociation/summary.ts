import { sql } from 'drizzle-orm';
import {
  type AssociationStimulus,
  type AssociationSummary,
  D_BANDS,
  D_STRENGTH_CUTS,
} from '../../core/api/results';
import { type AssociationChoice, associationAnswerSchema, type Question } from '../../core/model';
import { optionText } from '../../core/results/labels';
import type { CountDetails, SummaryContext } from '../familyResults';
import { dScore, mean, scoredTrials } from './dScore';
import { readIatSetup } from './family';

/**
 * The report's summary of implicit association questions (server side only, see ../familyResults.ts).
 *
 * Computed here in TypeScript over the answers read whole, not in SQL: the D score is per respondent, over the
 * combined blocks' trials with a standard deviation pooled per block pair and the slow trials dropped first
 * (dScore.ts), which a SQL aggregate would have to restate; one rule in one place, the same the export's D
 * column uses. The answers are read once, and the per-stimulus figures come from the same rows.
 */
export async function associationDetails(
  context: SummaryContext,
  questions: readonly Question[],
): Promise<ReadonlyMap<string, CountDetails>> {
  const rows = await context.rows<{ question_id: string; response_id: string; value: unknown }>(
    sql`select i.question_id, i.response_id, i.value
      from ${context.itemsOf(questions.map((question) => question.id))}
      where i.value->>'kind' = 'association'`,
  );
  // A question's answer is stored one row per stimulus (server/answers/item-rows.ts): joined per response.
  const answers = new Map<string, Map<string, RespondentAnswer>>();
  for (const row of rows) {
    const parsed = associationAnswerSchema.safeParse(
      typeof row.value === 'string' ? JSON.parse(row.value) : row.value,
    );
    if (!parsed.success) continue;
    const byResponse = answers.get(row.question_id) ?? new Map<string, RespondentAnswer>();
    answers.set(row.question_id, byResponse);
    const held = byResponse.get(row.response_id);
    byResponse.set(row.response_id, {
      choices: [...(held?.choices ?? []), ...parsed.data.choices],
      reversedFirst: held?.reversedFirst === true || parsed.data.reversedFirst === true,
    });
  }
  return new Map(
    questions.map((question) => [
      question.id,
      { association: summaryOf(question, [...(answers.get(question.id)?.values() ?? [])]) },
    ]),
  );
}

type RespondentAnswer = { choices: AssociationChoice[]; reversedFirst: boolean };

export function summaryOf(question: Question, answers: readonly RespondentAnswer[]): AssociationSummary {
  const setup = readIatSetup(question);
  const [left, right] = question.optionList;
  const sides: [string, string] = [left ? optionText(left) : '', right ? optionText(right) : ''];
  const choices = answers.flatMap((answer) => answer.choices);
  const stimuli = [
    ...question.descList.map((item) => ({ id: item.id, label: optionText(item), attribute: false })),
    ...(setup.full
      ? setup.attributes.map((word) => ({ id: word.id, label: word.name, attribute: true }))
      : []),
  ].map(({ id, label, attribute }) =>
    stimulusFigures(
      id,
      label,
      attribute,
      choices.filter((choice) => choice.descId === id),
      setup.full ? undefined : [left?.id, right?.id],
    ),
  );
  if (!setup.full) return { sides, stimuli };
  return { sides, stimuli, iat: { attributes: setup.attributeLabels, ...dScores(answers) } };
}

function stimulusFigures(
  stimulusId: string,
  label: string,
  attribute: boolean,
  trials: readonly AssociationChoice[],
  sideIds: readonly (string | undefined)[] | undefined,
): AssociationStimulus {
  const latencies = trials.map((trial) => trial.edTime - trial.stTime);
  const figures: AssociationStimulus = {
    stimulusId,
    label,
    attribute,
    trials: trials.length,
    meanMs: latencies.length ? mean(latencies) : null,
    medianMs: median(latencies),
    // A swipe round has no wrong side: only a full IAT's trials count errors.
    errorShare:
      sideIds || trials.length === 0
        ? null
        : trials.filter((trial) => (trial.errors ?? 0) > 0).length / trials.length,
    abandoned: trials.reduce((sum, trial) => sum + (trial.corrections ?? 0), 0),
  };
  if (!sideIds) return figures;
  const towards = (id: string | undefined) => trials.filter((trial) => trial.optionId === id).length;
  return { ...figures, sides: [towards(sideIds[0]), towards(sideIds[1])] };
}

/** The D scores of the respondents who took the full test (trials in blocks), with the built-in correction. */
function dScores(answers: readonly RespondentAnswer[]) {
  const bands = Array.from({ length: D_BANDS }, () => 0);
  const scores: number[] = [];
  let respondents = 0;
  let flagged = 0;
  for (const answer of answers) {
    const trials = scoredTrials(answer.choices, answer.reversedFirst);
    if (trials.length === 0) continue;
    respondents++;
    const score = dScore(trials, 'builtInCorrection');
    if (score.tooFast) flagged++;
    else if (score.d !== null) {
      scores.push(score.d);
      const at = dBand(score.d);
      bands[at] = (bands[at] ?? 0) + 1;
    }
  }
  return { respondents, flagged, scored: scores.length, meanD: scores.length ? mean(scores) : null, bands };
}

/** The band of a D score: the strength its magnitude reaches, on its side of zero (see D_STRENGTH_CUTS). */
export function dBand(d: number): number {
  const strength = D_STRENGTH_CUTS.filter((cut) => Math.abs(d) >= cut).length;
  const middle = D_STRENGTH_CUTS.length;
  return d < 0 ? middle - strength : middle + strength;
}

/** The median (the mean of the two middle values when even), null for none. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[half] as number)
    : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
}
