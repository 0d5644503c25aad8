import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where respondents' media files are kept once complete (server/db/tables/media.ts `storageKey`). Uploads
 * write through it, results and the respondent's own view read through it, so where bytes live is decided
 * here only. The default keeps them under `<dataDir>/media/`; an object store (S3-compatible) would be a
 * second implementation of the same interface.
 */
export interface MediaStore {
  /** Moves a finished file (a path on this machine) in under `key`. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /**
   * The bytes under `key`, streamed; undefined when nothing is there. With `range` (inclusive byte offsets,
   * within the file), only those bytes are streamed; `size` is always the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
}

/** Inclusive offsets of a part of a file (an HTTP Range). */
export type ByteRange = { start: number; end: number };

/** The key of a respondent's file: `<surveyId>/<mediaId>.<extension>` (both ids checked by the caller). */
export function mediaStorageKey(surveyId: string, mediaId: string, extension: string): string {
  return `${surveyId}/${mediaId}.${extension}`;
}

/** The media folder of a data directory. */
export const mediaDirOf = (dataDir: string): string => resolve(dataDir, 'media');

/** Files on this machine's disk, under `<dataDir>/media/`. */
export function localMediaStore(dataDir: string): MediaStore {
  const root = mediaDirOf(dataDir);
  // A key never leaves the media folder, whatever it holds (the ids are checked upstream; this is the last wall).
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`media key outside the media folder: ${key}`);
    return path;
  };
  return {
    async putFile(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(sourcePath, target);
    },
    async open(key, range) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(path, range), size: info.size };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
