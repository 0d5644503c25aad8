import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type ExportRequest, exportRequestSchema, type ResultsFilter } from '../../../src/core/api/results';
import type { Language } from '../../../src/i18n';
import type { Database } from '../../db/database';
import type { MediaStore } from '../../media/storage';
import { readResponsePages } from '../exports/read-rows';
import { columnModelOf } from '../exports/write';
import { mediaRowsOf } from './files';

/**
 * The survey's media as one ZIP, streamed while it is made: the filtered responses page by page (the
 * export's reader and filter, so the ZIP holds the files of the rows an export of the same filter holds),
 * each received file of each media column at the path that column's cells name. Entries are stored, not
 * deflated: photos, recordings and videos are compressed already, and deflating them costs CPU for nothing.
 * yazl switches to ZIP64 on its own once an entry or the archive passes 4 GB or 65 535 entries.
 */
export async function mediaZipStream(
  db: Database,
  store: MediaStore,
  surveyId: string,
  filter: ResultsFilter,
  language: Language,
  onError: (error: unknown) => void,
): Promise<Readable> {
  const request: ExportRequest = exportRequestSchema.parse({ surveyId, filter, format: 'csv' });
  const model = await columnModelOf(db, request, language);
  const mediaColumns = model.columns.filter((column) => column.files);
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.on('error', (error) => output.destroy(error));
  zip.outputStream.pipe(output);
  // Two questions sharing an item code (a deleted one's answers in an older release) could name one path
  // twice; a ZIP with a repeated name is read differently by each tool, so a repeat gets a suffix.
  const taken = new Set<string>();
  const unique = (path: string) => {
    let candidate = path;
    for (let count = 2; taken.has(candidate); count++) candidate = path.replace(/(\.[^./]+)$/, `~${count}$1`);
    taken.add(candidate);
    return candidate;
  };
  const fill = async () => {
    for await (const page of readResponsePages(db, surveyId, filter)) {
      // The reader went away (download cancelled): stop reading pages for nobody.
      if (output.destroyed) return;
      const files = page.flatMap((response) =>
        mediaColumns.flatMap((column) => column.files?.(response) ?? []),
      );
      const rows = await mediaRowsOf(
        db,
        surveyId,
        files.map((file) => file.mediaId),
      );
      for (const file of files) {
        const row = rows.get(file.mediaId);
        if (!row?.storageKey) continue;
        const key = row.storageKey;
        zip.addReadStreamLazy(
          unique(file.path),
          { compress: false, mtime: row.completedAt ?? row.createdAt },
          (done) => {
            store.open(key).then(
              (opened) => {
                if (opened) return done(null, opened.stream);
                // The row says complete but the bytes are gone: an empty entry keeps the rest of the ZIP.
                onError(new Error(`media file missing from the store: ${key}`));
                done(null, Readable.from([]));
              },
              (error: unknown) => done(error as Error, Readable.from([])),
            );
          },
        );
      }
    }
    zip.end();
  };
  fill().catch((error: unknown) => {
    onError(error);
    output.destroy(error as Error);
  });
  return output;
}
