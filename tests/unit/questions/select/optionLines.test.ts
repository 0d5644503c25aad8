import { describe, expect, it } from 'vitest';
import type { Option } from '../../../../src/core/model';
import {
  applyOptionLines,
  optionLinesText,
  parseOptionLines,
} from '../../../../src/questions/select/design/optionLines';

const option = (id: string, optionName: string, extra: Partial<Option> = {}): Option => ({
  id,
  quId: 'q1',
  orderById: 0,
  optionName,
  type: 'normal',
  visibility: 1,
  ...extra,
});

let made = 0;
const makeOption = (name: string) => option(`new-${++made}`, name);

describe('dropdown set-content: reading the lines', () => {
  it('reads one trimmed option per line, CRLF included, and forgives the last newline', () => {
    expect(parseOptionLines(' 北京 \r\n上海\r\n广州\r\n')).toEqual({
      ok: true,
      names: ['北京', '上海', '广州'],
    });
    expect(parseOptionLines('北京\n上海\n\n  \n')).toEqual({ ok: true, names: ['北京', '上海'] });
  });

  it('refuses blank lines inside, naming each, and an empty text as a blank line 1', () => {
    expect(parseOptionLines('北京\n\n上海\n  \n广州')).toEqual({
      ok: false,
      refusals: [
        { line: 2, reason: 'blank' },
        { line: 4, reason: 'blank' },
      ],
    });
    expect(parseOptionLines('')).toEqual({ ok: false, refusals: [{ line: 1, reason: 'blank' }] });
    expect(parseOptionLines('\n北京')).toEqual({ ok: false, refusals: [{ line: 1, reason: 'blank' }] });
  });

  it('refuses a repeated line with the line it repeats, after trimming', () => {
    expect(parseOptionLines('北京\n上海\n 北京\n上海')).toEqual({
      ok: false,
      refusals: [
        { line: 3, reason: 'repeated', name: '北京', firstLine: 1 },
        { line: 4, reason: 'repeated', name: '上海', firstLine: 2 },
      ],
    });
  });

  it('refuses several copied columns and the name of an other option', () => {
    expect(parseOptionLines('北京\t010\n上海\t\n其他', ['其他'])).toEqual({
      ok: false,
      refusals: [
        { line: 1, reason: 'columns' },
        { line: 3, reason: 'extraName', name: '其他' },
      ],
    });
  });
});

describe('dropdown set-content: matching the options', () => {
  const current = [
    option('a', '北京', { itemCode: 'BJ', outputValue: '1' }),
    option('b', '上海'),
    option('c', '广州'),
    option('x', '其他', { type: 'other' }),
  ];

  it('opens with the normal options, one a line', () => {
    expect(optionLinesText(current)).toBe('北京\n上海\n广州');
  });

  it('keeps an option whole where its text is kept, in the lines’ order; new texts are new options', () => {
    const result = applyOptionLines(current, ['广州', '深圳', '北京'], makeOption);
    expect(result.options.map((o) => [o.id, o.optionName, o.orderById])).toEqual([
      ['c', '广州', 1],
      [expect.stringMatching(/^new-/), '深圳', 2],
      ['a', '北京', 3],
      ['x', '其他', 4],
    ]);
    expect(result.options[2]).toMatchObject({ itemCode: 'BJ', outputValue: '1' });
    expect(result).toMatchObject({ kept: 2, added: 1 });
    expect(result.removed.map((o) => o.id)).toEqual(['b']);
  });

  it('treats a renamed line as a new option, the old one removed', () => {
    const result = applyOptionLines(current, ['北京市', '上海', '广州'], makeOption);
    expect(result.options[0]?.id).not.toBe('a');
    expect(result.removed.map((o) => o.id)).toEqual(['a']);
  });

  it('matches trimmed names and keeps the first of two namesakes in an old list', () => {
    const old = [option('a', ' 北京'), option('b', '北京')];
    const result = applyOptionLines(old, ['北京'], makeOption);
    expect(result.options.map((o) => o.id)).toEqual(['a']);
    expect(result.removed.map((o) => o.id)).toEqual(['b']);
  });

  it('changes nothing when the text is saved as it opened', () => {
    const parsed = parseOptionLines(optionLinesText(current), ['其他']);
    if (!parsed.ok) throw new Error('refused');
    const result = applyOptionLines(current, parsed.names, makeOption);
    expect(result.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'x']);
    expect(result).toMatchObject({ kept: 3, added: 0, removed: [] });
  });
});
