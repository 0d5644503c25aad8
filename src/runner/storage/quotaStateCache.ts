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
    async write(quotas: QuotaStateEntry[]): Promise<void> {
      await db.surveys.update(surveyId, { quotaState: { quotas, fetchedAt: Date.now() } });
    },
  };
}
