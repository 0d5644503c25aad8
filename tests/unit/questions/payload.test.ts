import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../src/core/model';
import { answerItemPayloadSchema } from '../../../src/core/model';
import { CATALOGUE } from '../../../src/questions/catalogue';
import { fromSavePayload, toSavePayload, validateAnswer } from '../../../src/questions/validate';
import { make } from './helpers';

/** One valid answer per answer kind for a new question of the entry (ids as made by helpers: id1, id2 …). */
const SAMPLES: Record<string, AnswerValue> = {
  choice: { kind: 'choice', optionIds: ['id1'], otherText: {} },
  text: { kind: 'text', text: '13812345678' },
  blanks: { kind: 'blanks', values: { id1: 'a', id2: 'b' } },
  number: { kind: 'number', value: 5 },
  time: { kind: 'time', value: '19900101' },
  matrix: { kind: 'matrix', rows: { id3: ['id1'], id4: ['id2'] }, otherText: {} },
  scores: { kind: 'scores', values: { id1: 3, id2: 4 } },
  sort: { kind: 'sort', ranks: { id2: 1, id1: 2 } },
  chip: { kind: 'chip', amounts: { id1: 4, id2: 6 } },
  media: { kind: 'media', entries: [{ optionName: 'a.m4a', value: '/up/a.m4a', text: 'hello' }], note: 'n' },
  regions: { kind: 'regions', optionIds: ['id1'] },
  cascade: { kind: 'cascade', path: ['p1', 'c2'] },
  gps: {
    kind: 'gps',
    latitude: 31.23,
    longitude: 121.47,
    accuracy: 12,
    altitude: 8.5,
    fixTime: 1_790_000_000_000,
    address: 'Shanghai',
  },
  association: {
    kind: 'association',
    choices: [
      { descId: 'id3', optionId: 'id1', stTime: 1, edTime: 801, time: 0.8 },
      { descId: 'id4', optionId: 'id2', stTime: 900, edTime: 1500, time: 0.6 },
    ],
  },
};

/** Entries whose answer kind is shared but whose new question needs a different value. */
const OVERRIDES: Record<string, AnswerValue> = {
  markupImage: { kind: 'matrix', rows: { id1: ['like'] }, otherText: {} },
  time: { kind: 'time', value: '0930' },
  multiOpen: { kind: 'blanks', values: { id1: 'ab', id4: 'cd' } },
};

describe('save payload round trips', () => {
  const answered = CATALOGUE.filter((entry) => entry.answerKind !== null);

  it.each(answered.map((entry) => [entry.catalogKey, entry.answerKind ?? '']))('%s (%s)', (key, kind) => {
    const question = make(key);
    const answer = OVERRIDES[key] ?? SAMPLES[kind];
    if (!answer) throw new Error(`no sample for ${kind}`);
    const items = toSavePayload(question, answer, { belongAnswerId: 'r1' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(answerItemPayloadSchema.parse(item)).toEqual(item);
      expect(item).toMatchObject({ belongId: 's1', quId: question.id, belongAnswerId: 'r1' });
    }
    const back = fromSavePayload(question, items);
    expect(back).toEqual(answer);
  });

  it('the choice wire joins ids and carries a single other text in otherAnswer', () => {
    const q = make('checkbox', {
      optionList: [
        { id: 'a', optionName: 'A', type: 'normal', orderById: 1, visibility: 1 },
        { id: 'o', optionName: 'Other, please specify', type: 'other', orderById: 2, visibility: 1 },
        { id: 'p', optionName: 'Other', type: 'other', orderById: 3, visibility: 1 },
      ],
    });
    const one: AnswerValue = { kind: 'choice', optionIds: ['a', 'o'], otherText: { o: 'mine' } };
    expect(toSavePayload(q, one)).toEqual([
      { belongId: 's1', quId: q.id, quItemId: 'a,o', otherAnswer: 'mine' },
    ]);
    expect(fromSavePayload(q, toSavePayload(q, one))).toEqual(one);
    const two: AnswerValue = { kind: 'choice', optionIds: ['o', 'p'], otherText: { o: 'x', p: 'y' } };
    expect(toSavePayload(q, two)[0]?.extendsData).toEqual({ otherText: { o: 'x', p: 'y' } });
    expect(fromSavePayload(q, toSavePayload(q, two))).toEqual(two);
  });

  it('matrix rows travel as quRowId / quColId, sort ranks as orderyNum', () => {
    const m = make('matrixCheckbox');
    expect(toSavePayload(m, { kind: 'matrix', rows: { id3: ['id1', 'id2'] }, otherText: {} })).toEqual([
      { belongId: 's1', quId: m.id, quRowId: 'id3', quColId: 'id1,id2' },
    ]);
    const s = make('sort');
    expect(
      toSavePayload(s, { kind: 'sort', ranks: { id2: 1, id1: 2 } }).map((i) => [i.quItemId, i.orderyNum]),
    ).toEqual([
      ['id2', 1],
      ['id1', 2],
    ]);
  });

  it('numbers and times travel in answserScore, texts in answer, cascade ids comma-joined', () => {
    expect(toSavePayload(make('number'), { kind: 'number', value: 2.5 })[0]?.answserScore).toBe('2.5');
    expect(toSavePayload(make('birthday'), { kind: 'time', value: '19900101' })[0]?.answserScore).toBe(
      '19900101',
    );
    expect(toSavePayload(make('name'), { kind: 'text', text: 'Li' })[0]?.answer).toBe('Li');
    expect(toSavePayload(make('city'), { kind: 'cascade', path: ['1', '12'] })[0]?.answer).toBe('1,12');
  });

  it('ignores items of other questions and answers of another kind', () => {
    const q = make('radio');
    expect(fromSavePayload(q, [{ belongId: 's1', quId: 'other', quItemId: 'id1' }])).toBeUndefined();
    expect(toSavePayload(q, { kind: 'text', text: 'x' })).toEqual([]);
    expect(toSavePayload(q, { kind: 'choice', optionIds: [], otherText: {} })).toEqual([]);
  });

  it('samples are valid answers where the sample fits the new question', () => {
    expect(validateAnswer(make('radio'), SAMPLES.choice)).toEqual([]);
    expect(validateAnswer(make('phone'), SAMPLES.text)).toEqual([]);
    expect(validateAnswer(make('chip'), SAMPLES.chip)).toEqual([]);
    expect(validateAnswer(make('implicitAssociation'), SAMPLES.association)).toEqual([]);
  });
});
