import { eq } from 'drizzle-orm';
import { ResponseCode } from '../../../src/core/envelope';
import type { LogicRecord } from '../../../src/core/model';
import type { Language } from '../../../src/i18n';
import type { AccountUser } from '../../accounts/service';
import { questionGroups } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { editableSurvey, type Queryable } from '../access';
import { surveyOfQuestion } from '../find-question';
import { loadDesign } from '../load-design';
import { engineProblem } from './engine-check';
import { logicRefusal } from './refusal';
import { groupLogicOf, questionLogicOf } from './store';
import { indexSurvey, type SurveyIndex } from './survey-index';

/**
 * The survey a logic call changes, checked and locked like every design change (editableSurvey: edit
 * authority, designing state, and another user's survey answered as a missing question or group), and its
 * numbered design, which every check reads.
 */
export async function questionContext(db: Queryable, user: AccountUser, quId: string, lang: Language) {
  const { survey } = await surveyOfQuestion(db, user, quId, 'edit');
  const groups = await loadDesign(db, survey.id);
  const index = indexSurvey(groups, lang);
  const question = index.question(quId);
  if (!question) throw new AppError(ResponseCode.notFound, 'design.question.notFound');
  return { surveyId: survey.id, groups, index, question };
}

export async function groupContext(db: Queryable, user: AccountUser, groupId: string, lang: Language) {
  const [row] = await db
    .select({ surveyId: questionGroups.surveyId })
    .from(questionGroups)
    .where(eq(questionGroups.id, groupId))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.notFound, 'design.group.notFound');
  await editableSurvey(db, user, row.surveyId).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === ResponseCode.notFound
      ? new AppError(ResponseCode.notFound, 'design.group.notFound')
      : error;
  });
  const groups = await loadDesign(db, row.surveyId);
  const index = indexSurvey(groups, lang);
  const group = index.group(groupId);
  if (!group) throw new AppError(ResponseCode.notFound, 'design.group.notFound');
  return { surveyId: row.surveyId, groups, index, group };
}

export function logicNotFound(): AppError {
  return new AppError(ResponseCode.notFound, 'design.logic.notFound');
}

/** The condition fields of a request as a record; action fields absent (before, group and desc logic). */
export function conditionRecord(
  id: string,
  body: Omit<
    LogicRecord,
    'id' | 'logicType' | 'toQuId' | 'toQuItemId' | 'toQuValue' | 'toSubQuId' | 'toSubQuItemId'
  >,
): LogicRecord {
  return {
    id,
    anAnd: body.anAnd,
    anQuId: body.anQuId,
    anQuType: body.anQuType ?? null,
    anSubQuId: body.anSubQuId ?? null,
    subQuId: body.subQuId ?? null,
    anQuItemId: body.anQuItemId ?? null,
    chooseType: body.chooseType ?? null,
    geLe: body.geLe ?? null,
    anValue: body.anValue ?? null,
    minValue: body.minValue ?? null,
    maxValue: body.maxValue ?? null,
    sortQuItemId: body.sortQuItemId ?? null,
    logicType: null,
    toQuId: null,
    toQuItemId: null,
    toQuValue: null,
    toSubQuId: null,
    toSubQuItemId: null,
  };
}

/**
 * Refuses the write when the engine would not run the rules (a cycle, named by the owner and the questions
 * the rule reads and acts on), after the precise checks of validate.ts passed. `involved` starts with the
 * owner's id (a question or a group).
 */
export function checkEngine(
  groups: Parameters<typeof engineProblem>[0],
  ruleIds: readonly string[],
  index: SurveyIndex,
  involved: readonly (string | null | undefined)[],
): void {
  const reason = engineProblem(groups, ruleIds);
  if (!reason) return;
  const named = involved.flatMap((id) => {
    const question = id ? index.question(id) : undefined;
    if (question) return [{ label: index.label(question), number: index.label(question) }];
    const group = id ? index.group(id) : undefined;
    return group ? [{ label: index.groupLabel(group), number: index.groupNumber(group) }] : [];
  });
  const labels = [...new Set(named.map((name) => name.label))];
  const numbers = named.map((name) => name.number);
  if (reason === 'cycle') {
    throw logicRefusal('design.logic.cycle', 'anQuId', { questions: labels.join(', ') }, numbers);
  }
  throw logicRefusal('design.logic.notRunnable', 'anQuId', { owner: labels[0] ?? '' }, numbers.slice(0, 1));
}

/** The question's logic as the design load now shows it (what every question logic call answers). */
export async function questionLogicAfter(db: Queryable, surveyId: string, quId: string) {
  const question = (await loadDesign(db, surveyId))
    .flatMap((group) => group.questionList)
    .find((candidate) => candidate.id === quId);
  if (!question) throw new AppError(ResponseCode.notFound, 'design.question.notFound');
  return questionLogicOf(question);
}

export async function groupLogicAfter(db: Queryable, surveyId: string, groupId: string) {
  const group = (await loadDesign(db, surveyId)).find((candidate) => candidate.id === groupId);
  if (!group) throw new AppError(ResponseCode.notFound, 'design.group.notFound');
  return groupLogicOf(group);
}
