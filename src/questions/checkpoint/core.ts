import type { Question } from '../../core/model';
import { type DesignContext, issue, type ValidationIssue } from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineContentEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';

/** A pass-room checkpoint needs its reason phone when enabled (spec 1 §5). */
function checkpointDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = commonDesign(question, context);
  const { checkPassRoom, passRoomReason } = question.answerConfig;
  if (checkPassRoom === 1 && !passRoomReason?.trim()) issues.push(issue('core.design.passRoomReasonNull'));
  return issues;
}

/** Checkpoint (CheckPointBox): checks quotas and logic where it stands; not numbered, not answered. */
export const checkpointEntry = defineContentEntry({
  catalogKey: 'checkpoint',
  elementType: 'CheckPointBox',
  category: 'yangben',
  defaultOrder: 20,
  titleKey: 'core.title.checkpoint',
  saveEndpoint: '/design/qu-checkpoint/ajaxSave',
  limits: {},
  defaults: () => ({ answerConfig: { requireInd: 0, checkQuotas: 1, checkLogic: 1 } }),
  validateDesign: checkpointDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [checkpointEntry];
