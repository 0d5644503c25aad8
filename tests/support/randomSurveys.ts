import fc from 'fast-check';
import { engineProblem } from '../../server/design/logic/engine-check';
import {
  withAnswerRule,
  withDescRecord,
  withGroupRecord,
  withQuestionRecord,
} from '../../server/design/logic/placement';
import { indexSurvey } from '../../server/design/logic/survey-index';
import { checkAction, checkAnswerRule, checkCondition } from '../../server/design/logic/validate';
import { AppError } from '../../server/http/app-error';
import type { AnswerRule, Group, LogicRecord, Question, Release } from '../../src/core/model';
import { LogicType } from '../../src/core/model/constants';
import { releaseSchema } from '../../src/core/model/release';
import { newQuestion } from '../../src/questions/catalogue';

/**
 * Random surveys as a designer could publish them, for property tests: questions of several families made with
 * the catalogue's own defaults (newQuestion), spread over groups and pages (page breaks of every page type,
 * page groups included), and logic records of every kind the engine runs. Each record is written the way the
 * designer's logic calls write it: checked first by the server's own checks (server/design/logic: validate.ts
 * and the engine check, which refuses cycles), and left out when they refuse it. So the surveys are the ones
 * a release can really hold, not arbitrary graphs (tests/unit/core/logic/incremental.property.test.ts covers
 * those for the engine alone).
 *
 * A plan is plain numbers, so fast-check shrinks it well: indexes are taken modulo what they pick from.
 */

export const FAMILIES = ['radio', 'checkbox', 'number', 'date', 'text', 'blanks', 'matrix'] as const;
export type Family = (typeof FAMILIES)[number];

export const RULE_KINDS = [
  'before',
  'descBefore',
  'group',
  'jump',
  'end',
  'select',
  'assign',
  'filter',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const SURVEY_ID = 'survey-1';
/** Option letters of choice questions and matrices: option ids are `${questionId}.${letter}`. */
export const LETTERS = ['a', 'b', 'c'] as const;
/** Sub-questions: blanks `${id}.d1`, `${id}.d2`; matrix rows `${id}.r1`, `${id}.r2`. */
export const SUB_NUMBERS = [1, 2] as const;
/** Texts answered and compared with, few enough that conditions often hold. */
export const TEXTS = ['a', 'b', 'ab'] as const;
/** Numbers answered (the number family's default range is 0–100, integers). */
export const NUMBERS = [0, 1, 3, 5, 7, 10, 100] as const;
/** Days of January 2024 answered and compared with (the date family stores yyyyMMdd). */
export const DAYS = [10, 12, 14, 15, 16, 18, 20] as const;
export const dateOfDay = (day: number) => `202401${String(day).padStart(2, '0')}`;

const CATALOG_KEYS: Record<Family, string> = {
  radio: 'radio',
  checkbox: 'checkbox',
  number: 'number',
  date: 'time',
  text: 'fillBlank',
  blanks: 'multiFillBlank',
  matrix: 'matrixRadio',
};

export const hasOptions = (family: Family) =>
  family === 'radio' || family === 'checkbox' || family === 'matrix';
export const hasSubQuestions = (family: Family) => family === 'blanks' || family === 'matrix';

export interface QuestionPlan {
  family: Family;
  group: number;
  /** 0: no page break before the question; 1–3: a page break of that page type. */
  pageBreak: 0 | 1 | 2 | 3;
  optional: boolean;
  /** The designer hid the question (only logic fills it): by visibility 0, or by answerConfig.isHidden 1. */
  designerHidden: false | 'visibility' | 'isHidden';
  shuffledOptions: boolean;
}

export interface RulePlan {
  kind: RuleKind;
  owner: number;
  source: number;
  target: number;
  code: number;
  pick: number;
  value: number;
  anAnd: 1 | 2;
  /** A jump to a later group rather than to a question. */
  toGroup: boolean;
}

export interface SurveyPlan {
  questions: QuestionPlan[];
  rules: RulePlan[];
  shuffleGroups: boolean;
}

export interface SurveyPlanOptions {
  families?: readonly Family[];
  ruleKinds?: readonly RuleKind[];
  maxQuestions?: number;
  maxRules?: number;
  /** Whether surveys may shuffle their groups (randOrder 1); true unless false. */
  shuffleGroups?: boolean;
}

export function surveyPlanArbitrary(options: SurveyPlanOptions = {}): fc.Arbitrary<SurveyPlan> {
  const families = options.families ?? FAMILIES;
  const question: fc.Arbitrary<QuestionPlan> = fc.record({
    family: fc.constantFrom(...families),
    group: fc.nat(2),
    pageBreak: fc.constantFrom(0 as const, 0 as const, 1 as const, 2 as const, 3 as const),
    optional: fc.boolean(),
    designerHidden: fc
      .boolean()
      .chain((maybe) =>
        maybe
          ? fc.constantFrom(false as const, 'visibility' as const, 'isHidden' as const)
          : fc.constant(false as const),
      ),
    shuffledOptions: fc.boolean(),
  });
  const rule: fc.Arbitrary<RulePlan> = fc.record({
    kind: fc.constantFrom(...(options.ruleKinds ?? RULE_KINDS)),
    owner: fc.nat(999),
    source: fc.nat(999),
    target: fc.nat(999),
    code: fc.nat(11),
    pick: fc.nat(11),
    value: fc.nat(11),
    anAnd: fc.constantFrom(1 as const, 2 as const),
    toGroup: fc.boolean(),
  });
  return fc.record({
    questions: fc.array(question, { minLength: 1, maxLength: options.maxQuestions ?? 12 }),
    rules: fc.array(rule, { maxLength: options.maxRules ?? 16 }),
    shuffleGroups: options.shuffleGroups === false ? fc.constant(false) : fc.boolean(),
  });
}

/** A question of the survey as the plan made it. */
export interface PlannedQuestion {
  id: string;
  family: Family;
  /** Position among the survey's questions in designer order (page breaks not counted). */
  position: number;
  groupId: string;
}

export interface RandomSurvey {
  release: Release;
  questions: PlannedQuestion[];
  /** Ids of the rules the designer's checks took, by kind (what a run really exercised). */
  acceptedRules: Record<RuleKind, number>;
}

export function optionIds(question: Pick<PlannedQuestion, 'id'>): string[] {
  return LETTERS.map((letter) => `${question.id}.${letter}`);
}

export function subIds(question: Pick<PlannedQuestion, 'id' | 'family'>): string[] {
  const prefix = question.family === 'matrix' ? 'r' : 'd';
  return SUB_NUMBERS.map((number) => `${question.id}.${prefix}${number}`);
}

function buildQuestion(plan: QuestionPlan, id: string, groupId: string, orderById: number): Question {
  let madeIds = 0;
  const defaults = newQuestion(CATALOG_KEYS[plan.family], {
    id,
    belongId: SURVEY_ID,
    groupId,
    orderById,
    lang: 'en',
    makeId: () => `${id}.x${madeIds++}`,
  });
  const planned = { id, family: plan.family };
  const optionTemplate = defaults.optionList[0];
  const descTemplate = defaults.descList[0];
  return {
    ...defaults,
    visibility: plan.designerHidden === 'visibility' ? 0 : 1,
    answerConfig: {
      ...defaults.answerConfig,
      isHidden: plan.designerHidden === 'isHidden' ? 1 : 0,
      requireInd: plan.optional ? 0 : 1,
      optRandType: plan.shuffledOptions ? '02' : '01',
      // Dates (yyyyMMdd) rather than the time family's default time of day.
      ...(plan.family === 'date' ? { timeType: '03' } : {}),
    },
    optionList:
      optionTemplate && hasOptions(plan.family)
        ? optionIds(planned).map((optionId, at) => ({
            ...optionTemplate,
            id: optionId,
            optionName: LETTERS[at]!,
            orderById: at + 1,
          }))
        : defaults.optionList,
    descList:
      descTemplate && hasSubQuestions(plan.family)
        ? subIds(planned).map((descId, at) => ({
            ...descTemplate,
            id: descId,
            optionName: `${descTemplate.optionName}${at + 1}`,
            orderById: at + 1,
          }))
        : defaults.descList,
  };
}

function pageBreak(id: string, groupId: string, orderById: number, pageType: 1 | 2 | 3): Question {
  return {
    ...newQuestion('pageBreak', {
      id,
      belongId: SURVEY_ID,
      groupId,
      orderById,
      lang: 'en',
      makeId: () => id,
    }),
    pageType,
  };
}

/**
 * Surveys a test leaves out, each because of a known disagreement it names (the designer's calls accept them).
 * - allMatrixRowsHidden: sub-question logic on every row of a matrix, so that all its rows can be hidden.
 * - crossGroupConditionsWhenShuffled: in a survey shuffling its groups, conditions reading another group
 *   (group logic always does).
 */
export interface Exclusions {
  allMatrixRowsHidden?: boolean;
  crossGroupConditionsWhenShuffled?: boolean;
  /**
   * Auto-select and auto-assign into a question the walk may reach before the rule's own question: an earlier
   * question, or (groups shuffled) one of another group.
   */
  assignmentsIntoEarlierQuestions?: boolean;
}

/** The survey of a plan: questions, groups and page breaks, then each rule as the designer's calls take it. */
export function buildSurvey(plan: SurveyPlan, exclude: Exclusions = {}): RandomSurvey {
  const groupNumbers = [...new Set(plan.questions.map((question) => question.group))].sort();
  const questions: PlannedQuestion[] = [];
  const groupsInput = groupNumbers.map((groupNumber, groupOrder) => {
    const groupId = `g${groupNumber}`;
    const questionList: Question[] = [];
    for (const questionPlan of plan.questions.filter((question) => question.group === groupNumber)) {
      const position = questions.length;
      const id = `q${position}`;
      const breakType = questionPlan.pageBreak;
      if (breakType !== 0 && questionList.length > 0)
        questionList.push(pageBreak(`p${position}`, groupId, questionList.length + 1, breakType));
      questionList.push(buildQuestion(questionPlan, id, groupId, questionList.length + 1));
      questions.push({ id, family: questionPlan.family, position, groupId });
    }
    return { id: groupId, surveyId: SURVEY_ID, orderById: groupOrder + 1, groupType: 2, questionList };
  });
  const groupIds = groupsInput.map((group) => group.id);
  const release = releaseSchema.parse({
    surveyId: SURVEY_ID,
    version: 1,
    publishedAt: '2026-01-01T00:00:00Z',
    survey: {
      surveyId: SURVEY_ID,
      userId: 'designer',
      surveyName: 'Random survey',
      randOrder: plan.shuffleGroups ? 1 : 0,
      randIds: plan.shuffleGroups ? groupIds : [],
    },
    groups: groupsInput,
    style: {},
  });

  const acceptedRules = Object.fromEntries(RULE_KINDS.map((kind) => [kind, 0])) as Record<RuleKind, number>;
  let groups: Group[] = release.groups;
  plan.rules.forEach((rulePlan, at) => {
    const written = writeRule(groups, questions, rulePlan, `r${at}`, exclude, plan.shuffleGroups);
    if (!written) return;
    groups = written;
    acceptedRules[rulePlan.kind]++;
  });
  return { release: { ...release, groups }, questions, acceptedRules };
}

const pickFrom = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/** The condition half of a record reading `source`. */
function condition(source: PlannedQuestion, plan: RulePlan, id: string): LogicRecord {
  const base: LogicRecord = { id, anAnd: plan.anAnd, anQuId: source.id };
  const options = optionIds(source);
  const listed =
    plan.pick % 3 === 2
      ? `${pickFrom(options, plan.pick)},${pickFrom(options, plan.pick + 1)}`
      : pickFrom(options, plan.pick);
  switch (source.family) {
    case 'radio':
      return { ...base, geLe: String(1 + (plan.code % 2)), anQuItemId: listed };
    case 'checkbox':
      return { ...base, geLe: String(1 + (plan.code % 6)), anQuItemId: listed };
    case 'matrix':
      return {
        ...base,
        geLe: String(1 + (plan.code % 2)),
        anSubQuId: pickFrom(subIds(source), plan.value),
        anQuItemId: pickFrom(options, plan.pick),
      };
    case 'number':
      return {
        ...base,
        geLe: String(1 + (plan.code % 6)),
        anValue: String(plan.value % 11),
        minValue: String(plan.value % 6),
        maxValue: String(5 + (plan.pick % 6)),
      };
    case 'date':
      return {
        ...base,
        geLe: String(1 + (plan.code % 6)),
        anValue: dateOfDay(pickFrom(DAYS, plan.value)!),
        minValue: dateOfDay(12),
        maxValue: dateOfDay(pickFrom(DAYS, plan.pick)!),
      };
    case 'text':
      return { ...base, geLe: String(1 + (plan.code % 6)), anValue: pickFrom(TEXTS, plan.value) };
    case 'blanks':
      return {
        ...base,
        geLe: String(1 + (plan.code % 6)),
        anSubQuId: pickFrom(subIds(source), plan.pick),
        anValue: pickFrom(TEXTS, plan.value),
      };
  }
}

/** Numbers logic assigns: in range and out of the number family's 0–100 (the designer's checks allow both). */
const ASSIGNED_NUMBERS = ['0', '5', '10', '100', '150', '-1'] as const;

/** The value half of an auto-select (select) or auto-assign record for `target`. */
function assignment(target: PlannedQuestion, plan: RulePlan, select: boolean): Partial<LogicRecord> {
  const options = optionIds(target);
  const some =
    plan.value % 3 === 2
      ? `${pickFrom(options, plan.value)},${pickFrom(options, plan.value + 1)}`
      : pickFrom(options, plan.value);
  const logicType = select ? LogicType.autoSelect : LogicType.autoAssign;
  switch (target.family) {
    case 'radio':
    case 'checkbox':
      return select || plan.pick % 2 === 0 ? { logicType, toQuItemId: some } : { logicType, toQuValue: some };
    case 'matrix':
      return {
        logicType,
        toSubQuId: pickFrom(subIds(target), plan.pick),
        toSubQuItemId: pickFrom(options, plan.value),
      };
    case 'number':
      return { logicType, toQuValue: pickFrom(ASSIGNED_NUMBERS, plan.value) };
    case 'date':
      return { logicType, toQuValue: dateOfDay(pickFrom(DAYS, plan.value)!) };
    case 'text':
      return { logicType, toQuValue: pickFrom(TEXTS, plan.value) };
    case 'blanks':
      return {
        logicType,
        toSubQuId: pickFrom(subIds(target), plan.pick),
        toQuValue: pickFrom(TEXTS, plan.value),
      };
  }
}

/**
 * The design with one more rule, or undefined when the designer's logic calls would refuse it: the record's
 * checks (validate.ts) against the design as it is, then the engine check of the design with it in place.
 */
function writeRule(
  groups: Group[],
  questions: readonly PlannedQuestion[],
  plan: RulePlan,
  id: string,
  exclude: Exclusions,
  shuffled: boolean,
): Group[] | undefined {
  const index = indexSurvey(groups, 'en');
  const readsAcross = (owner: PlannedQuestion, source: PlannedQuestion) =>
    shuffled && exclude.crossGroupConditionsWhenShuffled === true && owner.groupId !== source.groupId;
  const walkedBefore = (target: PlannedQuestion, owner: PlannedQuestion) =>
    exclude.assignmentsIntoEarlierQuestions === true &&
    (target.position < owner.position || (shuffled && target.groupId !== owner.groupId));
  const question = (planned: PlannedQuestion) => index.question(planned.id)!;
  const owner = pickFrom(questions, plan.owner)!;
  const earlierThan = (planned: PlannedQuestion, orSame = false) =>
    questions.slice(0, planned.position + (orSame ? 1 : 0));
  let next: Group[];
  try {
    switch (plan.kind) {
      case 'before': {
        const source = pickFrom(earlierThan(owner), plan.source);
        if (!source || readsAcross(owner, source)) return undefined;
        const record = condition(source, plan, id);
        checkCondition(index, { kind: 'before', question: question(owner) }, record);
        next = withQuestionRecord(groups, owner.id, 'quBeforLogics', record);
        break;
      }
      case 'descBefore': {
        const withRows = questions.filter((candidate) => hasSubQuestions(candidate.family));
        const rowOwner = pickFrom(withRows, plan.owner);
        const source = rowOwner && pickFrom(earlierThan(rowOwner), plan.source);
        if (!rowOwner || !source) return undefined;
        const rows = question(rowOwner).descList;
        const desc = rows[plan.target % 2]!;
        if (
          exclude.allMatrixRowsHidden &&
          rowOwner.family === 'matrix' &&
          rows.some((row) => row.id !== desc.id && row.descBeforLogics.length > 0)
        )
          return undefined;
        if (readsAcross(rowOwner, source)) return undefined;
        const record = condition(source, plan, id);
        checkCondition(index, { kind: 'descBefore', question: question(rowOwner), desc }, record);
        next = withDescRecord(groups, rowOwner.id, desc.id, record);
        break;
      }
      case 'group': {
        if (shuffled && exclude.crossGroupConditionsWhenShuffled) return undefined;
        const group = pickFrom(groups, plan.owner)!;
        const groupAt = groups.indexOf(group);
        const earlierGroups = new Set(groups.slice(0, groupAt).map((earlier) => earlier.id));
        const source = pickFrom(
          questions.filter((candidate) => earlierGroups.has(candidate.groupId)),
          plan.source,
        );
        if (!source) return undefined;
        const record = condition(source, plan, id);
        checkCondition(index, { kind: 'group', group }, record);
        next = withGroupRecord(groups, group.id, record);
        break;
      }
      case 'jump':
      case 'end':
      case 'select':
      case 'assign': {
        const source = pickFrom(earlierThan(owner, true), plan.source)!;
        if (readsAcross(owner, source)) return undefined;
        let action: Partial<LogicRecord>;
        if (plan.kind === 'end') action = { logicType: LogicType.end };
        else if (plan.kind === 'jump') {
          const laterGroups = groups.slice(groups.findIndex((group) => group.id === owner.groupId) + 1);
          const laterQuestions = questions.slice(owner.position + 1);
          const toGroup = plan.toGroup ? pickFrom(laterGroups, plan.target) : undefined;
          const to = toGroup?.id ?? pickFrom(laterQuestions, plan.target)?.id;
          if (!to) return undefined;
          action = { logicType: LogicType.jump, toQuId: to };
        } else {
          const select = plan.kind === 'select';
          const targets = questions.filter(
            (candidate) =>
              candidate.id !== owner.id &&
              (!select || hasOptions(candidate.family)) &&
              !walkedBefore(candidate, owner),
          );
          const target = pickFrom(targets, plan.target);
          if (!target) return undefined;
          action = { ...assignment(target, plan, select), toQuId: target.id };
        }
        const record: LogicRecord = { ...condition(source, plan, id), ...action };
        checkCondition(index, { kind: 'answer', question: question(owner) }, record);
        checkAction(index, question(owner), record);
        const list = plan.kind === 'assign' ? 'quLogicAnswerAssignments' : 'quLogics';
        next = withQuestionRecord(groups, owner.id, list, record);
        break;
      }
      case 'filter': {
        const filtered = pickFrom(
          questions.filter((candidate) => hasOptions(candidate.family) && candidate.position > 0),
          plan.owner,
        );
        const source = filtered && pickFrom(earlierThan(filtered), plan.source);
        if (!filtered || !source || readsAcross(filtered, source)) return undefined;
        const rule: AnswerRule = {
          id,
          optionId: plan.pick % 4 === 3 ? null : pickFrom(optionIds(filtered), plan.pick),
          answerType: 1 + (plan.code % 2),
          refQuId: source.id,
          refOptionId: hasOptions(source.family) ? pickFrom(optionIds(source), plan.value) : null,
        };
        checkAnswerRule(index, question(filtered), rule);
        next = withAnswerRule(groups, filtered.id, rule);
        break;
      }
    }
  } catch (error) {
    // The designer's call would refuse this record (its message names why); a release never holds it.
    if (error instanceof AppError) return undefined;
    throw error;
  }
  return engineProblem(next, [id]) ? undefined : next;
}
