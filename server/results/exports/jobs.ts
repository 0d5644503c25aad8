import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  type ExportFormat,
  type ExportJob,
  type ExportRequest,
  exportRequestSchema,
} from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import { isMessageKey, type Language, translate } from '../../../src/i18n';
import type { Database } from '../../db/database';
import { type ExportJobRow, exportJobs } from '../../db/schema';
import { newId } from '../../design/ids';
import { AppError } from '../../http/app-error';
import { writeExport } from './write';

/** How long a finished file is kept (then it is deleted with its job when the list is read). */
export const EXPORT_TTL_MS = 7 * 24 * 3_600_000;

/**
 * A job still queued or running that no live process is working on is failed after this long. Jobs run in
 * the process that created them; this process knows its own (RUNNING below), so a job it does not hold and
 * older than this was left by a process that died (a restart, a crash). The margin is wide because another
 * API node may be running it: 100 000 rows take well under a minute.
 */
export const STALE_JOB_MS = 30 * 60_000;

/** Jobs this process holds now, waiting for a slot or running. */
const RUNNING = new Set<string>();

/**
 * Exports run two at a time per process, the others waiting queued: each one reads the database page after
 * page, and a designer clicking "export" twenty times must not take the connections respondents' saves need.
 */
export const EXPORT_SLOTS = 2;
/** Unfinished jobs one user may have at once; one more is refused with a message until one finishes. */
export const EXPORTS_PER_USER = 3;

let freeSlots = EXPORT_SLOTS;
const waitingForSlot: (() => void)[] = [];

async function takeSlot(): Promise<void> {
  if (freeSlots > 0) {
    freeSlots -= 1;
    return;
  }
  await new Promise<void>((resolve) => waitingForSlot.push(resolve));
}

function releaseSlot(): void {
  const next = waitingForSlot.shift();
  if (next) next();
  else freeSlots += 1;
}

/** The request as stored with the job: what was asked, and the language the file's labels are in. */
type StoredRequest = ExportRequest & { language: Language };

export const EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  csv: 'csv',
  xlsx: 'xlsx',
  sav: 'sav',
  codebook: 'xlsx',
  audit: 'csv',
};

export function exportsDir(dataDir: string): string {
  return join(dataDir, 'exports');
}

/**
 * Creates the job and starts it in the background in this process; the caller answers at once with the
 * queued job, and the list call reports its progress. `onSettled` (tests, the bench) hears when it ends.
 */
export async function startExportJob(
  db: Database,
  dataDir: string,
  userId: string,
  request: ExportRequest,
  language: Language,
  onSettled?: (jobId: string) => void,
): Promise<ExportJobRow> {
  const stored: StoredRequest = { ...request, language };
  const unfinished = await db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.userId, userId),
        inArray(exportJobs.status, ['queued', 'running']),
        gt(exportJobs.createdAt, new Date(Date.now() - STALE_JOB_MS)),
      ),
    );
  if (unfinished.length >= EXPORTS_PER_USER) {
    throw new AppError(ResponseCode.tooManyRequests, 'results.export.tooMany', { max: EXPORTS_PER_USER });
  }
  const [row] = await db
    .insert(exportJobs)
    .values({ id: newId(), surveyId: request.surveyId, userId, format: request.format, request: stored })
    .returning();
  const job = row as ExportJobRow;
  RUNNING.add(job.id);
  void takeSlot()
    .then(() => runJob(db, dataDir, job).finally(releaseSlot))
    .finally(() => RUNNING.delete(job.id))
    .finally(() => onSettled?.(job.id));
  return job;
}

async function runJob(db: Database, dataDir: string, job: ExportJobRow): Promise<void> {
  const request = exportRequestSchema.parse(job.request);
  const language = (job.request as Partial<StoredRequest>).language ?? 'zh';
  const dir = exportsDir(dataDir);
  const fileName = `${job.id}.${EXTENSIONS[request.format]}`;
  // Written under a temporary name and renamed when complete, so a half-written file is never served.
  const partPath = join(dir, `${fileName}.part`);
  try {
    await mkdir(dir, { recursive: true });
    await db.update(exportJobs).set({ status: 'running' }).where(eq(exportJobs.id, job.id));
    const result = await writeExport(db, partPath, request, language, {
      started: (rowsTotal) => progress(db, job.id, { rowsTotal }),
      page: (rowsDone) => progress(db, job.id, { rowsDone }),
    });
    await rename(partPath, join(dir, fileName));
    const { size } = await stat(join(dir, fileName));
    const now = new Date();
    await db
      .update(exportJobs)
      .set({
        status: 'done',
        rowsDone: result.rows,
        // Responses may arrive while the file is written: the total is what the file holds.
        rowsTotal: result.rows,
        fileName: result.fileName,
        filePath: fileName,
        bytes: size,
        finishedAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
      })
      .where(eq(exportJobs.id, job.id));
  } catch (error) {
    await rm(partPath, { force: true });
    const key = error instanceof AppError ? error.messageKey : 'results.export.failed';
    const values =
      error instanceof AppError ? (error.params as Record<string, unknown> | undefined) : undefined;
    if (!(error instanceof AppError)) console.error(`export job ${job.id} failed`, error);
    await db
      .update(exportJobs)
      .set({ status: 'failed', error: { key, values }, finishedAt: new Date() })
      .where(eq(exportJobs.id, job.id))
      .catch(() => undefined);
  }
}

function progress(db: Database, jobId: string, set: { rowsDone?: number; rowsTotal?: number }) {
  return db.update(exportJobs).set(set).where(eq(exportJobs.id, jobId));
}

/**
 * The survey's jobs, newest first, after housekeeping: expired jobs are deleted with their files, and
 * unfinished jobs nobody runs any more (see STALE_JOB_MS) are marked failed.
 */
export async function listExportJobs(
  db: Database,
  dataDir: string,
  surveyId: string,
): Promise<ExportJobRow[]> {
  await sweepJobs(db, dataDir, surveyId);
  return db
    .select()
    .from(exportJobs)
    .where(eq(exportJobs.surveyId, surveyId))
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id));
}

/** Also run once at start-up over every survey (surveyId absent), for jobs a previous process left. */
export async function sweepJobs(db: Database, dataDir: string, surveyId?: string): Promise<void> {
  const now = new Date();
  const ofSurvey = surveyId ? eq(exportJobs.surveyId, surveyId) : undefined;
  const expired = await db
    .delete(exportJobs)
    .where(and(ofSurvey, lt(exportJobs.expiresAt, now)))
    .returning({ filePath: exportJobs.filePath });
  for (const { filePath } of expired) {
    if (filePath) await rm(join(exportsDir(dataDir), filePath), { force: true });
  }
  const stale = await db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(
      and(
        ofSurvey,
        inArray(exportJobs.status, ['queued', 'running']),
        lt(exportJobs.createdAt, new Date(now.getTime() - STALE_JOB_MS)),
      ),
    );
  const orphans = stale.map((job) => job.id).filter((id) => !RUNNING.has(id));
  if (orphans.length === 0) return;
  await db
    .update(exportJobs)
    .set({ status: 'failed', error: { key: 'results.export.interrupted' }, finishedAt: now })
    .where(and(inArray(exportJobs.id, orphans), inArray(exportJobs.status, ['queued', 'running'])));
  for (const id of orphans) {
    for (const extension of new Set(Object.values(EXTENSIONS))) {
      await rm(join(exportsDir(dataDir), `${id}.${extension}.part`), { force: true });
    }
  }
}

export async function findExportJob(db: Database, jobId: string): Promise<ExportJobRow | undefined> {
  const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, jobId)).limit(1);
  return row;
}

/** A job as the API shows it; the error in the caller's language. */
export function jobWire(row: ExportJobRow, language: Language): ExportJob {
  const errorKey = row.error?.key;
  return {
    jobId: row.id,
    format: row.format as ExportFormat,
    status: row.status as ExportJob['status'],
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    fileName: row.fileName,
    bytes: row.bytes,
    error: errorKey
      ? translate(
          language,
          isMessageKey(errorKey) ? errorKey : 'results.export.failed',
          row.error?.values as never,
        )
      : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Test support: resolves when no job of this process is running. */
export async function jobsIdle(): Promise<void> {
  while (RUNNING.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}
