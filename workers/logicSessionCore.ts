import { type AnswerChange, createLogicEngine, type LogicChanges, type LogicEngine } from '../src/core/logic';
import { isHiddenByDesigner } from '../src/core/logic/hiddenByDesigner';
import type { AnswerItemPayload, Answers, Question, Release } from '../src/core/model';
import {
  isPageShown,
  nextPage,
  type Page,
  pagesOf,
  previousPage,
  type Step,
  type WalkState,
} from '../src/core/paging';
import { withQuotedTexts } from '../src/core/quotes';
import { type SurveyOrder, surveyOrder } from '../src/core/shuffle';
import { shownOptionsOf, type ValidationIssue } from '../src/core/validation';
import { parseRangeTarget } from '../src/core/validation/compare';
import {
  type DisplayTimeRecords,
  displayTimeCoverage,
  isExcusedByDisplayTime,
  type TimedItem,
  timedItemsOf,
} from '../src/core/validation/displayTime';
import { fromSavePayload, isUnfinishedIssue, toSavePayload, validateAnswer } from '../src/questions/validate';

/**
 * Everything a response's answering needs that is pure domain work: reading the release, the seeded order,
 * paging, the logic engine, answer validation and the wire items of a save. It runs in the logic worker
 * (workers/logic.ts), so that the page's main thread never pays for the catalogue or the engine, and long
 * surveys never stall typing. It is a plain class so the unit tests drive it directly. How the release is read
 * is given: the worker reads a published release structurally (readPublishedRelease, no zod: the server parsed
 * it with the release schema when it published it); `LogicSession` (./logicSession) parses it with zod.
 */

/** Turns what the page sends into a release (or throws when it is not one). */
export type ReleaseReader = (wire: unknown) => Release;

/** What the page needs of the logic state, in plain structured-cloneable form. */
export interface RunnerView {
  /** Questions shown: visible by logic and not hidden by the designer (visibility 0, isHidden 1). */
  visibleQuestions: string[];
  hiddenOptions: Record<string, string[]>;
  hiddenDescs: Record<string, string[]>;
  ended: { byQuestionId: string } | null;
  /** Values logic auto-select / auto-assign give, for questions the respondent has not answered. */
  assigned: Answers;
}

export interface OpenedSession {
  release: Release;
  pages: Page[];
  /** Option and row orders per question id, as the seed decided. */
  options: SurveyOrder['options'];
  descs: SurveyOrder['descs'];
  view: RunnerView;
}

/** What one change gives the page: the new view and the wire items of the save that holds it. */
export interface ChangeOutcome {
  view: RunnerView;
  items: AnswerItemPayload[];
}

export interface QuestionIssues {
  questionId: string;
  issues: ValidationIssue[];
}

export class LogicSessionCore {
  private release: Release | undefined;
  private pages: Page[] = [];
  private engine: LogicEngine | undefined;
  private questions = new Map<string, Question>();
  private answers: Record<string, Answers[string]> = {};
  private responseId: string | undefined;
  /** The questions each display time times (src/core/validation/displayTime.ts), for validation. */
  private displayTimed: ReadonlyMap<string, readonly TimedItem[]> = new Map();
  /**
   * The save's wire items per question, kept between changes (see payload): a change re-encodes and
   * re-validates only the questions it can have touched. Empty until the first payload.
   */
  private itemsByQuestion = new Map<string, AnswerItemPayload[]>();
  /** The whole payload as last assembled, until a change touches an item. */
  private items: AnswerItemPayload[] | undefined;
  /** Questions whose validation compares with another question's answer (answerValidInd), by that question. */
  private comparedBy = new Map<string, string[]>();

  constructor(private readonly readRelease: ReleaseReader) {}

  open(wire: unknown, seed: string, answers: Answers, responseId?: string): OpenedSession {
    // Quoted options and rows show their source option's words as published (src/core/quotes.ts).
    const release = withQuotedTexts(this.readRelease(wire));
    const order = surveyOrder(release, seed);
    this.release = release;
    this.pages = pagesOf(release, order);
    this.questions = new Map(release.groups.flatMap((group) => group.questionList).map((q) => [q.id, q]));
    this.engine = createLogicEngine(release, { questionOrder: order.questionIds });
    this.displayTimed = displayTimeCoverage(timedItemsOf(release.groups));
    this.answers = { ...answers };
    this.responseId = responseId;
    this.itemsByQuestion = new Map();
    this.items = undefined;
    this.comparedBy = comparisonsOf(this.questions.values());
    this.engine.evaluate(this.answers);
    return { release, pages: this.pages, options: order.options, descs: order.descs, view: this.view() };
  }

  /** Applies answer changes (undefined clears) and returns the new view. */
  change(changes: readonly AnswerChange[]): RunnerView {
    const engine = this.requireEngine();
    for (const { questionId, value } of changes) {
      if (value === undefined) delete this.answers[questionId];
      else this.answers[questionId] = value;
    }
    const applied = engine.apply(changes);
    this.forgetItems(changes, applied.changes);
    return this.view();
  }

  /**
   * A change and the save that holds it in one call (one message each way for the page: see
   * src/runner/session/changeWriter.ts): the new view, and the wire items of the answers that count now.
   */
  changeAndPayload(changes: readonly AnswerChange[]): ChangeOutcome {
    const view = this.change(changes);
    return { view, items: this.payload() };
  }

  view(): RunnerView {
    const state = this.requireEngine().state;
    const plain = (map: ReadonlyMap<string, ReadonlySet<string>>) =>
      Object.fromEntries([...map].map(([key, ids]) => [key, [...ids]]));
    return {
      visibleQuestions: [...state.visibleQuestions].filter((id) => this.isStaticallyShown(id)),
      hiddenOptions: plain(state.hiddenOptions),
      hiddenDescs: plain(state.hiddenDescs),
      ended: state.ended ? { byQuestionId: state.ended.byQuestionId } : null,
      assigned: { ...state.assigned },
    };
  }

  next(from: number): Step {
    return nextPage(this.pages, from, this.walkState());
  }

  previous(from: number): number | undefined {
    return previousPage(this.pages, from, this.walkState());
  }

  /** The first page to show: the first shown page from the start. */
  first(): number {
    const step = this.next(-1);
    return step.kind === 'page' ? step.index : 0;
  }

  /**
   * Spec 2 §5 answer validation of the questions a page shows, in page order; only questions with issues are
   * listed. A matrix row page checks its one row (the other rows are their own pages). A question whose
   * display time ran out and moved the respondent on (`displayTimes`, the response's records) is not held
   * back by its unfinished issues, as the server's check of the save (isExcusedByDisplayTime).
   */
  validatePage(pageIndex: number, displayTimes?: DisplayTimeRecords): QuestionIssues[] {
    const engine = this.requireEngine();
    const page = this.pages[pageIndex];
    if (!page) return [];
    const state = engine.state;
    const answers = this.effectiveAnswers();
    const found: QuestionIssues[] = [];
    for (const questionId of page.questionIds) {
      const question = this.questions.get(questionId);
      if (!question || !state.visibleQuestions.has(questionId) || !this.isStaticallyShown(questionId))
        continue;
      const hiddenRows = state.hiddenDescs.get(questionId);
      const shownDescIds = page.matrixRow
        ? new Set([page.matrixRow.rowId])
        : new Set(question.descList.map((desc) => desc.id).filter((id) => !hiddenRows?.has(id)));
      const issues = validateAnswer(question, answers[questionId], {
        answers,
        questionById: (id) => this.questions.get(id),
        shownDescIds,
        ...shownOptionsOf(question, state.hiddenOptions.get(questionId)),
      }).filter(
        (found) =>
          !(isUnfinishedIssue(found) && isExcusedByDisplayTime(questionId, this.displayTimed, displayTimes)),
      );
      if (issues.length > 0) found.push({ questionId, issues });
    }
    return found;
  }

  /**
   * The first shown page before `before` whose questions have issues now, with them. Answers given later can
   * undo an earlier page: a question shown again by a later answer (shuffled groups), a value logic put in
   * and took away again. The server checks the whole response on the complete save, so before finishing the
   * runner takes the respondent back there instead of sending a save the server would refuse.
   */
  firstPageWithIssues(
    before: number,
    displayTimes?: DisplayTimeRecords,
  ): { pageIndex: number; issues: QuestionIssues[] } | undefined {
    const state = this.walkState();
    for (let index = 0; index < Math.min(before, this.pages.length); index++) {
      if (!isPageShown(this.pages[index]!, state)) continue;
      const issues = this.validatePage(index, displayTimes);
      if (issues.length > 0) return { pageIndex: index, issues };
    }
    return undefined;
  }

  /** Answers read back from saved wire items (another device's progress), by question of the open release. */
  answersFromItems(items: readonly AnswerItemPayload[]): Answers {
    this.requireEngine();
    const byQuestion = new Map<string, AnswerItemPayload[]>();
    for (const item of items) byQuestion.set(item.quId, [...(byQuestion.get(item.quId) ?? []), item]);
    const answers: Record<string, Answers[string]> = {};
    for (const [questionId, questionItems] of byQuestion) {
      const question = this.questions.get(questionId);
      const answer = question && fromSavePayload(question, questionItems);
      if (answer) answers[questionId] = answer;
    }
    return answers;
  }

  /**
   * The wire items of every answer that counts now: hidden questions' answers are left out (spec 2 §4), and so
   * are answers with an issue that is not merely "unfinished" (a half-typed phone number): the server would
   * refuse the whole save for it, and the rest of the progress must still reach the server. Such an answer
   * stays on the device and is sent once corrected; a complete response has none (it passed validation).
   */
  payload(): AnswerItemPayload[] {
    const engine = this.requireEngine();
    if (this.items) return this.items;
    const fresh = this.itemsByQuestion.size === 0;
    // The other answers, built only when a question to encode compares with one (cross-question ranges).
    let answers: Answers | undefined;
    const answersNow = () => {
      answers ??= this.effectiveAnswers();
      return answers;
    };
    const items: AnswerItemPayload[] = [];
    for (const questionId of engine.questionOrder) {
      let own = this.itemsByQuestion.get(questionId);
      if (fresh || own === undefined) {
        own = this.encode(questionId, answersNow);
        this.itemsByQuestion.set(questionId, own);
      }
      for (const item of own) items.push(item);
    }
    this.items = items;
    return items;
  }

  /**
   * The wire items of one question's answer, or none: hidden or unanswered, or with an issue that is not merely
   * "unfinished" (see payload).
   */
  private encode(questionId: string, answersNow: () => Answers): AnswerItemPayload[] {
    const engine = this.requireEngine();
    const question = this.questions.get(questionId);
    const answer = engine.effectiveAnswer(questionId);
    if (!question || !answer) return NO_ITEMS;
    const hiddenRows = engine.state.hiddenDescs.get(questionId);
    const shownDescIds = new Set(
      question.descList.map((desc) => desc.id).filter((id) => !hiddenRows?.has(id)),
    );
    const issues = validateAnswer(question, answer, {
      answers: question.answerConfig.answerValidInd === 1 ? answersNow() : undefined,
      questionById: (id: string) => this.questions.get(id),
      shownDescIds,
      ...shownOptionsOf(question, engine.state.hiddenOptions.get(questionId)),
    });
    if (issues.some((found) => !isUnfinishedIssue(found))) return NO_ITEMS;
    const ids = this.responseId ? { belongAnswerId: this.responseId } : undefined;
    return toSavePayload(question, answer, ids);
  }

  /**
   * Drops the kept items of every question a change can have touched: the answers changed, the questions logic
   * showed, hid, filtered or assigned, and the questions comparing their answer with one of those.
   */
  private forgetItems(changes: readonly AnswerChange[], logic: LogicChanges): void {
    if (this.itemsByQuestion.size === 0) return;
    const touched = [
      ...changes.map((change) => change.questionId),
      ...logic.shownQuestions,
      ...logic.hiddenQuestions,
      ...logic.filteredQuestions,
      ...logic.assignedQuestions,
    ];
    if (touched.length === 0) return;
    this.items = undefined;
    for (const questionId of touched) {
      this.itemsByQuestion.delete(questionId);
      for (const comparing of this.comparedBy.get(questionId) ?? []) this.itemsByQuestion.delete(comparing);
    }
  }

  private effectiveAnswers(): Answers {
    const engine = this.requireEngine();
    const answers: Record<string, Answers[string]> = {};
    for (const questionId of engine.questionOrder) {
      const answer = engine.effectiveAnswer(questionId);
      if (answer) answers[questionId] = answer;
    }
    return answers;
  }

  private isStaticallyShown(questionId: string): boolean {
    const question = this.questions.get(questionId);
    return question !== undefined && !isHiddenByDesigner(question);
  }

  private walkState(): WalkState {
    const state = this.requireEngine().state;
    const visible = new Set([...state.visibleQuestions].filter((id) => this.isStaticallyShown(id)));
    return { visibleQuestions: visible, hiddenDescs: state.hiddenDescs, ended: state.ended };
  }

  private requireEngine(): LogicEngine {
    if (!this.engine || !this.release) throw new Error('The logic session is not open');
    return this.engine;
  }
}

const NO_ITEMS: AnswerItemPayload[] = [];

/** The questions comparing their answer with another's (answerValidInd 1), by the question compared with. */
function comparisonsOf(questions: Iterable<Question>): Map<string, string[]> {
  const comparedBy = new Map<string, string[]>();
  for (const question of questions) {
    if (question.answerConfig.answerValidInd !== 1) continue;
    const target = parseRangeTarget(question.answerConfig.rangeTargetId)?.questionId;
    if (target) comparedBy.set(target, [...(comparedBy.get(target) ?? []), question.id]);
  }
  return comparedBy;
}
