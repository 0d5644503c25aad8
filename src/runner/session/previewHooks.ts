import type { RunnerView } from '../../../workers/logicSession';
import type { SampleStatus } from '../../core/model';
import type { ChangeWriter } from './changeWriter';

/** What the page does with the respondent's edits: ChangeWriter (device and server), or a preview's memory. */
export type AnswerWriter = Pick<
  ChangeWriter,
  'current' | 'failing' | 'setAnswer' | 'patch' | 'carry' | 'retry' | 'flushed'
>;

/**
 * The designer's preview runs the runner's own page walk (src/runner/ui/Runner.tsx) with these instead of the
 * device: answers go to the given writer (memory only), no save is sent, no quota state is asked for or kept,
 * nothing is written to IndexedDB, and the end calls onFinish instead of leaving for /answerend. Only types
 * here: the preview's code is a chunk of its own (src/runner/preview/), never in a respondent's first load.
 */
export interface RunnerPreview {
  /** The writer the page's edits go to; the logic's new views go to onView (the page's own state). */
  writerFor: (onView: (view: RunnerView) => void) => AnswerWriter;
  /** The page shown (after every move) and the logic's view of the answers now. */
  onPage: (pageIndex: number, view: RunnerView) => void;
  /** The respondent reached the end: the status a real response would have ended with. */
  onFinish: (sampleStatus: SampleStatus) => void;
}
