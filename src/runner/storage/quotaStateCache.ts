import type { QuotaStateEntry } from '../../core/quotas/cells';
import type { RunnerDatabase } from '../db';
import type { QuotaStateCache } from '../session/quotaCheck';

/**
 * The quota state kept with the survey's record on the device (none without `device`: the preview). The record exists once the survey was loaded
 * (it names the current release); a state fetched before that is simply not kept.
 */
export function deviceQuotaStateCache(
  device: Promise<RunnerDatabase> | undefined,
  surveyId: string,
): QuotaStateCache {
  return {
    async read(): Promise<QuotaStateEntry[] | undefined> {
      const db = await device;
      return db ? (await db.surveys.get(surveyId))?.quotaState?.quotas : undefined;
    },
    async write(quotas: QuotaStateEntry[]) {
      const db = await device;
      if (db) await keepQuotaState(db, surveyId, quotas);
    },
  };
}

/** Keeps a quota state with the survey's record (nothing when the device has no record of the survey). */
export async function keepQuotaState(db: RunnerDatabase, surveyId: string, quotas: QuotaStateEntry[]) {
  await db.surveys.update(surveyId, { quotaState: { quotas, fetchedAt: Date.now() } });
}
