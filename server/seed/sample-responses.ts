import { eq } from 'drizzle-orm';
import type { ResponseStatus } from '../../src/core/api/answer';
import type { AnswerValue, Question, SampleStatus } from '../../src/core/model';
import { entryForQuestion } from '../../src/questions/catalogue';
import type { ExportResponse } from '../../src/questions/shared/exportColumns';
import { fromSavePayload, validateAnswer } from '../../src/questions/validate';
import { type ItemRow, rowsOfQuestion } from '../answers/item-rows';
import {
  cachedRelease,
  type LoadedRelease,
  newestLoadedRelease,
  releaseLanguage,
} from '../answers/survey-release';
import type { Database } from '../db/database';
import { responseItems, responses } from '../db/schema';
import { Random } from './random';
import { sampleAnswer } from './sample-answers';
import {
  type SampleMediaFile,
  type SampleMediaTarget,
  sampleMediaAnswer,
  storeSampleMedia,
} from './sample-media';

/** One generated response, as stored: what a test needs to compute expected statistics on its own. */
export type SampleResponse = {
  id: string;
  surveyId: string;
  releaseVersion: number;
  status: ResponseStatus;
  sampleStatus: SampleStatus | null;
  startedAt: Date;
  completedAt: Date | null;
  invalidAt: Date | null;
  paradata: {
    questionTimeMs: Record<string, number>;
    startedAt: string;
    userAgent: string;
    userId?: string;
    language?: string;
  };
  /** The stored answer of each answered question (the whole question, all its rows together). */
  answers: Record<string, AnswerValue>;
};

export type SampleOptions = {
  count: number;
  /** Same seed and survey, same responses (ids included): a second run on one survey needs another seed. */
  seed?: string;
  /** Responses per transaction; their item rows go in multi-row INSERTs of at most ITEM_ROWS_PER_INSERT. */
  batchSize?: number;
  /** The first day responses start on (UTC); they spread over `days` days from there. */
  startDate?: Date;
  days?: number;
  /** Releases the responses answer, spread evenly; the survey's newest release when absent. */
  versions?: number[];
  /** Share of responses still in progress (0..1). */
  inProgressRate?: number;
  /** Share of responses marked invalid (0..1). */
  invalidRate?: number;
  /** Chance that a complete response leaves a question out (0..1). */
  skipRate?: number;
  /**
   * With it, image and audio questions are answered with small generated files (sample-media.ts) stored as
   * uploads store them; without, media questions stay unanswered: a media answer names files the server holds.
   */
  media?: SampleMediaTarget;
  /** Called with every response once its batch is stored, in generation order. */
  onResponse?: (response: SampleResponse) => void | Promise<void>;
};

export type SampleResult = { responses: number; itemRows: number };

/**
 * 15 columns per item row: anything up to 4 000 rows stays below PostgreSQL's 65 535 bind parameters, but
 * 1 000 at a time cost a third less (measured on the demo's 8 000 rows in PGlite: one huge statement is
 * slower to build and parse than four smaller ones).
 */
const ITEM_ROWS_PER_INSERT = 1_000;
const DEFAULT_BATCH = 250;
const DAY_MS = 86_400_000;

const SAMPLE_STATUSES: readonly SampleStatus[] = ['Complete', 'Screenout', 'Overquota', 'QuotaFull'];
const SAMPLE_STATUS_WEIGHTS = [82, 10, 5, 3];
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
];

/**
 * Inserts `count` synthetic responses to a published survey (tests, benchmarks, the demo): deterministic
 * from the seed, batch by batch so that 100 000 responses never sit in memory together. Item rows are built
 * exactly as a real save builds them (the family's wire payload read back by rowsOfQuestion), so statistics
 * and exports read them as they read real answers. Mostly complete responses with mixed sample statuses,
 * some in progress (answered up to some question), a few marked invalid; start times spread over days.
 */
export async function insertSampleResponses(
  db: Database,
  surveyId: string,
  options: SampleOptions,
): Promise<SampleResult> {
  const loaded = await releasesOf(db, surveyId, options.versions);
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  let itemRows = 0;
  let batch: GeneratedResponse[] = [];
  const flush = async () => {
    itemRows += await storeBatch(db, batch);
    if (options.media) {
      const generated = batch.map(({ response, mediaFiles }) => ({
        responseId: response.id,
        files: mediaFiles,
      }));
      await storeSampleMedia(db, options.media, surveyId, generated);
    }
    if (options.onResponse) for (const { response } of batch) await options.onResponse(response);
    batch = [];
  };
  for (const generated of generateSampleResponses(loaded, options)) {
    batch.push(generated);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return { responses: options.count, itemRows };
}

export type GeneratedResponse = { response: SampleResponse; rows: ItemRow[]; mediaFiles: SampleMediaFile[] };

/**
 * The responses alone, one at a time, without a database: the same seed and releases give the same
 * responses (ids included). The stream is seeded with the survey too, so one seed used on two surveys
 * makes distinct ids.
 */
export function* generateSampleResponses(
  loaded: readonly LoadedRelease[],
  options: Omit<SampleOptions, 'onResponse' | 'batchSize' | 'versions'>,
): Generator<GeneratedResponse> {
  const surveyId = loaded[0]?.release.surveyId ?? '';
  const random = new Random(`${options.seed ?? 'sample'}:${surveyId}`);
  const start = (options.startDate ?? new Date(Date.now() - 14 * DAY_MS)).getTime();
  const days = Math.max(1, options.days ?? 14);
  const settings = {
    inProgressRate: options.inProgressRate ?? 0.15,
    invalidRate: options.invalidRate ?? 0.03,
    skipRate: options.skipRate ?? 0.06,
    withMedia: Boolean(options.media),
  };
  for (let index = 0; index < options.count; index++) {
    const release = loaded[index % loaded.length] as LoadedRelease;
    const startedAt = new Date(start + random.next() * days * DAY_MS);
    yield sampleResponse(release, random, startedAt, settings);
  }
}

/** The releases to answer: the asked versions, or the newest one. */
export async function releasesOf(
  db: Database,
  surveyId: string,
  versions?: number[],
): Promise<LoadedRelease[]> {
  if (!versions?.length) {
    const newest = await newestLoadedRelease(db, surveyId);
    if (!newest) throw new Error(`survey ${surveyId} has no release: publish it before generating responses`);
    return [newest];
  }
  return Promise.all(
    versions.map(async (version) => {
      const found = await cachedRelease(db, surveyId, version);
      if (!found) throw new Error(`survey ${surveyId} has no release ${version}`);
      return found;
    }),
  );
}

type Settings = { inProgressRate: number; invalidRate: number; skipRate: number; withMedia: boolean };

function sampleResponse(
  loaded: LoadedRelease,
  random: Random,
  startedAt: Date,
  settings: Settings,
): GeneratedResponse {
  const { release } = loaded;
  const id = random.uuid();
  const questions = release.groups.flatMap((group) => group.questionList);
  const languages = release.survey.surveyLanguage.filter((language) => language !== 'origin');
  const language = random.chance(0.1) ? undefined : random.pick(languages.length ? languages : ['zh', 'en']);
  const complete = !random.chance(settings.inProgressRate);
  // An unfinished respondent stopped somewhere: everything after that question is unanswered.
  const answeredUpTo = complete ? questions.length : random.int(0, Math.max(0, questions.length - 1));

  const answers: Record<string, AnswerValue> = {};
  const questionTimeMs: Record<string, number> = {};
  const rows: ItemRow[] = [];
  const mediaFiles: SampleMediaFile[] = [];
  for (const question of questions.slice(0, answeredUpTo)) {
    if (random.chance(settings.skipRate)) continue;
    const answered = answerOf(question, random, language ?? 'zh', id, settings.withMedia);
    if (!answered) continue;
    answers[question.id] = answered.value;
    rows.push(...answered.rows);
    mediaFiles.push(...answered.files);
    questionTimeMs[question.id] = Math.round(1_500 + random.next() * random.next() * 40_000);
  }

  // Durations: a log-normal-ish spread around six minutes, a few very slow ones.
  const seconds = Math.round(60 + Math.exp(5.2 + random.next() * 1.2) + (random.chance(0.03) ? 3_600 : 0));
  const completedAt = complete ? new Date(startedAt.getTime() + seconds * 1_000) : null;
  const paradata: SampleResponse['paradata'] = {
    questionTimeMs,
    startedAt: startedAt.toISOString(),
    userAgent: random.pick(USER_AGENTS),
  };
  if (random.chance(0.6)) paradata.userId = `panel-${random.int(100_000, 999_999)}`;
  // As a real save records it (server/answers/routes.ts): the device's language, else the release's own.
  const recorded = language ?? (releaseLanguage(release) || undefined);
  if (recorded) paradata.language = recorded;
  const invalid = random.chance(settings.invalidRate);
  return {
    response: {
      id,
      surveyId: release.surveyId,
      releaseVersion: release.version,
      status: complete ? 'complete' : 'in-progress',
      sampleStatus: complete ? (SAMPLE_STATUSES[random.weighted(SAMPLE_STATUS_WEIGHTS)] ?? 'Complete') : null,
      startedAt,
      completedAt,
      invalidAt: invalid ? new Date((completedAt ?? startedAt).getTime() + DAY_MS) : null,
      paradata,
      answers,
    },
    rows,
    mediaFiles,
  };
}

/**
 * A question's answer and its item rows, made as a save makes them. A generated value the family's own
 * validation refuses (a format or range the generator does not know) is left out rather than stored.
 */
function answerOf(
  question: Question,
  random: Random,
  language: string,
  responseId: string,
  withMedia: boolean,
): { value: AnswerValue; rows: ItemRow[]; files: SampleMediaFile[] } | undefined {
  const entry = entryForQuestion(question);
  if (!entry?.results) return undefined;
  const media = withMedia && entry.answerKind === 'media' ? sampleMediaAnswer(question, random) : undefined;
  const generated = media?.value ?? sampleAnswer(question, entry, random, language);
  if (!generated || validateAnswer(question, generated).length > 0) return undefined;
  const payload = entry.toSavePayload(question, generated, { belongAnswerId: responseId });
  const rows = rowsOfQuestion(question, payload);
  const value = fromSavePayload(question, payload);
  if (!rows?.length || !value) return undefined;
  return { value, rows, files: media?.files ?? [] };
}

async function storeBatch(db: Database, batch: readonly GeneratedResponse[]): Promise<number> {
  if (batch.length === 0) return 0;
  const items = batch.flatMap(({ response, rows }) =>
    rows.map((row) => ({
      ...row,
      responseId: response.id,
      surveyId: response.surveyId,
      updatedAt: response.completedAt ?? response.startedAt,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(responses).values(
      batch.map(({ response }) => ({
        id: response.id,
        surveyId: response.surveyId,
        releaseVersion: response.releaseVersion,
        seed: response.id.slice(0, 8),
        status: response.status,
        sampleStatus: response.sampleStatus,
        userPage: response.status === 'complete' ? 0 : 1,
        lastAckSequence: 1,
        startedAt: response.startedAt,
        updatedAt: response.completedAt ?? response.startedAt,
        completedAt: response.completedAt,
        paradata: response.paradata,
        invalidAt: response.invalidAt,
      })),
    );
    for (let from = 0; from < items.length; from += ITEM_ROWS_PER_INSERT) {
      await tx.insert(responseItems).values(items.slice(from, from + ITEM_ROWS_PER_INSERT));
    }
  });
  return items.length;
}

/** How many responses a survey has (the demo generates some only when there are none). */
export async function responseCount(db: Database, surveyId: string): Promise<number> {
  return db.$count(responses, eq(responses.surveyId, surveyId));
}

/** A generated response as the export reads it. */
export function sampleAsExportResponse(response: SampleResponse): ExportResponse {
  return {
    id: response.id,
    status: response.status,
    sampleStatus: response.sampleStatus,
    startedAt: response.startedAt,
    completedAt: response.completedAt,
    releaseVersion: response.releaseVersion,
    language: response.paradata.language ?? null,
    panelUserId: response.paradata.userId ?? null,
    invalid: response.invalidAt !== null,
    answers: response.answers,
  };
}
