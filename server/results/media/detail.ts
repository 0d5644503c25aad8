import type { ShownMedia } from '../../../src/core/api/results';
import type { AnswerValue } from '../../../src/core/model';
import type { Queryable } from '../../design/access';
import { isReceived, mediaRowsOf } from './files';

/**
 * A response's media answers as the response detail shows them: each entry with whether its file has been
 * received whole (its media_files row complete), its kind and type once it has, and its transcript. One
 * query for all of the response's files.
 */
export async function shownMediaOf(
  db: Queryable,
  surveyId: string,
  answers: ReadonlyMap<string, AnswerValue>,
): Promise<Map<string, ShownMedia[]>> {
  const media = [...answers].flatMap(([questionId, value]) =>
    value.kind === 'media' ? [{ questionId, entries: value.entries }] : [],
  );
  const rows = await mediaRowsOf(
    db,
    surveyId,
    media.flatMap((answer) => answer.entries.map((entry) => entry.value)),
  );
  return new Map(
    media.map(({ questionId, entries }) => [
      questionId,
      entries.map((entry): ShownMedia => {
        const row = rows.get(entry.value);
        const received = isReceived(row);
        return {
          mediaId: entry.value,
          fileName: entry.optionName,
          text: entry.text?.trim() ? entry.text : null,
          received,
          kind: received ? row.kind : null,
          mimeType: received ? row.mimeType : null,
          size: received ? row.size : null,
        };
      }),
    ]),
  );
}
