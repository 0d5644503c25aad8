import {
  AUDIT_API,
  type AuditSummary,
  type AuditTrail,
  auditSummarySchema,
  auditTrailSchema,
} from '../../../core/api/audit';
import type { ResultsFilter } from '../../../core/api/results';
import { api } from '../../../shell/api';

/** The audit trail's results calls (src/core/api/audit.ts), silent as the other loads of the results. */
const quiet = { silent: true, trackPending: false } as const;

export function fetchAuditSummary(surveyId: string, filter: ResultsFilter): Promise<AuditSummary> {
  return api.post(AUDIT_API.summary, { surveyId, filter }, { ...quiet, parse: auditSummarySchema.parse });
}

export function fetchAuditTrail(surveyId: string, responseId: string): Promise<AuditTrail> {
  return api.get(AUDIT_API.trail, { surveyId, responseId }, { ...quiet, parse: auditTrailSchema.parse });
}
