import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/core/model';
import {
  applyBatchToDescs,
  applyBatchToOptions,
  batchTextOf,
  parseBatch,
} from '../../../src/designer/options/batchEdit';
import { setOtherOption, setSpecialOption } from '../../../src/designer/options/extraOptions';
import {
  addDesc,
  addOption,
  moveOption,
  orderOptions,
  removeDesc,
  removeOption,
} from '../../../src/designer/options/optionList';
import {
  optionRuleType,
  ruleIds,
  setRuleEnabled,
  setRuleType,
  toggleRuleOption,
  writeOptionRule,
} from '../../../src/designer/options/optionRules';
import { newQuestion } from '../../../src/questions/catalogue';

let counter = 0;
const makeId = () => `id-${++counter}`;
const make = (key: string, lang: 'zh' | 'en' = 'en') =>
  newQuestion(key, { id: 'q1', belongId: 's1', groupId: 'g1', lang, makeId });
const option = (question: Question, name: string, type: 'normal' | 'other' | 'special' = 'normal') => ({
  id: makeId(),
  quId: question.id,
  orderById: 0,
  optionName: name,
  type,
  visibility: 1 as const,
});
const names = (question: Question) => question.optionList.map((item) => item.optionName);

describe('extra options', () => {
  it('keeps other before special whichever is added first, and normal options before both', () => {
    let question = make('radio');
    question = setSpecialOption(question, 'None of the above', makeId);
    question = setOtherOption(question, 'Other', makeId);
    expect(names(question)).toEqual(['Option 1', 'Option 2', 'Other', 'None of the above']);
    const added = addOption(question, option(question, 'Option 3'), 999);
    expect(added.ok && names(added.question)).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
      'Other',
      'None of the above',
    ]);
    expect(question.optionList.map((item) => item.orderById)).toEqual([1, 2, 3, 4]);
  });

  it('renames an existing other option in place (its id survives) and removes it on null', () => {
    let question = setOtherOption(make('checkbox'), 'Other', makeId);
    const id = question.optionList.find((item) => item.type === 'other')?.id;
    question = setOtherOption(question, 'Other, please specify', makeId);
    expect(question.optionList.filter((item) => item.type === 'other')).toMatchObject([
      { id, optionName: 'Other, please specify' },
    ]);
    expect(setOtherOption(question, null, makeId).optionList.some((item) => item.type === 'other')).toBe(
      false,
    );
  });

  it('turns the exclusive rule on for a special option of a group checkbox or group rating only', () => {
    for (const key of ['matrixCheckbox', 'ratingGroup']) {
      const question = setSpecialOption(make(key), "Not sure/Don't know", makeId);
      const special = question.optionList.find((item) => item.type === 'special');
      expect(question.answerConfig.optionExInd).toBe(1);
      expect(question.optionRuleType).toBe(0);
      expect(question.exclusiveItemsId).toBe(special?.id);
      // Removing the special option takes it out of the rule again.
      expect(setSpecialOption(question, null, makeId).exclusiveItemsId).toBe('');
    }
    const radio = setSpecialOption(make('radio'), 'Refuse to answer', makeId);
    expect(radio.answerConfig.optionExInd).toBe(0);
    expect(radio.exclusiveItemsId ?? '').toBe('');
  });
});

describe('option rules', () => {
  it('toggles chosen options and keeps only the active type list', () => {
    let question = setRuleEnabled(make('checkbox'), true);
    const [a, b] = question.optionList;
    question = toggleRuleOption(question, a!.id);
    question = toggleRuleOption(question, b!.id);
    expect(ruleIds(question)).toEqual([a!.id, b!.id]);
    expect(question.answerConfig).toMatchObject({
      optionExInd: 1,
      optionExType: '0',
      optionExItems: `${a!.id},${b!.id}`,
    });
    question = setRuleType(question, 1);
    expect(optionRuleType(question)).toBe(1);
    expect(question.mutualItemsId).toBe(`${a!.id},${b!.id}`);
    expect(question.exclusiveItemsId).toBe('');
    question = toggleRuleOption(question, a!.id);
    expect(ruleIds(question)).toEqual([b!.id]);
  });

  it('drops ids that are not options of the question', () => {
    const question = writeOptionRule(make('checkbox'), { enabled: true, type: 0, ids: ['ghost'] });
    expect(question.exclusiveItemsId).toBe('');
  });

  it('removing an option takes it out of the rule', () => {
    let question = make('checkbox');
    const target = question.optionList[0]!;
    question = toggleRuleOption(setRuleEnabled(question, true), target.id);
    const removed = removeOption(question, target.id);
    expect(removed.ok && removed.question.exclusiveItemsId).toBe('');
  });
});

describe('option add and remove limits', () => {
  it('refuses a 1000th option and a 6th chip option', () => {
    const radio = make('radio');
    const full = {
      ...radio,
      optionList: Array.from({ length: 999 }, (_, index) => ({
        ...option(radio, `o${index}`),
        orderById: index + 1,
      })),
    };
    expect(addOption(full, option(radio, 'x'), 999)).toEqual({
      ok: false,
      refusal: { key: 'core.design.maxOptions', params: { max: 999 } },
    });
    const chip = make('chip');
    const five = { ...chip, optionList: Array.from({ length: 5 }, (_, index) => option(chip, `o${index}`)) };
    expect(addOption(five, option(chip, 'x'), 5)).toMatchObject({
      ok: false,
      refusal: { key: 'core.design.maxFiveOptions' },
    });
  });

  it('refuses to remove the last option and the last normal option', () => {
    const radio = make('radio');
    const one = { ...radio, optionList: [radio.optionList[0]!] };
    expect(removeOption(one, one.optionList[0]!.id)).toMatchObject({
      ok: false,
      refusal: { key: 'core.design.keepOneOption' },
    });
    const withOther = setOtherOption(one, 'Other', makeId);
    expect(removeOption(withOther, one.optionList[0]!.id)).toMatchObject({
      ok: false,
      refusal: { key: 'core.design.keepOneNormal' },
    });
    // A rating's scale labels need no normal option to remain.
    expect(removeOption(withOther, one.optionList[0]!.id, false).ok).toBe(true);
  });

  it('refuses to remove the last sub-question, and adds rows up to the maximum', () => {
    const matrix = make('matrixRadio');
    const first = removeDesc(matrix, matrix.descList[0]!.id);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(removeDesc(first.question, first.question.descList[0]!.id)).toMatchObject({
      ok: false,
      refusal: { key: 'core.design.keepOneSubQuestion' },
    });
    const desc = { ...matrix.descList[0]!, id: 'new' };
    expect(addDesc(matrix, desc, 2)).toMatchObject({ ok: false });
    const added = addDesc(matrix, desc);
    expect(added.ok && added.question.descList.map((row) => row.orderById)).toEqual([1, 2, 3]);
  });

  it('drags normal options but keeps extras last', () => {
    let question = setOtherOption(make('radio'), 'Other', makeId);
    const [first, second, other] = question.optionList;
    question = moveOption(question, first!.id, second!.id);
    expect(names(question)).toEqual(['Option 2', 'Option 1', 'Other']);
    expect(names(moveOption(question, other!.id, question.optionList[0]!.id))).toEqual([
      'Option 2',
      'Option 1',
      'Other',
    ]);
    expect(orderOptions(question.optionList).map((item) => item.orderById)).toEqual([1, 2, 3]);
  });
});

describe('batch edit', () => {
  it('parses one option per line with codes, forgiving a trailing newline', () => {
    expect(parseBatch({ optionText: 'Apple\nPear\n', codeText: 'A\nP' })).toEqual({
      ok: true,
      rows: [
        { name: 'Apple', code: 'A' },
        { name: 'Pear', code: 'P' },
      ],
    });
  });

  it('refuses blank lines, mismatched code lines, empty text and more than 100 rows', () => {
    expect(parseBatch({ optionText: 'a\n\nb' })).toMatchObject({
      ok: false,
      issues: [{ key: 'core.design.batchLinesMismatch' }],
    });
    expect(parseBatch({ optionText: 'a\nb', codeText: 'x' })).toMatchObject({
      ok: false,
      issues: [{ key: 'core.design.batchLinesMismatch' }],
    });
    expect(parseBatch({ optionText: '  ' })).toMatchObject({
      ok: false,
      issues: [{ key: 'core.design.batchTextNull' }],
    });
    const many = Array.from({ length: 101 }, (_, index) => `o${index}`).join('\n');
    expect(parseBatch({ optionText: many })).toMatchObject({
      ok: false,
      issues: [{ key: 'core.design.batchMaxRows' }],
    });
  });

  it('lets options be added and removed while the opened code column is left as it was', () => {
    const opened = batchTextOf([
      { optionName: '北京', itemCode: 'BJ' },
      { optionName: '上海', itemCode: 'SH' },
      { optionName: '广州', itemCode: '' },
    ]);
    expect(opened.codeText).toBe('BJ\nSH\n');
    // A line added in the middle and one at the end: the codes stay with their cities, new ones have none.
    expect(parseBatch({ ...opened, optionText: '北京\n天津\n上海\n广州\n深圳' }, opened)).toEqual({
      ok: true,
      rows: [
        { name: '北京', code: 'BJ' },
        { name: '天津' },
        { name: '上海', code: 'SH' },
        { name: '广州' },
        { name: '深圳' },
      ],
    });
    expect(parseBatch({ ...opened, optionText: '上海' }, opened)).toEqual({
      ok: true,
      rows: [{ name: '上海', code: 'SH' }],
    });
    // Untouched and unchanged: the text as it opened is accepted (its last code is empty).
    expect(parseBatch(opened, opened)).toMatchObject({ ok: true });
    // Still refused: a blank option line, and codes the designer typed that do not match the options.
    expect(parseBatch({ ...opened, optionText: '北京\n\n上海' }, opened)).toMatchObject({
      ok: false,
      issues: [{ key: 'core.design.batchLinesMismatch' }],
    });
    expect(parseBatch({ optionText: '北京\n上海\n广州', codeText: 'BJ\nSH\nGZ\nSZ' }, opened)).toMatchObject({
      ok: false,
      issues: [{ key: 'core.design.batchLinesMismatch' }],
    });
  });

  it('reuses ids of the normal options by position, adds new ones, keeps extras last', () => {
    const question = setOtherOption(make('radio'), 'Other', makeId);
    const [first] = question.optionList;
    const parsed = parseBatch({ optionText: 'Red\nGreen\nBlue' });
    if (!parsed.ok) throw new Error('should parse');
    const options = applyBatchToOptions(question.optionList, parsed.rows, makeId, question.id);
    expect(options.map((item) => item.optionName)).toEqual(['Red', 'Green', 'Blue', 'Other']);
    expect(options[0]!.id).toBe(first!.id);
    expect(options.map((item) => item.orderById)).toEqual([1, 2, 3, 4]);
    expect(options[2]).toMatchObject({ type: 'normal', quId: 'q1' });
  });

  it('round-trips the dialog text of sub-questions', () => {
    const matrix = make('matrixRadio');
    const text = batchTextOf(matrix.descList);
    expect(text).toEqual({ optionText: 'Sub-question 1\nSub-question 2', codeText: '' });
    const parsed = parseBatch({ optionText: 'Row A', codeText: 'r1' });
    if (!parsed.ok) throw new Error('should parse');
    const descs = applyBatchToDescs(matrix.descList, parsed.rows, (name) => ({
      ...matrix.descList[0]!,
      id: 'n',
      optionName: name,
    }));
    expect(descs).toMatchObject([
      { id: matrix.descList[0]!.id, optionName: 'Row A', itemCode: 'r1', orderById: 1 },
    ]);
  });
});
