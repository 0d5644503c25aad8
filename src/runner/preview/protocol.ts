import type { ReleaseWire } from '../../core/api/design';
import type { SampleStatus } from '../../core/model';
import type { Language } from '../../i18n';

/**
 * The messages between the designer's preview screen (/preview, the parent page) and the runner it hosts in an
 * iframe (/previewanswer). Both are pages of this origin; each side takes only messages from the other window
 * and of this origin. The parent hands over the release (it holds the designer's session, the frame needs none),
 * then steers: jump, reset, a newer design. The frame tells what it shows, so the parent lists the pages.
 * Types and constants only: the designer imports this, and any code shared with the runner's chunks would be
 * split out of them into chunks of their own (one more request for every respondent).
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
