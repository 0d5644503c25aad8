import { defineFormat, type FormatMigration } from '../model/formats/migrate';

/**
 * A response's audit trail (paradata), as ODK Collect's audit log keeps one: what the respondent (or the
 * interviewer) did, in order — which question was entered and left, how an answer changed (its old and new
 * value only when the survey records values: `collection_limits.audit_values`), page moves (next, back, a
 * jump the logic or a check made), the app going to the background and coming back, location fixes and how
 * the response ended.
 *
 * Times: a page life counts from its own anchor — the wall clock read once when it started recording for
 * the response (`AuditAnchor.wallMs`) — with the monotonic clock (performance.now), so an event is
 * `atMs` after its clock's anchor. Durations between events of one clock never depend on the device's wall
 * clock, which a respondent or the network may change meanwhile; a reload starts the next clock.
 *
 * Plain types and constants, no zod: the runner's first chunk records events (the wire's zod schema is
 * ./schema.ts, read by the server).
 */
export const AUDIT_EVENT_KINDS = [
  /** The response started on this device (clock 0). */
  'start',
  /** A later page life opened the response again (a new clock). */
  'resume',
  'question-enter',
  'question-leave',
  /** The answer differs from when the question was entered: recorded on leaving, never per keystroke. */
  'answer-change',
  'page-move',
  /** The page went to the background (another app, the screen off, the tab hidden or closed). */
  'hidden',
  'visible',
  /** A position fix (the interview's start or end fix when the survey records the interview's location). */
  'location',
  /** No fix could be taken for the interview's start or end: refused, unavailable, or none within the wait. */
  'location-failed',
  /** The response was finished, with its sample status. */
  'end',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/** next and back are the buttons; a jump is any other move (logic skipping pages, a check sending back). */
export const PAGE_MOVES = ['next', 'back', 'jump'] as const;
export type PageMove = (typeof PAGE_MOVES)[number];

/**
 * Which of the interview's fixes a 'location' or 'location-failed' event is: taken as the response starts, or
 * as it is finished. Events recorded before the survey setting existed carry none (read as no known role).
 */
export const LOCATION_FIXES = ['start', 'end'] as const;
export type LocationFix = (typeof LOCATION_FIXES)[number];

/** Why no fix came: access refused, no position (or no Geolocation at all), nothing within the wait. */
export const LOCATION_FAILURES = ['denied', 'unavailable', 'timeout'] as const;
export type LocationFailure = (typeof LOCATION_FAILURES)[number];

/** The longest answer value kept with a change (JSON text); longer ones are cut. */
export const AUDIT_VALUE_MAX_CHARS = 2_000;
/** Events one save may carry; a device holding more sends them over several saves. */
export const AUDIT_EVENTS_PER_SAVE = 2_000;

/** One event as recorded and sent. */
export interface AuditEvent {
  /** 1, 2, … per response across page lives: the server keeps one row per (response, seq). */
  seq: number;
  /** The page life that counted it (see AuditAnchor). */
  clock: number;
  /** Milliseconds after its clock's anchor, monotonic. */
  atMs: number;
  kind: AuditEventKind;
  questionId?: string;
  fromPage?: number;
  toPage?: number;
  move?: PageMove;
  /** The answer's value as JSON text (null: no answer), only when the survey records values. */
  oldValue?: string | null;
  newValue?: string | null;
  latitude?: number;
  longitude?: number;
  /** Metres. */
  accuracy?: number;
  /** A location event's role: the interview's start or end fix. */
  fix?: LocationFix;
  /** A 'location-failed' event's reason. */
  failure?: LocationFailure;
  /** An 'end' event's sample status. */
  status?: string;
}

/** Where a clock starts: the wall time (epoch ms) read when its page life began recording. */
export interface AuditAnchor {
  clock: number;
  wallMs: number;
}

/**
 * What a save carries of the trail: the events the server has not acknowledged yet and the anchors of their
 * clocks. Its own format (the events' shape), inside the save body's.
 */
export interface AuditBatch {
  format: number;
  anchors: AuditAnchor[];
  events: AuditEvent[];
}

/** The audit batch's format: an ordered list of migrations, as the other stored formats. */
export const AUDIT_BATCH_MIGRATIONS: readonly FormatMigration[] = [];
export const auditBatchFormat = defineFormat('audit trail', AUDIT_BATCH_MIGRATIONS);
export const AUDIT_BATCH_FORMAT = auditBatchFormat.current;

/** An event's wall time: its clock's anchor plus its monotonic offset. */
export function wallTimeOf(event: Pick<AuditEvent, 'atMs'>, anchor: Pick<AuditAnchor, 'wallMs'>): number {
  return anchor.wallMs + event.atMs;
}

/** An answer value as an event keeps it: JSON text, cut to AUDIT_VALUE_MAX_CHARS; null for no answer. */
export function auditValueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  return text.length > AUDIT_VALUE_MAX_CHARS ? text.slice(0, AUDIT_VALUE_MAX_CHARS) : text;
}
