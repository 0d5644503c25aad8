import type { Page } from 'playwright-core';

/** Helpers of the media questions' end-to-end tests (tests/e2e/runner-media*.test.ts). */

export interface KeptMedia {
  mediaId: string;
  responseId: string;
  state: string;
  size: number;
  hasBlob: boolean;
  sentBytes?: number;
}

/** The media rows of the runner's IndexedDB, without their blobs. */
export function keptMedia(page: Page): Promise<KeptMedia[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('wenda-runner');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = db.transaction('media').objectStore('media').getAll();
    const rows = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    return rows.map((row) => ({
      mediaId: row.mediaId as string,
      responseId: row.responseId as string,
      state: row.state as string,
      size: row.size as number,
      hasBlob: row.blob instanceof Blob,
      sentBytes: row.sentBytes as number | undefined,
    }));
  });
}
