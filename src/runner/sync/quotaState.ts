import type { QuotaStateEntry } from '../../core/quotas/cells';
import { ENVELOPE_OK } from './loadRequest';

/** QUOTA_API.state of src/core/api/quotas.ts written out (its zod stays out of the runner); a unit test keeps them equal. */
export const QUOTA_STATE_PATH = '/api/survey-answer/quota-state';

/** A quota check may hold "next" this long before the runner goes on with what it knew. */
export const QUOTA_STATE_TIMEOUT_MS = 3_000;

/**
 * The survey's quotas and their full cells as the server says now; undefined when it cannot say (offline,
 * slow, refused): the caller then goes on with the state it fetched before, and the server still holds every
 * completion to its targets (a completion into a cell filled meanwhile is kept as Overquota).
 */
export async function fetchQuotaState(
  surveyId: string,
  timeoutMs = QUOTA_STATE_TIMEOUT_MS,
): Promise<QuotaStateEntry[] | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${QUOTA_STATE_PATH}?surveyId=${encodeURIComponent(surveyId)}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const envelope = (await response.json()) as { code?: number; data?: { quotas?: QuotaStateEntry[] } };
    return envelope.code === ENVELOPE_OK && Array.isArray(envelope.data?.quotas)
      ? envelope.data.quotas
      : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
