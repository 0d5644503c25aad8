import type { GroupLogic, QuestionLogic } from '../../core/api/logic';
import type { Group } from '../../core/model';

/**
 * The groups with one question's logic replaced by what a logic call answered (the question's logic after
 * the write), so the workspace shows the stored rules without reloading the design.
 */
export function applyQuestionLogic(groups: readonly Group[], logic: QuestionLogic): Group[] {
  return groups.map((group) =>
    group.questionList.some((question) => question.id === logic.quId)
      ? {
          ...group,
          questionList: group.questionList.map((question) =>
            question.id === logic.quId
              ? {
                  ...question,
                  quBeforLogics: logic.quBeforLogics,
                  quLogics: logic.quLogics,
                  quLogicAnswerAssignments: logic.quLogicAnswerAssignments,
                  answerRules: logic.answerRules,
                  descList: question.descList.map((desc) => ({
                    ...desc,
                    descBeforLogics: logic.descBeforLogics[desc.id] ?? [],
                  })),
                }
              : question,
          ),
        }
      : group,
  );
}

/** The groups with one group's logic replaced by what a group-logic call answered. */
export function applyGroupLogic(groups: readonly Group[], logic: GroupLogic): Group[] {
  return groups.map((group) =>
    group.id === logic.groupId ? { ...group, groupBeforLogics: logic.groupBeforLogics } : group,
  );
}
