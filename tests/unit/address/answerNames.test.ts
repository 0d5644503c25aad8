import { describe, expect, it } from 'vitest';
import { addressNames, cascadeAnswerNames, namesOfPath, pathIds } from '../../../server/address/answer-names';
import { type Question, questionSchema } from '../../../src/core/model';

/** Stored cascading answers (codes) in names, for results and exports. */
describe('names of stored cascading answers', () => {
  it('reads a comma list or a list, top first, blanks dropped', () => {
    expect(pathIds(' 110000, 110100 ,,110101 ')).toEqual(['110000', '110100', '110101']);
    expect(pathIds(['440000', '', '440300'])).toEqual(['440000', '440300']);
    expect(pathIds('')).toEqual([]);
  });

  it('names each id with the lookup and keeps an unknown id as it is', () => {
    const names = new Map([['a', '甲']]);
    expect(namesOfPath('a,b', (id) => names.get(id))).toEqual(['甲', 'b']);
  });

  it("names an address answer with China's divisions", () => {
    expect(addressNames('110000,110100,110101')).toEqual(['北京市', '市辖区', '东城区']);
    expect(addressNames('440000,440300,440305')).toEqual(['广东省', '深圳市', '南山区']);
    expect(addressNames('810000,810100')).toEqual(['香港特别行政区', '香港岛']);
    expect(addressNames('999999')).toEqual(['999999']);
  });

  const question = (fields: Partial<Question>) =>
    questionSchema.parse({
      id: 'q1',
      belongId: 's1',
      groupId: 'g1',
      catalogKey: 'cascade',
      elementType: 'JilianBox',
      ...fields,
    });

  it("names a cascade answer with the question's options (plain text), a city's with the divisions", () => {
    const cascade = question({
      mediaQuType: 'Jilian',
      optionList: [
        { id: 'o1', optionName: '<b>华东</b>', orderById: 1 },
        { id: 'o2', optionName: '上海', orderById: 2 },
      ] as Question['optionList'],
    });
    expect(cascadeAnswerNames(cascade, 'o1,o2')).toEqual(['华东', '上海']);
    expect(cascadeAnswerNames(cascade, 'o1,gone')).toEqual(['华东', 'gone']);
    const city = question({ catalogKey: 'city', elementType: 'ChengShiBox', mediaQuType: 'address' });
    expect(cascadeAnswerNames(city, '440000,440300')).toEqual(['广东省', '深圳市']);
  });
});
