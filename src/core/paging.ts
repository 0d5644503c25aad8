import type { Question, Release } from './model';
import { isMatrix, type MatrixPage } from './shuffle';

/**
 * Paging (spec 1 §3 pageType, §4 page rules; spec 2 §4 matrix virtual pages). The model:
 *
 * 1. A group's questions are cut into pages at page breaks (PageBox: the break itself is never shown), after a
 *    checkpoint (CheckPointBox: it is the last item of the page it ends, so the runner runs its checks when
 *    leaving that page), and around a matrix (RadioBoxGroup, CheckBoxGroup, RateGroupBox), which becomes one
 *    virtual page per row. Groups never share a page (they can be shuffled).
 * 2. Each cut page has the type of its opener: the PageBox that starts it, or else its first question.
 *    1 single page, 2 first and 3 last page of a page group.
 * 3. A page of type 2 opens a page group: the pages after it are merged into one page up to and including the
 *    next page of type 3. A group's end, a checkpoint or a matrix closes an open page group. A 3 with no open
 *    group is a single page.
 * 4. Forced types (spec 1 §4): the first page of a group is never of type 2, and the page after a checkpoint is
 *    always of type 1. Paging applies these itself, so a survey whose types were never fixed pages the same as
 *    one whose designer sent `pageTypeFixes` to `POST /api/design/my-survey-design/edit/page`.
 */

export type PageType = 1 | 2 | 3;

/** One page the runner shows. A matrix row page names the matrix, its row and the row's options in order. */
export interface Page {
  questionIds: string[];
  matrixRow?: { questionId: string; rowId: string; optionIds: string[] };
}

/** What paging needs of a response's order (a `SurveyOrder` from shuffle.ts fits). */
export interface PagingOrder {
  groupIds: readonly string[];
  /** Virtual pages of each matrix, rows and options in display order; designer order when absent. */
  matrixPages?: Readonly<Record<string, readonly MatrixPage[]>>;
}

type PagedQuestion = Pick<Question, 'id' | 'elementType' | 'pageType' | 'orderById'>;

interface CutPage {
  type: PageType;
  questionIds: string[];
  /** Starts after a hard boundary (group start, checkpoint, matrix): no page group continues into it. */
  afterBoundary: boolean;
  matrixRow?: Page['matrixRow'];
}

function inOrder<T extends Pick<Question, 'orderById'>>(questions: readonly T[]): T[] {
  return [...questions].sort((left, right) => left.orderById - right.orderById);
}

/** The type a page opened by `opener` has once the forced types are applied. */
function forcedType(opener: PagedQuestion, startsGroup: boolean, followsCheckpoint: boolean): PageType {
  if (followsCheckpoint) return 1;
  if (startsGroup && opener.pageType === 2) return 1;
  return opener.pageType;
}

/** Step 1 and 2 of the model for one group: the cut pages with their (forced) types. */
function cutGroup(questions: readonly Question[], order: PagingOrder): CutPage[] {
  const pages: CutPage[] = [];
  let current: CutPage | undefined;
  let startsGroup = true;
  let followsCheckpoint = false;
  let afterBoundary = true;
  const open = (opener: PagedQuestion) => {
    current = { type: forcedType(opener, startsGroup, followsCheckpoint), questionIds: [], afterBoundary };
    pages.push(current);
    startsGroup = followsCheckpoint = afterBoundary = false;
  };
  for (const question of inOrder(questions)) {
    if (question.elementType === 'PageBox') {
      open(question);
      continue;
    }
    if (isMatrix(question)) {
      const rows = order.matrixPages?.[question.id] ?? designerRows(question);
      for (const row of rows) {
        pages.push({
          type: 1,
          questionIds: [question.id],
          afterBoundary: true,
          matrixRow: { questionId: question.id, rowId: row.rowId, optionIds: [...row.optionIds] },
        });
      }
      current = undefined;
      startsGroup = followsCheckpoint = false;
      afterBoundary = true;
      continue;
    }
    if (!current) open(question);
    current!.questionIds.push(question.id);
    if (question.elementType === 'CheckPointBox') {
      current = undefined;
      followsCheckpoint = afterBoundary = true;
    }
  }
  // Empty pages (two breaks in a row) stay until the merge: their type may still open or close a page group.
  return pages;
}

function designerRows(question: Question): MatrixPage[] {
  const optionIds = inOrder(question.optionList).map((option) => option.id);
  return inOrder(question.descList).map((desc) => ({ rowId: desc.id, optionIds }));
}

/** Step 3: merges page groups (a 2 through the next 3) into single pages. */
function mergePageGroups(cut: readonly CutPage[]): Page[] {
  const pages: Page[] = [];
  let merging: Page | undefined;
  for (const page of cut) {
    if (merging && (page.afterBoundary || page.matrixRow)) {
      pages.push(merging);
      merging = undefined;
    }
    if (page.matrixRow) {
      pages.push({ questionIds: page.questionIds, matrixRow: page.matrixRow });
    } else if (merging) {
      merging.questionIds.push(...page.questionIds);
      if (page.type === 3) {
        pages.push(merging);
        merging = undefined;
      }
    } else if (page.type === 2) {
      merging = { questionIds: [...page.questionIds] };
    } else {
      pages.push({ questionIds: page.questionIds });
    }
  }
  if (merging) pages.push(merging);
  return pages;
}

/** The pages a respondent walks, groups in `order` (which lists the group ids after shuffling). */
export function pagesOf(release: Release, order: PagingOrder): Page[] {
  const groups = new Map(release.groups.map((group) => [group.id, group]));
  const listed = order.groupIds.filter((id) => groups.has(id));
  const missing = release.groups.map((group) => group.id).filter((id) => !listed.includes(id));
  return [...listed, ...missing]
    .flatMap((id) => mergePageGroups(cutGroup(groups.get(id)!.questionList, order)))
    .filter((page) => page.questionIds.length > 0);
}

/** A `{id, pageType}` item of the designer's page call. */
export interface PageTypeFix {
  id: string;
  pageType: 1;
}

/**
 * The page-type changes spec 1 §4 forces after a move or delete: the opener of a group's first page when it
 * has type 2, and the opener of the page after a checkpoint when it is not type 1. Only the questions whose
 * stored type differs are listed, so an empty list means no call is needed.
 */
export function pageTypeFixes(groups: readonly { questionList: readonly PagedQuestion[] }[]): PageTypeFix[] {
  const fixes: PageTypeFix[] = [];
  for (const group of groups) {
    const questions = inOrder(group.questionList);
    const first = questions[0];
    if (first && first.pageType === 2) fixes.push({ id: first.id, pageType: 1 });
    questions.forEach((question, position) => {
      const next = questions[position + 1];
      if (question.elementType === 'CheckPointBox' && next && next.pageType !== 1) {
        fixes.push({ id: next.id, pageType: 1 });
      }
    });
  }
  return fixes;
}

/** What the runner needs of the logic state to walk pages (a `LogicState` fits). */
export interface WalkState {
  readonly visibleQuestions: ReadonlySet<string>;
  readonly hiddenDescs: ReadonlyMap<string, ReadonlySet<string>>;
  readonly ended: { readonly byQuestionId: string } | null;
}

/** A page shows when one of its questions is visible; a matrix row page when its matrix and its row are. */
export function isPageShown(page: Page, state: WalkState): boolean {
  if (page.matrixRow) {
    const { questionId, rowId } = page.matrixRow;
    return state.visibleQuestions.has(questionId) && !state.hiddenDescs.get(questionId)?.has(rowId);
  }
  return page.questionIds.some((id) => state.visibleQuestions.has(id));
}

/** The next step from page `from` (−1 before the first page): another page, or the end of the survey. */
export type Step =
  | { kind: 'page'; index: number }
  | { kind: 'finish'; ended: { byQuestionId: string } | null };

export function nextPage(pages: readonly Page[], from: number, state: WalkState): Step {
  const ended = state.ended ? { byQuestionId: state.ended.byQuestionId } : null;
  // The survey ends after the question whose rule fired: after its LAST page, since a matrix has one page per
  // row and the rows after the one answered are still the question's (the server requires them).
  const endPage = ended ? pages.findLastIndex((page) => page.questionIds.includes(ended.byQuestionId)) : -1;
  if (ended && endPage !== -1 && from >= endPage) return { kind: 'finish', ended };
  for (let index = from + 1; index < pages.length; index++) {
    if (isPageShown(pages[index]!, state)) return { kind: 'page', index };
  }
  return { kind: 'finish', ended };
}

/** The previous shown page before `from`, or undefined on the first one. */
export function previousPage(pages: readonly Page[], from: number, state: WalkState): number | undefined {
  for (let index = Math.min(from, pages.length) - 1; index >= 0; index--) {
    if (isPageShown(pages[index]!, state)) return index;
  }
  return undefined;
}
