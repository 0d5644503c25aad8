import {
  type AddLogicBeforGroupRequest,
  type AddLogicBeforRequest,
  type AddLogicRequest,
  type GroupLogic,
  groupLogicSavedSchema,
  groupLogicSchema,
  LOGIC_API,
  type OptionFilterRequest,
  type QuestionLogic,
  type QuestionLogicSaved,
  questionLogicSavedSchema,
  questionLogicSchema,
} from '../../core/api/logic';
import { api } from '../../shell/api';

/**
 * The logic editor's calls (src/core/api/logic.ts). Adds are silent: a refusal is shown inside the dialog,
 * beside what was typed, instead of in the shell's alert. Every call answers the question's logic as the
 * design load shows it, which the editor puts into the design it holds.
 */

export function addBeforeLogic(body: AddLogicBeforRequest): Promise<QuestionLogicSaved> {
  return api.post(LOGIC_API.addLogicBefor, body, { silent: true, parse: questionLogicSavedSchema.parse });
}

export function addAnswerLogic(body: AddLogicRequest): Promise<QuestionLogicSaved> {
  return api.post(LOGIC_API.addLogic, body, { silent: true, parse: questionLogicSavedSchema.parse });
}

export type DeletePath =
  | typeof LOGIC_API.deleteLogicBefor
  | typeof LOGIC_API.deleteLogic
  | typeof LOGIC_API.deleteAnswerAssignment;

export function deleteLogicRecord(path: DeletePath, quId: string, logicId: string): Promise<QuestionLogic> {
  return api.get(path, { quId, logicId }, { silent: true, parse: questionLogicSchema.parse });
}

export function deleteAllLogic(quId: string): Promise<QuestionLogic> {
  return api.get(LOGIC_API.deleteAllLogic, { quId }, { parse: questionLogicSchema.parse });
}

export function addGroupLogic(body: AddLogicBeforGroupRequest): Promise<GroupLogic> {
  return api.post(LOGIC_API.addLogicBeforGroup, body, { silent: true, parse: groupLogicSavedSchema.parse });
}

export function deleteGroupLogic(groupId: string, logicId: string): Promise<GroupLogic> {
  return api.get(
    LOGIC_API.deleteLogicBeforGroup,
    { groupId, logicId },
    { silent: true, parse: groupLogicSchema.parse },
  );
}

/** The question's whole set of option filters, replacing the stored one (an empty list clears it). */
export function saveOptionFilters(body: OptionFilterRequest): Promise<QuestionLogic> {
  return api.post(LOGIC_API.optionFilter, body, { silent: true, parse: questionLogicSchema.parse });
}
