import { describe, expect, it } from 'vitest';
import { createLogicEngine } from '../../../../src/core/logic';
import type { Answers } from '../../../../src/core/model';
import {
  answerRule,
  checkbox,
  choose,
  num,
  question,
  radio,
  release,
  rule,
  single,
  text,
  time,
} from './fixtures';

const visible = (engine: { state: { visibleQuestions: ReadonlySet<string> } }) =>
  [...engine.state.visibleQuestions].sort();

/** q0 plain; q(i) shows when q(i−1) is 'a'. */
function chain(length: number) {
  const questions = [radio('q0')];
  for (let index = 1; index < length; index++) {
    const previous = `q${index - 1}`;
    questions.push(
      radio(`q${index}`, ['a', 'b'], {
        quBeforLogics: [rule({ anQuId: previous, anQuItemId: `${previous}.a`, geLe: '1' })],
      }),
    );
  }
  return createLogicEngine(single(...questions));
}

describe('before-question logic', () => {
  it('shows a question only while its condition holds, and treats unanswered as not holding', () => {
    const engine = chain(3);
    expect(visible(engine)).toEqual(['q0']);
    engine.apply([{ questionId: 'q0', value: choose('q0.a') }]);
    expect(visible(engine)).toEqual(['q0', 'q1']);
    engine.apply([{ questionId: 'q0', value: choose('q0.b') }]);
    expect(visible(engine)).toEqual(['q0']);
  });

  it('counts a hidden question as unanswered downstream, even though its own answer is kept', () => {
    const engine = chain(3);
    engine.evaluate({ q0: choose('q0.a'), q1: choose('q1.a') });
    expect(visible(engine)).toEqual(['q0', 'q1', 'q2']);
    const { changes } = engine.apply([{ questionId: 'q0', value: choose('q0.b') }]);
    expect(visible(engine)).toEqual(['q0']);
    expect(changes.hiddenQuestions.sort()).toEqual(['q1', 'q2']);
    expect(engine.effectiveAnswer('q1')).toBeUndefined();
    engine.apply([{ questionId: 'q0', value: choose('q0.a') }]);
    expect(visible(engine)).toEqual(['q0', 'q1', 'q2']);
  });

  it('recomputes only what depends on the change', () => {
    const engine = chain(200);
    const answers: Record<string, ReturnType<typeof choose>> = {};
    for (let index = 0; index < 200; index++) answers[`q${index}`] = choose(`q${index}.a`);
    engine.evaluate(answers);
    const { changes } = engine.apply([{ questionId: 'q150', value: choose('q150.b') }]);
    expect(changes.hiddenQuestions).toHaveLength(49);
    // q150 itself and the 49 questions after it, nothing before it.
    expect(changes.recomputed).toBe(1 + 49);
  });

  it.each([
    ['or, or: any holds', [1, 1], ['a', 'b', 'b'], true],
    ['and: both needed', [1, 2], ['a', 'b', 'b'], false],
    ['and: both hold', [1, 2], ['a', 'a', 'b'], true],
    ['(x and y) or z: z alone', [1, 2, 1], ['b', 'b', 'a'], true],
    ['(x or y) and z: z missing', [1, 1, 2], ['a', 'a', 'b'], false],
  ] as const)('combines with anAnd left to right — %s', (_name, combine, letters, shown) => {
    const sources = ['s0', 's1', 's2'].slice(0, combine.length);
    const target = radio('t', ['a'], {
      quBeforLogics: sources.map((id, index) =>
        rule({ anQuId: id, anQuItemId: `${id}.a`, geLe: '1', anAnd: combine[index] as 1 | 2 }),
      ),
    });
    const engine = createLogicEngine(single(...sources.map((id) => radio(id)), target));
    const answers: Answers = Object.fromEntries(
      sources.map((id, index) => [id, choose(`${id}.${letters[index]}`)]),
    );
    engine.evaluate(answers);
    expect(engine.state.visibleQuestions.has('t')).toBe(shown);
  });
});

describe('choose types without geLe (reading two: 1 any, 2 none, 3 exact)', () => {
  const build = (chooseType: number, elementType: 'RadioBox' | 'CheckBox') => {
    const source = elementType === 'CheckBox' ? checkbox('s') : radio('s', ['a', 'b', 'c']);
    const target = radio('t', ['a'], {
      quBeforLogics: [rule({ anQuId: 's', anQuItemId: 's.a,s.b', chooseType })],
    });
    return createLogicEngine(single(source, target));
  };
  it.each([
    [1, 'CheckBox', ['s.b', 's.c'], true],
    [1, 'CheckBox', ['s.c'], false],
    [2, 'CheckBox', ['s.c'], true],
    [2, 'CheckBox', ['s.a', 's.c'], false],
    [3, 'CheckBox', ['s.a', 's.b'], true],
    [3, 'CheckBox', ['s.a', 's.b', 's.c'], false],
    [1, 'RadioBox', ['s.b'], true],
    [2, 'RadioBox', ['s.b'], false],
    [2, 'RadioBox', ['s.c'], true],
    [3, 'RadioBox', ['s.a'], false],
  ] as const)('chooseType %i on %s, chosen %j → shown %s', (chooseType, type, chosen, shown) => {
    const engine = build(chooseType, type);
    engine.evaluate({ s: choose(...chosen) });
    expect(engine.state.visibleQuestions.has('t')).toBe(shown);
  });

  it('lets geLe win over chooseType', () => {
    const target = radio('t', ['a'], {
      quBeforLogics: [rule({ anQuId: 's', anQuItemId: 's.a', chooseType: 1, geLe: '2' })],
    });
    const engine = createLogicEngine(single(radio('s'), target));
    engine.evaluate({ s: choose('s.a') });
    expect(engine.state.visibleQuestions.has('t')).toBe(false);
  });
});

describe('conditions per data kind, end to end', () => {
  const gate = (source: ReturnType<typeof question>, fields: Parameters<typeof rule>[0]) =>
    createLogicEngine(single(source, radio('t', ['a'], { quBeforLogics: [rule(fields)] })));

  it('number: at least 18 on an age question', () => {
    const engine = gate(question({ id: 'age', elementType: 'NianLingBox' }), {
      anQuId: 'age',
      geLe: '6',
      anValue: '18',
    });
    expect(engine.evaluate({ age: num(18) }).visibleQuestions.has('t')).toBe(true);
    expect(engine.evaluate({ age: num(17) }).visibleQuestions.has('t')).toBe(false);
  });

  it.each([
    ['TimeBox HHmm, later', { elementType: 'TimeBox' as const }, '3', '1200', '1230', true],
    ['TimeBox yyyyMM, earlier', { elementType: 'TimeBox' as const }, '5', '202401', '202312', true],
    [
      'NumberBox date yyyyMMdd, select',
      { elementType: 'NumberBox' as const, scoreQuType: 3 },
      '1',
      '20240229',
      '20240229',
      true,
    ],
    [
      'NumberBox date-time, earlier or same',
      { elementType: 'NumberBox' as const, scoreQuType: 4 },
      '6',
      '1700000000000',
      '1700000000001',
      false,
    ],
  ])('date: %s', (_name, shape, geLe, anValue, answer, shown) => {
    const engine = gate(question({ id: 'd', ...shape }), { anQuId: 'd', geLe, anValue });
    expect(engine.evaluate({ d: time(answer) }).visibleQuestions.has('t')).toBe(shown);
  });

  it('date: between inclusive with minValue and maxValue', () => {
    const engine = gate(question({ id: 'd', elementType: 'TimeBox' }), {
      anQuId: 'd',
      geLe: '2',
      minValue: '20240101',
      maxValue: '20240131',
    });
    expect(engine.evaluate({ d: time('20240131') }).visibleQuestions.has('t')).toBe(true);
    expect(engine.evaluate({ d: time('20240201') }).visibleQuestions.has('t')).toBe(false);
  });

  it('an all-zero chip allocation is unanswered for rules, as it is empty for validation', () => {
    // "Item a equals 0" must not fire before the respondent has allocated anything.
    const engine = gate(question({ id: 'c', elementType: 'ChipBox' }), {
      anQuId: 'c',
      anQuItemId: 'c.a',
      geLe: '1',
      anValue: '0',
    });
    const chip = (amounts: Record<string, number>) => ({ kind: 'chip' as const, amounts });
    expect(engine.evaluate({ c: chip({ 'c.a': 0, 'c.b': 0 }) }).visibleQuestions.has('t')).toBe(false);
    expect(engine.evaluate({ c: chip({ 'c.a': 0, 'c.b': 3 }) }).visibleQuestions.has('t')).toBe(true);
  });

  it('text: empty holds while unanswered, contains needs the text', () => {
    const empty = gate(question({ id: 'x', elementType: 'TitleBox' }), { anQuId: 'x', geLe: '5' });
    expect(empty.evaluate({}).visibleQuestions.has('t')).toBe(true);
    expect(empty.evaluate({ x: text('hello') }).visibleQuestions.has('t')).toBe(false);
    const contains = gate(question({ id: 'x', elementType: 'TitleBox' }), {
      anQuId: 'x',
      geLe: '3',
      anValue: 'ell',
    });
    expect(contains.evaluate({ x: text('hello') }).visibleQuestions.has('t')).toBe(true);
  });

  it('matrix: reads the row named by anSubQuId', () => {
    const matrix = radio('m', ['x', 'y'], {
      elementType: 'RadioBoxGroup',
      descList: [{ id: 'row1' }, { id: 'row2' }],
    });
    const engine = gate(matrix, { anQuId: 'm', anSubQuId: 'row2', anQuItemId: 'm.x', geLe: '1' });
    const answer = (row1: string, row2: string) => ({
      kind: 'matrix' as const,
      rows: { row1: [row1], row2: [row2] },
      otherText: {},
    });
    expect(engine.evaluate({ m: answer('m.y', 'm.x') }).visibleQuestions.has('t')).toBe(true);
    expect(engine.evaluate({ m: answer('m.x', 'm.y') }).visibleQuestions.has('t')).toBe(false);
  });
});

describe('jump (type 1)', () => {
  const jumpSurvey = (toQuId: string) =>
    single(
      radio('q1', ['a', 'b'], {
        quLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1', logicType: 1, toQuId })],
      }),
      radio('q2'),
      radio('q3'),
      radio('q4'),
    );

  it('hides the questions strictly between source and target when the condition holds', () => {
    const engine = createLogicEngine(jumpSurvey('q4'));
    expect(visible(engine)).toEqual(['q1', 'q2', 'q3', 'q4']);
    engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    expect(visible(engine)).toEqual(['q1', 'q4']);
    engine.apply([{ questionId: 'q1', value: choose('q1.b') }]);
    expect(visible(engine)).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('refuses a backward jump', () => {
    const survey = single(
      radio('q0'),
      radio('q1', ['a'], {
        quLogics: [rule({ id: 'back', anQuId: 'q1', anQuItemId: 'q1.a', logicType: 1, toQuId: 'q0' })],
      }),
    );
    const engine = createLogicEngine(survey);
    expect(engine.issues).toEqual([{ ruleId: 'back', reason: 'backwardJump' }]);
  });

  it('jumps to a group: its first question in walk order', () => {
    const survey = release({
      groups: [
        {
          id: 'A',
          questions: [
            radio('q1', ['a'], {
              quLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', logicType: 1, toQuId: 'C' })],
            }),
            radio('q2'),
          ],
        },
        { id: 'B', questions: [radio('q3')] },
        { id: 'C', questions: [radio('q4')] },
      ],
    });
    const engine = createLogicEngine(survey);
    engine.evaluate({ q1: choose('q1.a') });
    expect(visible(engine)).toEqual(['q1', 'q4']);
  });

  it('follows the walk order it was built for (shuffled groups)', () => {
    const survey = release({
      groups: [
        {
          id: 'A',
          questions: [
            radio('q1', ['a'], {
              quLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', logicType: 1, toQuId: 'q3' })],
            }),
          ],
        },
        { id: 'B', questions: [radio('q2')] },
        { id: 'C', questions: [radio('q3')] },
      ],
    });
    const engine = createLogicEngine(survey, { questionOrder: ['q1', 'q3', 'q2'] });
    engine.evaluate({ q1: choose('q1.a') });
    expect(visible(engine)).toEqual(['q1', 'q2', 'q3']);
  });
});

describe('end (type 2)', () => {
  it('hides every later question and reports where the survey ended; the earliest end wins', () => {
    const endOn = (id: string) => [rule({ anQuId: id, anQuItemId: `${id}.a`, geLe: '1', logicType: 2 })];
    const engine = createLogicEngine(
      single(
        radio('q1', ['a', 'b'], { quLogics: endOn('q1') }),
        radio('q2', ['a', 'b'], { quLogics: endOn('q2') }),
        radio('q3'),
      ),
    );
    expect(engine.state.ended).toBeNull();
    let result = engine.apply([{ questionId: 'q2', value: choose('q2.a') }]);
    expect(result.state.ended).toEqual({ byQuestionId: 'q2' });
    expect(result.changes.endedChanged).toBe(true);
    expect(visible(engine)).toEqual(['q1', 'q2']);
    result = engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    expect(result.state.ended).toEqual({ byQuestionId: 'q1' });
    expect(visible(engine)).toEqual(['q1']);
    engine.apply([{ questionId: 'q1', value: choose('q1.b') }]);
    expect(engine.state.ended).toEqual({ byQuestionId: 'q2' });
    engine.apply([{ questionId: 'q2', value: undefined }]);
    expect(engine.state.ended).toBeNull();
    expect(visible(engine)).toEqual(['q1', 'q2', 'q3']);
  });
});

describe('auto-select (3) and auto-assign (4)', () => {
  const whenA = (fields: Partial<Parameters<typeof rule>[0]>) =>
    rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1', ...fields });

  it('selects options while the condition holds and clears them when it stops', () => {
    const engine = createLogicEngine(
      single(
        radio('q1', ['a', 'b'], { quLogics: [whenA({ logicType: 3, toQuId: 'q2', toQuItemId: 'q2.c' })] }),
        checkbox('q2'),
      ),
    );
    engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    expect(engine.state.assigned).toEqual({ q2: choose('q2.c') });
    expect(engine.effectiveAnswer('q2')).toEqual(choose('q2.c'));
    const { changes } = engine.apply([{ questionId: 'q1', value: choose('q1.b') }]);
    expect(changes.assignedQuestions).toEqual(['q2']);
    expect(engine.state.assigned).toEqual({});
    expect(engine.effectiveAnswer('q2')).toBeUndefined();
  });

  it('never clears what the respondent answered: their answer wins and stays', () => {
    const engine = createLogicEngine(
      single(
        radio('q1', ['a', 'b'], { quLogics: [whenA({ logicType: 3, toQuId: 'q2', toQuItemId: 'q2.c' })] }),
        checkbox('q2'),
      ),
    );
    engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    engine.apply([{ questionId: 'q2', value: choose('q2.a') }]);
    expect(engine.effectiveAnswer('q2')).toEqual(choose('q2.a'));
    engine.apply([{ questionId: 'q1', value: choose('q1.b') }]);
    expect(engine.effectiveAnswer('q2')).toEqual(choose('q2.a'));
  });

  it.each([
    ['number question', question({ id: 'q2', elementType: 'NumberBox' }), '42', num(42)],
    ['age', question({ id: 'q2', elementType: 'NianLingBox' }), '30', num(30)],
    ['rating', question({ id: 'q2', elementType: 'RateBox' }), '4', num(4)],
    ['time box', question({ id: 'q2', elementType: 'TimeBox' }), '20240101', time('20240101')],
    ['open text', question({ id: 'q2', elementType: 'TitleBox' }), 'hello', text('hello')],
  ])('types the assigned value for the target: %s', (_name, target, toQuValue, expected) => {
    const engine = createLogicEngine(
      single(
        radio('q1', ['a', 'b'], {
          quLogicAnswerAssignments: [whenA({ logicType: 4, toQuId: 'q2', toQuValue })],
        }),
        target,
      ),
    );
    engine.evaluate({ q1: choose('q1.a') });
    expect(engine.state.assigned).toEqual({ q2: expected });
  });

  it('reports a value that does not fit the target', () => {
    const engine = createLogicEngine(
      single(
        radio('q1', ['a'], {
          quLogicAnswerAssignments: [whenA({ id: 'bad', logicType: 4, toQuId: 'q2', toQuValue: 'many' })],
        }),
        question({ id: 'q2', elementType: 'NumberBox' }),
      ),
    );
    expect(engine.issues).toEqual([{ ruleId: 'bad', reason: 'invalidValue' }]);
  });

  it('feeds assigned values to downstream rules, and drops them when the target is hidden', () => {
    const engine = createLogicEngine(
      single(
        radio('q1', ['a', 'b'], {
          quLogicAnswerAssignments: [whenA({ logicType: 4, toQuId: 'q3', toQuValue: '10' })],
        }),
        radio('q2', ['a', 'b']),
        question({
          id: 'q3',
          elementType: 'NumberBox',
          quBeforLogics: [rule({ anQuId: 'q2', anQuItemId: 'q2.a', geLe: '1' })],
        }),
        radio('q4', ['a'], { quBeforLogics: [rule({ anQuId: 'q3', geLe: '5', anValue: '5' })] }),
      ),
    );
    engine.evaluate({ q1: choose('q1.a'), q2: choose('q2.a') });
    expect(visible(engine)).toEqual(['q1', 'q2', 'q3', 'q4']);
    engine.apply([{ questionId: 'q2', value: choose('q2.b') }]);
    expect(visible(engine)).toEqual(['q1', 'q2']);
    expect(engine.state.assigned).toEqual({});
  });

  it('only acts while the question owning the rule is visible', () => {
    const engine = createLogicEngine(
      single(
        radio('q0', ['a', 'b']),
        radio('q1', ['a'], {
          quBeforLogics: [rule({ anQuId: 'q0', anQuItemId: 'q0.a', geLe: '1' })],
          quLogics: [
            rule({
              anQuId: 'q0',
              anQuItemId: 'q0.b',
              geLe: '1',
              logicType: 3,
              toQuId: 'q2',
              toQuItemId: 'q2.a',
            }),
          ],
        }),
        radio('q2'),
      ),
    );
    engine.evaluate({ q0: choose('q0.b') });
    expect(engine.state.assigned).toEqual({});
  });
});

describe('option filters (answerRules) and sub-question logic', () => {
  it('shows an option only while its referenced option is chosen, hides another while chosen', () => {
    const engine = createLogicEngine(
      single(
        checkbox('q1'),
        checkbox('q2', ['a', 'b', 'c'], {
          answerRules: [
            answerRule({ optionId: 'q2.a', answerType: 1, refQuId: 'q1', refOptionId: 'q1.a' }),
            answerRule({ optionId: 'q2.b', answerType: 2, refQuId: 'q1', refOptionId: 'q1.b' }),
          ],
        }),
      ),
    );
    expect([...(engine.state.hiddenOptions.get('q2') ?? [])]).toEqual(['q2.a']);
    engine.apply([{ questionId: 'q1', value: choose('q1.a', 'q1.b') }]);
    expect([...(engine.state.hiddenOptions.get('q2') ?? [])]).toEqual(['q2.b']);
    engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    expect(engine.state.hiddenOptions.has('q2')).toBe(false);
  });

  it('removes a hidden option from the answer that counts downstream', () => {
    const engine = createLogicEngine(
      single(
        radio('q1'),
        checkbox('q2', ['a', 'b'], {
          answerRules: [answerRule({ optionId: 'q2.a', answerType: 2, refQuId: 'q1', refOptionId: 'q1.b' })],
        }),
        radio('q3', ['a'], { quBeforLogics: [rule({ anQuId: 'q2', anQuItemId: 'q2.a', geLe: '5' })] }),
      ),
    );
    engine.evaluate({ q1: choose('q1.a'), q2: choose('q2.a', 'q2.b') });
    expect(engine.state.visibleQuestions.has('q3')).toBe(true);
    engine.apply([{ questionId: 'q1', value: choose('q1.b') }]);
    expect(engine.effectiveAnswer('q2')).toEqual(choose('q2.b'));
    expect(engine.state.visibleQuestions.has('q3')).toBe(false);
  });

  it('hides a sub-question whose before-logic fails', () => {
    const engine = createLogicEngine(
      single(
        radio('q1'),
        question({
          id: 'q2',
          elementType: 'TitlesBox',
          descList: [
            { id: 'd1' },
            { id: 'd2', descBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1' })] },
          ],
        }),
      ),
    );
    expect([...(engine.state.hiddenDescs.get('q2') ?? [])]).toEqual(['d2']);
    engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    expect(engine.state.hiddenDescs.has('q2')).toBe(false);
  });
});

describe('group logic', () => {
  it('hides a whole group by groupBeforLogics and by quGroupLogics', () => {
    const survey = release({
      groups: [
        { id: 'A', questions: [radio('q1'), radio('q2')] },
        {
          id: 'B',
          questions: [radio('q3')],
          groupBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1' })],
        },
        {
          id: 'C',
          questions: [
            radio('q4', ['a'], { quGroupLogics: [rule({ anQuId: 'q2', anQuItemId: 'q2.b', geLe: '1' })] }),
          ],
        },
      ],
    });
    const engine = createLogicEngine(survey);
    expect([...engine.state.visibleGroups]).toEqual(['A']);
    expect(visible(engine)).toEqual(['q1', 'q2']);
    const { changes } = engine.apply([
      { questionId: 'q1', value: choose('q1.a') },
      { questionId: 'q2', value: choose('q2.b') },
    ]);
    expect(changes.shownGroups.sort()).toEqual(['B', 'C']);
    expect(visible(engine)).toEqual(['q1', 'q2', 'q3', 'q4']);
  });
});

describe('cycles and the dependency index', () => {
  it('switches off rules on a cycle and reports them', () => {
    const engine = createLogicEngine(
      single(
        question({
          id: 'x',
          elementType: 'NumberBox',
          quLogicAnswerAssignments: [
            rule({
              id: 'xy',
              anQuId: 'x',
              geLe: '5',
              anValue: '0',
              logicType: 4,
              toQuId: 'y',
              toQuValue: '1',
            }),
          ],
        }),
        question({
          id: 'y',
          elementType: 'NumberBox',
          quLogicAnswerAssignments: [
            rule({
              id: 'yx',
              anQuId: 'y',
              geLe: '5',
              anValue: '0',
              logicType: 4,
              toQuId: 'x',
              toQuValue: '1',
            }),
          ],
        }),
        radio('z', ['a'], { quBeforLogics: [rule({ id: 'self', anQuId: 'z', anQuItemId: 'z.a' })] }),
      ),
    );
    expect(engine.issues.map((issue) => `${issue.ruleId}:${issue.reason}`).sort()).toEqual([
      'self:cycle',
      'xy:cycle',
      'yx:cycle',
    ]);
    engine.evaluate({ x: num(5) });
    expect(engine.state.assigned).toEqual({});
    expect(engine.state.visibleQuestions.has('z')).toBe(true);
  });

  it('indexes which rules read a question and what each rule acts on', () => {
    const engine = createLogicEngine(
      single(
        radio('q1', ['a'], {
          quLogics: [rule({ id: 'j', anQuId: 'q1', anQuItemId: 'q1.a', logicType: 1, toQuId: 'q4' })],
        }),
        radio('q2', ['a'], { quBeforLogics: [rule({ id: 'b', anQuId: 'q1', anQuItemId: 'q1.a' })] }),
        radio('q3'),
        radio('q4'),
      ),
    );
    expect([...engine.index.readersOf('q1')].sort()).toEqual(['b', 'j']);
    expect(engine.index.targetsOf('j')).toEqual(['q2', 'q3']);
    expect(engine.index.readersOf('q4')).toEqual([]);
  });
});
