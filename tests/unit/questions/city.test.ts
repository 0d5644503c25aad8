import { describe, expect, it } from 'vitest';
import { addressAnswerIssues } from '../../../server/address/check-answer';
import { chinaDivisions } from '../../../server/address/divisions';
import type { AnswerValue } from '../../../src/core/model';
import { entryFor } from '../../../src/questions/catalogue';
import { CITY_DEFAULT_LEVELS, PLACES_WITHOUT_LOWER_LEVEL } from '../../../src/questions/city/family';
import { isUnfinishedIssue, validateAnswer } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const cascade = (...path: string[]): AnswerValue => ({ kind: 'cascade', path });
const city = (levels?: number, required = true) =>
  make('city', { answerConfig: { paramInt01: levels ?? null, requireInd: required ? 1 : 0 } });

describe('city', () => {
  it('a new city question asks for three levels of China’s divisions (Sys_Address)', () => {
    const question = make('city');
    expect(question.answerConfig.paramInt01).toBe(3);
    expect(CITY_DEFAULT_LEVELS).toBe(3);
    expect(question.mediaQuType).toBe('address');
    expect(question.itemCode).toBe('Sys_Address');
  });

  it('asks for an answer when required, and for every level when stopped above the last', () => {
    expect(keys(validateAnswer(city(3), undefined))).toEqual(['core.tipAnswerNull']);
    expect(keys(validateAnswer(city(3, false), undefined))).toEqual([]);
    expect(keys(validateAnswer(city(3), cascade('440000')))).toEqual(['core.answer.chooseEveryLevel']);
    expect(keys(validateAnswer(city(3), cascade('440000', '440300')))).toEqual([
      'core.answer.chooseEveryLevel',
    ]);
    expect(keys(validateAnswer(city(3), cascade('440000', '440300', '440305')))).toEqual([]);
    expect(keys(validateAnswer(city(2), cascade('440000', '440300')))).toEqual([]);
    expect(keys(validateAnswer(city(1), cascade('440000')))).toEqual([]);
    // "choose every level" waits for completion: a save in progress may carry it.
    expect(isUnfinishedIssue({ key: 'core.answer.chooseEveryLevel' })).toBe(true);
  });

  it('lets a path stop where the place has nothing below (Dongguan)', () => {
    expect(keys(validateAnswer(city(3), cascade('440000', '441900')))).toEqual([]);
  });

  it('refuses more codes than levels and a code twice', () => {
    expect(keys(validateAnswer(city(2), cascade('440000', '440300', '440305')))).toEqual([
      'core.answer.invalid',
    ]);
    expect(keys(validateAnswer(city(3), cascade('440000', '440000', '440300')))).toEqual([
      'core.answer.invalid',
    ]);
  });

  it('names exactly the prefectures the divisions have no county under', () => {
    const { all, childrenOf } = chinaDivisions();
    const leaves = all.filter((d) => d.level === 2 && !childrenOf.get(d.code)).map((d) => d.code);
    expect(new Set(leaves)).toEqual(PLACES_WITHOUT_LOWER_LEVEL);
  });

  it('stores the codes as firstLevelId,secondLevelId,thirdLevelId and reads them back', () => {
    const question = city(3);
    const entry = entryFor('city');
    if (!entry) throw new Error('no city entry');
    const items = entry.toSavePayload(question, cascade('110000', '110100', '110101'));
    expect(items).toHaveLength(1);
    expect(items[0]?.answer).toBe('110000,110100,110101');
    expect(entry.fromSavePayload(question, items)).toEqual(cascade('110000', '110100', '110101'));
  });

  it('the server refuses codes that are no division, or not under the code before', () => {
    const question = city(3);
    expect(addressAnswerIssues(question, cascade('440000', '440300', '440305'))).toEqual([]);
    expect(keys(addressAnswerIssues(question, cascade('999999')))).toEqual(['core.answer.placeUnknown']);
    // Beijing's Dongcheng is no district of Shenzhen.
    expect(keys(addressAnswerIssues(question, cascade('440000', '440300', '110101')))).toEqual([
      'core.answer.placeUnknown',
    ]);
    // A prefecture is not a province.
    expect(keys(addressAnswerIssues(question, cascade('440300')))).toEqual(['core.answer.placeUnknown']);
    // Other questions are not its business.
    expect(addressAnswerIssues(make('cascade'), cascade('x'))).toEqual([]);
  });
});
