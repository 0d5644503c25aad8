import { describe, expect, it } from 'vitest';
import { questionSummaries } from '../../../../server/results/stats/summaries';
import type { AssociationSummary } from '../../../../src/core/api/results';
import type { AnswerOfKind, AssociationChoice, Question } from '../../../../src/core/model';
import { createRandom } from '../../../../src/core/shuffle';
import { readIatSetup } from '../../../../src/questions/implicitAssociation/family';
import { fullIatTrials } from '../../../../src/questions/implicitAssociation/trials';
import { toSavePayload } from '../../../../src/questions/validate';
import { postSave, saveBody, saveQuestion, setSurveyState } from '../../answers/fixture';
import { createSurvey, design, designer } from '../../design/support';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';

/**
 * The report's summary of implicit association questions on each database: a swipe round answered by three
 * respondents (per item trials, mean and median latency, swipes given up, sides), and a full IAT answered by
 * three (one too fast): per stimulus latencies and error shares, and the D scores' summary — respondents,
 * the flagged one left out, the mean D and the bands — each figure worked out here from the trials sent,
 * with the scoring paper's steps written out plainly rather than through the family's dScore.ts.
 */
type Association = AnswerOfKind<'association'>;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const average = (values: readonly number[]) => sum(values) / values.length;
const sampleSd = (values: readonly number[]) => {
  const m = average(values);
  return Math.sqrt(sum(values.map((value) => (value - m) ** 2)) / (values.length - 1));
};

describe.each(databaseTargets())('implicit association in the report ($name)', (target) => {
  const ctx = useTestApp(target);

  async function iatSurvey(fields: Record<string, unknown>) {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '品牌联想');
    await saveQuestion(ctx().app, token, {
      belongId: survey.surveyId,
      catalogKey: 'implicitAssociation',
      quTitle: '凭第一感觉左右滑动',
      ...fields,
    });
    await setSurveyState(ctx().app, token, survey.surveyId, '1');
    const [question] = (await design(ctx().app, token, survey.surveyId)).groupList.flatMap(
      (group) => group.questionList,
    );
    return { surveyId: survey.surveyId, question: question as Question };
  }

  async function answer(surveyId: string, question: Question, value: Association) {
    const body = saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status: 'complete',
      items: toSavePayload(question, value),
    });
    const saved = await postSave(ctx().app, body);
    expect(saved.status, saved.envelope.message).toBe(200);
  }

  async function summaryOf(
    surveyId: string,
  ): Promise<{ answered: number; association?: AssociationSummary }> {
    const { questions } = await questionSummaries(
      ctx().db,
      { surveyId, filter: { invalid: 'exclude' } },
      'zh',
    );
    const [summary] = questions;
    if (summary?.kind !== 'count') throw new Error(`a count summary expected, got ${summary?.kind}`);
    return summary;
  }

  const trial = (
    descId: string,
    optionId: string,
    stTime: number,
    latency: number,
    extra: Partial<AssociationChoice> = {},
  ): AssociationChoice => ({
    descId,
    optionId,
    stTime,
    edTime: stTime + latency,
    time: latency / 1000,
    ...extra,
  });

  it('sums up a swipe round per item: trials, latencies, swipes given up and sides', async () => {
    const { surveyId, question } = await iatSurvey({
      optionList: [{ optionName: '喜欢' }, { optionName: '不喜欢' }],
      descList: [{ optionName: '瑞幸' }, { optionName: '星巴克' }],
    });
    const [like, dislike] = question.optionList.map((option) => option.id) as [string, string];
    const [first, second] = question.descList.map((item) => item.id) as [string, string];
    // Three respondents: (side, latency, given up) for 瑞幸 then 星巴克.
    const rounds: [string, number, number, string, number, number][] = [
      [like, 500, 1, dislike, 400, 0],
      [like, 700, 0, like, 600, 0],
      [dislike, 900, 2, dislike, 1100, 1],
    ];
    for (const [side1, ms1, gaveUp1, side2, ms2, gaveUp2] of rounds) {
      await answer(surveyId, question, {
        kind: 'association',
        choices: [
          trial(first, side1, 1000, ms1, { corrections: gaveUp1 }),
          trial(second, side2, 4000, ms2, { corrections: gaveUp2 }),
        ],
      });
    }
    const summary = await summaryOf(surveyId);
    expect(summary.answered).toBe(3);
    expect(summary.association).toEqual({
      sides: ['喜欢', '不喜欢'],
      stimuli: [
        {
          stimulusId: first,
          label: '瑞幸',
          attribute: false,
          trials: 3,
          meanMs: 700,
          medianMs: 700,
          errorShare: null,
          abandoned: 3,
          sides: [2, 1],
        },
        {
          stimulusId: second,
          label: '星巴克',
          attribute: false,
          trials: 3,
          meanMs: 700,
          medianMs: 600,
          errorShare: null,
          abandoned: 1,
          sides: [1, 2],
        },
      ],
    });
  });

  it('sums up a full IAT: per stimulus latencies and errors, the D scores with the too fast left out', async () => {
    const iat = {
      full: true,
      itemSides: { 'item-rose': 0, 'item-roach': 1 },
      attributeLabels: ['好', '坏'],
      attributes: [
        { id: 'attr-good', name: '美好', side: 0 },
        { id: 'attr-bad', name: '糟糕', side: 1 },
      ],
      counterbalance: true,
    };
    const { surveyId, question } = await iatSurvey({
      optionList: [{ optionName: '花' }, { optionName: '虫' }],
      descList: [
        { id: 'item-rose', optionName: '玫瑰' },
        { id: 'item-roach', optionName: '蟑螂' },
      ],
      answerConfig: { iat },
    });
    const setup = readIatSetup(question);
    // Latency by block, as each respondent met the blocks; the third is too fast (a quarter under 300 ms).
    const respondents = [
      {
        reversedFirst: false,
        latency: (block: number, n: number) => (block <= 4 ? 600 : 800) + (n % 5) * 10,
      },
      { reversedFirst: true, latency: (block: number, n: number) => (block <= 4 ? 680 : 700) + (n % 3) * 60 },
      { reversedFirst: false, latency: (_block: number, n: number) => 250 + (n % 4) * 100 },
    ];
    const sent: { reversedFirst: boolean; choices: AssociationChoice[] }[] = [];
    for (const [at, respondent] of respondents.entries()) {
      const trials = fullIatTrials(
        setup,
        ['item-rose', 'item-roach'],
        respondent.reversedFirst,
        createRandom(`respondent-${at}`),
      );
      const choices = trials.map((planned, n) =>
        trial(
          planned.stimulusId,
          question.optionList[planned.correctSide]?.id ?? '',
          5000 + n * 1500,
          respondent.latency(planned.block, n),
          {
            errors: (n + at) % 9 === 0 ? 1 : 0,
            corrections: (n + at) % 13 === 0 ? 1 : 0,
            block: planned.block,
            trial: planned.trial,
          },
        ),
      );
      sent.push({ reversedFirst: respondent.reversedFirst, choices });
      await answer(surveyId, question, {
        kind: 'association',
        choices,
        reversedFirst: respondent.reversedFirst,
      });
    }

    const summary = (await summaryOf(surveyId)).association;
    expect(summary?.sides).toEqual(['花', '虫']);
    const every = sent.flatMap((respondent) => respondent.choices);
    const stimuli = [
      ['item-rose', '玫瑰', false],
      ['item-roach', '蟑螂', false],
      ['attr-good', '美好', true],
      ['attr-bad', '糟糕', true],
    ] as const;
    expect(
      summary?.stimuli.map((stimulus) => [stimulus.stimulusId, stimulus.label, stimulus.attribute]),
    ).toEqual(stimuli.map((stimulus) => [...stimulus]));
    for (const [id] of stimuli) {
      const trials = every.filter((choice) => choice.descId === id);
      const latencies = trials.map((choice) => choice.edTime - choice.stTime).sort((a, b) => a - b);
      const shown = summary?.stimuli.find((stimulus) => stimulus.stimulusId === id);
      expect(shown?.trials).toBe(trials.length);
      expect(shown?.meanMs).toBeCloseTo(average(latencies), 6);
      const half = latencies.length / 2;
      expect(shown?.medianMs).toBe(
        latencies.length % 2
          ? latencies[Math.floor(half)]
          : ((latencies[half - 1] ?? 0) + (latencies[half] ?? 0)) / 2,
      );
      expect(shown?.errorShare).toBeCloseTo(
        trials.filter((choice) => choice.errors === 1).length / trials.length,
        9,
      );
      expect(shown?.abandoned).toBe(sum(trials.map((choice) => choice.corrections ?? 0)));
      expect(shown?.sides).toBeUndefined();
    }

    // D by hand for the first two: blocks 3/6 and 4/7 are the pairs; the respondent reversed first met the
    // second pairing in blocks 3–4. Latencies are all under 10 s, so none is dropped.
    const dOf = ({ reversedFirst, choices }: (typeof sent)[number]) => {
      const latencies = (blocks: number[]) =>
        choices.filter((choice) => blocks.includes(choice.block ?? 0)).map((c) => c.edTime - c.stTime);
      const quotient = (firstPairing: number, secondPairing: number) =>
        (average(latencies([secondPairing])) - average(latencies([firstPairing]))) /
        sampleSd(latencies([firstPairing, secondPairing]));
      return reversedFirst ? (quotient(6, 3) + quotient(7, 4)) / 2 : (quotient(3, 6) + quotient(4, 7)) / 2;
    };
    const [d1, d2] = [dOf(sent[0] as (typeof sent)[number]), dOf(sent[1] as (typeof sent)[number])];
    // The two land on opposite sides, as the latencies were made to (the first faster in the first pairing).
    expect(d1).toBeGreaterThan(0.65);
    expect(d2).toBeLessThan(0);
    const fast = sent[2]?.choices.filter((choice) => (choice.block ?? 0) >= 3 && choice.block !== 5) ?? [];
    expect(fast.filter((choice) => choice.edTime - choice.stTime < 300).length / fast.length).toBeGreaterThan(
      0.1,
    );
    const band = (d: number) => {
      const size = Math.abs(d);
      const strength = size >= 0.65 ? 3 : size >= 0.35 ? 2 : size >= 0.15 ? 1 : 0;
      return d < 0 ? 3 - strength : 3 + strength;
    };
    const bands = [0, 0, 0, 0, 0, 0, 0];
    for (const d of [d1, d2]) bands[band(d)] = (bands[band(d)] ?? 0) + 1;
    expect(summary?.iat).toMatchObject({
      attributes: ['好', '坏'],
      respondents: 3,
      flagged: 1,
      scored: 2,
      bands,
    });
    expect(summary?.iat?.meanD).toBeCloseTo((d1 + d2) / 2, 9);
  });
});
