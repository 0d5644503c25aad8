// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue, Question } from '../../../src/core/model';
import type { ValidationIssue } from '../../../src/core/validation';
import { newQuestion } from '../../../src/questions/catalogue';
import { answerViewFor } from '../../../src/runner/familyViews';
import type { AnswerViewProps } from '../../../src/runner/views/contract';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let next = 0;
const makeId = () => `id${++next}`;
function question(key: string, patch: Partial<Question> = {}): Question {
  const base = newQuestion(key, { id: `q${++next}`, belongId: 's', groupId: 'g', makeId, lang: 'en' });
  return { ...base, ...patch, answerConfig: { ...base.answerConfig, ...(patch.answerConfig ?? {}) } };
}

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

async function render(
  key: string,
  q: Question,
  props: Partial<AnswerViewProps> = {},
): Promise<{
  el: HTMLElement;
  onChange: ReturnType<typeof vi.fn>;
  rerender: (p: Partial<AnswerViewProps>) => void;
}> {
  const View = (await answerViewFor(key)!()).default as ComponentType<AnswerViewProps>;
  const onChange = vi.fn();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const all = (extra: Partial<AnswerViewProps>): AnswerViewProps => ({
    question: q,
    answer: undefined,
    onChange,
    optionOrder: q.optionList.map((o) => o.id),
    descOrder: q.descList.map((d) => d.id),
    issues: [],
    lang: 'en',
    accentColor: '#ff6600',
    ...props,
    ...extra,
  });
  act(() => root!.render(<View {...all({})} />));
  return { el: host, onChange, rerender: (p) => act(() => root!.render(<View {...all(p)} />)) };
}

function typeInto(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
const click = (el: Element | null | undefined) => act(() => (el as HTMLElement).click());
const inputs = (el: HTMLElement, type: string) => [
  ...el.querySelectorAll<HTMLInputElement>(`input[type="${type}"]`),
];
const lastAnswer = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as AnswerValue | undefined;

describe('choice views', () => {
  it('single choice shows options in the runner order and reports a choice answer', async () => {
    const q = question('radio');
    const order = [...q.optionList.map((o) => o.id)].reverse();
    const { el, onChange } = await render('radio', q, { optionOrder: order });
    const radios = inputs(el, 'radio');
    expect(radios.map((r) => r.value)).toEqual(order);
    expect(el.querySelector('[role="radiogroup"]')).not.toBeNull();
    // #ff6600 is 2.9:1 on white: the view takes its darker shade that passes AA (src/core/style/contrast.ts).
    expect((el.querySelector('.rv') as HTMLElement).style.getPropertyValue('--rv-accent')).toBe('#B84A00');
    click(radios[0]);
    expect(lastAnswer(onChange)).toEqual({ kind: 'choice', optionIds: [order[0]], otherText: {} });
  });

  it('shows the other text only while "other" is chosen and keeps it ≤ 200', async () => {
    const q = question('radio');
    const other = {
      ...q.optionList[0]!,
      id: 'oth',
      optionName: 'Other, please specify',
      type: 'other' as const,
    };
    const withOther = { ...q, optionList: [...q.optionList, other] };
    const { el, onChange, rerender } = await render('radio', withOther);
    expect(el.querySelector('.rv-other')).toBeNull();
    rerender({ answer: { kind: 'choice', optionIds: ['oth'], otherText: {} } });
    const field = el.querySelector<HTMLInputElement>('.rv-other input')!;
    expect(field.maxLength).toBe(200);
    typeInto(field, 'mine');
    expect(lastAnswer(onChange)).toEqual({ kind: 'choice', optionIds: ['oth'], otherText: { oth: 'mine' } });
  });

  it('multiple choice: a special option clears the others', async () => {
    const q = question('checkbox');
    const special = { ...q.optionList[0]!, id: 'dk', optionName: "Don't know", type: 'special' as const };
    const full = { ...q, optionList: [...q.optionList, special] };
    const [a, b] = full.optionList;
    const { el, onChange } = await render('checkbox', full, {
      answer: { kind: 'choice', optionIds: [a!.id, b!.id], otherText: {} },
    });
    const boxes = inputs(el, 'checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes.filter((box) => box.checked)).toHaveLength(2);
    click(boxes[2]);
    expect(lastAnswer(onChange)).toEqual({ kind: 'choice', optionIds: ['dk'], otherText: {} });
  });

  it('dropdown lists the options and reports the chosen one', async () => {
    const q = question('select');
    const { el, onChange } = await render('select', q);
    const select = el.querySelector('select')!;
    expect(select.options).toHaveLength(q.optionList.length + 1);
    typeInto(select, q.optionList[1]!.id);
    expect(lastAnswer(onChange)).toEqual({ kind: 'choice', optionIds: [q.optionList[1]!.id], otherText: {} });
    typeInto(select, '');
    expect(lastAnswer(onChange)).toBeUndefined();
  });

  it('a profile choice (gender) uses the single-choice view', async () => {
    const q = question('gender');
    const { el } = await render('gender', q);
    expect(el.textContent).toContain('Male');
    expect(inputs(el, 'radio')).toHaveLength(2);
  });
});

describe('issues', () => {
  it('shows question issues under the view and option issues at the option, as alerts', async () => {
    const q = question('radio');
    const issues: ValidationIssue[] = [
      { key: 'core.tipAnswerNull' },
      { key: 'core.answer.otherTextNull', params: { name: 'X' }, target: { optionId: q.optionList[0]!.id } },
    ];
    const { el } = await render('radio', q, { issues });
    const alerts = [...el.querySelectorAll('.rv-issues')];
    expect(alerts).toHaveLength(2);
    expect(alerts.at(-1)!.textContent).toContain('Answer option cannot be empty!');
    expect(el.querySelector('.rv-choice-cell .rv-issues')).not.toBeNull();
  });
  it('readOnly shows the value disabled', async () => {
    const q = question('radio');
    const { el } = await render('radio', q, {
      readOnly: true,
      answer: { kind: 'choice', optionIds: [q.optionList[0]!.id], otherText: {} },
    });
    expect(inputs(el, 'radio').every((r) => r.disabled)).toBe(true);
    expect(inputs(el, 'radio')[0]!.checked).toBe(true);
  });
});

describe('matrix views', () => {
  it('matrix single shows rows and columns and reports a matrix answer', async () => {
    const q = question('matrixRadio');
    const { el, onChange } = await render('matrixRadio', q);
    expect(el.querySelectorAll('.rv-row')).toHaveLength(2);
    expect(inputs(el, 'radio')).toHaveLength(4);
    click(inputs(el, 'radio')[3]);
    expect(lastAnswer(onChange)).toEqual({
      kind: 'matrix',
      rows: { [q.descList[1]!.id]: [q.optionList[1]!.id] },
      otherText: {},
    });
  });
  it('shows only the rows the runner gives (a matrix virtual page)', async () => {
    const q = question('matrixCheckbox');
    const { el, onChange } = await render('matrixCheckbox', q, { descOrder: [q.descList[1]!.id] });
    expect(el.querySelectorAll('.rv-row')).toHaveLength(1);
    click(inputs(el, 'checkbox')[0]);
    click(inputs(el, 'checkbox')[1]);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(lastAnswer(onChange)?.kind).toBe('matrix');
  });
});

describe('sort and chip', () => {
  it('sort: taps rank options and reset clears', async () => {
    const q = question('sort');
    const [a, b] = q.optionList;
    const { el, onChange, rerender } = await render('sort', q);
    const items = () => [...el.querySelectorAll<HTMLButtonElement>('.rv-sort-item')];
    expect(items()).toHaveLength(2);
    click(items()[1]);
    expect(lastAnswer(onChange)).toEqual({ kind: 'sort', ranks: { [b!.id]: 1 } });
    rerender({ answer: { kind: 'sort', ranks: { [b!.id]: 1, [a!.id]: 2 } } });
    expect(items()[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(items()[0]!.textContent).toContain('2');
    click(items()[1]);
    expect(lastAnswer(onChange)).toEqual({ kind: 'sort', ranks: { [a!.id]: 1 } });
    click(el.querySelector('.rv-toolbar button'));
    expect(lastAnswer(onChange)).toBeUndefined();
  });
  it('chip: shows the remaining amount with the unit and reports amounts', async () => {
    const q = question('chip');
    const [a] = q.optionList;
    const { el, onChange, rerender } = await render('chip', q);
    expect(el.querySelector('.rv-chip-left')!.textContent).toBe('10 times left to allocate');
    click(el.querySelectorAll('.rv-stepper button')[1]);
    expect(lastAnswer(onChange)).toEqual({ kind: 'chip', amounts: { [a!.id]: 1 } });
    rerender({ answer: { kind: 'chip', amounts: { [a!.id]: 12 } } });
    expect(el.querySelector('.rv-chip-status')!.hasAttribute('data-over')).toBe(true);
    typeInto(el.querySelectorAll<HTMLInputElement>('.rv-stepper input')[1]!, '3');
    expect(lastAnswer(onChange)?.kind).toBe('chip');
  });
});

describe('ratings', () => {
  it('Likert: a segment a point, reporting a number', async () => {
    const q = question('rating');
    const { el, onChange } = await render('rating', q);
    expect(inputs(el, 'radio')).toHaveLength(5);
    click(inputs(el, 'radio')[3]);
    expect(lastAnswer(onChange)).toEqual({ kind: 'number', value: 4 });
  });
  it('stars 10 and bipolar 7 and exact 5', async () => {
    const stars = await render('rating', question('rating', { scoreQuType: 2, scoreQuParagraph: 10 }));
    expect(stars.el.querySelectorAll('.rv-star')).toHaveLength(10);
    click(inputs(stars.el, 'radio')[6]);
    expect(lastAnswer(stars.onChange)).toEqual({ kind: 'number', value: 7 });
    act(() => root?.unmount());
    const bipolar = await render('rating', question('rating', { scoreQuType: 3, scoreQuParagraph: 7 }));
    expect(bipolar.el.querySelectorAll('.rv-seg')).toHaveLength(7);
    act(() => root?.unmount());
    const exact = await render('rating', question('rating', { scoreQuType: 5, scoreQuParagraph: 5 }));
    expect(exact.el.querySelector('.rv-scale-exact')).not.toBeNull();
  });
  it('slider 0–10 maps its position to the score', async () => {
    const q = question('slider', { scoreQuParagraph: 11 });
    const { el, onChange } = await render('slider', q);
    const range = inputs(el, 'range')[0]!;
    expect([range.min, range.max]).toEqual(['0', '10']);
    typeInto(range, '6');
    expect(lastAnswer(onChange)).toEqual({ kind: 'number', value: 6 });
  });
  it('rating group: a scale a row, reporting scores', async () => {
    const q = question('ratingGroup');
    const { el, onChange } = await render('ratingGroup', q, {
      issues: [{ key: 'core.tipRateNull', target: { descId: q.descList[1]!.id } }],
    });
    expect(el.querySelectorAll('.rv-row')).toHaveLength(2);
    expect(el.querySelectorAll('.rv-row')[1]!.querySelector('.rv-issues')).not.toBeNull();
    click(inputs(el, 'radio')[7]);
    expect(lastAnswer(onChange)).toEqual({ kind: 'scores', values: { [q.descList[1]!.id]: 3 } });
  });
});

describe('number and time', () => {
  it('number: integer only, range hint, unit', async () => {
    const q = question('number', { unit: 'yuan' });
    const { el, onChange } = await render('number', q);
    const field = el.querySelector<HTMLInputElement>('input')!;
    expect(field.inputMode).toBe('numeric');
    expect(el.textContent).toContain('From 0 to 100');
    expect(el.querySelector('.rv-unit')!.textContent).toBe('RMB');
    typeInto(field, '42');
    expect(lastAnswer(onChange)).toEqual({ kind: 'number', value: 42 });
    expect(el.querySelector('[data-testid="number-type-issue"]')).toBeNull();
    // "42.5" in a whole-number field is not turned into 425: it stays as typed and the field says why.
    typeInto(field, '42.5');
    expect(field.value).toBe('42.5');
    expect(lastAnswer(onChange)).toEqual({ kind: 'number', value: 42.5 });
    expect(el.querySelector('[data-testid="number-type-issue"]')!.textContent).toBe(
      'The answer must be an integer',
    );
    typeInto(field, '42a');
    expect(field.value).toBe('42.5');
    typeInto(field, '42');
    expect(el.querySelector('[data-testid="number-type-issue"]')).toBeNull();
    typeInto(field, '');
    expect(lastAnswer(onChange)).toBeUndefined();
  });
  it('age uses the number view with 0–120', async () => {
    const { el } = await render('age', question('age'));
    expect(el.textContent).toContain('From 0 to 120');
  });
  it('time types: hour-minute, year-month selects, date, date-time', async () => {
    const hm = await render('time', question('time'));
    const time = inputs(hm.el, 'time')[0]!;
    typeInto(time, '08:15');
    expect(lastAnswer(hm.onChange)).toEqual({ kind: 'time', value: '0815' });
    act(() => root?.unmount());

    const ym = await render('time', question('time', { answerConfig: { timeType: '02' } as never }));
    const [year, month] = [...ym.el.querySelectorAll('select')];
    typeInto(year!, '2024');
    expect(ym.onChange).not.toHaveBeenCalled();
    typeInto(month!, '03');
    expect(lastAnswer(ym.onChange)).toEqual({ kind: 'time', value: '202403' });
    act(() => root?.unmount());

    const d = await render('time', question('time', { answerConfig: { timeType: '03' } as never }));
    const date = inputs(d.el, 'date')[0]!;
    expect([date.min, date.max]).toEqual(['1900-01-01', '2099-12-31']);
    typeInto(date, '2024-02-29');
    expect(lastAnswer(d.onChange)).toEqual({ kind: 'time', value: '20240229' });
    act(() => root?.unmount());

    const dt = await render('time', question('time', { answerConfig: { timeType: '04' } as never }));
    typeInto(inputs(dt.el, 'datetime-local')[0]!, '2024-02-29T10:00');
    expect(lastAnswer(dt.onChange)).toEqual({
      kind: 'time',
      value: String(new Date(2024, 1, 29, 10).getTime()),
    });
  });
  it('birthday is a date no later than today', async () => {
    const { el } = await render('birthday', question('birthday'));
    const date = inputs(el, 'date')[0]!;
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(date.max).toBe(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
  });
});

describe('texts', () => {
  it('fill-in: a text with a 200 counter', async () => {
    const { el, onChange } = await render('fillBlank', question('fillBlank'));
    const field = el.querySelector<HTMLInputElement>('input')!;
    expect(field.maxLength).toBe(200);
    typeInto(field, 'hello');
    expect(lastAnswer(onChange)).toEqual({ kind: 'text', text: 'hello' });
  });
  it('profile texts get the right keyboard and autofill', async () => {
    const phone = await render('phone', question('phone'));
    const tel = phone.el.querySelector<HTMLInputElement>('input')!;
    expect([tel.type, tel.inputMode, tel.autocomplete, tel.maxLength]).toEqual(['tel', 'tel', 'tel', 20]);
    act(() => root?.unmount());
    const email = await render('email', question('email'));
    expect(email.el.querySelector<HTMLInputElement>('input')!.type).toBe('email');
    act(() => root?.unmount());
    const id = await render('idCard', question('idCard'));
    typeInto(id.el.querySelector<HTMLInputElement>('input')!, '11010519491231002x');
    expect(lastAnswer(id.onChange)).toEqual({ kind: 'text', text: '11010519491231002X' });
    act(() => root?.unmount());
    const name = await render('name', question('name'));
    expect(name.el.querySelector<HTMLInputElement>('input')!.autocomplete).toBe('name');
  });
  it('multi-blank: an input a sub-question with short (8) and long (16) limits', async () => {
    const q = question('multiFillBlank');
    const rows = q.descList.map((d, i) => ({
      ...d,
      descConfig: { ...(d.descConfig ?? {}), contentSize: i + 1 } as never,
    }));
    const { el, onChange } = await render('multiFillBlank', { ...q, descList: rows });
    const fields = [...el.querySelectorAll<HTMLInputElement>('input')];
    expect(fields.map((f) => f.maxLength)).toEqual([8, 16]);
    expect(el.querySelectorAll('label.rv-label')).toHaveLength(2);
    typeInto(fields[1]!, 'abc');
    expect(lastAnswer(onChange)).toEqual({ kind: 'blanks', values: { [rows[1]!.id]: 'abc' } });
  });
  it('multi-line open: a textarea a sub-question with its descConfig limit', async () => {
    const q = question('multiOpen');
    const { el, onChange } = await render('multiOpen', q);
    const areas = [...el.querySelectorAll('textarea')];
    expect(areas).toHaveLength(2);
    expect(areas[0]!.maxLength).toBe(500);
    typeInto(areas[0]!, 'long answer');
    expect(lastAnswer(onChange)?.kind).toBe('blanks');
  });
  it('info text shows only its note; page break shows nothing', async () => {
    const info = await render('info', question('info', { quNote: '<p>Read <b>this</b></p>' }));
    expect(info.el.querySelector('b')!.textContent).toBe('this');
    expect(info.el.querySelector('input')).toBeNull();
    act(() => root?.unmount());
    const page = await render('pageBreak', question('pageBreak'));
    expect(page.el.innerHTML).toBe('');
  });
});
