import { z } from 'zod';
import { FILES_PREFIX } from '../api/design';
import { AUDIT_EVENT_KINDS } from '../audit/events';
import { answerValueSchema } from '../model';
import { remapQuoteTokens } from '../quotes';

/**
 * The survey archive: a whole survey (design, releases, responses) as one file that imports into another
 * Wenda as a new survey. The file is gzip'd JSON lines so that both ends stream: a header line (format,
 * version, the survey and its design, and the list of the uploaded images the design and releases show),
 * one line per image with its bytes, one line per release, one per response with its item rows, and an
 * end line with the counts (a file cut short lacks it and is refused). Rows keep the server's column names
 * (camelCase); ids are the source's and are all replaced on import.
 *
 * The format is versioned: a reader meets files of older versions by running each line through the
 * migrations from the file's version up to ARCHIVE_VERSION, so only the current shape is ever parsed.
 */
export const ARCHIVE_FORMAT = 'wenda-survey-archive';
export const ARCHIVE_VERSION = 3;
export const ARCHIVE_EXTENSION = '.wenda.jsonl.gz';

/** A row of any table: its id is required, other columns are checked by the database on insert. */
const row = z.looseObject({ id: z.string().min(1) });
const rows = z.array(row);

/** An uploaded image's place under the uploads, `<surveyId>/<uuid>.<ext>`, as its address shows it. */
const FILE_PATH = /^[A-Za-z0-9-]{1,64}\/[0-9a-f-]{36}\.(png|jpe?g)$/;
/** Every image address inside a text: FILES_PREFIX then the path (in rich text, style, or a whole URL). */
const FILE_ADDRESS = new RegExp(
  `${FILES_PREFIX.replace(/[/]/g, '\\/')}([A-Za-z0-9-]{1,64}\\/[0-9a-f-]{36}\\.(?:png|jpe?g))`,
  'g',
);

/** An image the design or a release shows (its bytes follow in a `file` line). */
export const archiveFileEntrySchema = z.object({
  path: z.string().regex(FILE_PATH),
  fileName: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int().min(0),
});
export type ArchiveFileEntry = z.infer<typeof archiveFileEntrySchema>;

export const archiveHeaderSchema = z.object({
  part: z.literal('header'),
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1),
  exportedAt: z.string(),
  survey: z.looseObject({ id: z.string().min(1), surveyName: z.string() }),
  design: z.object({
    groups: rows,
    questions: z.array(z.looseObject({ id: z.string().min(1), groupId: z.string().min(1) })),
    options: z.array(z.looseObject({ id: z.string().min(1), quId: z.string().min(1) })),
    descs: z.array(z.looseObject({ id: z.string().min(1), quId: z.string().min(1) })),
    logic: rows,
    answerRules: rows,
    params: rows,
    style: z.record(z.string(), z.unknown()).nullable(),
    files: z.array(archiveFileEntrySchema),
  }),
});
export type ArchiveHeader = z.infer<typeof archiveHeaderSchema>;

/** One listed image's bytes, base64. */
export const archiveFileSchema = z.object({
  part: z.literal('file'),
  path: z.string().regex(FILE_PATH),
  base64: z.string(),
});
export type ArchiveFile = z.infer<typeof archiveFileSchema>;

export const archiveReleaseSchema = z.object({
  part: z.literal('release'),
  version: z.number().int().min(1),
  publishedAt: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
});
export type ArchiveRelease = z.infer<typeof archiveReleaseSchema>;

export const archiveItemSchema = z.looseObject({
  questionId: z.string().min(1),
  descId: z.string().min(1).nullable(),
  value: answerValueSchema,
});

/** One event of the response's audit trail (table audit_events, src/core/audit/events.ts). */
export const archiveAuditEventSchema = z.looseObject({
  seq: z.number().int().min(1),
  clock: z.number().int().min(0),
  clockStartedAt: z.string(),
  offsetMs: z.number().min(0),
  kind: z.enum(AUDIT_EVENT_KINDS),
  questionId: z.string().min(1).nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});

export const archiveResponseSchema = z.object({
  part: z.literal('response'),
  response: z.looseObject({
    id: z.string().min(1),
    releaseVersion: z.number().int().min(1),
    status: z.enum(['in-progress', 'complete']),
    startedAt: z.string(),
  }),
  items: z.array(archiveItemSchema),
  /** Its audit trail in seq order (version 3 on). */
  audit: z.array(archiveAuditEventSchema),
});
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;

export const archiveEndSchema = z.object({
  part: z.literal('end'),
  files: z.number().int().min(0),
  releases: z.number().int().min(0),
  responses: z.number().int().min(0),
});
export type ArchiveEnd = z.infer<typeof archiveEndSchema>;

export const archiveLineSchema = z.discriminatedUnion('part', [
  archiveHeaderSchema,
  archiveFileSchema,
  archiveReleaseSchema,
  archiveResponseSchema,
  archiveEndSchema,
]);
export type ArchiveLine = z.infer<typeof archiveLineSchema>;

/** One step of the format: turns a line of version `from` into a line of version `from + 1`. */
export type ArchiveMigration = {
  from: number;
  migrate: (line: Record<string, unknown>) => Record<string, unknown>;
};

/** Each change of the format adds its step here. */
export const ARCHIVE_MIGRATIONS: readonly ArchiveMigration[] = [
  {
    // Version 2 carries the uploaded images; a version 1 file has none.
    from: 1,
    migrate: (line) => {
      if (line.part === 'header' && isRecord(line.design))
        return { ...line, design: { ...line.design, files: [] } };
      if (line.part === 'end') return { ...line, files: 0 };
      return line;
    },
  },
  {
    // Version 3 carries each response's audit trail; a version 2 file has none.
    from: 2,
    migrate: (line) => (line.part === 'response' ? { ...line, audit: [] } : line),
  },
];

/** Why a file is refused: the message key's reason, and the line (1-based) where it was found. */
export class ArchiveError extends Error {
  constructor(
    readonly reason: 'notArchive' | 'unknownVersion' | 'damaged',
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${reason} at line ${line}: ${detail}`);
  }
}

/**
 * The version of a file from its first line, checked: the right format, and a version this reader knows
 * (equal to or older than ARCHIVE_VERSION with every migration step present).
 */
export function archiveVersionOf(
  firstLine: string,
  migrations: readonly ArchiveMigration[] = ARCHIVE_MIGRATIONS,
  current = ARCHIVE_VERSION,
): number {
  const parsed = parseJson(firstLine, 1);
  if (!isRecord(parsed) || parsed.format !== ARCHIVE_FORMAT || parsed.part !== 'header') {
    throw new ArchiveError('notArchive', 1, 'no archive header');
  }
  const version = parsed.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > current) {
    throw new ArchiveError('unknownVersion', 1, String(version));
  }
  for (let step = version; step < current; step++) {
    if (!migrations.some((migration) => migration.from === step)) {
      throw new ArchiveError('unknownVersion', 1, String(version));
    }
  }
  return version;
}

/** One line of a file of `version`, migrated to the current version and checked. */
export function readArchiveLine(
  text: string,
  lineNumber: number,
  version: number,
  migrations: readonly ArchiveMigration[] = ARCHIVE_MIGRATIONS,
  current = ARCHIVE_VERSION,
): ArchiveLine {
  const parsed = parseJson(text, lineNumber);
  if (!isRecord(parsed)) throw new ArchiveError('damaged', lineNumber, 'not an object');
  let value: Record<string, unknown> = parsed;
  for (let step = version; step < current; step++) {
    const migration = migrations.find((candidate) => candidate.from === step);
    if (!migration) throw new ArchiveError('unknownVersion', lineNumber, String(version));
    value = migration.migrate(value);
  }
  if (value.part === 'header') value = { ...value, version: current };
  const checked = archiveLineSchema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ArchiveError('damaged', lineNumber, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  return checked.data;
}

/**
 * Replaces every id of the source survey by its new id, wherever it appears: as a whole string, in a
 * comma-joined id list (logic, exclusive options, wire columns), or as an object key (answers keyed by
 * row or option, time spent per question). Ids are random UUIDs, so no text can be one by accident.
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  return remap(value, ids) as T;
}

function remap(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return remapString(value, ids);
  if (Array.isArray(value)) return value.map((entry) => remap(entry, ids));
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) out[ids.get(key) ?? key] = remap(entry, ids);
    return out;
  }
  return value;
}

function remapString(value: string, ids: ReadonlyMap<string, string>): string {
  const whole = ids.get(value);
  if (whole !== undefined) return whole;
  // A title quoting an answer names the question inside its text (src/core/quotes.ts).
  if (value.includes('{{Q:')) return remapQuoteTokens(value, (id) => ids.get(id) ?? id);
  if (!value.includes(',')) return value;
  const parts = value.split(',');
  return parts.every((part) => ids.has(part))
    ? parts.map((part) => ids.get(part) as string).join(',')
    : value;
}

/** The path (`<surveyId>/<uuid>.<ext>`) of every uploaded image whose address appears in a value's texts. */
export function fileReferences(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(FILE_ADDRESS)) if (match[1]) found.add(match[1]);
  } else if (Array.isArray(value)) for (const entry of value) fileReferences(entry, found);
  else if (isRecord(value)) for (const entry of Object.values(value)) fileReferences(entry, found);
  return found;
}

/** The value with every image address whose path is in `paths` pointing at its new path instead. */
export function remapFileReferences<T>(value: T, paths: ReadonlyMap<string, string>): T {
  if (paths.size === 0) return value;
  const visit = (entry: unknown): unknown => {
    if (typeof entry === 'string')
      return entry.replace(FILE_ADDRESS, (whole, path: string) => {
        const moved = paths.get(path);
        return moved === undefined ? whole : `${FILES_PREFIX}${moved}`;
      });
    if (Array.isArray(entry)) return entry.map(visit);
    if (isRecord(entry))
      return Object.fromEntries(Object.entries(entry).map(([key, inner]) => [key, visit(inner)]));
    return entry;
  };
  return visit(value) as T;
}

/** The `id` of every object inside a value (the groups, questions, options, rows and logic of a snapshot). */
export function idsInside(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) idsInside(entry, found);
  else if (isRecord(value)) {
    if (typeof value.id === 'string' && value.id) found.add(value.id);
    for (const entry of Object.values(value)) idsInside(entry, found);
  }
  return found;
}

function parseJson(text: string, lineNumber: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ArchiveError(lineNumber === 1 ? 'notArchive' : 'damaged', lineNumber, 'broken JSON');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
