import { describe, expect, it } from 'vitest';
import { type Answers, descSchema, optionSchema } from '../../../src/core/model';
import {
  type ExportResponse,
  exportColumns,
  META_COLUMNS,
  type MetaLabels,
  safeVariableNames,
  timeText,
} from '../../../src/questions/shared/exportColumns';
import { make } from './helpers';

const LABELS = Object.fromEntries(META_COLUMNS.map((key) => [key, `label of ${key}`])) as MetaLabels;
const opts = (...names: string[]) =>
  names.map((optionName, at) => optionSchema.parse({ id: `o${at + 1}`, optionName }));
const rows = (...names: string[]) =>
  names.map((optionName, at) => descSchema.parse({ id: `d${at + 1}`, optionName }));

function response(answers: Answers, extra: Partial<ExportResponse> = {}): ExportResponse {
  return {
    id: 'r1',
    status: 'complete',
    sampleStatus: 'Complete',
    startedAt: new Date('2026-03-01T08:00:00Z'),
    completedAt: new Date('2026-03-01T08:06:30Z'),
    releaseVersion: 2,
    language: 'zh',
    panelUserId: 'panel-7',
    invalid: false,
    answers,
    ...extra,
  };
}

const radio = make('radio', {
  id: 'qr',
  itemCode: 'Q1',
  quTitle: '<p>您是从哪里<b>知道</b>我们的 &amp; 为什么？</p>',
  optionList: [...opts('朋友', '广告'), optionSchema.parse({ id: 'o3', optionName: '其他', type: 'other' })],
});
const checkbox = make('checkbox', {
  id: 'qc',
  itemCode: 'Q2',
  quTitle: 'Apps',
  optionList: opts('微信', 'LINE', 'QQ'),
});
const matrix = make('matrixRadio', {
  id: 'qm',
  itemCode: 'Q3',
  quTitle: 'Rate',
  descList: rows('价格', '质量'),
  optionList: opts('差', '一般', '好'),
});
const matrixMulti = make('matrixCheckbox', {
  id: 'qmm',
  itemCode: 'Q4',
  quTitle: 'Devices',
  descList: rows('Work', 'Play'),
  optionList: opts('Phone', 'PC'),
});
const sort = make('sort', { id: 'qs', itemCode: 'Q5', quTitle: 'Order', optionList: opts('A', 'B', 'C') });
const chip = make('chip', { id: 'qch', itemCode: 'Q6', quTitle: 'Chips', optionList: opts('X', 'Y') });
const scores = make('ratingGroup', {
  id: 'qg',
  itemCode: 'Q7',
  quTitle: 'Scores',
  descList: rows('Look', 'Speed'),
});
const number = make('number', { id: 'qn', itemCode: 'Q8', quTitle: 'Spend' });
const time = make('time', { id: 'qt', itemCode: 'Q9', quTitle: 'Wake up' });
const text = make('fillBlank', { id: 'qf', itemCode: 'Q10', quTitle: 'Ideas' });
const blanks = make('multiFillBlank', {
  id: 'qb',
  itemCode: 'Q11',
  quTitle: 'Fill',
  descList: rows('Good', 'Bad'),
});
const gps = make('gps', { id: 'qgps', itemCode: 'Q12', quTitle: 'Where' });
const info = make('info', { id: 'qi', itemCode: 'Info' });

const QUESTIONS = [
  radio,
  checkbox,
  matrix,
  matrixMulti,
  sort,
  chip,
  scores,
  number,
  time,
  text,
  blanks,
  info,
  gps,
];

describe('export column model', () => {
  const model = exportColumns(QUESTIONS, LABELS);
  const byName = new Map(model.columns.map((column) => [column.name, column]));
  const cell = (name: string, answers: Answers) => byName.get(name)?.cell(response(answers));

  it('lays out every summary kind in question order, metadata first, questions that ask nothing left out', () => {
    expect(model.columns.map((column) => column.name)).toEqual([
      ...META_COLUMNS,
      'Q1',
      'Q1_3_other',
      'Q2_1',
      'Q2_2',
      'Q2_3',
      'Q3_1',
      'Q3_2',
      'Q4_1_1',
      'Q4_1_2',
      'Q4_2_1',
      'Q4_2_2',
      'Q5_1',
      'Q5_2',
      'Q5_3',
      'Q6_1',
      'Q6_2',
      'Q7_1',
      'Q7_2',
      'Q8',
      'Q9',
      'Q10',
      'Q11_1',
      'Q11_2',
      'Q12_lat',
      'Q12_lon',
      'Q12_acc',
      'Q12_alt',
      'Q12_time',
    ]);
  });

  it('gives labels as plain text, value labels, types and measures', () => {
    const q1 = byName.get('Q1');
    expect(q1?.label).toBe('您是从哪里知道我们的 & 为什么？');
    expect(q1?.type).toBe('numeric');
    expect(q1?.measure).toBe('nominal');
    expect(q1?.valueLabels).toEqual([
      { value: 1, label: '朋友' },
      { value: 2, label: '广告' },
      { value: 3, label: '其他' },
    ]);
    expect(byName.get('Q1_3_other')?.type).toBe('string');
    expect(byName.get('Q2_2')?.label).toBe('Apps - LINE');
    expect(byName.get('Q2_2')?.dichotomy).toBe(true);
    expect(byName.get('Q3_2')?.label).toBe('Rate - 质量');
    expect(byName.get('Q3_2')?.valueLabels.map((label) => label.label)).toEqual(['差', '一般', '好']);
    expect(byName.get('Q5_1')?.measure).toBe('ordinal');
    expect(byName.get('Q8')?.measure).toBe('scale');
    expect(byName.get('durationSeconds')?.label).toBe('label of durationSeconds');
  });

  it('names the multiple-response sets: a checkbox question, and each row of a multiple matrix', () => {
    expect(model.sets).toEqual([
      { name: 'Q2', label: 'Apps', columns: ['Q2_1', 'Q2_2', 'Q2_3'] },
      { name: 'Q4_1', label: 'Devices - Work', columns: ['Q4_1_1', 'Q4_1_2'] },
      { name: 'Q4_2', label: 'Devices - Play', columns: ['Q4_2_1', 'Q4_2_2'] },
    ]);
  });

  it('extracts each cell from the answers; unanswered is empty, not 0', () => {
    expect(cell('Q1', { qr: { kind: 'choice', optionIds: ['o3'], otherText: { o3: '邻居' } } })).toBe(3);
    expect(cell('Q1_3_other', { qr: { kind: 'choice', optionIds: ['o3'], otherText: { o3: '邻居' } } })).toBe(
      '邻居',
    );
    expect(cell('Q1', {})).toBeNull();
    const apps: Answers = { qc: { kind: 'choice', optionIds: ['o3', 'o1'], otherText: {} } };
    expect(['Q2_1', 'Q2_2', 'Q2_3'].map((name) => cell(name, apps))).toEqual([1, 0, 1]);
    expect(cell('Q2_1', {})).toBeNull();
    const rated: Answers = { qm: { kind: 'matrix', rows: { d2: ['o3'] }, otherText: {} } };
    expect([cell('Q3_1', rated), cell('Q3_2', rated)]).toEqual([null, 3]);
    const devices: Answers = { qmm: { kind: 'matrix', rows: { d1: ['o2'] }, otherText: {} } };
    expect(['Q4_1_1', 'Q4_1_2', 'Q4_2_1'].map((name) => cell(name, devices))).toEqual([0, 1, null]);
    const ranked: Answers = { qs: { kind: 'sort', ranks: { o2: 1, o1: 2 } } };
    expect(['Q5_1', 'Q5_2', 'Q5_3'].map((name) => cell(name, ranked))).toEqual([2, 1, null]);
    const chips: Answers = { qch: { kind: 'chip', amounts: { o2: 10 } } };
    expect([cell('Q6_1', chips), cell('Q6_2', chips), cell('Q6_1', {})]).toEqual([0, 10, null]);
    expect(cell('Q7_2', { qg: { kind: 'scores', values: { d2: 4 } } })).toBe(4);
    expect(cell('Q8', { qn: { kind: 'number', value: -12.5 } })).toBe(-12.5);
    expect(cell('Q9', { qt: { kind: 'time', value: '0730' } })).toBe('07:30');
    expect(cell('Q10', { qf: { kind: 'text', text: '=1+1' } })).toBe('=1+1');
    expect(cell('Q11_2', { qb: { kind: 'blanks', values: { d2: '慢' } } })).toBe('慢');
    const where: Answers = { qgps: { kind: 'gps', latitude: 31.2, longitude: 121.5 } };
    expect([cell('Q12_lat', where), cell('Q12_lon', where), cell('Q12_acc', where)]).toEqual([
      31.2,
      121.5,
      null,
    ]);
    const located: Answers = { qgps: { kind: 'gps', latitude: 31.2, longitude: 121.5, accuracy: 12 } };
    expect(cell('Q12_acc', located)).toBe(12);
    const fixed: Answers = {
      qgps: {
        kind: 'gps',
        latitude: 31.2,
        longitude: 121.5,
        altitude: 8.5,
        fixTime: Date.UTC(2026, 2, 1, 8),
      },
    };
    expect([cell('Q12_alt', fixed), cell('Q12_time', fixed), cell('Q12_time', where)]).toEqual([
      8.5,
      '2026-03-01T08:00:00.000Z',
      null,
    ]);
    // A kind the question does not give (a stale or foreign value) is no answer.
    expect(cell('Q8', { qn: { kind: 'text', text: '12' } })).toBeNull();
  });

  it('fills the metadata columns', () => {
    const meta = model.columns.slice(0, META_COLUMNS.length).map((column) => column.cell(response({})));
    expect(meta).toEqual([
      'r1',
      'complete',
      'Complete',
      '2026-03-01 08:00:00',
      '2026-03-01 08:06:30',
      390,
      2,
      'zh',
      'panel-7',
      0,
    ]);
    const open = response({}, { completedAt: null, invalid: true, panelUserId: null });
    expect(byName.get('durationSeconds')?.cell(open)).toBeNull();
    expect(byName.get('invalid')?.cell(open)).toBe(1);
  });

  it('formats times in the family formats, timestamps in UTC', () => {
    expect(timeText('0905')).toBe('09:05');
    expect(timeText('202603')).toBe('2026/03');
    expect(timeText('20260301')).toBe('2026/03/01');
    expect(timeText(String(Date.UTC(2026, 2, 1, 23, 5, 9)))).toBe('2026/03/01 23:05:09');
  });

  it('makes names valid and unique by the injected rule, or by its own', () => {
    const clash = [make('number', { id: 'a', itemCode: 'Q1' }), make('number', { id: 'b', itemCode: 'q1' })];
    const names = exportColumns(clash, LABELS)
      .columns.slice(META_COLUMNS.length)
      .map((column) => column.name);
    expect(names).toEqual(['Q1', 'q1_1']);
    const upper = exportColumns(clash, LABELS, {
      names: (wanted) => wanted.map((name) => name.toUpperCase()),
    });
    expect(upper.columns.at(-1)?.name).toBe('Q1');
    expect(safeVariableNames(['1st', 'a b', '名字'.repeat(20), '_x'])).toEqual([
      'v1st',
      'a_b',
      '名字'.repeat(10) + '名',
      'v_x',
    ]);
    for (const name of safeVariableNames(['长'.repeat(40)]))
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(64);
  });
});
