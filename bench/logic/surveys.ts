import type { AnswerValue, ElementType, LogicRecord, QuestionInput, Release } from '../../src/core/model';
import { releaseSchema } from '../../src/core/model';
import { createRandom, type Random } from '../../src/core/shuffle';

/** Survey generators for the logic benchmark. */
export const QUESTION_COUNT = 1000;

function wrap(questions: QuestionInput[]): Release {
  return releaseSchema.parse({
    surveyId: 'bench',
    version: 1,
    publishedAt: '2026-01-01T00:00:00Z',
    survey: { surveyId: 'bench', userId: 'bench', surveyName: 'Bench' },
    groups: [{ id: 'g', surveyId: 'bench', questionList: questions }],
    style: {},
  });
}

function base(id: string, elementType: ElementType, extra: Partial<QuestionInput> = {}): QuestionInput {
  return { id, belongId: 'bench', groupId: 'g', catalogKey: elementType, elementType, ...extra };
}

const choiceOptions = (id: string, letters: readonly string[]) =>
  letters.map((letter) => ({ id: `${id}.${letter}` }));

/** (a) question i shows only if question i−1 is answered 'a' (radio questions with options a and b). */
export function chainSurvey(count = QUESTION_COUNT): Release {
  const questions: QuestionInput[] = [];
  for (let index = 0; index < count; index++) {
    const id = `q${index}`;
    const before: LogicRecord[] =
      index === 0
        ? []
        : [{ id: `r${index}`, anAnd: 1, anQuId: `q${index - 1}`, anQuItemId: `q${index - 1}.a`, geLe: '1' }];
    questions.push(
      base(id, 'RadioBox', { optionList: choiceOptions(id, ['a', 'b']), quBeforLogics: before }),
    );
  }
  return wrap(questions);
}

export const chainAnswer = (index: number, letter: 'a' | 'b'): AnswerValue => ({
  kind: 'choice',
  optionIds: [`q${index}.${letter}`],
  otherText: {},
});

/** The kinds of question the mixed survey rotates through. */
const MIXED_TYPES = ['radio', 'checkbox', 'number', 'date', 'text'] as const;
type MixedType = (typeof MIXED_TYPES)[number];
export const mixedTypeOf = (index: number): MixedType => MIXED_TYPES[index % MIXED_TYPES.length]!;

/**
 * (b) 1000 questions (radio, checkbox, number, date yyyyMMdd, text in turn) and `ruleCount` rules: before-logic
 * on number, date and choice comparisons, short jumps, auto-assigns into number questions, option filters and a
 * few end rules. Rules read earlier questions and act on later ones, as designers write them.
 */
export function mixedSurvey(ruleCount = 3000, seed = 'mixed'): Release {
  const random = createRandom(seed);
  const questions = Array.from({ length: QUESTION_COUNT }, (_, index) => mixedQuestion(index));
  let made = 0;
  while (made < ruleCount) {
    const target = 1 + Math.floor(random() * (QUESTION_COUNT - 1));
    const source = Math.max(0, target - 1 - Math.floor(random() * 20));
    const kind = random();
    const id = `r${made}`;
    const condition = conditionOn(source, random);
    const targetQuestion = questions[target]!;
    const sourceQuestion = questions[source]!;
    if (kind < 0.4) {
      targetQuestion.quBeforLogics = [
        ...(targetQuestion.quBeforLogics ?? []),
        { id, ...condition, anAnd: random() < 0.5 ? 1 : 2 },
      ];
    } else if (kind < 0.6) {
      const to = Math.min(QUESTION_COUNT - 1, source + 2 + Math.floor(random() * 8));
      sourceQuestion.quLogics = [
        ...(sourceQuestion.quLogics ?? []),
        { id, ...condition, logicType: 1, toQuId: `q${to}` },
      ];
    } else if (kind < 0.75) {
      const numberTarget = target - ((target - 2 + 5) % 5);
      if (numberTarget <= source) continue;
      sourceQuestion.quLogicAnswerAssignments = [
        ...(sourceQuestion.quLogicAnswerAssignments ?? []),
        {
          id,
          ...condition,
          logicType: 4,
          toQuId: `q${numberTarget}`,
          toQuValue: String(Math.floor(random() * 100)),
        },
      ];
    } else if (kind < 0.998) {
      const choiceSource = source - (source % 5);
      if (mixedTypeOf(target) !== 'radio' && mixedTypeOf(target) !== 'checkbox') continue;
      targetQuestion.answerRules = [
        ...(targetQuestion.answerRules ?? []),
        {
          id,
          optionId: `q${target}.${'abc'[Math.floor(random() * 3)]}`,
          answerType: random() < 0.5 ? 1 : 2,
          refQuId: `q${choiceSource}`,
          refOptionId: `q${choiceSource}.${'abc'[Math.floor(random() * 3)]}`,
        },
      ];
    } else {
      sourceQuestion.quLogics = [...(sourceQuestion.quLogics ?? []), { id, ...condition, logicType: 2 }];
    }
    made++;
  }
  return wrap(questions);
}

function mixedQuestion(index: number): QuestionInput {
  const id = `q${index}`;
  switch (mixedTypeOf(index)) {
    case 'radio':
      return base(id, 'RadioBox', { optionList: choiceOptions(id, ['a', 'b', 'c']) });
    case 'checkbox':
      return base(id, 'CheckBox', { optionList: choiceOptions(id, ['a', 'b', 'c']) });
    case 'number':
      return base(id, 'NumberBox', { scoreQuType: 1 });
    case 'date':
      return base(id, 'TimeBox', { answerConfig: { timeType: '03' } });
    case 'text':
      return base(id, 'TitleBox');
  }
}

type Condition = Pick<
  LogicRecord,
  'anQuId' | 'anQuItemId' | 'geLe' | 'anValue' | 'minValue' | 'maxValue' | 'anAnd'
>;

function conditionOn(source: number, random: Random): Condition {
  const anQuId = `q${source}`;
  const code = String(1 + Math.floor(random() * 6));
  switch (mixedTypeOf(source)) {
    case 'radio':
      return {
        anQuId,
        anQuItemId: `${anQuId}.${'abc'[Math.floor(random() * 3)]}`,
        geLe: random() < 0.7 ? '1' : '2',
        anAnd: 1,
      };
    case 'checkbox':
      return { anQuId, anQuItemId: `${anQuId}.a,${anQuId}.b`, geLe: code, anAnd: 1 };
    case 'number':
      return { anQuId, geLe: code, anValue: '50', minValue: '20', maxValue: '80', anAnd: 1 };
    case 'date':
      return {
        anQuId,
        geLe: code,
        anValue: '20240615',
        minValue: '20240101',
        maxValue: '20241231',
        anAnd: 1,
      };
    case 'text':
      return { anQuId, geLe: String(1 + Math.floor(random() * 6)), anValue: 'yes', anAnd: 1 };
  }
}

/** A random valid answer for question `index` of the mixed survey. */
export function mixedAnswer(index: number, random: Random): AnswerValue {
  const id = `q${index}`;
  switch (mixedTypeOf(index)) {
    case 'radio':
      return { kind: 'choice', optionIds: [`${id}.${'abc'[Math.floor(random() * 3)]}`], otherText: {} };
    case 'checkbox':
      return {
        kind: 'choice',
        optionIds: ['a', 'b', 'c'].filter(() => random() < 0.5).map((l) => `${id}.${l}`),
        otherText: {},
      };
    case 'number':
      return { kind: 'number', value: Math.floor(random() * 100) };
    case 'date':
      return { kind: 'time', value: `2024${String(1 + Math.floor(random() * 12)).padStart(2, '0')}15` };
    case 'text':
      return { kind: 'text', text: random() < 0.5 ? 'yes' : 'no' };
  }
}
