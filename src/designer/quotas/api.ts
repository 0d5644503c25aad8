import {
  QUOTA_API,
  type QuotaListResponse,
  type QuotaWire,
  quotaListResponseSchema,
  quotaWireSchema,
  type SaveQuotaRequestInput,
} from '../../core/api/quotas';
import { api } from '../../shell/api';

/**
 * The quota screen's calls (src/core/api/quotas.ts). The list and the save are silent: the screen shows a
 * failed read in place and a refused save beside the form, where what was typed stays.
 */

export function fetchQuotas(surveyId: string): Promise<QuotaListResponse> {
  return api.get(
    QUOTA_API.list,
    { surveyId },
    { silent: true, trackPending: false, parse: quotaListResponseSchema.parse },
  );
}

export function saveQuota(body: SaveQuotaRequestInput): Promise<QuotaWire> {
  return api.post(QUOTA_API.save, body, { silent: true, parse: quotaWireSchema.parse });
}

export function deleteQuota(id: string): Promise<unknown> {
  return api.get(QUOTA_API.delete, { id });
}
