import { z } from 'zod';
import {
  AUDIT_BATCH_FORMAT,
  AUDIT_EVENT_KINDS,
  AUDIT_EVENTS_PER_SAVE,
  AUDIT_VALUE_MAX_CHARS,
  LOCATION_FAILURES,
  LOCATION_FIXES,
  PAGE_MOVES,
} from './events';

/** A day: no page life records longer without a reload (an offset beyond it is no monotonic reading). */
const MAX_OFFSET_MS = 7 * 86_400_000;
/** Anchors from 2020 to 2100 (epoch ms): a device clock further off than that is no clock reading. */
const WALL_MIN = Date.UTC(2020, 0, 1);
const WALL_MAX = Date.UTC(2100, 0, 1);

const valueSchema = z.string().max(AUDIT_VALUE_MAX_CHARS).nullable().optional();

/** One event as the wire carries it (src/core/audit/events.ts AuditEvent). */
export const auditEventSchema = z.object({
  seq: z.number().int().min(1).max(1_000_000_000),
  clock: z.number().int().min(0).max(100_000),
  atMs: z.number().min(0).max(MAX_OFFSET_MS),
  kind: z.enum(AUDIT_EVENT_KINDS),
  questionId: z.string().min(1).max(64).optional(),
  fromPage: z.number().int().min(0).max(100_000).optional(),
  toPage: z.number().int().min(0).max(100_000).optional(),
  move: z.enum(PAGE_MOVES).optional(),
  oldValue: valueSchema,
  newValue: valueSchema,
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  accuracy: z.number().min(0).max(1_000_000).optional(),
  status: z.string().max(32).optional(),
  fix: z.enum(LOCATION_FIXES).optional(),
  failure: z.enum(LOCATION_FAILURES).optional(),
});

/**
 * The trail's part of a save: its events (seq unique and growing) and the anchor of every clock they name.
 * What each kind needs (a question, pages, a position) is checked too: the server keeps only well-formed
 * events, and never trusts the device for it.
 */
export const auditBatchSchema = z
  .object({
    format: z.literal(AUDIT_BATCH_FORMAT),
    anchors: z
      .array(
        z.object({
          clock: z.number().int().min(0).max(100_000),
          wallMs: z.number().int().min(WALL_MIN).max(WALL_MAX),
        }),
      )
      .max(AUDIT_EVENTS_PER_SAVE),
    events: z.array(auditEventSchema).max(AUDIT_EVENTS_PER_SAVE),
  })
  .superRefine((batch, context) => {
    const clocks = new Set(batch.anchors.map((anchor) => anchor.clock));
    let previous = 0;
    batch.events.forEach((event, index) => {
      const problem = eventProblem(event, clocks, previous);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['events', index] });
      previous = event.seq;
    });
  });

type WireEvent = z.infer<typeof auditEventSchema>;

function eventProblem(
  event: WireEvent,
  clocks: ReadonlySet<number>,
  previousSeq: number,
): string | undefined {
  if (event.seq <= previousSeq) return 'audit events must come in growing seq order';
  if (!clocks.has(event.clock)) return `no anchor for clock ${event.clock}`;
  const needsQuestion =
    event.kind === 'question-enter' || event.kind === 'question-leave' || event.kind === 'answer-change';
  if (needsQuestion !== (event.questionId !== undefined)) return `${event.kind}: question id`;
  if (
    event.kind === 'page-move' &&
    (event.fromPage === undefined || event.toPage === undefined || !event.move)
  )
    return 'page-move needs fromPage, toPage and move';
  if (event.kind === 'location' && (event.latitude === undefined || event.longitude === undefined))
    return 'location needs latitude and longitude';
  if (event.kind === 'location-failed' && (event.fix === undefined || event.failure === undefined))
    return 'location-failed needs fix and failure';
  if (event.fix !== undefined && event.kind !== 'location' && event.kind !== 'location-failed')
    return `${event.kind} carries no fix`;
  if (event.kind !== 'answer-change' && (event.oldValue !== undefined || event.newValue !== undefined))
    return `${event.kind} carries no values`;
  return undefined;
}
