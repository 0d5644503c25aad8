import { describe, expect, it } from 'vitest';
import { type Question, questionSchema } from '../../../../src/core/model';
import { describeAnswer, formatStoredTime } from '../../../../src/core/results/describeAnswer';
import { htmlToText } from '../../../../src/core/results/labels';
import { mergeSlots } from '../../../../src/core/results/slots';
import { newQuestion } from '../../../../src/questions/catalogue';

/** A catalogue question with options o1… and rows d1… named as given (rich text allowed). */
function question(key: string, options: string[] = [], rows: string[] = []): Question {
  let next = 0;
  const base = newQuestion(key, {
    id: `q-${key}`,
    belongId: 's1',
    groupId: 'g1',
    makeId: () => `x${++next}`,
    lang: 'en',
  });
  return questionSchema.parse({
    ...base,
    optionList: options.map((optionName, index) => ({ id: `o${index + 1}`, optionName, quId: base.id })),
    descList: rows.map((optionName, index) => ({ id: `d${index + 1}`, optionName, quId: base.id })),
  });
}

describe('describeAnswer', () => {
  it('reads rich text as plain text', () => {
    expect(htmlToText('<p>您<b>喜欢</b>&nbsp;哪个 &amp; 为什么？</p><p>第二段</p>')).toBe(
      '您喜欢 哪个 & 为什么？ 第二段',
    );
    expect(htmlToText(null)).toBe('');
  });

  it('names chosen options, with the text typed for "other"', () => {
    const radio = question('checkbox', ['<b>苹果</b>', '香蕉', '其他']);
    expect(
      describeAnswer(radio, { kind: 'choice', optionIds: ['o2', 'o3'], otherText: { o3: '榴莲' } }),
    ).toEqual(['香蕉', '其他: 榴莲']);
    // An id the release does not know is shown as it is, never dropped.
    expect(describeAnswer(radio, { kind: 'choice', optionIds: ['gone'], otherText: {} })).toEqual(['gone']);
  });

  it('writes matrix rows, ranks, amounts, scores and blanks in the question order', () => {
    const matrix = question('matrixCheckbox', ['好', '中', '差'], ['服务', '价格']);
    expect(
      describeAnswer(matrix, { kind: 'matrix', rows: { d2: ['o3'], d1: ['o1', 'o2'] }, otherText: {} }),
    ).toEqual(['服务: 好, 中', '价格: 差']);
    const options = question('sort', ['甲', '乙', '丙']);
    expect(describeAnswer(options, { kind: 'sort', ranks: { o3: 1, o1: 2 } })).toEqual(['1. 丙', '2. 甲']);
    expect(describeAnswer(options, { kind: 'chip', amounts: { o2: 30, o1: 70 } })).toEqual([
      '甲: 70',
      '乙: 30',
    ]);
    const rows = question('multiFillBlank', [], ['外观', '性能']);
    expect(describeAnswer(rows, { kind: 'scores', values: { d2: 4, d1: 5 } })).toEqual([
      '外观: 5',
      '性能: 4',
    ]);
    expect(describeAnswer(rows, { kind: 'blanks', values: { d1: '红色' } })).toEqual(['外观: 红色']);
  });

  it('formats numbers, times, places, paths, files and association choices', () => {
    const plain = question('fillBlank');
    expect(describeAnswer(plain, { kind: 'number', value: 12.5 })).toEqual(['12.5']);
    expect(describeAnswer(plain, { kind: 'text', text: '你好' })).toEqual(['你好']);
    expect(describeAnswer(plain, { kind: 'time', value: '0930' })).toEqual(['09:30']);
    expect(describeAnswer(plain, { kind: 'time', value: '20260301' })).toEqual(['2026-03-01']);
    expect(describeAnswer(plain, { kind: 'time', value: '202603' })).toEqual(['2026-03']);
    expect(describeAnswer(plain, { kind: 'time', value: String(Date.UTC(2026, 2, 1, 8, 5, 9)) })).toEqual([
      '2026-03-01 08:05:09 UTC',
    ]);
    expect(formatStoredTime('abc')).toBe('abc');
    expect(describeAnswer(plain, { kind: 'gps', latitude: 31.2, longitude: 121.5 })).toEqual(['31.2, 121.5']);
    expect(
      describeAnswer(plain, {
        kind: 'gps',
        latitude: 31.2,
        longitude: 121.5,
        accuracy: 12,
        fixTime: Date.UTC(2026, 2, 1, 8, 5, 9),
      }),
    ).toEqual(['31.2, 121.5 ±12 m', '2026-03-01 08:05:09 UTC']);
    const cascade = question('cascade', ['上海']);
    expect(describeAnswer(cascade, { kind: 'cascade', path: ['o1', '310101'] })).toEqual(['上海 / 310101']);
    expect(
      describeAnswer(cascade, { kind: 'cascade', path: ['o1', '310101'] }, new Map([['310101', '黄浦区']])),
    ).toEqual(['上海 / 黄浦区']);
    expect(
      describeAnswer(plain, {
        kind: 'media',
        entries: [
          { optionName: 'a.jpg', value: 's/1.jpg' },
          { optionName: 'b.mp3', value: 's/2.mp3', text: '说明' },
        ],
      }),
    ).toEqual(['a.jpg', 'b.mp3: 说明']);
    const association = question('checkbox', ['左', '右'], ['咖啡']);
    expect(
      describeAnswer(association, {
        kind: 'association',
        choices: [{ descId: 'd1', optionId: 'o2', stTime: 0, edTime: 1234, time: 1.234 }],
      }),
    ).toEqual(['咖啡: 右 (1.2 s)']);
  });

  it('merges the per-row item rows of one question back into one answer', () => {
    expect(
      mergeSlots([
        { kind: 'matrix', rows: { d1: ['o1'] }, otherText: {} },
        { kind: 'matrix', rows: { d2: ['o2'] }, otherText: { o2: 'x' } },
      ]),
    ).toEqual({ kind: 'matrix', rows: { d1: ['o1'], d2: ['o2'] }, otherText: { o2: 'x' } });
    expect(
      mergeSlots([
        { kind: 'scores', values: { d1: 1 } },
        { kind: 'scores', values: { d2: 2 } },
      ]),
    ).toEqual({ kind: 'scores', values: { d1: 1, d2: 2 } });
    expect(mergeSlots([])).toBeUndefined();
  });
});
