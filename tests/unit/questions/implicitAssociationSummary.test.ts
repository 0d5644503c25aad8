import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/core/model';
import { dBand, summaryOf } from '../../../src/questions/implicitAssociation/summary';

/**
 * The association report's pure parts: the D bands at their cut points (a magnitude of 0.15, 0.35 or 0.65
 * reaches that strength, on either side of zero), and an item nobody swiped shown with no figures.
 */
describe('implicit association summary', () => {
  it('bands D by the strength its magnitude reaches, symmetric around zero', () => {
    const cases: [number, number][] = [
      [-1.2, 0],
      [-0.65, 0],
      [-0.6499, 1],
      [-0.35, 1],
      [-0.2, 2],
      [-0.15, 2],
      [-0.1499, 3],
      [0, 3],
      [0.1499, 3],
      [0.15, 4],
      [0.35, 5],
      [0.6499, 5],
      [0.65, 6],
      [2, 6],
    ];
    expect(cases.map(([d]) => dBand(d))).toEqual(cases.map(([, band]) => band));
  });

  it('shows an item nobody swiped with no latency, and counts sides per item', () => {
    const question = {
      id: 'q',
      answerConfig: {},
      optionList: [
        { id: 'yes', optionName: '喜欢' },
        { id: 'no', optionName: '不喜欢' },
      ],
      descList: [
        { id: 'a', optionName: '<b>瑞幸</b>' },
        { id: 'b', optionName: '库迪' },
      ],
    } as unknown as Question;
    const swipe = (descId: string, optionId: string, latency: number) => ({
      descId,
      optionId,
      stTime: 100,
      edTime: 100 + latency,
      time: latency / 1000,
    });
    const summary = summaryOf(question, [
      { choices: [swipe('a', 'yes', 400)], reversedFirst: false },
      { choices: [swipe('a', 'no', 500)], reversedFirst: false },
    ]);
    expect(summary.iat).toBeUndefined();
    expect(summary.stimuli).toEqual([
      {
        stimulusId: 'a',
        label: '瑞幸',
        attribute: false,
        trials: 2,
        meanMs: 450,
        medianMs: 450,
        errorShare: null,
        abandoned: 0,
        sides: [1, 1],
      },
      {
        stimulusId: 'b',
        label: '库迪',
        attribute: false,
        trials: 0,
        meanMs: null,
        medianMs: null,
        errorShare: null,
        abandoned: 0,
        sides: [0, 0],
      },
    ]);
  });
});
