import type { Group, Question } from '../../../src/core/model';
import type { Language } from '../../../src/i18n';
import { translate } from '../../../src/i18n';

/**
 * The numbered design seen as logic sees it: each question's place in survey order (groups in order, the
 * type-1 group first, questions in order within them) and the label a message names it by.
 */
export interface SurveyIndex {
  readonly groups: readonly Group[];
  readonly questions: readonly Question[];
  question(id: string): Question | undefined;
  /** Position in survey order, undefined for an id that is no question of the survey. */
  position(id: string): number | undefined;
  group(id: string): Group | undefined;
  /** Index of the group in order. */
  groupPosition(id: string): number | undefined;
  /** The question's number (Q3), or its code when it has none (page breaks, info text). */
  label(question: Question): string;
  /** "题组A" / "group A", for messages. */
  groupLabel(group: Group): string;
  /** The group's letter (A, B, S), for the data of a refusal. */
  groupNumber(group: Group): string;
}

export function indexSurvey(groups: readonly Group[], lang: Language): SurveyIndex {
  const questions = groups.flatMap((group) => group.questionList);
  const positions = new Map(questions.map((question, position) => [question.id, position]));
  const byId = new Map(questions.map((question) => [question.id, question]));
  const groupPositions = new Map(groups.map((group, position) => [group.id, position]));
  return {
    groups,
    questions,
    question: (id) => byId.get(id),
    position: (id) => positions.get(id),
    group: (id) => groups[groupPositions.get(id) ?? -1],
    groupPosition: (id) => groupPositions.get(id),
    label: (question) => question.quNum ?? question.itemCode ?? question.id,
    groupLabel: (group) =>
      translate(lang, 'design.logic.groupLabel', { group: group.quNum ?? group.groupTitle }),
    groupNumber: (group) => group.quNum ?? group.groupTitle,
  };
}
