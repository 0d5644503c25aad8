import { describe, expect, it } from 'vitest';
import {
  type AnswerOfKind,
  type AssociationChoice,
  answerValueSchema,
  type Question,
} from '../../../src/core/model';
import { createRandom } from '../../../src/core/shuffle';
import { dScore, type ScoredTrial, scoredTrials } from '../../../src/questions/implicitAssociation/dScore';
import { type IatSetup, readIatSetup } from '../../../src/questions/implicitAssociation/family';
import { results } from '../../../src/questions/implicitAssociation/results';
import { blockPlan, fullIatTrials } from '../../../src/questions/implicitAssociation/trials';
import type { ExportResponse } from '../../../src/questions/shared/columns';
import {
  fromSavePayload,
  toSavePayload,
  validateAnswer,
  validateQuestionDesign,
} from '../../../src/questions/validate';
import { keys, make } from './helpers';

type Choice = AssociationChoice;
const round = make('implicitAssociation'); // sides id1 (left) id2 (right), items id3 id4

function choice(descId: string, optionId: string, extra: Partial<Choice> = {}): Choice {
  const stTime = extra.stTime ?? 1000.25;
  const edTime = extra.edTime ?? 1800.75;
  return { descId, optionId, stTime, edTime, time: (edTime - stTime) / 1000, ...extra };
}
const answer = (choices: Choice[], extra: Partial<AnswerOfKind<'association'>> = {}) =>
  ({ kind: 'association', choices, ...extra }) as const;

describe('association answer format', () => {
  it('reads an answer written before the optional fields existed (old-format fixture) and validates it', () => {
    // As the first builds stored it: five fields per choice, nothing else.
    const stored = {
      kind: 'association',
      choices: [
        { descId: 'id3', optionId: 'id1', stTime: 1, edTime: 801, time: 0.8 },
        { descId: 'id4', optionId: 'id2', stTime: 900, edTime: 1500, time: 0.6 },
      ],
    };
    const parsed = answerValueSchema.parse(stored);
    expect(parsed).toEqual(stored);
    expect(validateAnswer(round, parsed)).toEqual([]);
  });

  it('carries every field through the wire items and back', () => {
    const full = answer(
      [
        choice('id3', 'id1', { firstTouch: 310.5, direction: 'left', errors: 0, corrections: 1 }),
        choice('id4', 'id2', { direction: 'right', firstTouch: 0 }),
      ],
      { timeOrigin: 1_764_000_000_000.5 },
    );
    const items = toSavePayload(round, full, { belongAnswerId: 'r1' });
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ descId: 'id3', quItemId: 'id1', belongAnswerId: 'r1' });
    expect(fromSavePayload(round, items)).toEqual(full);
  });

  it('refuses wire items whose timings are not numbers', () => {
    const items = toSavePayload(round, answer([choice('id3', 'id1')]));
    const broken = items.map((item) => ({ ...item, extendsData: { ...item.extendsData, stTime: 'soon' } }));
    expect(fromSavePayload(round, broken)).toBeUndefined();
  });
});

describe('association answer rules (swipe round)', () => {
  it('every shown item needs a swipe, with the swipe message at the item', () => {
    expect(keys(validateAnswer(round, undefined))).toEqual(['core.answer.swipe']);
    expect(validateAnswer(round, answer([choice('id3', 'id1')]))).toEqual([
      { key: 'core.answer.swipe', target: { descId: 'id4' } },
    ]);
    const optional = make('implicitAssociation', { answerConfig: { requireInd: 0 } });
    expect(validateAnswer(optional, undefined)).toEqual([]);
  });

  it.each<[string, Choice[]]>([
    ['a side that is no option', [choice('id3', 'id3')]],
    ['an unknown item', [choice('zz', 'id1')]],
    ['an item swiped twice', [choice('id3', 'id1'), choice('id3', 'id2')]],
    ['an end before the start', [choice('id3', 'id1', { stTime: 2000, edTime: 1000, time: 0 })]],
    ['a time disagreeing with the timings', [choice('id3', 'id1', { time: 0.9 })]],
    ['a direction against the side', [choice('id3', 'id1', { direction: 'right' })]],
    ['a first touch after the response', [choice('id3', 'id1', { firstTouch: 900 })]],
    ['a block in a swipe round', [choice('id3', 'id1', { block: 1, trial: 1 })]],
  ])('refuses %s', (_name, choices) => {
    expect(keys(validateAnswer(round, answer(choices)))).toEqual(['core.answer.invalid']);
  });
});

const SETUP: IatSetup = {
  full: true,
  itemSides: { id3: 0, id4: 1 },
  attributeLabels: ['好', '坏'],
  attributes: [
    { id: 'a1', name: '美好', side: 0 },
    { id: 'a2', name: '糟糕', side: 1 },
  ],
  counterbalance: true,
};
const fullIat: Question = make('implicitAssociation', { answerConfig: { iat: SETUP } });

/** A respondent who always swipes the right way, 700 ms after onset. */
function perfectRun(reversedFirst: boolean): Choice[] {
  const trials = fullIatTrials(SETUP, ['id3', 'id4'], reversedFirst, createRandom('seed'));
  return trials.map((trial, index) => {
    const stTime = 10_000 + index * 2000;
    return choice(trial.stimulusId, trial.correctSide === 0 ? 'id1' : 'id2', {
      stTime,
      edTime: stTime + 700,
      block: trial.block,
      trial: trial.trial,
    });
  });
}

describe('full IAT', () => {
  it('plans 180 trials in seven blocks, the targets swapped at block 5', () => {
    const plan = blockPlan(false);
    expect(plan.map((block) => block.trials)).toEqual([20, 20, 20, 40, 20, 20, 40]);
    expect(plan.map((block) => block.targetsSwapped)).toEqual([false, false, false, false, true, true, true]);
    expect(blockPlan(true).map((block) => block.pairing ?? '-')).toEqual([
      '-',
      '-',
      'second',
      'second',
      '-',
      'first',
      'first',
    ]);
    const trials = fullIatTrials(SETUP, ['id3', 'id4'], false, createRandom('x'));
    expect(trials).toHaveLength(180);
    // Block 1 shows items only, block 2 attributes only; item id3 (first option's) is left until block 5.
    expect(new Set(trials.filter((t) => t.block === 1).map((t) => t.stimulusId))).toEqual(
      new Set(['id3', 'id4']),
    );
    expect(new Set(trials.filter((t) => t.block === 2).map((t) => t.stimulusId))).toEqual(
      new Set(['a1', 'a2']),
    );
    expect(
      new Set(trials.filter((t) => t.stimulusId === 'id3' && t.block < 5).map((t) => t.correctSide)),
    ).toEqual(new Set([0]));
    expect(
      new Set(trials.filter((t) => t.stimulusId === 'id3' && t.block >= 5).map((t) => t.correctSide)),
    ).toEqual(new Set([1]));
  });

  it.each([false, true])(
    'accepts a complete run (reversed first: %s), also in stored (per-item) order',
    (reversed) => {
      const choices = perfectRun(reversed);
      expect(validateAnswer(fullIat, answer(choices, { reversedFirst: reversed }))).toEqual([]);
      const grouped = [...choices].sort((left, right) => left.descId.localeCompare(right.descId));
      expect(validateAnswer(fullIat, answer(grouped, { reversedFirst: reversed }))).toEqual([]);
    },
  );

  it('an unfinished run is not complete yet; a wrong side or a foreign stimulus is refused', () => {
    const choices = perfectRun(false);
    expect(keys(validateAnswer(fullIat, answer(choices.slice(0, 40))))).toEqual(['core.answer.swipe']);
    const wrongSide = choices.map((c, i) =>
      i === 0 ? { ...c, optionId: c.optionId === 'id1' ? 'id2' : 'id1', direction: undefined } : c,
    );
    expect(keys(validateAnswer(fullIat, answer(wrongSide)))).toEqual(['core.answer.invalid']);
    const attributeInBlock1 = choices.map((c, i) => (i === 0 ? { ...c, descId: 'a1', optionId: 'id1' } : c));
    expect(keys(validateAnswer(fullIat, answer(attributeInBlock1)))).toEqual(['core.answer.invalid']);
    const repeated = [...choices, { ...choices[179]!, trial: 181 }];
    expect(keys(validateAnswer(fullIat, answer(repeated)))).toEqual(['core.answer.invalid']);
  });

  it('reads a setup without zod, and a malformed one as the empty setup', () => {
    expect(readIatSetup(fullIat)).toEqual(SETUP);
    expect(readIatSetup(make('implicitAssociation', { answerConfig: { iat: 'nonsense' } })).full).toBe(false);
  });
});

describe('association design rules', () => {
  const withIat = (iat: unknown, descs?: number) => {
    const q = make('implicitAssociation', { answerConfig: { iat } });
    if (descs === undefined) return q;
    return { ...q, descList: Array.from({ length: descs }, (_, i) => ({ ...q.descList[0]!, id: `d${i}` })) };
  };
  it.each<[string, Question, string[]]>([
    ['a default question', make('implicitAssociation'), []],
    ['six items', withIat(undefined, 6), ['core.design.maxFiveOptions']],
    [
      'six attributes',
      withIat({
        ...SETUP,
        attributes: Array.from({ length: 6 }, (_, i) => ({ id: `a${i}`, name: 'x', side: i % 2 })),
      }),
      ['core.design.maxFiveAttributes'],
    ],
    ['a complete full IAT', fullIat, []],
    ['a setup that is no setup', withIat({ full: 'yes' }), ['core.design.iatSetup']],
    [
      'a full IAT without attribute names, all items on one side, one attribute',
      withIat({ ...SETUP, attributeLabels: ['好', ' '], itemSides: {}, attributes: [SETUP.attributes[0]] }),
      ['core.design.iatAttributeLabels', 'core.design.iatItemSides', 'core.design.iatAttributeSides'],
    ],
    [
      'an empty attribute',
      withIat({ ...SETUP, attributes: [{ ...SETUP.attributes[0]!, name: '' }, SETUP.attributes[1]] }),
      ['core.design.iatAttributeNull'],
    ],
    [
      'a swipe round keeps attributes without checking them',
      withIat({ ...SETUP, full: false, attributes: [] }),
      [],
    ],
  ])('%s', (_name, question, expected) => {
    expect(keys(validateQuestionDesign(question))).toEqual(expected);
  });
});

/**
 * The worked example, computed independently of dScore.ts (Python's statistics module, by these steps):
 *   B3 (first pairing, practice) 700 800 650e 900 12000 → 12000 dropped (> 10 s)
 *   B6 (second, practice)        1000 1100 950 1200e 250
 *   B4 (first, test)             600 750 820 700 680e
 *   B7 (second, test)            900 1050 980 11000 870 1500e → 11000 dropped
 *   SD practice = stdev(700 800 650 900 1000 1100 950 1200 250)  = 283.70074217582004
 *   SD test     = stdev(600 750 820 700 680 900 1050 980 870 1500) = 257.08839811326465
 *   penalty 600: B3 correct mean 800, 650e → 1400, block mean 950; B6 correct mean 825, 1200e → 1425, mean 945;
 *     B4 correct mean 717.5, 680e → 1317.5, mean 837.5; B7 correct mean 950, 1500e → 1550, mean 1070;
 *     D = ((945 − 950) / 283.7007 + (1070 − 837.5) / 257.0884) / 2 = (−0.0176242 + 0.9043582) / 2 = 0.4433670
 *   built-in correction (latencies as they are): means 762.5, 900, 710, 1060;
 *     D = ((900 − 762.5) / 283.7007 + (1060 − 710) / 257.0884) / 2 = (0.4846656 + 1.3613994) / 2 = 0.9230325
 *   1 of 19 kept trials is under 300 ms: 5.3 %, not flagged.
 */
describe('D score (Greenwald, Nosek & Banaji 2003)', () => {
  const block = (
    pairing: 'first' | 'second',
    practice: boolean,
    latencies: (number | string)[],
  ): ScoredTrial[] =>
    latencies.map((value) => ({
      pairing,
      practice,
      latency: Number.parseFloat(String(value)),
      error: String(value).endsWith('e'),
    }));
  const example = [
    ...block('first', true, [700, 800, '650e', 900, 12000]),
    ...block('second', true, [1000, 1100, 950, '1200e', 250]),
    ...block('first', false, [600, 750, 820, 700, '680e']),
    ...block('second', false, [900, 1050, 980, 11000, 870, '1500e']),
  ];

  it('matches the worked example with the 600 ms error penalty', () => {
    const result = dScore(example, 'penalty600');
    expect(result.d).toBeCloseTo(0.44336699570397897, 10);
    expect(result).toMatchObject({ tooFast: false, droppedSlow: 2 });
    expect(result.fastShare).toBeCloseTo(1 / 19, 12);
  });

  it('matches the worked example with built-in correction', () => {
    expect(dScore(example, 'builtInCorrection').d).toBeCloseTo(0.9230325344950829, 10);
  });

  it('flags a respondent with more than 10 % of trials under 300 ms', () => {
    const fast = [...example, ...block('first', false, [200, 210]), ...block('second', false, [220])];
    // 4 of 22 kept trials under 300 ms: 18 %.
    expect(dScore(fast, 'penalty600')).toMatchObject({ tooFast: true });
  });

  it('has no score when a block is empty', () => {
    expect(
      dScore(
        example.filter((t) => t.practice),
        'penalty600',
      ).d,
    ).toBeNull();
  });

  it('scores a recorded run by its blocks, whichever pairing came first', () => {
    const choices = perfectRun(true).map((c) => ({
      ...c,
      // second pairing (met first here) 700 ms, first pairing 900 ms: the respondent prefers the second.
      edTime: c.stTime + (c.block! >= 5 ? 900 : 700),
    }));
    const trials = scoredTrials(choices, true);
    expect(trials).toHaveLength(120);
    expect(dScore(trials, 'builtInCorrection').d).toBeLessThan(0);
  });
});

describe('association export columns', () => {
  const response = (answer: AnswerOfKind<'association'>): ExportResponse => ({
    id: 'r1',
    status: 'complete',
    sampleStatus: null,
    startedAt: new Date(0),
    completedAt: null,
    releaseVersion: 1,
    language: null,
    panelUserId: null,
    invalid: false,
    answers: { [round.id]: answer },
  });
  const cells = (question: Question, answer: AnswerOfKind<'association'>) => {
    const columns = results.columns(question, { code: 'Q1', title: '联想' });
    const shown = { ...response(answer), answers: { [question.id]: answer } };
    return Object.fromEntries(columns.map((column) => [column.wanted, column.cell(shown)]));
  };

  it('a swipe round: side, latency, first touch and swipes given up per item', () => {
    const found = cells(
      round,
      answer([choice('id4', 'id2', { stTime: 100, edTime: 712.34, firstTouch: 250.06, corrections: 2 })]),
    );
    expect(found).toEqual({
      Q1_1: null,
      Q1_1_ms: null,
      Q1_1_touch_ms: null,
      Q1_1_corr: null,
      Q1_2: 2,
      Q1_2_ms: 612.3,
      Q1_2_touch_ms: 250.1,
      Q1_2_corr: 2,
    });
    const [side] = results.columns(round, { code: 'Q1', title: '联想' });
    expect(side?.valueLabels.map((label) => label.value)).toEqual([1, 2]);
  });

  it('a full IAT: the D score of its trials and the flags, per respondent', () => {
    const choices = perfectRun(false).map((c) => ({ ...c, edTime: c.stTime + (c.block! >= 5 ? 900 : 700) }));
    choices[45] = { ...choices[45]!, errors: 1 };
    const found = cells(fullIat, answer(choices, { reversedFirst: false }));
    const expected = dScore(scoredTrials(choices, false), 'builtInCorrection').d!;
    expect(found).toEqual({
      Q1_d: Math.round(expected * 1000) / 1000,
      Q1_fast: 0,
      Q1_err: Math.round((1 / 180) * 1000) / 1000,
      Q1_ms: 800,
      Q1_rev: 0,
    });
    // First pairing 700 ms, second 900 ms: faster when the first option's items share the first attribute's side.
    expect(found.Q1_d).toBeGreaterThan(0);
  });
});
