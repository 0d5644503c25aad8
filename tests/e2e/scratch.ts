import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const SHARED_MEMORY = '/dev/shm';
/**
 * Room /dev/shm must have to be used: a file's data directory is some 80 MB, and Chromium keeps its own shared
 * memory there too (a container's default /dev/shm is 64 MB, far too small for both).
 */
const ROOM_NEEDED_BYTES = 1024 ** 3;

/**
 * Where the end-to-end data directories go: memory (/dev/shm) where the machine has room there, else the temporary
 * folder. Every file's server starts from a copy of the seed (PGlite's 60 MB and the demo's thousand media
 * files) and reads and writes it while it runs: on a loaded two-core machine the copy took 1.3–5 s to disk and
 * 0.5 s to memory (hard-linking the media files instead of copying them saved nothing more).
 */
export function scratchRoot(): string {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(SHARED_MEMORY);
    return bavail * bsize >= ROOM_NEEDED_BYTES ? SHARED_MEMORY : tmpdir();
  } catch {
    return tmpdir();
  }
}
