import type { RunnerDatabase } from '../db';
import { useDeviceQuery } from '../device';

/**
 * How many other responses on this device still have something unsent (an interviewer's earlier respondents, a
 * survey answered offline before): the respondent is told about responses, a thing they know, never about
 * the saves or changed questions inside them. Reads nothing when `db` is absent (the designer's preview).
 */
export function useOtherWaitingResponses(db: RunnerDatabase | undefined, responseId: string): number {
  return (
    useDeviceQuery(
      db,
      (device) =>
        device.responses
          .filter((response) => response.id !== responseId && response.seq > response.ackSeq)
          .count(),
      [responseId],
    ) ?? 0
  );
}
