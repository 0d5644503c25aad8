import type { QuotaStateEntry } from '../../core/quotas/cells';
import type { RunnerDatabase } from '../db';
import type { QuotaStateCache } from '../session/quotaCheck';

/**
 * The quota state kept with the survey's record on the device. The record exists once the survey was loaded
 * (it names the current release); a state fetched before that is simply not kept.
 */
export function deviceQuotaStateCache(db: RunnerDatabase, surveyId: string): QuotaStateCache {
  return {
    async read(): Promise<QuotaStateEntry[] | undefined> {
      return (await db.surveys.get(surveyId))?.quotaState?.quotas;
    },
    write: (quotas: QuotaStateEntry[]) => keepQuotaState(db, surveyId, quotas),
  };
}

/** Keeps a quota state with the survey's record (nothing when the device has no record of the survey). */
export async function keepQuotaState(db: RunnerDatabase, surveyId: string, quotas: QuotaStateEntry[]) {
  await db.surveys.update(surveyId, { quotaState: { quotas, fetchedAt: Date.now() } });
}
