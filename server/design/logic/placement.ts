import type { AnswerRule, Group, LogicRecord, Question } from '../../../src/core/model';

/**
 * The design as it will be once a record is written, for the engine check before the write: the record
 * replaces the one with its id (moving to the end of the other list when its attachment changes) or is
 * appended, as store.ts writes it. Nothing is changed in place; the groups are copied where they differ.
 */
export type QuestionList = 'quBeforLogics' | 'quLogics' | 'quLogicAnswerAssignments';

function placed<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const at = list.findIndex((candidate) => candidate.id === item.id);
  if (at < 0) return [...list, item];
  return list.map((candidate, position) => (position === at ? item : candidate));
}

const without = <T extends { id: string }>(list: readonly T[], id: string) =>
  list.filter((item) => item.id !== id);

function mapQuestion(groups: readonly Group[], questionId: string, change: (question: Question) => Question) {
  return groups.map((group) =>
    group.questionList.some((question) => question.id === questionId)
      ? {
          ...group,
          questionList: group.questionList.map((question) =>
            question.id === questionId ? change(question) : question,
          ),
        }
      : group,
  );
}

const ANSWER_LISTS: readonly QuestionList[] = ['quLogics', 'quLogicAnswerAssignments'];

export function withQuestionRecord(
  groups: readonly Group[],
  questionId: string,
  list: QuestionList,
  record: LogicRecord,
): Group[] {
  return mapQuestion(groups, questionId, (question) => {
    const next = { ...question };
    // Answer logic moves between its two lists when its type changes to or from auto-assign.
    for (const other of ANSWER_LISTS) {
      if (other !== list && ANSWER_LISTS.includes(list)) next[other] = without(question[other], record.id);
    }
    next[list] = placed(question[list], record);
    return next;
  });
}

export function withDescRecord(
  groups: readonly Group[],
  questionId: string,
  descId: string,
  record: LogicRecord,
): Group[] {
  return mapQuestion(groups, questionId, (question) => ({
    ...question,
    descList: question.descList.map((desc) =>
      desc.id === descId ? { ...desc, descBeforLogics: placed(desc.descBeforLogics, record) } : desc,
    ),
  }));
}

export function withGroupRecord(groups: readonly Group[], groupId: string, record: LogicRecord): Group[] {
  return groups.map((group) =>
    group.id === groupId ? { ...group, groupBeforLogics: placed(group.groupBeforLogics, record) } : group,
  );
}

export function withAnswerRules(groups: readonly Group[], questionId: string, rules: AnswerRule[]): Group[] {
  return mapQuestion(groups, questionId, (question) => ({ ...question, answerRules: rules }));
}

export function withAnswerRule(groups: readonly Group[], questionId: string, rule: AnswerRule): Group[] {
  return mapQuestion(groups, questionId, (question) => ({
    ...question,
    answerRules: placed(question.answerRules, rule),
  }));
}
