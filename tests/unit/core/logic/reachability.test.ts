import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogicEngine } from '../../../../src/core/logic';
import { analyseReachability, type Reachability } from '../../../../src/core/logic/reachability';
import type { AnswerValue, LogicRecord, QuestionInput, Release } from '../../../../src/core/model';
import { checkbox, num, question, radio, release, rule, single, text } from './fixtures';

const analyse = (survey: Release, shuffledGroupIds?: string[]): Reachability =>
  analyseReachability({ groups: survey.groups, shuffledGroupIds });
const ids = (result: Reachability) => result.unreachable.map((item) => item.questionId);

describe('reachability: hand-written cases', () => {
  it('reports nothing for a survey whose conditions can all hold', () => {
    const survey = single(
      radio('q1', ['a', 'b']),
      radio('q2', ['a', 'b'], { quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1' })] }),
      radio('q3', ['a'], { quLogics: [rule({ anQuId: 'q3', anQuItemId: 'q3.a', geLe: '1', logicType: 2 })] }),
      radio('q4'),
    );
    expect(analyse(survey)).toEqual({ decided: true, unreachable: [] });
  });

  it('a before-logic on a deleted option never holds', () => {
    const survey = single(
      radio('q1', ['a', 'b']),
      radio('q2', ['a'], { quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.gone', geLe: '1' })] }),
    );
    expect(analyse(survey).unreachable).toEqual([
      { questionId: 'q2', reason: { kind: 'beforeNever', readsUnreachable: [] } },
    ]);
  });

  it('an auto-select may put an option the question does not list: a rule on it can hold', () => {
    const survey = single(
      radio('q1', ['a', 'b'], {
        quLogicAnswerAssignments: [
          rule({
            anQuId: 'q1',
            anQuItemId: 'q1.a',
            geLe: '1',
            logicType: 3,
            toQuId: 'q2',
            toQuItemId: 'q2.x',
          }),
        ],
      }),
      radio('q2', ['a']),
      radio('q3', ['a'], { quBeforLogics: [rule({ anQuId: 'q2', anQuItemId: 'q2.x', geLe: '1' })] }),
    );
    expect(ids(analyse(survey))).toEqual([]);
  });

  it('two options of one single choice joined by "and" never hold; on a multiple choice they can', () => {
    const both = (source: string) => [
      rule({ anQuId: source, anQuItemId: `${source}.a`, geLe: source === 'q1' ? '1' : '5' }),
      rule({ anQuId: source, anQuItemId: `${source}.b`, geLe: source === 'q1' ? '1' : '5', anAnd: 2 }),
    ];
    const survey = single(
      radio('q1', ['a', 'b']),
      checkbox('q2', ['a', 'b']),
      radio('q3', ['a'], { quBeforLogics: both('q1') }),
      radio('q4', ['a'], { quBeforLogics: both('q2') }),
    );
    expect(ids(analyse(survey))).toEqual(['q3']);
  });

  it('an empty number range joined by "and" never holds; "or" or a real range can', () => {
    const range = (anAnd: 1 | 2, low: string) => [
      rule({ anQuId: 'q1', geLe: '5', anValue: '5' }),
      rule({ anQuId: 'q1', geLe: '3', anValue: low, anAnd }),
    ];
    const survey = single(
      question({ id: 'q1', elementType: 'NumberBox' }),
      radio('q2', ['a'], { quBeforLogics: range(2, '3') }),
      radio('q3', ['a'], { quBeforLogics: range(1, '3') }),
      radio('q4', ['a'], { quBeforLogics: range(2, '6') }),
      radio('q5', ['a'], {
        quBeforLogics: [rule({ anQuId: 'q1', geLe: '2', minValue: '8', maxValue: '2' })],
      }),
    );
    expect(ids(analyse(survey))).toEqual(['q2', 'q5']);
  });

  it('a group whose logic never holds hides all its questions', () => {
    const survey = release({
      groups: [
        { id: 'g1', questions: [radio('q1', ['a', 'b'])] },
        {
          id: 'g2',
          questions: [radio('q2'), radio('q3')],
          groupBeforLogics: [
            rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1' }),
            rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '2', anAnd: 2 }),
          ],
        },
      ],
    });
    expect(analyse(survey).unreachable).toEqual([
      { questionId: 'q2', reason: { kind: 'groupNever', groupId: 'g2', readsUnreachable: [] } },
      { questionId: 'q3', reason: { kind: 'groupNever', groupId: 'g2', readsUnreachable: [] } },
    ]);
  });

  it('a condition on an unreachable question never holds, down the chain', () => {
    const survey = single(
      radio('q1', ['a', 'b']),
      radio('q2', ['a', 'b'], { quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.gone', geLe: '1' })] }),
      radio('q3', ['a', 'b'], { quBeforLogics: [rule({ anQuId: 'q2', anQuItemId: 'q2.a', geLe: '1' })] }),
      // "not select" needs an answer too, so it fails on the unreachable q2 as well.
      radio('q4', ['a'], { quBeforLogics: [rule({ anQuId: 'q2', anQuItemId: 'q2.a', geLe: '2' })] }),
      // An "or" with a reachable question still holds.
      radio('q5', ['a'], {
        quBeforLogics: [
          rule({ anQuId: 'q2', anQuItemId: 'q2.a', geLe: '1' }),
          rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1', anAnd: 1 }),
        ],
      }),
    );
    expect(analyse(survey).unreachable).toEqual([
      { questionId: 'q2', reason: { kind: 'beforeNever', readsUnreachable: [] } },
      { questionId: 'q3', reason: { kind: 'beforeNever', readsUnreachable: ['q2'] } },
      { questionId: 'q4', reason: { kind: 'beforeNever', readsUnreachable: ['q2'] } },
    ]);
  });

  it('an end or a jump that always fires hides what it passes over', () => {
    // "q2 is empty" always holds when nobody reaches q2.
    const empty = { anQuId: 'q2', geLe: '5' };
    const survey = single(
      radio('q1', ['a', 'b']),
      question({
        id: 'q2',
        elementType: 'FillBlankBox',
        quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.gone', geLe: '1' })],
      }),
      radio('q3', ['a'], { quLogics: [rule({ ...empty, logicType: 1, toQuId: 'q5' })] }),
      radio('q4'),
      radio('q5', ['a'], { quLogics: [rule({ ...empty, logicType: 2 })] }),
      radio('q6'),
    );
    expect(analyse(survey).unreachable).toEqual([
      { questionId: 'q2', reason: { kind: 'beforeNever', readsUnreachable: [] } },
      { questionId: 'q4', reason: { kind: 'alwaysJumped', byQuestionId: 'q3', toId: 'q5' } },
      { questionId: 'q6', reason: { kind: 'alwaysEnded', byQuestionId: 'q5' } },
    ]);
  });

  it('a jump or end that always holds does nothing when its owner may be hidden', () => {
    const survey = single(
      radio('q1', ['a', 'b']),
      question({
        id: 'q2',
        elementType: 'FillBlankBox',
        quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.gone', geLe: '1' })],
      }),
      radio('q3', ['a'], {
        quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1' })],
        quLogics: [rule({ anQuId: 'q2', geLe: '5', logicType: 2 })],
      }),
      radio('q4'),
    );
    expect(ids(analyse(survey))).toEqual(['q2']);
  });

  it('a rule the engine switches off (on a cycle) is not taken as never holding', () => {
    // q1's before-logic reads q1 itself: a cycle, so the engine shows q1 always.
    const survey = single(
      radio('q1', ['a'], { quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.gone', geLe: '1' })] }),
    );
    expect(ids(analyse(survey))).toEqual([]);
    expect(createLogicEngine(survey).evaluate({}).visibleQuestions.has('q1')).toBe(true);
  });

  it('with shuffled groups, reports only what no order reaches', () => {
    const end = rule({ anQuId: 'q0', geLe: '5', logicType: 2 });
    const never = [rule({ anQuId: 'q1', anQuItemId: 'q1.gone', geLe: '1' })];
    const survey = release({
      randOrder: 1,
      randIds: ['g2', 'g3'],
      groups: [
        {
          id: 'g1',
          questions: [radio('q1'), question({ id: 'q0', elementType: 'FillBlankBox', quBeforLogics: never })],
        },
        { id: 'g2', questions: [radio('q2', ['a'], { quLogics: [end] })] },
        { id: 'g3', questions: [radio('q3')] },
      ],
    });
    // In designer order q3 follows the always-firing end of q2; shuffled, q3 may come first.
    expect(ids(analyse(survey))).toEqual(['q0', 'q3']);
    expect(ids(analyse(survey, ['g2', 'g3']))).toEqual(['q0']);
  });

  it('does not analyse a survey shuffling more groups than it can try', () => {
    const groups = [1, 2, 3, 4, 5, 6].map((index) => ({ id: `g${index}`, questions: [radio(`q${index}`)] }));
    const survey = release({ groups });
    expect(
      analyse(
        survey,
        groups.map((group) => group.id),
      ),
    ).toEqual({ decided: false, unreachable: [] });
  });
});

/**
 * Property: for small random surveys (choices with deleted options, numbers, texts; before, group, jump, end,
 * auto-select and option-filter rules in any direction, cycles included; groups possibly shuffled), every
 * question reported unreachable is hidden by the real engine for every combination of answers and every order.
 */
type Kind = 'radio' | 'checkbox' | 'number' | 'text';
const LETTERS = ['a', 'b', 'c'];
/** Each kind's answers tried: enough to meet every class the generated rules can tell apart. */
function answersOf(kind: Kind, id: string): (AnswerValue | undefined)[] {
  switch (kind) {
    case 'radio':
      return [
        undefined,
        ...LETTERS.map((letter) => ({
          kind: 'choice' as const,
          optionIds: [`${id}.${letter}`],
          otherText: {},
        })),
      ];
    case 'checkbox':
      return [
        undefined,
        ...[['a'], ['b'], ['a', 'b'], ['c'], ['a', 'c'], ['b', 'c'], ['a', 'b', 'c']].map((set) => ({
          kind: 'choice' as const,
          optionIds: set.map((letter) => `${id}.${letter}`),
          otherText: {},
        })),
      ];
    case 'number':
      return [undefined, ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(num)];
    case 'text':
      return [undefined, text('a'), text('b'), text('ab')];
  }
}

interface RuleShape {
  kind: 'before' | 'group' | 'jump' | 'end' | 'select' | 'filter';
  owner: number;
  source: number;
  target: number;
  code: number;
  anAnd: 1 | 2;
  letter: number;
  value: number;
}
interface Shape {
  kinds: Kind[];
  groups: number[];
  rules: RuleShape[];
  shuffled: boolean[];
}

const shapeArbitrary: fc.Arbitrary<Shape> = fc.integer({ min: 2, max: 5 }).chain((count) =>
  fc.record({
    kinds: fc.array(fc.constantFrom<Kind>('radio', 'radio', 'checkbox', 'number', 'text'), {
      minLength: count,
      maxLength: count,
    }),
    groups: fc.array(fc.nat(2), { minLength: count, maxLength: count }).map((groups) => [...groups].sort()),
    rules: fc.array(
      fc.record({
        kind: fc.constantFrom<RuleShape['kind']>(
          'before',
          'before',
          'before',
          'group',
          'jump',
          'end',
          'select',
          'filter',
        ),
        owner: fc.nat(count - 1),
        source: fc.nat(count - 1),
        target: fc.nat(count - 1),
        code: fc.integer({ min: 1, max: 6 }),
        anAnd: fc.constantFrom<1 | 2>(1, 2),
        // 3 is an option that does not exist (deleted).
        letter: fc.constantFrom(0, 1, 2, 3, 3),
        value: fc.constantFrom(2, 5, 8),
      }),
      { minLength: 2, maxLength: 10 },
    ),
    shuffled: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  }),
);

const qid = (index: number) => `q${index}`;
const letterOf = (index: number, letter: number) => `${qid(index)}.${['a', 'b', 'c', 'gone'][letter]}`;

function conditionOf(shape: Shape, item: RuleShape, id: string): LogicRecord {
  const base = { id, anQuId: qid(item.source), anAnd: item.anAnd, geLe: String(item.code) };
  switch (shape.kinds[item.source]!) {
    case 'radio':
      return { ...base, geLe: String(1 + (item.code % 2)), anQuItemId: letterOf(item.source, item.letter) };
    case 'checkbox':
      return {
        ...base,
        anQuItemId: `${letterOf(item.source, item.letter)},${letterOf(item.source, (item.letter + 1) % 4)}`,
      };
    case 'number':
      return {
        ...base,
        anValue: String(item.value),
        minValue: item.letter === 3 ? '7' : '3',
        maxValue: item.letter === 3 ? '3' : '7',
      };
    case 'text':
      return { ...base, anValue: LETTERS[item.letter % 3] };
  }
}

function surveyOf(shape: Shape): Release {
  const questions: QuestionInput[] = shape.kinds.map((kind, index) => {
    const choices = kind === 'radio' || kind === 'checkbox';
    return question({
      id: qid(index),
      elementType: (
        { radio: 'RadioBox', checkbox: 'CheckBox', number: 'NumberBox', text: 'FillBlankBox' } as const
      )[kind],
      optionList: choices ? LETTERS.map((letter) => ({ id: `${qid(index)}.${letter}` })) : [],
      quBeforLogics: [],
      quLogics: [],
      quGroupLogics: [],
      quLogicAnswerAssignments: [],
      answerRules: [],
    });
  });
  shape.rules.forEach((item, position) => {
    const record = conditionOf(shape, item, `r${position}`);
    const owner = questions[item.owner]!;
    const target = questions[item.target]!;
    const targetKind = shape.kinds[item.target]!;
    switch (item.kind) {
      case 'before':
        target.quBeforLogics!.push(record);
        break;
      case 'group':
        owner.quGroupLogics!.push(record);
        break;
      case 'jump':
        owner.quLogics!.push({ ...record, logicType: 1, toQuId: qid(item.target) });
        break;
      case 'end':
        owner.quLogics!.push({ ...record, logicType: 2 });
        break;
      case 'select':
        if (targetKind === 'radio' || targetKind === 'checkbox')
          owner.quLogicAnswerAssignments!.push({
            ...record,
            logicType: 3,
            toQuId: qid(item.target),
            toQuItemId: letterOf(item.target, item.letter),
          });
        break;
      case 'filter':
        if (target.optionList!.length > 0)
          target.answerRules!.push({
            id: record.id,
            optionId: letterOf(item.target, item.letter % 3),
            answerType: item.anAnd,
            refQuId: qid(item.source),
            refOptionId: letterOf(item.source, (item.letter + 1) % 4),
          });
        break;
    }
  });
  const groups = [0, 1, 2]
    .map((group) => ({
      id: `g${group}`,
      questions: questions.filter((_, index) => shape.groups[index] === group),
    }))
    .filter((group) => group.questions.length > 0);
  return release({ groups });
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** Every walk order of question ids when the given groups are shuffled among their positions. */
function ordersOf(survey: Release, shuffled: ReadonlySet<string>): string[][] {
  const positions = survey.groups.flatMap((group, position) => (shuffled.has(group.id) ? [position] : []));
  return permutations(positions).map((arrangement) => {
    const groups = [...survey.groups];
    positions.forEach((position, index) => {
      groups[position] = survey.groups[arrangement[index]!]!;
    });
    return groups.flatMap((group) => group.questionList.map((item) => item.id));
  });
}

/** Questions the engine shows for some answers in some order. */
function everShown(survey: Release, kinds: readonly Kind[], orders: string[][]): Set<string> {
  const shown = new Set<string>();
  const domains = kinds.map((kind, index) => answersOf(kind, qid(index)));
  for (const questionOrder of orders) {
    const engine = createLogicEngine(survey, { questionOrder });
    const counters = domains.map(() => 0);
    for (;;) {
      const answers: Record<string, AnswerValue> = {};
      domains.forEach((domain, index) => {
        const value = domain[counters[index]!];
        if (value) answers[qid(index)] = value;
      });
      for (const id of engine.evaluate(answers).visibleQuestions) shown.add(id);
      let slot = 0;
      while (slot < domains.length && ++counters[slot]! === domains[slot]!.length) {
        counters[slot] = 0;
        slot++;
      }
      if (slot === domains.length) break;
    }
  }
  return shown;
}

describe('reachability: never reports a question the engine can show', () => {
  it('holds for random small surveys, brute-forced through the engine', () => {
    let reported = 0;
    fc.assert(
      fc.property(shapeArbitrary, (shape) => {
        const combinations = shape.kinds.reduce(
          (product, kind, index) => product * answersOf(kind, qid(index)).length,
          1,
        );
        fc.pre(combinations <= 4000);
        const survey = surveyOf(shape);
        const shuffled = survey.groups.filter((_, index) => shape.shuffled[index]).map((group) => group.id);
        const result = analyseReachability({ groups: survey.groups, shuffledGroupIds: shuffled });
        expect(result.decided).toBe(true);
        const shown = everShown(
          survey,
          shape.kinds,
          ordersOf(survey, new Set(shuffled.length > 1 ? shuffled : [])),
        );
        for (const { questionId } of result.unreachable)
          expect(shown.has(questionId), questionId).toBe(false);
        reported += result.unreachable.length;
      }),
      { numRuns: 600 },
    );
    // The property is not vacuous: the generator makes unreachable questions and the analysis finds them.
    // About 45 in 600 runs; the engine hides about 70 (the analysis is sound, not complete).
    expect(reported).toBeGreaterThan(15);
  }, 120_000);
});
