import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { UPLOAD_LIMITS } from '../../../src/core/api/design';
import { formatOf, RELEASE_FORMAT, releaseFormat } from '../../../src/core/model';
import {
  ArchiveError,
  type ArchiveHeader,
  type ArchiveLine,
  type ArchiveResponse,
  archiveVersionOf,
  idsInside,
  readArchiveLine,
  remapFileReferences,
  remapIds,
} from '../../../src/core/results/archive';
import {
  answerRules,
  auditEvents,
  logicRecords,
  questionDescs,
  questionGroups,
  questionOptions,
  questions,
  releases,
  responseItems,
  responses,
  surveyParams,
  surveyStyles,
  surveys,
  uploadedFiles,
} from '../../db/schema';
import type { Queryable } from '../../design/access';
import { newId } from '../../design/ids';
import { checkImage, imageContentType } from '../../design/routes/uploads';

/** Responses inserted per statement, and item rows per statement (well under PostgreSQL's 65535 parameters). */
const RESPONSE_BATCH = 200;
const ITEM_BATCH = 2000;

/** Where an import puts the archive's images, and what it wrote there (for the caller to remove on failure). */
export type ImportedFiles = { uploadsDir: string; written: string[] };

/**
 * Reads an archive (gzip'd JSON lines) and writes it as a new survey of `userId` with new ids for
 * everything, inside the caller's transaction: any fault of the file throws an ArchiveError and, the
 * transaction rolling back, leaves nothing behind in the database; the images written meanwhile are listed
 * in `files.written` for the caller to remove (removeImportedFiles). Lines are read one at a time;
 * responses are written in batches as they arrive. Returns the new survey's id.
 */
export async function importArchive(
  tx: Queryable,
  userId: string,
  file: Readable,
  files: ImportedFiles,
): Promise<string> {
  const gunzip = createGunzip();
  let lineNumber = 0;
  // A stream error (not gzip, cut short, over the size limit) ends the line reader with that error.
  const failure = new Promise<never>((_, reject) => {
    gunzip.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof ArchiveError) return reject(error);
      // A gzip stream that ends early is a damaged archive; anything else was never gzip.
      const cutShort = error.code === 'Z_BUF_ERROR';
      reject(
        new ArchiveError(
          cutShort ? 'damaged' : 'notArchive',
          lineNumber,
          cutShort ? 'the file is cut short' : error.message,
        ),
      );
    });
    file.on('error', (error) => reject(error));
  });
  failure.catch(() => undefined);
  file.pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY });

  const importer = new Importer(tx, userId, files);
  let version = 0;
  const iterator = lines[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([iterator.next(), failure]);
    if (next.done) break;
    const text = next.value;
    lineNumber++;
    if (lineNumber === 1) version = archiveVersionOf(text);
    else if (text.trim() === '') continue;
    await importer.take(readArchiveLine(text, lineNumber, version), lineNumber);
  }
  if (lineNumber === 0) throw new ArchiveError('notArchive', 0, 'empty file');
  return importer.finish(lineNumber);
}

/** Removes what a failed import wrote under the uploads (the database has rolled back its rows). */
export async function removeImportedFiles(files: ImportedFiles): Promise<void> {
  await Promise.all(files.written.map((path) => rm(join(files.uploadsDir, path), { force: true })));
}

/** The format a release line's snapshot says it is in; a format that is no number makes the file damaged. */
function snapshotFormat(snapshot: unknown, damaged: (detail: string) => Error): number {
  try {
    return formatOf(releaseFormat, snapshot);
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
}

class Importer {
  private readonly ids = new Map<string, string>();
  /** Each listed image's path in the file → its path in the new survey. */
  private readonly filePaths = new Map<string, string>();
  private readonly filesArrived = new Set<string>();
  private fileNames = new Map<string, { fileName: string; size: number }>();
  private surveyId: string | undefined;
  private readonly versions = new Set<number>();
  private releaseCount = 0;
  private responseCount = 0;
  private ended = false;
  private pending: ArchiveResponse[] = [];

  constructor(
    private readonly tx: Queryable,
    private readonly userId: string,
    private readonly files: ImportedFiles,
  ) {}

  async take(line: ArchiveLine, lineNumber: number): Promise<void> {
    const damaged = (detail: string) => new ArchiveError('damaged', lineNumber, detail);
    if (this.ended) throw damaged('lines after the end');
    if (line.part === 'header') {
      if (this.surveyId) throw damaged('a second header');
      return this.header(line);
    }
    if (!this.surveyId) throw damaged('no header');
    if (line.part === 'file') {
      if (this.releaseCount || this.responseCount) throw damaged('an image after the releases');
      return this.file(line, damaged);
    }
    if (line.part === 'release') {
      if (this.responseCount || this.pending.length) throw damaged('a release after responses');
      if (this.versions.has(line.version)) throw damaged(`release ${line.version} twice`);
      // A release is kept in the format it was written in and migrated when read (docs/architecture.md
      // "Stored formats"): one newer than this code, from a newer Wenda, could never be read here.
      const format = snapshotFormat(line.snapshot, damaged);
      if (format > RELEASE_FORMAT) {
        throw damaged(
          `release ${line.version} is in format ${format}, newer than format ${RELEASE_FORMAT} that this version of Wenda reads`,
        );
      }
      return this.release(line);
    }
    if (line.part === 'response') {
      if (!this.versions.has(line.response.releaseVersion)) {
        throw damaged(`response of release ${line.response.releaseVersion}, which the file lacks`);
      }
      if (this.ids.has(line.response.id)) throw damaged('a response twice');
      for (const item of line.items) {
        if (!this.ids.has(item.questionId) || (item.descId !== null && !this.ids.has(item.descId))) {
          throw damaged(`an answer to question ${item.questionId}, which the file lacks`);
        }
      }
      for (const event of line.audit) {
        if (event.questionId !== null && !this.ids.has(event.questionId))
          throw damaged(`an audit event of question ${event.questionId}, which the file lacks`);
      }
      this.ids.set(line.response.id, newId());
      this.pending.push(line);
      this.responseCount++;
      if (this.pending.length >= RESPONSE_BATCH) await this.flush();
      return;
    }
    if (
      line.files !== this.filePaths.size ||
      this.filesArrived.size !== this.filePaths.size ||
      line.releases !== this.releaseCount ||
      line.responses !== this.responseCount
    ) {
      throw damaged(
        `counts ${line.files}/${line.releases}/${line.responses}, read ${this.filesArrived.size}/${this.releaseCount}/${this.responseCount}`,
      );
    }
    this.ended = true;
  }

  async finish(lineNumber: number): Promise<string> {
    if (!this.surveyId) throw new ArchiveError('notArchive', lineNumber, 'no header');
    if (!this.ended) throw new ArchiveError('damaged', lineNumber, 'the file is cut short (no end line)');
    await this.flush();
    return this.surveyId;
  }

  private async header(line: ArchiveHeader): Promise<void> {
    const { survey, design } = line;
    const fresh = (id: string) => {
      if (!this.ids.has(id)) this.ids.set(id, newId());
    };
    fresh(survey.id);
    for (const list of [design.groups, design.questions, design.options, design.descs, design.logic]) {
      for (const row of list) fresh(row.id);
    }
    for (const row of [...design.answerRules, ...design.params]) fresh(row.id);
    checkOwnReferences(line, new Set(this.ids.keys()));
    const surveyId = this.ids.get(survey.id) as string;
    for (const entry of design.files) {
      if (this.filePaths.has(entry.path))
        throw new ArchiveError('damaged', 1, `image ${entry.path} listed twice`);
      this.filePaths.set(entry.path, `${surveyId}/${newId()}.${entry.path.split('.').pop()}`);
      this.fileNames.set(entry.path, { fileName: entry.fileName, size: entry.size });
    }
    const map = <T>(value: T) => remapFileReferences(remapIds(value, this.ids), this.filePaths);
    const now = new Date();
    const surveyRow = map(survey) as Record<string, unknown>;
    await this.tx.insert(surveys).values({
      ...(surveyRow as typeof surveys.$inferInsert),
      id: surveyId,
      userId: this.userId,
      // A copy never starts collecting by itself: a published source arrives paused, an ended one ended.
      surveyState: survey.surveyState === '2' ? '2' : '0',
      // Labels are the source user's own workspace labels: they mean nothing to the importer.
      surveyLableIds: '',
      createdAt: now,
      updatedAt: now,
    });
    this.surveyId = surveyId;
    const inSurvey = <T extends Record<string, unknown>>(rows: T[], key = 'surveyId') =>
      rows.map((row) => ({ ...map(row), [key]: surveyId }));
    if (design.groups.length) {
      await this.tx.insert(questionGroups).values(inSurvey(design.groups) as never);
    }
    for (const chunk of chunks(inSurvey(design.questions, 'belongId'), 500)) {
      await this.tx
        .insert(questions)
        .values(chunk.map((row) => ({ ...row, createdAt: now, updatedAt: now })) as never);
    }
    for (const chunk of chunks(inSurvey(design.options), 500))
      await this.tx.insert(questionOptions).values(chunk as never);
    for (const chunk of chunks(inSurvey(design.descs), 500))
      await this.tx.insert(questionDescs).values(chunk as never);
    for (const chunk of chunks(inSurvey(design.logic), 500))
      await this.tx.insert(logicRecords).values(chunk as never);
    for (const chunk of chunks(inSurvey(design.answerRules), 500))
      await this.tx.insert(answerRules).values(chunk as never);
    if (design.params.length) await this.tx.insert(surveyParams).values(inSurvey(design.params) as never);
    if (design.style) await this.tx.insert(surveyStyles).values({ surveyId, style: map(design.style) });
  }

  private async release(line: Extract<ArchiveLine, { part: 'release' }>): Promise<void> {
    // Questions deleted from the design after a release live on in its snapshot: they get new ids too.
    for (const id of idsInside(line.snapshot)) if (!this.ids.has(id)) this.ids.set(id, newId());
    const snapshot = remapFileReferences(remapIds(line.snapshot, this.ids), this.filePaths);
    await this.tx.insert(releases).values({
      id: newId(),
      surveyId: this.surveyId as string,
      version: line.version,
      snapshot: { ...snapshot, surveyId: this.surveyId, version: line.version } as never,
      publishedAt: dateOf(line.publishedAt) ?? new Date(),
    });
    this.versions.add(line.version);
    this.releaseCount++;
  }

  /** A listed image: checked as the upload route checks one, written under its new path, and recorded. */
  private async file(line: Extract<ArchiveLine, { part: 'file' }>, damaged: (detail: string) => Error) {
    const target = this.filePaths.get(line.path);
    const listed = this.fileNames.get(line.path);
    if (!target || !listed) throw damaged(`image ${line.path}, which the header does not list`);
    if (this.filesArrived.has(line.path)) throw damaged(`image ${line.path} twice`);
    const bytes = Buffer.from(line.base64, 'base64');
    if (bytes.length > UPLOAD_LIMITS.maxBytes || bytes.length !== listed.size) {
      throw damaged(`image ${line.path} has ${bytes.length} bytes, listed ${listed.size}`);
    }
    let extension: ReturnType<typeof checkImage>;
    try {
      extension = checkImage(target, bytes);
    } catch {
      throw damaged(`image ${line.path} is not the image its name says`);
    }
    const path = join(this.files.uploadsDir, target);
    await mkdir(dirname(path), { recursive: true });
    this.files.written.push(target);
    await writeFile(path, bytes);
    await this.tx.insert(uploadedFiles).values({
      id: newId(),
      surveyId: this.surveyId as string,
      userId: this.userId,
      filePath: target,
      fileName: listed.fileName,
      contentType: imageContentType(`.${extension}`),
      size: bytes.length,
    });
    this.filesArrived.add(line.path);
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (!batch.length) return;
    const surveyId = this.surveyId as string;
    const map = <T>(value: T) => remapIds(value, this.ids);
    await this.tx.insert(responses).values(
      batch.map(({ response }) => {
        // A file may carry an answers document (a foreign or forged one): never taken, the items'
        // triggers make it from the rows imported below, so it cannot show answers the items lack.
        const { answerSlots: _ignored, ...row } = map(response) as Record<string, unknown>;
        return {
          ...(row as typeof responses.$inferInsert),
          surveyId,
          startedAt: dateOf(response.startedAt),
          updatedAt: dateOf(response.updatedAt) ?? new Date(),
          completedAt: dateOf(response.completedAt),
          invalidAt: dateOf(response.invalidAt),
        } as typeof responses.$inferInsert;
      }),
    );
    const items = batch.flatMap(({ response, items }) =>
      items.map((item) => ({
        ...(map(item) as typeof responseItems.$inferInsert),
        responseId: this.ids.get(response.id) as string,
        surveyId,
        updatedAt: dateOf(item.updatedAt) ?? new Date(),
      })),
    );
    for (const chunk of chunks(items, ITEM_BATCH)) await this.tx.insert(responseItems).values(chunk as never);
    // The audit trails: questions renamed like the items, and the ids inside kept answer values (JSON text).
    const remapValue = (text: string | null) => {
      if (text === null) return null;
      try {
        return JSON.stringify(map(JSON.parse(text) as unknown));
      } catch {
        return text; // A value cut at its length limit is no JSON any more: kept as it was.
      }
    };
    const trail = batch.flatMap(({ response, audit }) =>
      audit.map((event) => ({
        ...(event as unknown as typeof auditEvents.$inferInsert),
        responseId: this.ids.get(response.id) as string,
        surveyId,
        questionId: event.questionId === null ? null : (this.ids.get(event.questionId) as string),
        clockStartedAt: dateOf(event.clockStartedAt) ?? new Date(0),
        oldValue: remapValue(event.oldValue),
        newValue: remapValue(event.newValue),
      })),
    );
    for (const chunk of chunks(trail, ITEM_BATCH)) await this.tx.insert(auditEvents).values(chunk);
  }
}

/**
 * The design's foreign keys must point inside the file: a row naming a group, question, option or row
 * that the file lacks would otherwise be kept as is, and could attach the copy to another survey's rows.
 */
function checkOwnReferences({ design }: ArchiveHeader, own: ReadonlySet<string>): void {
  const references: [string, unknown][] = [
    ...design.questions.map((row): [string, unknown] => ['question.groupId', row.groupId]),
    ...[...design.options, ...design.descs].map((row): [string, unknown] => ['option.quId', row.quId]),
    ...design.logic.flatMap((row): [string, unknown][] => [
      ['logic.questionId', row.questionId],
      ['logic.groupId', row.groupId],
      ['logic.descId', row.descId],
    ]),
    ...design.answerRules.flatMap((row): [string, unknown][] => [
      ['rule.questionId', row.questionId],
      ['rule.optionId', row.optionId],
    ]),
  ];
  for (const [what, id] of references) {
    if (id === null || id === undefined) continue;
    if (typeof id !== 'string' || !own.has(id)) {
      throw new ArchiveError('damaged', 1, `${what} ${String(id)} is not in the file`);
    }
  }
}

/** A timestamp column from the file: ISO text, or absent. */
function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new ArchiveError('damaged', 0, `not a time: ${String(value)}`);
  return date;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
