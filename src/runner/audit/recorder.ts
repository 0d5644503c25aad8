import { AuditClock } from '../../core/audit/clock';
import {
  auditValueText,
  type LocationFailure,
  type LocationFix,
  type PageMove,
} from '../../core/audit/events';
import type { Answers } from '../../core/model';
import { type AuditSource, auditSourceOf, type PendingAuditEvent } from './deviceTrail';

/** An event before the clock stamps it. */
type Unstamped = Omit<PendingAuditEvent, 'atMs'>;

/** A position fix, as the GPS family reads one (latitude, longitude in degrees; accuracy in metres). */
export interface AuditFix {
  latitude: number;
  longitude: number;
  accuracy?: number;
  /** The interview's start or end fix (./interviewLocation.ts). */
  fix?: LocationFix;
}

/**
 * One page life's audit trail of a response (src/core/audit/events.ts): what the page tells it becomes
 * events in memory, stamped by one monotonic clock, until a commit or a flush takes them to the device
 * (./deviceTrail.ts). Nothing here touches storage or runs per keystroke: an answer's change is found by
 * comparing it, on leaving the question (or the page going to the background), with what it was on entering.
 */
export class AuditRecorder implements AuditSource {
  readonly wallMs: number;
  clock: number | undefined;
  /** Whether changes keep the old and new value (the survey's setting, as the device last heard it). */
  recordValues = false;
  private pending: PendingAuditEvent[] = [];
  private current: { questionId: string; baseline: string | null } | undefined;
  private hidden = false;
  private ended = false;
  /** Runs as the response is finished, before its 'end' event (the interview's end fix is recorded there). */
  beforeEnd: (() => void) | undefined;

  constructor(
    private readonly answersNow: () => Answers,
    private readonly timer = new AuditClock(),
  ) {
    this.wallMs = timer.wallMs;
  }

  take(): PendingAuditEvent[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }

  /** The page life began: the response's start, or a later opening of it. */
  opened(resumed: boolean): void {
    this.push({ kind: resumed ? 'resume' : 'start' });
  }

  /** The respondent is on this question now (the page's first, or the one they touched or focused). */
  enter(questionId: string): void {
    if (this.current?.questionId === questionId) return;
    this.leave();
    this.push({ kind: 'question-enter', questionId });
    this.current = { questionId, baseline: this.valueOf(questionId) };
  }

  leave(): void {
    const current = this.current;
    if (!current) return;
    this.noteChange();
    this.push({ kind: 'question-leave', questionId: current.questionId });
    this.current = undefined;
  }

  pageMove(fromPage: number, toPage: number, move: PageMove): void {
    this.leave();
    this.push({ kind: 'page-move', fromPage, toPage, move });
  }

  /** The page went to the background: a change made so far is recorded now, as the page may not come back. */
  hide(): void {
    if (this.hidden || this.ended) return;
    this.hidden = true;
    this.noteChange();
    this.push({ kind: 'hidden' });
  }

  show(): void {
    if (!this.hidden) return;
    this.hidden = false;
    this.push({ kind: 'visible' });
  }

  /**
   * A location fix, for a survey that asks for one: the interview's start and end fix, taken by
   * ./interviewLocation.ts with the GPS family's watch.
   */
  location(fix: AuditFix): void {
    const event: Unstamped = { kind: 'location', latitude: fix.latitude, longitude: fix.longitude };
    if (fix.accuracy !== undefined) event.accuracy = fix.accuracy;
    if (fix.fix) event.fix = fix.fix;
    this.push(event);
  }

  /** No start or end fix could be taken, and why. */
  locationFailed(fix: LocationFix, failure: LocationFailure): void {
    this.push({ kind: 'location-failed', fix, failure });
  }

  /** The response is finished: the last event; nothing is recorded after it. */
  end(status: string): void {
    if (!this.ended) this.beforeEnd?.();
    this.leave();
    this.push({ kind: 'end', status });
    this.ended = true;
  }

  private noteChange(): void {
    const current = this.current;
    if (!current) return;
    const now = this.valueOf(current.questionId);
    if (now === current.baseline) return;
    const event: Unstamped = { kind: 'answer-change', questionId: current.questionId };
    if (this.recordValues) {
      event.oldValue = current.baseline;
      event.newValue = now;
    }
    this.push(event);
    current.baseline = now;
  }

  private valueOf(questionId: string): string | null {
    return auditValueText(this.answersNow()[questionId]);
  }

  private push(event: Unstamped): void {
    if (!this.ended) this.pending.push({ ...event, atMs: this.timer.now() });
  }
}

/** How a move from one page to another is recorded: next is the following shown page, back the button. */
export function moveOf(shown: readonly boolean[], fromPage: number, toPage: number, back: boolean): PageMove {
  if (back) return 'back';
  const skipped = shown.slice(fromPage + 1, toPage).some(Boolean);
  return toPage > fromPage && !skipped ? 'next' : 'jump';
}

/**
 * The hook for location events: the code that takes a fix for an interview (a survey asking for location)
 * calls this with the response it belongs to; the page recording that response adds a 'location' event. No
 * page recording it (the preview, the response finished): nothing is recorded.
 */
export function recordAuditLocation(responseId: string, fix: AuditFix): void {
  const source = auditSourceOf(responseId);
  if (source instanceof AuditRecorder) source.location(fix);
}

/** The same hook for a fix that could not be taken (refused, unavailable, none within the wait). */
export function recordAuditLocationFailure(
  responseId: string,
  fix: LocationFix,
  failure: LocationFailure,
): void {
  const source = auditSourceOf(responseId);
  if (source instanceof AuditRecorder) source.locationFailed(fix, failure);
}
