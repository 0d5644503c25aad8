import type { RunnerView } from '../../../workers/logicSession';
import type { Question, Release } from '../../core/model';
import type { Page } from '../../core/paging';
import { blankQuoteTokens, plainText } from '../../core/quotes';
import { isCheckpoint } from '../../questions/checkpoint/check';
import type { PreviewPageSummary } from './protocol';

/**
 * The pages of a preview's walk for the page list: which questions each shows (checkpoints are never shown),
 * their numbers and the first title, and whether the answers so far show the page — by the same rule the
 * runner walks by (a page is shown when one of its questions is visible; a matrix row page when its row is).
 */
export function pageSummaries(
  release: Release,
  pages: readonly Page[],
  view: Pick<RunnerView, 'visibleQuestions' | 'hiddenDescs'>,
): PreviewPageSummary[] {
  const byId = new Map<string, Question>(
    release.groups.flatMap((group) => group.questionList).map((question) => [question.id, question]),
  );
  const visible = new Set(view.visibleQuestions);
  return pages.map((page, index) => {
    const questions = page.questionIds
      .map((id) => byId.get(id))
      .filter((question): question is Question => !!question && !isCheckpoint(question));
    const row = page.matrixRow;
    const shown = row
      ? visible.has(row.questionId) && !view.hiddenDescs[row.questionId]?.includes(row.rowId)
      : page.questionIds.some((id) => visible.has(id));
    const first = questions[0];
    const rowTitle = row && first?.descList.find((desc) => desc.id === row.rowId)?.optionName;
    const title = first ? plainText(blankQuoteTokens(first.quTitle || first.title || '')) : '';
    return {
      index,
      numbers: questions.flatMap((question) => (question.quNum ? [question.quNum] : [])),
      title: rowTitle ? `${title} · ${plainText(rowTitle)}` : title,
      shown,
    };
  });
}
