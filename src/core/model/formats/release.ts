import { defineFormat, type FormatMigration, type Formatted, upgradeDocument } from './migrate';

/**
 * The format of a release snapshot, as the server stores it (table `releases`), serves it (the survey load)
 * and a phone keeps it (Dexie `releases`): the release schema's document with the survey's comma lists joined
 * (ReleaseWire). Format 1 is the shape of the first releases, which carry no `format` field.
 *
 * Changing the survey model changes this format: append a migration that turns a snapshot of the previous
 * format into the new one — every field the new code reads, filled as the old release meant it (a default
 * in the zod schema is not enough: the logic worker reads releases without zod). Never edit or drop a
 * migration: releases are immutable and a phone may bring back answers to release 1 months later.
 */
export const RELEASE_MIGRATIONS: readonly FormatMigration[] = [];

export const releaseFormat = defineFormat('release snapshot', RELEASE_MIGRATIONS);

/** The format this code writes and reads releases in. */
export const RELEASE_FORMAT = releaseFormat.current;

/**
 * A stored or received release snapshot in the current format. Throws FormatTooNewError for a snapshot of a
 * newer format (written by newer code) and FormatUnreadableError for what is no snapshot at all.
 */
export function upgradeRelease(snapshot: unknown): Formatted {
  return upgradeDocument(releaseFormat, snapshot);
}
