import { createContext } from 'react';
import type { RunnerDatabase } from '../db';
import { useDeviceQuery } from '../device';

/**
 * The response a page answers, for the answer views that keep files of their own on the device (media
 * questions: a photo is kept and queued under its response and question, src/runner/storage/media.ts).
 * The runner provides it around its questions; the designer's preview does not (nothing is kept there), so a
 * view finding none keeps its captures in memory only.
 */
export interface MediaResponse {
  /** The database once the response is on it: a capture is kept through this, waiting for it if need be. */
  device: Promise<RunnerDatabase>;
  /** The same database once it is open (live queries), undefined for the moments before. */
  db: RunnerDatabase | undefined;
  surveyId: string;
  responseId: string;
}

export const MediaResponseContext = createContext<MediaResponse | undefined>(undefined);

/**
 * How many files of this response are still to be sent (not yet confirmed whole by the server, and not
 * refused: a refused file will not go, its entry says why), for the runner's "waiting to be sent" note, which
 * names files and answers separately. 0 when `db` is absent.
 */
export function useWaitingFiles(db: RunnerDatabase | undefined, responseId: string): number {
  return (
    useDeviceQuery(
      db,
      async (db) => {
        const refused = new Set(
          (await db.outbox.where('responseId').equals(responseId).toArray())
            .filter((entry) => (entry.kind === 'upload' || entry.kind === 'wx-upload') && entry.refusedReason)
            .map((entry) => entry.id),
        );
        return db.media
          .where('responseId')
          .equals(responseId)
          .filter((media) => media.state !== 'uploaded' && !refused.has(media.mediaId))
          .count();
      },
      [responseId],
    ) ?? 0
  );
}
