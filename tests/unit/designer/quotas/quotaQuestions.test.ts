import { describe, expect, it } from 'vitest';
import { type Group, groupSchema, type Question } from '../../../../src/core/model';
import {
  isQuotaEligible,
  questionLabel,
  quotaQuestions,
} from '../../../../src/designer/quotas/quotaQuestions';
import { CATALOGUE, newQuestion } from '../../../../src/questions/catalogue';

let counter = 0;
const makeId = () => `id-${++counter}`;

function question(catalogKey: string, groupId: string, orderById: number, overrides: Partial<Question> = {}) {
  return {
    ...newQuestion(catalogKey, { id: makeId(), belongId: 's1', groupId, orderById, makeId }),
    ...overrides,
  };
}

function group(id: string, groupType: 1 | 2, questions: Question[]): Group {
  return groupSchema.parse({ id, surveyId: 's1', groupType, groupTitle: id, questionList: questions });
}

describe('which questions a quota may count', () => {
  it('takes the single choices (radio, dropdown, profile choices) and refuses the rest', () => {
    const eligible = (key: string) => isQuotaEligible(question(key, 'A', 0));
    expect(eligible('radio')).toBe(true);
    expect(eligible('select')).toBe(true);
    expect(eligible('gender')).toBe(true);
    expect(eligible('ageStage')).toBe(true);
    expect(eligible('checkbox')).toBe(false);
    expect(eligible('matrixRadio')).toBe(false);
    expect(eligible('fillBlank')).toBe(false);
    expect(eligible('rating')).toBe(false);
    expect(eligible('pageBreak')).toBe(false);
  });

  it('follows the server’s rule for every family of the catalogue', () => {
    // The server (server/quotas/definition.ts) takes a family whose answer is one chosen option.
    for (const entry of CATALOGUE) {
      const expected = entry.answerKind === 'choice' && entry.results?.multiple === false;
      expect(isQuotaEligible(entry), entry.catalogKey).toBe(expected);
    }
    expect(CATALOGUE.filter(isQuotaEligible).length).toBeGreaterThan(3);
  });

  it('lists them in survey order with their numbers, plain titles and options in order', () => {
    const gender = question('gender', 'S', 0);
    const when = question('radio', 'A', 1, {
      quTitle: '<p>您<b>通常</b>什么时候跑步？</p>',
      optionList: [
        { ...question('radio', 'A', 0).optionList[0]!, id: 'late', optionName: '傍晚', orderById: 1 },
        { ...question('radio', 'A', 0).optionList[0]!, id: 'early', optionName: '<i>清晨</i>', orderById: 0 },
      ],
    });
    const where = question('checkbox', 'A', 0);
    const groups = [group('S', 1, [gender]), group('A', 2, [when, where])];
    const listed = quotaQuestions(groups);
    expect(listed.map((item) => item.id)).toEqual([gender.id, when.id]);
    // The checkbox comes first in group A and takes Q2: numbering counts every numbered question.
    expect(listed.map((item) => item.number)).toEqual(['Q1', 'Q3']);
    expect(listed[1]).toMatchObject({
      title: '您通常什么时候跑步？',
      options: [
        { id: 'early', text: '清晨' },
        { id: 'late', text: '傍晚' },
      ],
    });
    expect(questionLabel(listed[1]!)).toBe('Q3 您通常什么时候跑步？');
    expect(questionLabel({ number: null, title: '性别' })).toBe('性别');
  });
});
