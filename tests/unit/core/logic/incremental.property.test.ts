import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogicEngine, snapshotState } from '../../../../src/core/logic';
import type { AnswerValue, LogicRecord, QuestionInput } from '../../../../src/core/model';
import { question, release } from './fixtures';

/**
 * Property (a): for random surveys with random rules (any direction, cycles included) and any sequence of answer
 * changes, the state the engine reaches incrementally equals a from-scratch evaluation of the same answers.
 */
const QUESTION_TYPES = ['radio', 'checkbox', 'number', 'date', 'text'] as const;
type QuestionType = (typeof QUESTION_TYPES)[number];
const LETTERS = ['a', 'b', 'c'];

interface Blueprint {
  types: QuestionType[];
  groups: number[];
  rules: RuleBlueprint[];
}

interface RuleBlueprint {
  kind: 'before' | 'group' | 'jump' | 'end' | 'select' | 'assign' | 'filter' | 'desc';
  owner: number;
  source: number;
  target: number;
  code: number;
  anAnd: 1 | 2;
  letter: number;
  value: number;
}

const ruleArbitrary = (count: number) =>
  fc.record({
    kind: fc.constantFrom('before', 'group', 'jump', 'end', 'select', 'assign', 'filter', 'desc'),
    owner: fc.nat(count - 1),
    source: fc.nat(count - 1),
    target: fc.nat(count - 1),
    code: fc.integer({ min: 1, max: 6 }),
    anAnd: fc.constantFrom(1 as const, 2 as const),
    letter: fc.nat(2),
    value: fc.integer({ min: 0, max: 10 }),
  });

const blueprintArbitrary: fc.Arbitrary<Blueprint> = fc.integer({ min: 2, max: 12 }).chain((count) =>
  fc.record({
    types: fc.array(fc.constantFrom(...QUESTION_TYPES), { minLength: count, maxLength: count }),
    groups: fc.array(fc.nat(2), { minLength: count, maxLength: count }),
    rules: fc.array(ruleArbitrary(count), { maxLength: 25 }),
  }),
);

const id = (index: number) => `q${index}`;

function condition(blueprint: Blueprint, rule: RuleBlueprint, ruleId: string): LogicRecord {
  const source = id(rule.source);
  const base = { id: ruleId, anQuId: source, anAnd: rule.anAnd, geLe: String(rule.code) };
  switch (blueprint.types[rule.source]!) {
    case 'radio':
      return { ...base, geLe: String(1 + (rule.code % 2)), anQuItemId: `${source}.${LETTERS[rule.letter]}` };
    case 'checkbox':
      return { ...base, anQuItemId: `${source}.a,${source}.${LETTERS[rule.letter]}` };
    case 'number':
      return { ...base, anValue: String(rule.value), minValue: '3', maxValue: '7' };
    case 'date':
      return {
        ...base,
        anValue: `202401${String(rule.value + 10)}`,
        minValue: '20240112',
        maxValue: '20240118',
      };
    case 'text':
      return { ...base, anValue: LETTERS[rule.letter] };
  }
}

function assignedValue(type: QuestionType, rule: RuleBlueprint): Partial<LogicRecord> {
  if (type === 'radio' || type === 'checkbox')
    return { logicType: 3, toQuItemId: `${id(rule.target)}.${LETTERS[rule.letter]}` };
  if (type === 'date') return { logicType: 4, toQuValue: `202401${String(rule.value + 10)}` };
  if (type === 'number') return { logicType: 4, toQuValue: String(rule.value) };
  return { logicType: 4, toQuValue: LETTERS[rule.letter] };
}

function buildRelease(blueprint: Blueprint) {
  const questions: QuestionInput[] = blueprint.types.map((type, index) => {
    const elementType = {
      radio: 'RadioBox',
      checkbox: 'CheckBox',
      number: 'NumberBox',
      date: 'TimeBox',
      text: 'TitlesBox',
    }[type];
    const choices = type === 'radio' || type === 'checkbox';
    return question({
      id: id(index),
      elementType: elementType as QuestionInput['elementType'],
      optionList: choices ? LETTERS.map((letter) => ({ id: `${id(index)}.${letter}` })) : [],
      descList: type === 'text' ? [{ id: `${id(index)}.d1` }, { id: `${id(index)}.d2` }] : [],
      quBeforLogics: [],
      quLogics: [],
      quGroupLogics: [],
      quLogicAnswerAssignments: [],
      answerRules: [],
    });
  });
  blueprint.rules.forEach((rule, position) => {
    const ruleId = `r${position}`;
    const record = condition(blueprint, rule, ruleId);
    const owner = questions[rule.owner]!;
    const target = questions[rule.target]!;
    switch (rule.kind) {
      case 'before':
        target.quBeforLogics!.push(record);
        break;
      case 'group':
        owner.quGroupLogics!.push(record);
        break;
      case 'jump':
        owner.quLogics!.push({ ...record, logicType: 1, toQuId: id(rule.target) });
        break;
      case 'end':
        owner.quLogics!.push({ ...record, logicType: 2 });
        break;
      case 'select':
      case 'assign':
        owner.quLogicAnswerAssignments!.push({
          ...record,
          ...assignedValue(blueprint.types[rule.target]!, rule),
          toQuId: id(rule.target),
        });
        break;
      case 'filter':
        if (target.optionList!.length > 0) {
          target.answerRules!.push({
            id: ruleId,
            optionId: `${id(rule.target)}.${LETTERS[rule.letter]}`,
            answerType: rule.anAnd,
            refQuId: id(rule.source),
            refOptionId: `${id(rule.source)}.${LETTERS[(rule.letter + 1) % 3]}`,
          });
        }
        break;
      case 'desc': {
        const desc = target.descList?.[rule.letter % 2];
        if (desc) desc.descBeforLogics = [...(desc.descBeforLogics ?? []), record];
        break;
      }
    }
  });
  const groups = [0, 1, 2]
    .map((group) => ({
      id: `g${group}`,
      questions: questions.filter((_, index) => blueprint.groups[index] === group),
    }))
    .filter((group) => group.questions.length > 0);
  return release({ groups });
}

function answerArbitrary(type: QuestionType, index: number): fc.Arbitrary<AnswerValue | undefined> {
  const value: fc.Arbitrary<AnswerValue> = {
    radio: fc
      .constantFrom(...LETTERS)
      .map(
        (letter): AnswerValue => ({ kind: 'choice', optionIds: [`${id(index)}.${letter}`], otherText: {} }),
      ),
    checkbox: fc.subarray(LETTERS).map(
      (letters): AnswerValue => ({
        kind: 'choice',
        optionIds: letters.map((letter) => `${id(index)}.${letter}`),
        otherText: {},
      }),
    ),
    number: fc.integer({ min: 0, max: 10 }).map((value): AnswerValue => ({ kind: 'number', value })),
    date: fc
      .integer({ min: 10, max: 20 })
      .map((day): AnswerValue => ({ kind: 'time', value: `202401${day}` })),
    text: fc.record({ d1: fc.constantFrom('', 'a', 'b', 'c'), d2: fc.constantFrom('', 'a', 'b') }).map(
      (values): AnswerValue => ({
        kind: 'blanks',
        values: { [`${id(index)}.d1`]: values.d1, [`${id(index)}.d2`]: values.d2 },
      }),
    ),
  }[type];
  return fc.option(value, { nil: undefined, freq: 5 });
}

describe('incremental evaluation', () => {
  it('equals a from-scratch evaluation after every change', () => {
    const scenario = blueprintArbitrary.chain((blueprint) =>
      fc.record({
        blueprint: fc.constant(blueprint),
        changes: fc.array(
          fc.array(
            fc.nat(blueprint.types.length - 1).chain((index) =>
              answerArbitrary(blueprint.types[index]!, index).map((value) => ({
                questionId: id(index),
                value,
              })),
            ),
            { minLength: 1, maxLength: 3 },
          ),
          { minLength: 1, maxLength: 25 },
        ),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ blueprint, changes }) => {
        const survey = buildRelease(blueprint);
        const incremental = createLogicEngine(survey);
        const answers: Record<string, AnswerValue> = {};
        for (const batch of changes) {
          incremental.apply(batch);
          for (const change of batch) {
            if (change.value) answers[change.questionId] = change.value;
            else delete answers[change.questionId];
          }
          const scratch = createLogicEngine(survey);
          scratch.evaluate(answers);
          expect(snapshotState(incremental.state)).toEqual(snapshotState(scratch.state));
          for (const questionId of incremental.questionOrder) {
            expect(incremental.effectiveAnswer(questionId)).toEqual(scratch.effectiveAnswer(questionId));
          }
        }
      }),
      { numRuns: 300 },
    );
    // 300 random surveys take about a second alone; CI shares two cores with other test files.
  }, 60_000);
});
