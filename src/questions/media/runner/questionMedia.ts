import { useDeviceQuery } from '../../../runner/device';
import type { MediaResponse } from '../../../runner/storage/mediaResponse';

/**
 * A question's kept files and the response's uploads (browser and WeChat), live from the device, for a view that
 * lists captured files with where each upload is (media questions, the timed response's recordings). Empty
 * without a response (the designer's preview keeps nothing).
 */
export function useQuestionMedia(response: MediaResponse | undefined, questionId: string) {
  const responseId = response?.responseId ?? '';
  const rows =
    useDeviceQuery(
      response?.db,
      (db) => db.media.where('[responseId+questionId]').equals([responseId, questionId]).toArray(),
      [responseId, questionId],
    ) ?? [];
  const uploads =
    useDeviceQuery(
      response?.db,
      (db) =>
        db.outbox
          .where('responseId')
          .equals(responseId)
          .filter((entry) => entry.kind === 'upload' || entry.kind === 'wx-upload')
          .toArray(),
      [responseId],
    ) ?? [];
  return { rows, uploads };
}
