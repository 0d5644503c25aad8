import type { RunnerView } from '../../../workers/logicSession';
import type { AnswerItemPayload, Answers, AnswerValue } from '../../core/model';
import { cleanStrings } from '../../core/text';
import type { commitTrailSave } from '../audit/trailSave';
import type { RunnerDatabase, StoredResponse } from '../db';
import type { LogicClient } from '../logic/client';
import type { commitChange, ResponsePatch } from '../storage/responses';

export interface ChangeWriterHooks {
  /** The logic's new view after answer changes. */
  onView: (view: RunnerView) => void;
  /** A change is on the device (`db`): send it. */
  onCommitted: (response: StoredResponse, db: RunnerDatabase) => void;
  /** A write failed (StorageFullError when the device is full): nothing of it was stored. */
  onError: (error: unknown) => void;
}

/**
 * Turns the respondent's edits into committed response states, in order. Edits that arrive while a commit is
 * running are merged into the next one (typing produces one edit per key), so the device writes and the saves
 * follow the respondent without queueing one per keystroke. Each round: logic worker first (the new
 * visibility decides which answers count; one round trip gives the view and the save's items), then the Dexie
 * transaction (seq + 1, outbox row), then the send.
 */
export class ChangeWriter {
  private answers: Record<string, AnswerValue>;
  private readonly pendingAnswers = new Map<string, AnswerValue | undefined>();
  private pendingPatch: ResponsePatch = {};
  private dirty = false;
  private chain: Promise<void> = Promise.resolve();
  private scheduled = false;
  private failure: unknown;
  private readonly writes: Promise<{
    db: RunnerDatabase;
    commit: typeof commitChange;
    commitTrail: typeof commitTrailSave;
  }>;
  /** The wire items of the state last committed (a trail save writes that state again). */
  private committedItems: AnswerItemPayload[] | undefined;
  /** The wire items the worker last gave (of its current answers, committed or not): a page move's save. */
  private latestItems: AnswerItemPayload[] | undefined;

  /**
   * `device` resolves once the response is on the device (it may be stored after its first question is up:
   * session/openSession.ts); each round waits for it, so an edit made before is written after, never lost.
   */
  constructor(
    device: Promise<RunnerDatabase>,
    private readonly logic: LogicClient,
    private readonly responseId: string,
    answers: Answers,
    private readonly hooks: ChangeWriterHooks,
  ) {
    this.answers = { ...answers };
    // The device's write (../storage/responses.ts, with the outbox and audit code it needs) is fetched once
    // the database is there: the first question is shown without it.
    this.writes = device.then(async (db) => ({
      db,
      commit: (await import('../storage/responses')).commitChange,
      commitTrail: (await import('../audit/trailSave')).commitTrailSave,
    }));
    this.writes.catch(() => undefined);
  }

  /** The respondent's own answers, as the page should show them. */
  get current(): Answers {
    return this.answers;
  }

  /**
   * The one door every answer of every family comes in by (typed, pasted, picked): its text is cleaned here of
   * what no database or export can hold (NUL, control characters, lone surrogates — see cleanText), so the
   * page shows, the device keeps and the server receives the same text, and no paste can make a save fail.
   */
  setAnswer(questionId: string, typed: AnswerValue | undefined): Promise<void> {
    const value = typed === undefined ? undefined : cleanStrings(typed);
    if (value === undefined) delete this.answers[questionId];
    else this.answers[questionId] = value;
    this.answers = { ...this.answers };
    this.pendingAnswers.set(questionId, value);
    return this.schedule();
  }

  /**
   * Fields that ride along with the respondent's next change without being a change themselves (the survey
   * language the link chose): opening a survey must not send a save on its own.
   */
  carry(patch: ResponsePatch): void {
    this.pendingPatch = { ...patch, ...this.pendingPatch };
  }

  /** Page moves, timings, completion: written with the next round. */
  patch(patch: ResponsePatch): Promise<void> {
    this.pendingPatch = { ...this.pendingPatch, ...patch };
    return this.schedule();
  }

  /** Writes the current state again (after the device ran out of space and the respondent freed some). */
  retry(): Promise<void> {
    this.dirty = true;
    return this.schedule();
  }

  /** True while the last write failed: the page must not move on as if the answers were kept. */
  get failing(): boolean {
    return this.failure !== undefined;
  }

  /** Resolves once everything asked so far is committed (or has failed and been reported). */
  flushed(): Promise<void> {
    return this.chain;
  }

  /**
   * The audit trail recorded events no save carries (a leave, the background, the way back to the list):
   * queues a save of the state as committed, in turn after the writes asked before (../audit/trailSave.ts).
   * Resolves to whether one was queued (not for nothing new, nor while writes fail).
   */
  saveTrail(): Promise<boolean> {
    const run = this.chain.then(() => this.trailRound());
    this.chain = run.then(() => undefined);
    return run;
  }

  private async trailRound(): Promise<boolean> {
    if (this.failure !== undefined) return false;
    try {
      // Asked of the worker at once when no write gave them yet: the page going away ends it a turn later.
      const items = this.committedItems ?? (await this.logic.payload());
      const { db, commitTrail } = await this.writes;
      const stored = await commitTrail(db, this.responseId, items);
      if (!stored) return false;
      this.committedItems = items;
      this.hooks.onCommitted(stored, db);
      return true;
    } catch (error) {
      this.hooks.onError(error);
      return false;
    }
  }

  private schedule(): Promise<void> {
    this.dirty = true;
    if (!this.scheduled) {
      this.scheduled = true;
      this.chain = this.chain.then(() => this.round());
    }
    return this.chain;
  }

  private async round(): Promise<void> {
    this.scheduled = false;
    if (!this.dirty) return;
    this.dirty = false;
    const changes = [...this.pendingAnswers].map(([questionId, value]) => ({ questionId, value }));
    this.pendingAnswers.clear();
    const patch = this.pendingPatch;
    this.pendingPatch = {};
    try {
      // One message to the worker and one back: the new view and the save's items (re-encoded for the
      // questions the change touched only: workers/logicSessionCore.ts).
      let items: AnswerItemPayload[];
      if (changes.length > 0) {
        const outcome = await this.logic.changeAndPayload(changes);
        this.hooks.onView(outcome.view);
        items = outcome.items;
      } else items = this.latestItems ?? (await this.logic.payload());
      this.latestItems = items;
      const { db, commit } = await this.writes;
      const stored = await commit(
        db,
        this.responseId,
        { ...patch, answers: this.answers },
        items,
        changes.map((change) => change.questionId),
      );
      this.failure = undefined;
      this.committedItems = items;
      this.hooks.onCommitted(stored, db);
    } catch (error) {
      this.failure = error ?? new Error('write failed');
      // The worker is asked again: a call that failed says nothing of what it holds now.
      this.latestItems = undefined;
      // Keep the patch for the retry: the answers themselves are always written whole.
      this.pendingPatch = { ...patch, ...this.pendingPatch };
      this.hooks.onError(error);
    }
  }
}
