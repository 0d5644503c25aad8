import type { AnswerOfKind, Question } from '../../core/model';
import type { FamilyResults } from '../familyResults';
import { answerOf, type ColumnDraft, type ExportResponse, plainColumn } from '../shared/columns';
import { dScore, mean, scoredTrials } from './dScore';
import { readIatSetup } from './family';
import { associationDetails } from './summary';

type Association = AnswerOfKind<'association'>;

/** Milliseconds to a tenth, as the performance.now clock gives them (sub-millisecond where the browser allows). */
const tenth = (ms: number) => Math.round(ms * 10) / 10;

/**
 * An implicit association question in an export (server side only, see ../familyResults.ts).
 * A swipe round: per item `<code>_<n>` the side (1 the first option, 2 the second, labelled), `<code>_<n>_ms`
 * the latency from the painted onset to the decisive touch, `<code>_<n>_touch_ms` the onset to the first touch,
 * `<code>_<n>_corr` the swipes given up before it. A full IAT: per respondent `<code>_d` the D score
 * (Greenwald, Nosek & Banaji 2003, built-in correction: the runner makes every error corrected, see dScore.ts),
 * `<code>_fast` 1 when more than 10 % of the trials were under 300 ms (the paper drops such respondents),
 * `<code>_err` the share of trials with an error, `<code>_ms` the mean latency of the combined blocks and
 * `<code>_rev` 1 when the respondent met the swapped pairing first.
 * In the report: per stimulus latencies and errors, and a full IAT's D scores (summary.ts).
 */
export const results = {
  columns: (question, { code, title }) =>
    readIatSetup(question).full ? fullIatColumns(question, code, title) : roundColumns(question, code, title),
  countDetails: associationDetails,
} satisfies FamilyResults;

function roundColumns(question: Question, code: string, title: string): ColumnDraft[] {
  const sides = question.optionList.slice(0, 2);
  return question.descList.flatMap((item, index) => {
    const n = index + 1;
    const label = `${title} - ${item.optionName}`;
    const choiceOf = (r: ExportResponse) =>
      answerOf(r, question, 'association')?.choices.find((choice) => choice.descId === item.id);
    const timing = (
      suffix: string,
      what: string,
      pick: (choice: Association['choices'][number]) => number | undefined,
    ) =>
      plainColumn(`${code}_${n}_${suffix}`, `${label} - ${what}`, 'numeric', 'scale', (r) => {
        const choice = choiceOf(r);
        const value = choice ? pick(choice) : undefined;
        return value === undefined ? null : tenth(value);
      });
    const side: ColumnDraft = {
      ...plainColumn(`${code}_${n}`, label, 'numeric', 'nominal', (r) => {
        const at = sides.findIndex((option) => option.id === choiceOf(r)?.optionId);
        return at === -1 ? null : at + 1;
      }),
      valueLabels: sides.map((option, at) => ({ value: at + 1, label: option.optionName })),
    };
    return [
      side,
      timing('ms', 'latency ms', (choice) => choice.edTime - choice.stTime),
      timing('touch_ms', 'first touch ms', (choice) => choice.firstTouch),
      plainColumn(
        `${code}_${n}_corr`,
        `${label} - swipes given up`,
        'numeric',
        'scale',
        (r) => choiceOf(r)?.corrections ?? null,
      ),
    ];
  });
}

function fullIatColumns(question: Question, code: string, title: string): ColumnDraft[] {
  const scoreOf = (r: ExportResponse) => {
    const answer = answerOf(r, question, 'association');
    if (!answer) return undefined;
    const trials = scoredTrials(answer.choices, answer.reversedFirst === true);
    return { answer, trials, score: dScore(trials, 'builtInCorrection') };
  };
  const column = (
    suffix: string,
    label: string,
    cell: (found: NonNullable<ReturnType<typeof scoreOf>>) => number | null,
  ) =>
    plainColumn(`${code}_${suffix}`, `${title} - ${label}`, 'numeric', 'scale', (r) => {
      const found = scoreOf(r);
      return found ? cell(found) : null;
    });
  return [
    column('d', 'D score', ({ score }) => (score.d === null ? null : Math.round(score.d * 1000) / 1000)),
    column('fast', 'over 10% of trials under 300 ms', ({ score }) => (score.tooFast ? 1 : 0)),
    column('err', 'share of trials in error', ({ answer }) =>
      answer.choices.length
        ? Math.round(
            (answer.choices.filter((choice) => (choice.errors ?? 0) > 0).length / answer.choices.length) *
              1000,
          ) / 1000
        : null,
    ),
    column('ms', 'mean latency of the combined blocks ms', ({ trials }) =>
      trials.length ? tenth(mean(trials.map((trial) => trial.latency))) : null,
    ),
    column('rev', 'swapped pairing first', ({ answer }) => (answer.reversedFirst ? 1 : 0)),
  ];
}
