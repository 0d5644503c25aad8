import type { Page } from 'playwright-core';
import { MEDIA_API } from '../../src/core/api/media';
import type { TestServer } from './runnerSupport';

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

/**
 * A JPEG made in the page: `width` × `height`, its left half red and right half blue. With `orientation`, an
 * EXIF APP1 segment naming it is put right after the start marker (a camera's portrait photo stored sideways).
 */
export async function makeJpeg(
  page: Page,
  width: number,
  height: number,
  orientation?: number,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w as number, h as number);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, (w as number) / 2, h as number);
      context.fillStyle = '#0000ff';
      context.fillRect((w as number) / 2, 0, (w as number) / 2, h as number);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height],
  );
  const jpeg = Buffer.from(base64, 'base64');
  if (orientation === undefined) return jpeg;
  // APP1: "Exif\0\0", a big-endian TIFF header, one IFD with one entry: Orientation (0x0112), SHORT, 1 value.
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/** A kept blob's bytes (base64) and, for an image, its decoded size and the colours at its top and bottom. */
export function keptBlob(page: Page, mediaId: string) {
  return page.evaluate(async (id) => {
    const open = indexedDB.open('wenda-runner');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = db.transaction('media').objectStore('media').get(id);
    const row = await new Promise<{ blob?: Blob }>((resolve, reject) => {
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    if (!row.blob) return null;
    const bytes = new Uint8Array(await row.blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { base64: btoa(binary), type: row.blob.type };
  }, mediaId);
}

/** The file the server serves back to the respondent who uploaded it. */
export async function serverFile(server: TestServer, mediaId: string, responseId: string) {
  const url = `${server.url}${MEDIA_API.respondentFile.replace(':mediaId', mediaId)}?responseId=${responseId}`;
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
