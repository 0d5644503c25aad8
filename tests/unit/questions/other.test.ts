import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../src/core/model';
import { validateAnswer } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const media = (count: number, note?: string): AnswerValue => ({
  kind: 'media',
  // Each entry names its file by the media id made on the device (src/core/api/media.ts).
  entries: Array.from({ length: count }, (_, i) => ({
    optionName: `f${i}.jpg`,
    value: `0000000${i % 10}-0000-4000-8000-${String(i).padStart(12, '0')}`,
  })),
  ...(note === undefined ? {} : { note }),
});

describe('media', () => {
  it.each(['audio', 'image', 'video'])('%s counts default to 1…20', (key) => {
    const q = make(key);
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.answer.answerFirst']);
    expect(validateAnswer(q, media(1))).toEqual([]);
    expect(validateAnswer(q, media(21))).toEqual([{ key: 'core.answer.answerAtMost', params: { n: 20 } }]);
  });

  it('minimum and maximum flags', () => {
    const q = make('image', {
      answerConfig: { minAnswerInd: 1, minAnswerNum: 3, maxAnswerInd: 1, maxAnswerNum: 4 },
    });
    expect(validateAnswer(q, media(2))).toEqual([{ key: 'core.answer.answerAtLeast', params: { n: 3 } }]);
    expect(validateAnswer(q, media(4))).toEqual([]);
    expect(keys(validateAnswer(q, media(5)))).toEqual(['core.answer.answerAtMost']);
    const noMin = make('image', { answerConfig: { minAnswerInd: 1, minAnswerNum: 0, answerLimitInd: 0 } });
    expect(validateAnswer(noMin, media(1))).toEqual([]);
  });

  it('free text box and entry values', () => {
    const q = make('audio', { answerConfig: { answerOpenInd: 1 } });
    expect(keys(validateAnswer(q, media(1)))).toEqual(['core.answer.noteNull']);
    expect(validateAnswer(q, media(1, 'said so'))).toEqual([]);
    expect(keys(validateAnswer(q, media(1, 'x'.repeat(201))))).toEqual(['core.answer.textTooLong']);
    const blank: AnswerValue = { kind: 'media', entries: [{ optionName: 'a', value: '' }] };
    expect(keys(validateAnswer(make('audio'), blank))).toEqual(['core.tipAnswerNull']);
  });

  it('every entry names its file by a media id', () => {
    for (const value of [
      '/up/a.jpg',
      'https://example.com/a.jpg',
      '../a',
      'A0000000-0000-4000-8000-000000000000',
    ]) {
      const named: AnswerValue = { kind: 'media', entries: [{ optionName: 'a.jpg', value }] };
      expect(keys(validateAnswer(make('image'), named)), value).toEqual(['core.answer.mediaIdInvalid']);
    }
  });
});

describe('concept evaluation', () => {
  const q = make('conceptEvaluation', {
    optionList: [
      {
        id: 'none',
        optionName: 'None',
        type: 'none',
        orderById: 1,
        visibility: 1,
        positionCode: '0',
        positionName: 'None',
      },
      {
        id: 'r1',
        optionName: 'Logo',
        type: 'normal',
        orderById: 2,
        visibility: 1,
        positionCode: '1',
        positionName: 'Logo',
      },
      {
        id: 'r2',
        optionName: 'Price',
        type: 'normal',
        orderById: 3,
        visibility: 1,
        positionCode: '2',
        positionName: 'Price',
      },
    ],
  });
  const regions = (optionIds: string[]): AnswerValue => ({ kind: 'regions', optionIds });

  it.each([
    [[], ['core.answer.ceNull']],
    [['r1'], []],
    [['r1', 'r2'], []],
    [['none'], []],
    [['none', 'r1'], ['core.answer.specialAlone']],
    [['zz'], ['core.answer.invalid']],
  ])('%j', (ids, expected) => {
    expect(keys(validateAnswer(q, regions(ids)))).toEqual(expected);
  });

  it('applies the region limits', () => {
    const one = { ...q, answerConfig: { ...q.answerConfig, maxAnswerNum: 1 } };
    expect(keys(validateAnswer(one, regions(['r1', 'r2'])))).toEqual(['core.answer.checkAtMost']);
  });
});

describe('implicit association', () => {
  const q = make('implicitAssociation'); // sides id1 id2, items id3 id4
  const choice = (descId: string, optionId: string, stTime = 1000, edTime = 1800) => ({
    descId,
    optionId,
    stTime,
    edTime,
    time: (edTime - stTime) / 1000,
  });

  it('every item needs a swipe', () => {
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.answer.swipe']);
    expect(validateAnswer(q, { kind: 'association', choices: [choice('id3', 'id1')] })).toEqual([
      { key: 'core.answer.swipe', target: { descId: 'id4' } },
    ]);
    expect(
      validateAnswer(q, { kind: 'association', choices: [choice('id3', 'id1'), choice('id4', 'id2')] }),
    ).toEqual([]);
  });

  it.each([
    [[choice('id3', 'id3')]],
    [[choice('zz', 'id1')]],
    [[choice('id3', 'id1'), choice('id3', 'id2')]],
    [[choice('id3', 'id1', 2000, 1000)]],
  ])('refuses %j', (choices) => {
    expect(keys(validateAnswer(q, { kind: 'association', choices }))).toEqual(['core.answer.invalid']);
  });
});

describe('gps, cascade and city', () => {
  it('gps is required', () => {
    expect(keys(validateAnswer(make('gps'), undefined))).toEqual(['core.tipAnswerNull']);
    expect(validateAnswer(make('gps'), { kind: 'gps', latitude: 31.2, longitude: 121.5 })).toEqual([]);
  });

  it.each([
    // A new cascade's default tree (id1 › id2, id3; id4 › id5, id6): its ids, down to its two levels.
    ['cascade', ['id1', 'id2'], []],
    ['cascade', ['id1', 'id2', 'id3'], ['core.answer.invalid']],
    ['cascade', ['id1', 'id5'], ['core.answer.levelUnknown']],
    ['cascade', ['id1'], ['core.answer.levelsIncomplete']],
    ['cascade', [], ['core.tipAnswerNull']],
    ['city', ['p1', 'c1', 'd1'], []],
    // A city asks for every level (three by default), except under a prefecture without counties.
    ['city', ['440000'], ['core.answer.chooseEveryLevel']],
    ['city', ['440000', '441900'], []],
    ['city', ['p1', 'c1', 'd1', 'x1'], ['core.answer.invalid']],
  ])('%s %j', (key, path, expected) => {
    expect(keys(validateAnswer(make(key), { kind: 'cascade', path }))).toEqual(expected);
  });
});

describe('questions that ask nothing', () => {
  it.each(['info', 'pageBreak', 'checkpoint'])('%s accepts no answer and refuses one', (key) => {
    expect(validateAnswer(make(key), undefined)).toEqual([]);
    expect(keys(validateAnswer(make(key), { kind: 'text', text: 'x' }))).toEqual(['core.answer.invalid']);
  });
});
