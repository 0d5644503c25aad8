import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { isMediaId } from '../../src/core/api/media';
import type { Database } from '../db/database';
import { mediaFiles } from '../db/schema';

/**
 * An unfinished upload nobody wrote to for this long is given up: a phone offline for weeks still resumes
 * within it. Counted from the last write (the file's, or its note's when no byte came), never from the start,
 * so a slow upload that keeps going is never cut.
 */
export const ABANDONED_AFTER_MS = 30 * 24 * 60 * 60 * 1000;
/** A whole-file call's file is written and checked within one request: one left over is from a crash. */
const ARRIVING_LEFTOVER_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often the server looks. */
export const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the abandoned uploads in `uploadsDir` (tus's file and note of a media id, and its unfinished
 * row) and leftovers of whole-file calls. Complete files are never touched: they live in the media store.
 * Returns how many uploads were removed.
 */
export async function sweepAbandonedUploads(
  db: Database,
  uploadsDir: string,
  now: Date = new Date(),
): Promise<number> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  const lastWrite = new Map<string, number>();
  for (const name of names) {
    const info = await stat(join(uploadsDir, name)).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (name.startsWith('arriving-')) {
      if (now.getTime() - info.mtimeMs > ARRIVING_LEFTOVER_AFTER_MS)
        await rm(join(uploadsDir, name), { force: true });
      continue;
    }
    const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : name;
    if (!isMediaId(id)) continue;
    lastWrite.set(id, Math.max(lastWrite.get(id) ?? 0, info.mtimeMs));
  }
  let removed = 0;
  for (const [id, written] of lastWrite) {
    if (now.getTime() - written <= ABANDONED_AFTER_MS) continue;
    await rm(join(uploadsDir, id), { force: true });
    await rm(join(uploadsDir, `${id}.json`), { force: true });
    await db.delete(mediaFiles).where(and(eq(mediaFiles.id, id), isNull(mediaFiles.completedAt)));
    removed += 1;
  }
  return removed;
}
