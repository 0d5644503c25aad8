import type { SaveAnswersRequest } from '../../src/core/api/answer';
import { createLogicEngine, type LogicEngine, type LogicState } from '../../src/core/logic';
import { withoutHidden } from '../../src/core/logic/answerValues';
import { isHiddenByDesigner } from '../../src/core/logic/hiddenByDesigner';
import type { AnswerItemPayload, Answers, AnswerValue, Question } from '../../src/core/model';
import { surveyOrder } from '../../src/core/shuffle';
import { type AnswerContext, shownOptionsOf, type ValidationIssue } from '../../src/core/validation';
import {
  type DisplayTimeRecords,
  displayTimeCoverage,
  isExcusedByDisplayTime,
  timedItemsOf,
} from '../../src/core/validation/displayTime';
import { isEmptyAnswer } from '../../src/core/validation/required';
import { answerFromWire } from '../../src/questions/answerFromWire';
import { isUnfinishedIssue, toSavePayload, validateAnswer } from '../../src/questions/validate';
import { addressAnswerIssues } from '../address/check-answer';
import { type ItemRow, rowsOfQuestion, slotOf } from './item-rows';
import type { LoadedRelease } from './survey-release';

/** One reason a save is refused, at its question (and sub-question or option when the rule says). */
export type SaveProblem = {
  questionId: string;
  key: string;
  params: Record<string, string | number>;
  descId?: string;
  optionId?: string;
};

export type EvaluatedSave =
  | {
      ok: true;
      rows: ItemRow[];
      droppedQuestionIds: string[];
      /**
       * The end rule that fires on these answers (the earliest), as the runner's worker decides a screen-out:
       * the sample status itself is the one the runner sends, this is the server's own reading beside it.
       */
      ended: { byQuestionId: string } | null;
      /**
       * The questions the respondent was shown, as the server reads the answers: visible by logic and not
       * hidden by the designer (isHiddenByDesigner). The runner's view shows exactly these (a test holds it).
       */
      shownQuestionIds: string[];
    }
  | { ok: false; problems: SaveProblem[] };

/**
 * The server's own reading of a save (docs/architecture.md: the client is never trusted): the wire items become
 * answers, the release's logic decides what is shown, answers to hidden questions (and hidden
 * sub-questions) are dropped, and the shown answers are validated again. Pure: no database.
 */
export function evaluateSave(
  loaded: LoadedRelease,
  request: SaveAnswersRequest,
  now = new Date(),
): EvaluatedSave {
  const itemsByQuestion = groupByQuestion(request.items);
  const unknown = [...itemsByQuestion.keys()].filter((id) => !loaded.questionById.has(id));
  if (unknown.length > 0) {
    return {
      ok: false,
      problems: unknown.map((questionId) => ({ questionId, key: 'answers.question.unknown', params: {} })),
    };
  }

  const answers: Record<string, AnswerValue> = {};
  const problems: SaveProblem[] = [];
  for (const [questionId, items] of itemsByQuestion) {
    const answer = answerFromWire(loaded.questionById.get(questionId) as Question, items);
    if (answer) answers[questionId] = answer;
    else problems.push({ questionId, key: 'core.answer.invalid', params: {} });
  }
  if (problems.length > 0) return { ok: false, problems };

  const state = engineFor(loaded, request.seed).evaluate(answers);
  const droppedQuestionIds = Object.keys(answers).filter((id) => !state.visibleQuestions.has(id));
  const shownAnswers: Record<string, AnswerValue> = {};
  // Options logic hid (an option filter, a quoted option whose source option is not chosen) are no part of
  // the answer, as in the runner's own save (the engine's effective answer): they are dropped, not refused.
  const trimmedIds = new Set<string>();
  for (const [id, answer] of Object.entries(answers)) {
    if (!state.visibleQuestions.has(id)) continue;
    const shown = withoutHidden(answer, state.hiddenOptions.get(id), undefined);
    if (shown !== answer) trimmedIds.add(id);
    if (isEmptyAnswer(shown)) droppedQuestionIds.push(id);
    else shownAnswers[id] = shown;
  }

  // A respondent the runner stopped at a full quota cell (an end-now quota, or a checkpoint checking quotas)
  // leaves the questions after it unanswered on purpose: as in a save in progress, only what was answered is
  // checked. Asking for the rest refused every such save of a survey with a required question further on.
  const asksForAll = request.status === 'complete' && request.sampleStatus !== 'QuotaFull';
  problems.push(
    ...validateShown(loaded, state, shownAnswers, asksForAll, now, request.paradata.displayTimes),
  );
  if (problems.length > 0) return { ok: false, problems };

  const rows: ItemRow[] = [];
  for (const questionId of Object.keys(shownAnswers)) {
    const question = loaded.questionById.get(questionId) as Question;
    const hiddenDescs = state.hiddenDescs.get(questionId);
    const items = trimmedIds.has(questionId)
      ? toSavePayload(question, shownAnswers[questionId]!, { belongAnswerId: request.responseId })
      : (itemsByQuestion.get(questionId) ?? []);
    const shownItems = items.filter((item) => {
      const slot = slotOf(item);
      return !(hiddenDescs && slot && hiddenDescs.has(slot));
    });
    const questionRows = rowsOfQuestion(question, shownItems);
    if (!questionRows)
      return { ok: false, problems: [{ questionId, key: 'core.answer.invalid', params: {} }] };
    rows.push(...questionRows);
  }
  rows.push(...assignedRows(loaded, state, shownAnswers, request.responseId));
  const ended = state.ended ? { byQuestionId: state.ended.byQuestionId } : null;
  const shownQuestionIds = [...state.visibleQuestions].filter((id) => {
    const question = loaded.questionById.get(id);
    return question !== undefined && !isHiddenByDesigner(question);
  });
  return { ok: true, rows, droppedQuestionIds, ended, shownQuestionIds };
}

/**
 * Rows for the values the logic assigns (auto-select, auto-assign) to shown questions the respondent left
 * unanswered. The runner sends them too, but what the release's logic decides is the server's to store: an
 * old or altered client that leaves them out must not lose them. The respondent's own answer always wins.
 */
function assignedRows(
  loaded: LoadedRelease,
  state: LogicState,
  shownAnswers: Answers,
  responseId: string,
): ItemRow[] {
  const rows: ItemRow[] = [];
  for (const [questionId, value] of Object.entries(state.assigned)) {
    if (questionId in shownAnswers || !state.visibleQuestions.has(questionId)) continue;
    const question = loaded.questionById.get(questionId);
    if (!question) continue;
    const items = toSavePayload(question, value, { belongAnswerId: responseId });
    rows.push(...(rowsOfQuestion(question, items) ?? []));
  }
  return rows;
}

function groupByQuestion(items: readonly AnswerItemPayload[]): Map<string, AnswerItemPayload[]> {
  const byQuestion = new Map<string, AnswerItemPayload[]>();
  for (const item of items) {
    const list = byQuestion.get(item.quId);
    if (list) list.push(item);
    else byQuestion.set(item.quId, [item]);
  }
  return byQuestion;
}

/**
 * Jumps hide "the questions between" in walk order, and shuffled groups change that order: a survey that
 * shuffles groups gets an engine for this response's seed. Otherwise the cached engine serves (its evaluate
 * resets the state, and the state is read before any await, so sharing it between requests is safe).
 */
function engineFor(loaded: LoadedRelease, seed: string): LogicEngine {
  const { survey } = loaded.release;
  if (survey.randOrder !== 1 || survey.randIds.length === 0) return loaded.engine;
  return createLogicEngine(loaded.release, { questionOrder: surveyOrder(loaded.release, seed).questionIds });
}

/**
 * Every shown answer is checked; a complete save also checks every shown question left unanswered (its
 * required rule). A value put in by auto-select or auto-assign answers a question the respondent skipped.
 * Questions the designer hid (visibility 0, isHidden) are never shown, so nothing is required of them: not
 * an answer, and not the rest of one that logic filled in part (one blank, one matrix row), which no
 * respondent can complete and the runner never asks for. What logic alone put into them is not checked at
 * all (an auto-assigned code outside a number's range, say): it is stored as the logic decided.
 * A question whose display time ran out and moved the respondent on (the save's paradata.displayTimes, the
 * runner's rule isExcusedByDisplayTime) is not required to be finished either.
 */
function validateShown(
  loaded: LoadedRelease,
  state: LogicState,
  shownAnswers: Answers,
  complete: boolean,
  now: Date,
  displayTimes: DisplayTimeRecords | undefined,
): SaveProblem[] {
  const displayTimed = displayTimes ? displayTimeCoverage(timedItemsOf(loaded.release.groups)) : new Map();
  const effective: Record<string, AnswerValue> = { ...state.assigned, ...shownAnswers };
  const baseContext: AnswerContext = {
    answers: effective,
    questionById: (id) => loaded.questionById.get(id),
    now,
  };
  const problems: SaveProblem[] = [];
  const toCheck = complete ? [...state.visibleQuestions] : Object.keys(shownAnswers);
  for (const questionId of toCheck) {
    const question = loaded.questionById.get(questionId);
    if (!question) continue;
    const answer = effective[questionId];
    const hiddenByDesigner = isHiddenByDesigner(question);
    // A value logic put into a question the designer hid (and the client did not send) is the designer's: no
    // respondent sees or can change it, and the runner does not check it as an answer either.
    if (hiddenByDesigner && !(questionId in shownAnswers)) continue;
    const hiddenDescs = state.hiddenDescs.get(questionId);
    const withRows = hiddenDescs
      ? {
          ...baseContext,
          shownDescIds: new Set(
            question.descList.map((desc) => desc.id).filter((id) => !hiddenDescs.has(id)),
          ),
        }
      : baseContext;
    // Options logic hides (filters, quotes) are not asked for, as in the runner's validation.
    const context = { ...withRows, ...shownOptionsOf(question, state.hiddenOptions.get(questionId)) };
    // A city's codes are checked against the divisions here, which only the server has.
    const issues = [...validateAnswer(question, answer, context), ...addressAnswerIssues(question, answer)];
    for (const found of issues) {
      // Not finished yet is fine while in progress (isUnfinishedIssue), and on a question the designer hid;
      // everything else is refused always.
      const excused = hiddenByDesigner || isExcusedByDisplayTime(questionId, displayTimed, displayTimes);
      if ((!complete || excused) && isUnfinishedIssue(found)) continue;
      problems.push(problemOf(questionId, found));
    }
  }
  return problems;
}

function problemOf(questionId: string, found: ValidationIssue): SaveProblem {
  const problem: SaveProblem = { questionId, key: found.key, params: found.params ?? {} };
  if (found.target?.descId) problem.descId = found.target.descId;
  if (found.target?.optionId) problem.optionId = found.target.optionId;
  return problem;
}
