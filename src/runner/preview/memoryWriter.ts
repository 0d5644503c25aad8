import type { RunnerView } from '../../../workers/logicSession';
import type { Answers, AnswerValue } from '../../core/model';
import { cleanStrings } from '../../core/text';
import type { LogicClient } from '../logic/client';
import type { AnswerWriter } from '../session/previewHooks';

/**
 * The preview's writer: the respondent's edits go to the logic worker, as ChangeWriter sends them, and stay
 * in this object only — no IndexedDB row, no outbox, no save. Text is cleaned as ChangeWriter cleans it, so the
 * preview answers exactly what a respondent's phone would keep. One per preview round: it outlives the
 * runner views mounted over it (a jump to another page mounts a new one), so the answers stay.
 */
export class MemoryWriter implements AnswerWriter {
  private answers: Answers;
  private chain: Promise<void> = Promise.resolve();
  private listener: (view: RunnerView) => void = () => undefined;
  /** Answer changes so far (the frame reports it to the parent). */
  changes = 0;

  constructor(
    private readonly logic: Pick<LogicClient, 'change'>,
    answers: Answers = {},
  ) {
    this.answers = { ...answers };
  }

  /** Whom the logic's new view goes to: the runner view mounted now. */
  listen(listener: (view: RunnerView) => void): this {
    this.listener = listener;
    return this;
  }

  get current(): Answers {
    return this.answers;
  }

  /** Nothing is written, so nothing can fail to be. */
  get failing(): boolean {
    return false;
  }

  setAnswer(questionId: string, typed: AnswerValue | undefined): Promise<void> {
    const value = typed === undefined ? undefined : cleanStrings(typed);
    const next: Record<string, AnswerValue> = { ...this.answers };
    if (value === undefined) delete next[questionId];
    else next[questionId] = value;
    this.answers = next;
    this.changes += 1;
    // In order, one after another: the worker must see the changes as they were made.
    this.chain = this.chain
      .then(() => this.logic.change([{ questionId, value }]))
      .then((view) => this.listener(view))
      .catch((error: unknown) => console.error('The preview could not apply an answer', error));
    return this.chain;
  }

  /** Page moves, timings and completion are a response's record: the preview keeps none. */
  patch(): Promise<void> {
    return this.chain;
  }

  carry(): void {}

  retry(): Promise<void> {
    return this.chain;
  }

  flushed(): Promise<void> {
    return this.chain;
  }
}
