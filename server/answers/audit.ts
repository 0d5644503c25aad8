import type { SaveAnswersRequest } from '../../src/core/api/answer';
import { locationDetailOf } from '../../src/core/audit/location';
import { auditBatchSchema } from '../../src/core/audit/schema';
import { cleanText } from '../../src/core/text';
import type { auditEvents } from '../db/schema';
import type { LoadedRelease } from './survey-release';

export type AuditRow = typeof auditEvents.$inferInsert;

/**
 * The audit trail a save carries (src/core/audit/events.ts), checked again here with the core's schema and
 * the release: events of a question the release does not hold are left out, and answer values are kept only
 * while the survey records them (the designer may have turned it off after the phone loaded the survey). A
 * trail that is no trail at all is left out whole and logged: paradata never costs the respondent's answers.
 */
export function auditRowsOf(
  body: SaveAnswersRequest,
  loaded: Pick<LoadedRelease, 'questionById'>,
  recordValues: boolean,
  log: (message: string) => void,
): AuditRow[] {
  if (body.audit === null || body.audit === undefined) return [];
  const parsed = auditBatchSchema.safeParse(body.audit);
  if (!parsed.success) {
    log(
      `audit trail of response ${body.responseId} left out: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
    return [];
  }
  const anchors = new Map(parsed.data.anchors.map((anchor) => [anchor.clock, new Date(anchor.wallMs)]));
  const rows: AuditRow[] = [];
  for (const event of parsed.data.events) {
    if (event.questionId !== undefined && !loaded.questionById.has(event.questionId)) continue;
    const values = recordValues && event.kind === 'answer-change';
    rows.push({
      responseId: body.responseId,
      surveyId: body.surveyId,
      seq: event.seq,
      clock: event.clock,
      clockStartedAt: anchors.get(event.clock) as Date,
      offsetMs: event.atMs,
      kind: event.kind,
      questionId: event.questionId ?? null,
      fromPage: event.fromPage ?? null,
      toPage: event.toPage ?? null,
      oldValue: values && typeof event.oldValue === 'string' ? cleanText(event.oldValue) : null,
      newValue: values && typeof event.newValue === 'string' ? cleanText(event.newValue) : null,
      latitude: event.latitude ?? null,
      longitude: event.longitude ?? null,
      accuracy: event.accuracy ?? null,
      detail:
        event.move ??
        locationDetailOf(event) ??
        (event.status === undefined ? null : cleanText(event.status)),
    });
  }
  return rows;
}
