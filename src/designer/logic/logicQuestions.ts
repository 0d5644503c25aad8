import { type AssignKind, assignKindOf, type ConditionKind, conditionKindOf } from '../../core/logic/kinds';
import type { Group, Question } from '../../core/model';
import { optionText, questionTitleText } from '../../core/results/labels';
import { type TimeFormat, timeFormatOfQuestion } from '../../core/validation';
import { entryForQuestion } from '../../questions/catalogue';
import { displayNumbers, orderedQuestions } from '../workspace/designOps';

/**
 * The survey's questions as the logic editor offers them: in survey order, numbered as the editor numbers
 * them, each with the kind of comparison the engine applies to its answer (src/core/logic/kinds.ts) and the
 * parts a rule may point into (options, sub-questions).
 */
export type LogicQuestion = {
  id: string;
  groupId: string;
  /** Position in the survey, 0-based; rules compare positions. */
  position: number;
  /** Q1 … (null for questions the numbering leaves out). */
  number: string | null;
  title: string;
  /** False for page breaks and info text: nothing to read, nothing to set. */
  answerable: boolean;
  kind: ConditionKind;
  assignKind: AssignKind;
  elementType: Question['elementType'];
  options: { id: string; text: string }[];
  descs: { id: string; text: string }[];
  /** The stored format of a date or time answer (kind 'date'). */
  timeFormat: TimeFormat;
  /** The question as designed: the limits a value given to it is held to (src/core/logic/assignLimits.ts). */
  question: Question;
};

const byOrder = <T extends { orderById: number }>(items: readonly T[]) =>
  [...items].sort((left, right) => left.orderById - right.orderById);

export function logicQuestions(groups: readonly Group[]): LogicQuestion[] {
  const numbering = displayNumbers(groups);
  return groups
    .flatMap((group) => orderedQuestions(group))
    .map((question, position) => ({
      id: question.id,
      groupId: question.groupId,
      position,
      number: numbering.questions[question.id] ?? null,
      title: questionTitleText(question),
      answerable: Boolean(entryForQuestion(question)?.answerKind),
      kind: conditionKindOf(question),
      assignKind: assignKindOf(question),
      elementType: question.elementType,
      options: byOrder(question.optionList).map((option) => ({ id: option.id, text: optionText(option) })),
      descs: byOrder(question.descList).map((desc) => ({ id: desc.id, text: optionText(desc) })),
      timeFormat: timeFormatOfQuestion(question),
      question,
    }));
}

/** "Q1 性别": how a question is named in pickers and rule summaries. */
export function questionLabel(question: Pick<LogicQuestion, 'number' | 'title'>): string {
  return [question.number, question.title].filter(Boolean).join(' ');
}

/**
 * Who a rule belongs to decides which questions its condition may read (the server's rule,
 * server/design/logic/validate.ts): before-question logic reads answerable questions strictly before the
 * owner; answer logic acts once the owner is answered, so it reads the owner itself or earlier questions.
 */
export function conditionSources(
  questions: readonly LogicQuestion[],
  ownerId: string,
  attachment: 'before' | 'answer',
): LogicQuestion[] {
  const owner = questions.find((question) => question.id === ownerId);
  if (!owner) return [];
  return questions.filter(
    (question) =>
      question.answerable &&
      (question.position < owner.position || (attachment === 'answer' && question.id === ownerId)),
  );
}

/**
 * Where a jump may go: a question after the owner (a jump never goes back). Page breaks are left out: they
 * have no number or title to pick them by, and the question after one starts the same page.
 */
export function jumpTargets(questions: readonly LogicQuestion[], ownerId: string): LogicQuestion[] {
  const owner = questions.find((question) => question.id === ownerId);
  if (!owner) return [];
  return questions.filter(
    (question) => question.position > owner.position && question.elementType !== 'PageBox',
  );
}

/**
 * Which questions an auto-select (options) or auto-assign (a value) may fill: answerable questions after the
 * owner (the respondent meets them with the value already in), with options when options are selected.
 */
export function fillTargets(
  questions: readonly LogicQuestion[],
  ownerId: string,
  logicType: 3 | 4,
): LogicQuestion[] {
  const owner = questions.find((question) => question.id === ownerId);
  if (!owner) return [];
  return questions.filter((question) => {
    if (!question.answerable || question.position <= owner.position) return false;
    if (logicType === 3) return isChoiceTarget(question) && question.options.length > 0;
    return true;
  });
}

/** Targets whose value is options (auto-select, or an auto-assign that names options). */
export function isChoiceTarget(question: Pick<LogicQuestion, 'assignKind'>): boolean {
  return (
    question.assignKind === 'choice' || question.assignKind === 'regions' || question.assignKind === 'matrix'
  );
}

/** Targets whose value is set per sub-question (a matrix row, a blank, a rating row). */
export function needsTargetDesc(question: Pick<LogicQuestion, 'assignKind'>): boolean {
  return (
    question.assignKind === 'matrix' || question.assignKind === 'blanks' || question.assignKind === 'scores'
  );
}

/** What a group's logic may read: answerable questions of the groups before it (server: validate.ts). */
export function groupSources(
  questions: readonly LogicQuestion[],
  groupIds: readonly string[],
  groupId: string,
): LogicQuestion[] {
  const at = groupIds.indexOf(groupId);
  if (at < 0) return [];
  const earlier = new Set(groupIds.slice(0, at));
  return questions.filter((question) => question.answerable && earlier.has(question.groupId));
}
