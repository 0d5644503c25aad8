import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatTimeValue,
  isEmptyAnswer,
  isValidTimeValue,
  issue,
  requiresOtherText,
  timeFormatOfScoreType,
  timeFormatOfTimeType,
  todayValue,
  withTarget,
} from '../../../src/core/validation';
import { translate } from '../../../src/i18n';
import { coreMessages } from '../../../src/i18n/messages/core';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('messages', () => {
  const files = [
    ...sourceFiles('src/core/validation'),
    ...sourceFiles('src/questions'),
    'src/core/numbering.ts',
  ];
  const used = new Set(
    files.flatMap((file) => readFileSync(file, 'utf8').match(/'core\.[A-Za-z.]+'/g) ?? []),
  );
  const usedKeys = [...used].map((quoted) => quoted.slice(1, -1));

  it('finds the keys the validators return', () => {
    expect(usedKeys).toContain('core.tipAnswerNull');
    expect(usedKeys).toContain('core.design.maxOptions');
    expect(usedKeys.length).toBeGreaterThan(60);
  });

  it.each(usedKeys.map((key) => [key]))('%s exists in zh and en', (key) => {
    expect(translate('zh', key)).not.toBe(key);
    expect(translate('en', key)).not.toBe(key);
    expect(translate('zh', key)).not.toBe('');
    expect(translate('en', key)).not.toBe('');
  });

  it('uses the spec texts', () => {
    expect(translate('en', 'core.tipAnswerNull')).toBe('Answer option cannot be empty!');
    expect(translate('zh', 'core.tipAnswerNull')).toContain('答案不能为空');
    expect(translate('en', 'core.tipRangeNull', { min: 1, max: 5 })).toContain('[1,5]');
    expect(translate('en', 'core.answer.checkAtLeast', { n: 2 })).toBe('Please check at least 2 answers');
    expect(translate('en', 'core.tipNotMax', { remaining: 3 })).toContain('Not yet assigned completely!');
    expect(translate('en', 'core.tipMax', { excess: 1 })).toContain('Cannot exceed the range!');
  });

  it('every core message has both texts', () => {
    for (const [key, pair] of Object.entries(coreMessages)) {
      expect(pair.zh, key).not.toBe('');
      expect(pair.en, key).not.toBe('');
    }
  });
});

describe('shared rules', () => {
  it('issue and withTarget build findings without empty fields', () => {
    expect(issue('core.tipAnswerNull')).toEqual({ key: 'core.tipAnswerNull' });
    expect(
      withTarget([issue('core.tipAnswerNull'), issue('core.tipAnswerNull', undefined, { optionId: 'o' })], {
        descId: 'd',
      }),
    ).toEqual([
      { key: 'core.tipAnswerNull', target: { descId: 'd' } },
      { key: 'core.tipAnswerNull', target: { optionId: 'o' } },
    ]);
  });

  it.each([
    [{ type: 'other' as const, optionName: 'Other, please specify' }, true],
    [{ type: 'other' as const, optionName: '其他（请注明）' }, true],
    [{ type: 'other' as const, optionName: 'Other' }, false],
    [{ type: 'normal' as const, optionName: 'please specify' }, false],
  ])('requiresOtherText(%j) = %s', (option, expected) => {
    expect(requiresOtherText(option)).toBe(expected);
  });

  it.each([
    [{ kind: 'choice' as const, optionIds: [], otherText: {} }, true],
    [{ kind: 'text' as const, text: ' ' }, true],
    [{ kind: 'number' as const, value: 0 }, false],
    [{ kind: 'chip' as const, amounts: { a: 0 } }, true],
    [{ kind: 'blanks' as const, values: { a: '', b: 'x' } }, false],
    [{ kind: 'gps' as const, latitude: 0, longitude: 0 }, false],
  ])('isEmptyAnswer(%j) = %s', (answer, expected) => {
    expect(isEmptyAnswer(answer)).toBe(expected);
  });
});

describe('time values', () => {
  it.each([
    ['01', 'HHmm'],
    ['02', 'yyyyMM'],
    ['03', 'yyyyMMdd'],
    ['04', 'timestamp'],
  ])('timeType %s is %s', (timeType, format) => {
    expect(timeFormatOfTimeType(timeType)).toBe(format);
  });

  it('maps scoreQuType and paragraph', () => {
    expect(timeFormatOfScoreType(2)).toBe('HHmm');
    expect(timeFormatOfScoreType(3, 1)).toBe('yyyyMM');
    expect(timeFormatOfScoreType(3, 2)).toBe('yyyyMMdd');
    expect(timeFormatOfScoreType(4)).toBe('timestamp');
  });

  it('validates and formats', () => {
    expect(isValidTimeValue('0000', 'HHmm')).toBe(true);
    expect(isValidTimeValue('930', 'HHmm')).toBe(false);
    expect(isValidTimeValue('20240431', 'yyyyMMdd')).toBe(false);
    expect(formatTimeValue(930, 'HHmm')).toBe('09:30');
    expect(formatTimeValue(202403, 'yyyyMM')).toBe('2024/03');
    expect(formatTimeValue(Date.UTC(2024, 2, 1, 23, 5, 9), 'timestamp', 0)).toBe('2024/03/01 23:05:09');
    expect(formatTimeValue(Date.UTC(2024, 2, 1, 23, 5, 9), 'timestamp', 60)).toBe('2024/03/02 00:05:09');
    expect(todayValue(new Date(Date.UTC(2024, 11, 31, 20)), 480)).toBe(20250101);
  });
});
