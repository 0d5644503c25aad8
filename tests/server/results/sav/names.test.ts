import { describe, expect, it } from 'vitest';
import {
  isValidVariableName,
  makeMultipleResponseSetNames,
  makeVariableNames,
  ShortNames,
} from '../../../../server/results/exports/sav/names';
import { truncateUtf8 } from '../../../../server/results/exports/sav/text';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('SPSS variable names from item codes', () => {
  it('keeps valid codes as they are', () => {
    expect(makeVariableNames(['Q1', 'q2_a', '满意度', '満足度', '만족도', 'a.b@c#d$e'])).toEqual([
      'Q1',
      'q2_a',
      '满意度',
      '満足度',
      '만족도',
      'a.b@c#d$e',
    ]);
  });

  it('gives a name that cannot start as it is a leading V', () => {
    expect(makeVariableNames(['1a', '_x', '.y', '#s', '$t', '@u', '（1）'])).toEqual([
      'V1a',
      'V_x',
      'V.y',
      'V#s',
      'V$t',
      'V@u',
      'V_1',
    ]);
  });

  it('replaces invalid characters, and never ends a name in a period or underscore', () => {
    expect(makeVariableNames(['Q 1-a', 'q1.', 'q2_', '问题 一？', 'Q1/2'])).toEqual([
      'Q_1_a',
      'q1',
      'q2',
      '问题_一',
      'Q1_2',
    ]);
  });

  it('avoids reserved keywords and empty names', () => {
    expect(makeVariableNames(['to', 'BY', 'all', '', '   '])).toEqual(['tox', 'BYx', 'allx', 'V', 'V_2']);
  });

  it('makes names unique ignoring case, the suffix kept within 64 bytes', () => {
    const long = '题'.repeat(30);
    const names = makeVariableNames(['Q1', 'q1', 'Q1', long, long, long]);
    expect(names.slice(0, 3)).toEqual(['Q1', 'q1_2', 'Q1_3']);
    expect(names[3]).toBe('题'.repeat(21));
    expect(names[4]).toBe(`${'题'.repeat(20)}_2`);
    expect(names[5]).toBe(`${'题'.repeat(20)}_3`);
    expect(new Set(names.map((name) => name.toUpperCase())).size).toBe(names.length);
  });

  it('cuts CJK names to 64 bytes on a character boundary, never inside one', () => {
    for (const code of ['中'.repeat(40), `a${'日'.repeat(40)}`, `ab${'한'.repeat(40)}`]) {
      const [name] = makeVariableNames([code]);
      expect(bytes(name!)).toBeLessThanOrEqual(64);
      expect(bytes(name!)).toBeGreaterThan(61);
      expect(Buffer.from(name!, 'utf8').toString('utf8')).toBe(name);
      expect(code.startsWith(name!)).toBe(true);
    }
  });

  it('produces only names that the validity check accepts', () => {
    const codes = ['1', '_', '.', 'to', '题'.repeat(40), 'Q1', 'q1', 'a b', '——', 'x'.repeat(100), '😀'];
    for (const name of makeVariableNames(codes)) expect(isValidVariableName(name), name).toBe(true);
    expect(isValidVariableName('1a')).toBe(false);
    expect(isValidVariableName('a b')).toBe(false);
    expect(isValidVariableName('with')).toBe(false);
    expect(isValidVariableName('x'.repeat(65))).toBe(false);
    expect(isValidVariableName('a.')).toBe(false);
  });

  it('names multiple-response sets with a $ and at most 64 bytes', () => {
    const names = makeMultipleResponseSetNames(['q5', 'Q5', '题'.repeat(30)]);
    expect(names.slice(0, 2)).toEqual(['$q5', '$Q5_2']);
    expect(names[2]).toBe(`$${'题'.repeat(21)}`);
    expect(bytes(names[2]!)).toBe(64);
  });
});

describe('short names of variable records', () => {
  it('are unique, upper-case ASCII of at most 8 bytes, from the long name where it has letters', () => {
    const short = new ShortNames();
    const names = [
      'q1',
      'Q1',
      'satisfaction_overall',
      'satisfaction_detail',
      '满意度',
      '満足度',
      'a满意',
      'AND',
    ].map((name) => short.allocate(name));
    expect(names).toEqual(['Q1', 'Q11', 'SATISFAC', 'SATISFA1', 'V1', 'V2', 'A', 'AND1']);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9_@#$]{0,7}$/);
  });
});

describe('UTF-8 truncation', () => {
  it('cuts between characters', () => {
    expect(truncateUtf8('中文字符串', 10)).toBe('中文字');
    expect(truncateUtf8('中文字符串', 9)).toBe('中文字');
    expect(truncateUtf8('中文字符串', 8)).toBe('中文');
    expect(truncateUtf8('a😀b', 4)).toBe('a');
    expect(truncateUtf8('a😀b', 5)).toBe('a😀');
    expect(truncateUtf8('short', 64)).toBe('short');
  });
});
