import { eq } from 'drizzle-orm';
import { quotas } from '../db/schema';
import type { Queryable } from '../design/access';

/** Whether the survey has any quota now (the survey load tells the runner, which then asks no quota state). */
export async function surveyHasQuotas(db: Queryable, surveyId: string): Promise<boolean> {
  const found = await db.select({ id: quotas.id }).from(quotas).where(eq(quotas.surveyId, surveyId)).limit(1);
  return found.length > 0;
}
