import { eq } from 'drizzle-orm';
import type { SaveAnswersRequest } from '../../src/core/api/answer';
import type { Database } from '../db/database';
import { collectionLimits } from '../db/schema';
import { completesOf } from './limits';

/**
 * The cap on complete responses, held exactly: a save completing a response as Complete locks the survey's
 * limits row first (every such save of a capped survey takes that one lock first, so they queue and never
 * deadlock), counts the complete responses, and when the cap is reached the response is kept as Overquota —
 * stored, never refused, and not counted in any quota (quotas count Complete ones only). The store runs
 * inside that transaction (its own transaction becomes a savepoint), so the lock lasts until it committed.
 */
export async function storeWithinCap<T>(
  db: Database,
  body: SaveAnswersRequest,
  store: (db: Database) => Promise<T>,
): Promise<T> {
  const completing = body.status === 'complete' && (body.sampleStatus ?? 'Complete') === 'Complete';
  if (!completing) return store(db);
  return db.transaction(async (tx) => {
    const [limits] = await tx
      .select({ maxCompletes: collectionLimits.maxCompletes })
      .from(collectionLimits)
      .where(eq(collectionLimits.surveyId, body.surveyId))
      .for('update');
    if (
      limits?.maxCompletes != null &&
      (await completesOf(tx, body.surveyId, body.responseId)) >= limits.maxCompletes
    ) {
      body.sampleStatus = 'Overquota';
    }
    return store(tx);
  });
}
