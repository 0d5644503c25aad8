import type { RunnerView } from '../../../workers/logicSession';
import type { ReleaseWire } from '../../core/api/design';
import type { Question, Release, SampleStatus } from '../../core/model';
import type { Page } from '../../core/paging';
import { blankQuoteTokens, plainText } from '../../core/quotes';
import type { Language } from '../../i18n';
import { isCheckpoint } from '../../questions/checkpoint/check';

/**
 * The messages between the designer's preview screen (/preview, the parent page) and the runner it hosts in an
 * iframe (/previewanswer). Both are pages of this origin; each side takes only messages from the other window
 * and of this origin. The parent hands over the release (it holds the designer's session, the frame needs none),
 * then steers: jump, reset, a newer design. The frame tells what it shows, so the parent lists the pages.
 */
export const PREVIEW_CHANNEL = 'wenda-preview';

/** Parent → frame. */
export type PreviewCommand =
  | {
      channel: typeof PREVIEW_CHANNEL;
      /** Open this release; keepAnswers carries the answers and seed over (the design was reloaded). */
      type: 'open';
      release: ReleaseWire;
      lang: Language;
      keepAnswers?: boolean;
    }
  | { channel: typeof PREVIEW_CHANNEL; type: 'jump'; pageIndex: number }
  /** Start over: no answers, a fresh seed (another shuffle). */
  | { channel: typeof PREVIEW_CHANNEL; type: 'reset' };

/** One page of the preview's walk, as the parent lists it. */
export interface PreviewPageSummary {
  index: number;
  /** The numbers of the questions it shows (Q1, Q2…), or empty for a page of texts. */
  numbers: string[];
  /** The first question's title as plain text (quote tokens as a blank). */
  title: string;
  /** Whether the answers given so far show it (logic may skip it). */
  shown: boolean;
}

/** Frame → parent. */
export type PreviewReport =
  | { channel: typeof PREVIEW_CHANNEL; type: 'ready' }
  | {
      channel: typeof PREVIEW_CHANNEL;
      type: 'state';
      pages: PreviewPageSummary[];
      /** The page shown, or null once the end is reached. */
      current: number | null;
      /** How the walk ended, once it has. */
      finished: SampleStatus | null;
      /** A counter of answer changes, so tests and the parent can tell answering went on. */
      answered: number;
    }
  | { channel: typeof PREVIEW_CHANNEL; type: 'failed'; message: string };

export function isPreviewMessage<T extends PreviewCommand | PreviewReport>(data: unknown): data is T {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { channel?: unknown }).channel === PREVIEW_CHANNEL &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

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
