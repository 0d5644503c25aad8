/**
 * Numbered formats of what Wenda keeps longer than one version of its code (docs/architecture.md "Stored
 * formats"): release snapshots (in the server's database and on phones), and the responses and waiting saves
 * a phone holds. A document carries its format in a top-level `format` field; one without it is format 1,
 * the shape written before formats were numbered. Reading a document moves it up to the format this code
 * writes, one migration at a time, so every reader (the server with zod, the logic worker without) sees the
 * same fields whatever code wrote them. A document newer than the code is refused, never guessed at.
 *
 * Plain functions, no zod: the logic worker and the service worker use them too.
 */

/** One step up: from format `from` to `from + 1`. */
export interface FormatMigration {
  from: number;
  /** What changed, in a sentence, for whoever reads the list. */
  change: string;
  /** Takes a document of format `from` (not to be modified) and returns it in format `from + 1`. */
  up(document: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

export interface StoredFormat {
  /** What the documents are, for errors ("release snapshot", "answer save", …). */
  name: string;
  /** The format this code writes: one more than the number of migrations. */
  current: number;
  migrations: readonly FormatMigration[];
}

/** A document stamped with its format. */
export type Formatted = Record<string, unknown> & { format: number };

/**
 * A format from its ordered list of migrations: the first goes from 1 to 2, the next from 2 to 3, …, so the
 * current format is the list's length + 1 and appending a migration is the whole of a format change. A list
 * out of order is a programming error, thrown when the module loads.
 */
export function defineFormat(name: string, migrations: readonly FormatMigration[]): StoredFormat {
  migrations.forEach((migration, index) => {
    if (migration.from !== index + 1) {
      throw new Error(`${name}: migration ${index} goes from ${migration.from}, expected ${index + 1}`);
    }
  });
  return { name, current: migrations.length + 1, migrations };
}

/** Thrown for a document written by newer code than this: the caller must not read it (a runner reloads). */
export class FormatTooNewError extends Error {
  override readonly name = 'FormatTooNewError';
  constructor(
    readonly documentName: string,
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `This ${documentName} is in format ${found}, newer than format ${known} that this version of Wenda reads: it was written by a newer version`,
    );
  }
}

/** Thrown for what is not a document of the format at all (not an object, or a format that is no number). */
export class FormatUnreadableError extends Error {
  override readonly name = 'FormatUnreadableError';
  constructor(
    readonly documentName: string,
    reason: string,
  ) {
    super(`Not a ${documentName}: ${reason}`);
  }
}

/** The format a document says it is in; 1 when it says nothing (written before formats were numbered). */
export function formatOf(format: StoredFormat, document: unknown): number {
  if (!isRecord(document)) throw new FormatUnreadableError(format.name, 'not an object');
  const found = document.format;
  if (found === undefined) return 1;
  if (typeof found !== 'number' || !Number.isInteger(found) || found < 1) {
    throw new FormatUnreadableError(
      format.name,
      `its format ${JSON.stringify(found)} is not a format number`,
    );
  }
  return found;
}

/**
 * The document in the current format: migrated up from its own, stamped with the current format. A document
 * already current is returned as it is (no copy: releases are large and read often); otherwise the input is
 * left untouched and a new object returned.
 */
export function upgradeDocument(format: StoredFormat, document: unknown): Formatted {
  const found = formatOf(format, document);
  if (found > format.current) throw new FormatTooNewError(format.name, found, format.current);
  let upgraded = document as Record<string, unknown>;
  if (found === format.current && upgraded.format === found) return upgraded as Formatted;
  for (const migration of format.migrations.slice(found - 1)) upgraded = migration.up(upgraded);
  return { ...upgraded, format: format.current };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
