import { describe, expect, it } from 'vitest';
import {
  ELEMENT_KINDS,
  ELEMENT_TYPES,
  questionCategorySchema,
  questionSchema,
} from '../../../src/core/model';
import { translate } from '../../../src/i18n';
import { CATALOGUE, entryFor, entryForQuestion, newQuestion } from '../../../src/questions/catalogue';
import { validateQuestionDesign } from '../../../src/questions/validate';
import { idMaker } from './helpers';

const PROFILE_KEYS = [
  'name',
  'gender',
  'birthday',
  'age',
  'ageStage',
  'education',
  'occupation',
  'industry',
  'email',
  'idCard',
  'phone',
  'city',
  'cityLevel',
  'cityZone',
  'familyIncome',
  'familyPeople',
  'familyDefine',
  'gpsRegion',
];

describe('catalogue', () => {
  it('has unique keys, and kinds that match the element type', () => {
    const keys = CATALOGUE.map((entry) => entry.catalogKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of CATALOGUE) {
      expect(entry.kind).toBe(ELEMENT_KINDS[entry.elementType]);
      expect(questionCategorySchema.options).toContain(entry.category);
      expect(entry.saveEndpoint).toMatch(/^\/design\/qu-[a-z-]+\/ajaxSave$/);
    }
  });

  it('covers every element type except the group box and every profile question', () => {
    const covered = new Set(CATALOGUE.map((entry) => entry.elementType));
    expect(ELEMENT_TYPES.filter((type) => !covered.has(type))).toEqual(['GroupBox']);
    const profiles = CATALOGUE.filter((entry) => entry.profile).map((entry) => entry.catalogKey);
    expect(profiles.sort()).toEqual([...PROFILE_KEYS].sort());
  });

  it.each(CATALOGUE.map((entry) => [entry.catalogKey]))('newQuestion(%s) parses and designs clean', (key) => {
    const question = newQuestion(key, { id: 'q1', belongId: 's1', groupId: 'g1', makeId: idMaker() });
    expect(questionSchema.parse(question)).toEqual(question);
    expect(question.catalogKey).toBe(key);
    expect(validateQuestionDesign(question)).toEqual([]);
    expect(entryForQuestion(question)).toBe(entryFor(key));
    expect(question.quTitle).toBe(translate('zh', entryFor(key)?.titleKey ?? ''));
    const english = newQuestion(key, {
      id: 'q1',
      belongId: 's1',
      groupId: 'g1',
      makeId: idMaker(),
      lang: 'en',
    });
    expect(validateQuestionDesign(english)).toEqual([]);
  });

  it('fills the spec defaults: fixed codes, dictionary keys, default orders', () => {
    const make = (key: string) =>
      newQuestion(key, { id: 'q', belongId: 's', groupId: 'g', makeId: idMaker(), lang: 'en' });
    expect(make('name').itemCode).toBe('Sys_Name');
    expect(make('ageStage').itemCode).toBe('sys_AgeStage');
    expect(make('birthday').itemCode).toBe('Sys_Brithday');
    expect(make('phone').mediaQuType).toBe('phone1');
    expect(make('education').mediaQuType).toBe('degree');
    expect(make('occupation').mediaQuType).toBe('workStatus');
    expect(make('city').answerConfig.paramInt01).toBe(3);
    expect(make('gender').optionList.map((o) => o.optionName)).toEqual(['Male', 'Female']);
    expect(make('radio').optionList.map((o) => o.optionName)).toEqual(['Option 1', 'Option 2']);
    expect(make('matrixRadio').descList.map((d) => d.optionName)).toEqual([
      'Sub-question 1',
      'Sub-question 2',
    ]);
    expect(make('chip').answerConfig.paramInt01).toBe(10);
    expect(make('chip').unit).toBe('times');
    expect(make('number').answerConfig).toMatchObject({ paramInt01: 0, paramInt02: 100, scoreNumType: 1 });
    expect(make('audio').answerConfig).toMatchObject({ paramInt01: 1, paramInt02: 20 });
    expect(make('conceptEvaluation').optionList).toMatchObject([{ type: 'none', positionCode: '0' }]);
    expect(make('multiOpen').descList[0]?.descConfig).toMatchObject({ min: 1, max: 500 });
    expect(entryFor('familyPeople')?.dictionaryKey).toBe('familyPeople');
    expect(entryFor('gpsRegion')?.itemCode).toBe('Sys_gpsRegion2');
    const orders = Object.fromEntries(CATALOGUE.map((entry) => [entry.catalogKey, entry.defaultOrder]));
    expect(orders).toMatchObject({
      audio: 2,
      fillBlank: 40,
      time: 170,
      familyPeople: 9,
      radio: 30,
      sort: 100,
      number: 160,
      chip: 190,
      conceptEvaluation: 110,
      pageBreak: 20,
      checkpoint: 20,
      name: 1,
      age: 6,
      checkbox: 50,
      matrixRadio: 60,
      gps: 200,
    });
  });

  it('throws for an unknown key and falls back to the element type for an unknown question key', () => {
    expect(() => newQuestion('nope', { id: 'q', belongId: 's', groupId: 'g', makeId: idMaker() })).toThrow();
    expect(entryForQuestion({ catalogKey: 'legacy', elementType: 'CheckBox' })?.catalogKey).toBe('checkbox');
    expect(entryForQuestion({ catalogKey: 'legacy', elementType: 'TitleBox' })?.catalogKey).toBe('fillBlank');
    expect(entryForQuestion({ catalogKey: 'legacy', elementType: 'XingMingBox' })?.catalogKey).toBe('name');
    expect(entryForQuestion({ catalogKey: 'legacy', elementType: 'GroupBox' })).toBeUndefined();
  });
});
