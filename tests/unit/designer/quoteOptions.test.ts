import { describe, expect, it } from 'vitest';
import { type Group, groupSchema, type Question } from '../../../src/core/model';
import {
  clearQuote,
  earlierQuestions,
  plainTitle,
  quotableSources,
  quoteOptionsFrom,
  quoteRowsFrom,
  resyncQuote,
  resyncRows,
} from '../../../src/designer/options/quoteOptions';
import { toSaveRequest } from '../../../src/designer/workspace/designOps';
import { newQuestion } from '../../../src/questions/catalogue';

let counter = 0;
const makeId = () => `id-${++counter}`;

function question(catalogKey: string, groupId: string, orderById: number, quTitle: string): Question {
  return {
    ...newQuestion(catalogKey, { id: makeId(), belongId: 's1', groupId, orderById, makeId }),
    quTitle,
  };
}

function group(id: string, orderById: number, questions: Question[]): Group {
  return groupSchema.parse({
    id,
    surveyId: 's1',
    groupType: 2,
    orderById,
    groupTitle: id,
    questionList: questions,
  });
}

function survey() {
  const brands = question('checkbox', 'A', 0, '<p>您用过哪些<b>品牌</b></p>');
  const age = question('number', 'A', 1, '年龄');
  const favourite = question('radio', 'B', 0, '您最喜欢哪个');
  const why = question('fillBlank', 'B', 1, '为什么');
  // Questions within a group follow orderById, whatever their place in the list.
  return {
    groups: [group('A', 0, [age, brands]), group('B', 1, [why, favourite])],
    brands,
    age,
    favourite,
    why,
  };
}

describe('option quotes in the designer', () => {
  it('lists the earlier questions in survey order with their numbers, and only radio/checkbox as sources', () => {
    const { groups, brands, age, favourite, why } = survey();
    expect(earlierQuestions(groups, why.id).map((source) => [source.id, source.number])).toEqual([
      [brands.id, 'Q1'],
      [age.id, 'Q2'],
      [favourite.id, 'Q3'],
    ]);
    expect(earlierQuestions(groups, brands.id)).toEqual([]);
    expect(quotableSources(groups, why.id).map((source) => source.id)).toEqual([brands.id, favourite.id]);
    expect(quotableSources(groups, why.id)[0]?.title).toBe('您用过哪些 品牌');
  });

  it("replaces the options with copies pointing at the source's options, and clearing keeps them", () => {
    const { brands, favourite } = survey();
    const quoted = quoteOptionsFrom(favourite, brands);
    expect(quoted.quoteQuId).toBe(brands.id);
    expect(
      quoted.optionList.map((option) => [option.optionName, option.quoteQuId, option.quoteQuDescId]),
    ).toEqual(brands.optionList.map((option) => [option.optionName, brands.id, option.id]));
    expect(new Set(quoted.optionList.map((option) => option.id)).size).toBe(brands.optionList.length);
    expect(quoted.optionList.every((option) => option.quId === favourite.id)).toBe(true);
    // The save request carries the quote fields to the server.
    const request = toSaveRequest(quoted);
    expect(request.quoteQuId).toBe(brands.id);
    expect(request.optionList?.[0]?.quoteQuDescId).toBe(brands.optionList[0]?.id);

    const cleared = clearQuote(quoted);
    expect(cleared.quoteQuId).toBeNull();
    expect(cleared.optionList.map((option) => option.optionName)).toEqual(
      quoted.optionList.map((option) => option.optionName),
    );
    expect(cleared.optionList.every((option) => !option.quoteQuId && !option.quoteQuDescId)).toBe(true);
  });

  it('follows options added to, renamed in or removed from the source, keeping the copies still quoted', () => {
    const { brands, favourite } = survey();
    const quoted = quoteOptionsFrom(favourite, brands);
    expect(resyncQuote(quoted, brands)).toBe(quoted);
    const [first, second] = brands.optionList;
    const changed: Question = {
      ...brands,
      optionList: [
        { ...second!, orderById: 0, optionName: '改名' },
        { ...first!, orderById: 1 },
        { ...first!, id: 'new-option', orderById: 2, optionName: '新品牌' },
      ],
    };
    const synced = resyncQuote(quoted, changed);
    const copyOf = (sourceId: string) =>
      quoted.optionList.find((option) => option.quoteQuDescId === sourceId);
    expect(synced.optionList.map((option) => [option.optionName, option.quoteQuDescId])).toEqual([
      ['改名', second!.id],
      [first!.optionName, first!.id],
      ['新品牌', 'new-option'],
    ]);
    expect(synced.optionList[0]?.id).toBe(copyOf(second!.id)?.id);
    expect(synced.optionList[1]?.id).toBe(copyOf(first!.id)?.id);
  });

  it('makes titles one plain line', () => {
    expect(plainTitle('<p>a&nbsp;<b>b</b></p>\n<p>c</p>')).toBe('a b c');
  });
});

describe('row quotes in the designer', () => {
  it("makes a matrix's rows from the source's options, follows the source, and clearing keeps them", () => {
    const { brands } = survey();
    const matrix = question('matrixRadio', 'B', 2, '各品牌的满意度');
    const quoted = quoteRowsFrom(matrix, brands);
    expect(quoted.quoteQuId).toBe(brands.id);
    expect(quoted.descList.map((desc) => [desc.optionName, desc.quoteQuId, desc.quoteQuDescId])).toEqual(
      brands.optionList.map((option) => [option.optionName, brands.id, option.id]),
    );
    expect(quoted.optionList).toEqual(matrix.optionList);
    expect(resyncRows(quoted, brands)).toBe(quoted);
    const renamed: Question = {
      ...brands,
      optionList: brands.optionList.map((option, index) =>
        index === 0 ? { ...option, optionName: '新名字' } : option,
      ),
    };
    const synced = resyncRows(quoted, renamed);
    expect(synced.descList[0]).toMatchObject({ id: quoted.descList[0]?.id, optionName: '新名字' });
    expect(clearQuote(quoted).descList.every((desc) => !desc.quoteQuId && !desc.quoteQuDescId)).toBe(true);
  });
});
