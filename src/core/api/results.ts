import { z } from 'zod';
import { idSchema, sampleStatusSchema } from '../model';
import { responseStatusSchema } from './answer';
import { displayTimeSummarySchema } from './displayTimeSummary';

export type { DisplayTimeSummary } from './displayTimeSummary';

/**
 * Results: what was collected, read back (docs/architecture.md "Results and exports"). The spec names the
 * screens (/results, /wuxiaolist) and the data authority (pmData / reData) but no paths: these are ours,
 * under /api/results/. Every call but the public report needs data authority on the survey; a survey the
 * caller may not read is a 404 like a missing one.
 */
export const RESULTS_API = {
  overview: '/api/results/overview',
  questions: '/api/results/questions',
  texts: '/api/results/texts',
  crosstab: '/api/results/crosstab',
  responses: '/api/results/responses',
  response: '/api/results/response',
  markInvalid: '/api/results/responses/invalid',
  deleteResponses: '/api/results/responses/delete',
  exports: '/api/results/exports',
  /** GET `${exportFile}?jobId=` streams a finished export's file. */
  exportFile: '/api/results/exports/file',
  share: '/api/results/share',
  /** GET `${publicReport}?token=`: overview and per-question summaries, no login, never single responses. */
  publicReport: '/api/results/public',
  /** GET `${archive}?surveyId=` downloads the whole survey as one archive. */
  archive: '/api/results/archive',
  /** POST multipart (field `file`): a new survey from an archive. */
  importArchive: '/api/results/archive/import',
  /**
   * POST { surveyId, filter }: a ZIP of the filtered responses' received media files (stored, ZIP64), each
   * at `mediaZipPath` (server/results/media/names.ts), the same name the exports' media columns give.
   */
  mediaZip: '/api/results/mediaZip',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** An "answered X to question Q" condition: any of the options (matrix: in row descId) was chosen. */
export const answeredConditionSchema = z.object({
  questionId: idSchema,
  /** Matrix row (desc) id; absent for plain choice questions. */
  descId: idSchema.optional(),
  optionIds: z.array(idSchema).min(1).max(200),
});
export type AnsweredCondition = z.infer<typeof answeredConditionSchema>;

/**
 * The filter every view and every export honours; all conditions are combined with AND. Dates bound when
 * the response started (`from` inclusive, `to` exclusive). Invalid responses are left out unless asked for.
 */
export const resultsFilterSchema = z.object({
  statuses: z.array(responseStatusSchema).max(2).optional(),
  sampleStatuses: z.array(sampleStatusSchema).max(4).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  versions: z.array(z.number().int().min(1)).max(1000).optional(),
  languages: z.array(z.string().min(1).max(16)).max(20).optional(),
  answered: z.array(answeredConditionSchema).max(20).optional(),
  invalid: z.enum(['exclude', 'include', 'only']).default('exclude'),
});
export type ResultsFilter = z.infer<typeof resultsFilterSchema>;
export type ResultsFilterInput = z.input<typeof resultsFilterSchema>;

export const surveyFilterRequestSchema = z.object({
  surveyId: idSchema,
  filter: resultsFilterSchema.default({ invalid: 'exclude' }),
});
export type SurveyFilterRequest = z.infer<typeof surveyFilterRequestSchema>;

// ---------------------------------------------------------------------------------------------- overview

const countedSchema = z.object({ key: z.string(), count: z.number().int() });

export const overviewSchema = z.object({
  /** Responses that match the filter. */
  started: z.number().int(),
  inProgress: z.number().int(),
  complete: z.number().int(),
  /** complete / started, 0 when nothing started. */
  completionRate: z.number(),
  /** Per sample status of finished responses (Complete, Overquota, Screenout, QuotaFull). */
  bySampleStatus: z.array(countedSchema),
  /** Seconds from start to completion of complete responses; null when none. */
  duration: z.object({ median: z.number(), q1: z.number(), q3: z.number() }).nullable(),
  /** Responses started per day (UTC date yyyy-MM-dd), oldest first. */
  perDay: z.array(z.object({ day: z.string(), started: z.number().int(), complete: z.number().int() })),
  byVersion: z.array(z.object({ version: z.number().int(), count: z.number().int() })),
  byLanguage: z.array(countedSchema),
  /** Responses marked invalid (whatever the filter's invalid setting), so the screen can offer them. */
  invalid: z.number().int(),
});
export type Overview = z.infer<typeof overviewSchema>;

// ----------------------------------------------------------------------------------- question summaries

/**
 * How a family's answers are summarised; each family's catalogue entry names its kind (its `results`), and
 * the server computes each kind with SQL aggregates. `count` is for families not summarised yet beyond how
 * many answered them (media, GPS, … until their issue adds a summary).
 */
export const SUMMARY_KINDS = [
  'choice',
  'matrix',
  'sort',
  'chip',
  'numeric',
  'scores',
  'time',
  'text',
  'blanks',
  'count',
] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

const optionCountSchema = z.object({
  optionId: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** Of the responses that answered the question (multiple choice can add up to more than 100). */
  percent: z.number(),
});

const numericStatsSchema = z.object({
  answered: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  sd: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Count per distinct value, or per bucket (`from` ≤ value < `to`, the last one closed) when many. */
  distribution: z.array(
    z.object({ label: z.string(), from: z.number(), to: z.number(), count: z.number().int() }),
  ),
});

const summaryBase = {
  questionId: z.string(),
  title: z.string(),
  itemCode: z.string(),
  answered: z.number().int(),
  /** Present when display time is on for the question or its page: each timed item's recorded times. */
  displayTimes: z.array(displayTimeSummarySchema).optional(),
};

/**
 * A GPS question's points: how many, the median accuracy (metres) of those reporting one, and the newest
 * points up to GPS_POINTS_LISTED (`listed` < `count` says the list is cut). The public report leaves the
 * points out (a point is one respondent's whereabouts); the figures stay.
 */
export const GPS_POINTS_LISTED = 500;
export const gpsPointSchema = z.object({
  responseId: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  altitude: z.number().nullable(),
  /** ISO time of the fix itself; null when the device gave none. */
  fixTime: z.string().nullable(),
});
export type GpsPoint = z.infer<typeof gpsPointSchema>;
export const gpsSummarySchema = z.object({
  count: z.number().int(),
  medianAccuracy: z.number().nullable(),
  points: z.array(gpsPointSchema),
});
export type GpsSummary = z.infer<typeof gpsSummarySchema>;

const placeCountSchema = z.object({ code: z.string(), name: z.string(), count: z.number().int() });
export const placesSummarySchema = z.object({
  /** First level (a city question's provinces), most answered first. */
  top: z.array(placeCountSchema),
  /** Second level (prefectures) under their first level's name, most answered first. */
  second: z.array(placeCountSchema.extend({ parentName: z.string() })),
});
export type PlacesSummary = z.infer<typeof placesSummarySchema>;

export const mediaSummarySchema = z.object({
  /** Entries the answers name, and of them the files the server holds complete. */
  files: z.number().int(),
  received: z.number().int(),
  /** Per kind of the received rows (audio, image, video); files not yet received have no known kind. */
  kinds: z.array(z.object({ kind: z.string(), files: z.number().int(), bytes: z.number() })),
});
export type MediaSummary = z.infer<typeof mediaSummarySchema>;

/**
 * A timed response test's latencies per item (its descs, in the designer's order): how many recordings the
 * answers hold, how many of them had a sound above the threshold (`voiced`), and the median and mean latency in
 * milliseconds over those (null when none had).
 */
export const latencySummarySchema = z.object({
  items: z.array(
    z.object({
      descId: z.string(),
      label: z.string(),
      recordings: z.number().int(),
      voiced: z.number().int(),
      medianMs: z.number().nullable(),
      meanMs: z.number().nullable(),
    }),
  ),
});
export type LatencySummary = z.infer<typeof latencySummarySchema>;

/**
 * An image markup's marks per picture: the marks in the designer's order (then any an answer holds that the
 * question no longer offers), and for each picture (its uploaded image's address, null before one was
 * uploaded) how many respondents marked it and how many gave it each mark, in the marks' order; `percent`
 * (0–100) is of those who marked that picture.
 */
export const markupSummarySchema = z.object({
  marks: z.array(z.string()),
  pictures: z.array(
    z.object({
      optionId: z.string(),
      name: z.string(),
      url: z.string().nullable(),
      marked: z.number().int(),
      marks: z.array(z.object({ mark: z.string(), count: z.number().int(), percent: z.number() })),
    }),
  ),
});
export type MarkupSummary = z.infer<typeof markupSummarySchema>;

/**
 * The magnitudes of |D| that name an implicit association's strength (Greenwald, Nosek & Banaji 2003 and the
 * Project Implicit reports): under 0.15 little or none, then slight, moderate, and strong from 0.65. The
 * report's D bands are these on both sides of zero: band 3 the middle, 0–2 the negative side (strong first),
 * 4–6 the positive side.
 */
export const D_STRENGTH_CUTS = [0.15, 0.35, 0.65] as const;
export const D_BANDS = 2 * D_STRENGTH_CUTS.length + 1;

/**
 * An implicit association question's figures. Per stimulus (the question's items, and in a full IAT its
 * attribute words after them): its trials, their latency (ms, onset to the decisive touch) mean and median,
 * the share of trials with a wrong swipe first (full IAT; a swipe round has no wrong side, so null), the
 * swipes started and given up, and in a swipe round how many went to each side. A full IAT adds the D scores'
 * summary: respondents with a full answer, those flagged (over 10 % of trials under 300 ms, left out as the
 * scoring paper drops them), those scored among the rest, their mean D and how many fall in each band.
 * Aggregates only, so the public report shows it as it is.
 */
export const associationStimulusSchema = z.object({
  stimulusId: z.string(),
  label: z.string(),
  attribute: z.boolean(),
  trials: z.number().int(),
  meanMs: z.number().nullable(),
  medianMs: z.number().nullable(),
  errorShare: z.number().nullable(),
  abandoned: z.number().int(),
  sides: z.tuple([z.number().int(), z.number().int()]).optional(),
});
export type AssociationStimulus = z.infer<typeof associationStimulusSchema>;
export const associationSummarySchema = z.object({
  /** The two sides (options), the first on the left. */
  sides: z.tuple([z.string(), z.string()]),
  stimuli: z.array(associationStimulusSchema),
  iat: z
    .object({
      /** The attribute categories, the first on the left: positive D pairs sides[0] with attributes[0]. */
      attributes: z.tuple([z.string(), z.string()]),
      respondents: z.number().int(),
      flagged: z.number().int(),
      scored: z.number().int(),
      meanD: z.number().nullable(),
      /** Scored respondents per band (D_BANDS of them, see D_STRENGTH_CUTS). */
      bands: z.array(z.number().int()).length(D_BANDS),
    })
    .optional(),
});
export type AssociationSummary = z.infer<typeof associationSummarySchema>;

/**
 * A choice question whose options are regions of one picture (concept evaluation): the picture's address and
 * each region as fractions of the picture's width and height, so the report draws the shares over the image.
 */
export const choicePictureSchema = z.object({
  url: z.string(),
  regions: z.array(
    z.object({ optionId: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
  ),
});
export type ChoicePicture = z.infer<typeof choicePictureSchema>;

export const questionSummarySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    ...summaryBase,
    multiple: z.boolean(),
    options: z.array(optionCountSchema),
    /** Texts typed for "other" options: the newest few per option, and how many there are. */
    otherTexts: z.array(
      z.object({ optionId: z.string(), total: z.number().int(), texts: z.array(z.string()) }),
    ),
    /** The picture the options are regions of, when the question's family has one. */
    picture: choicePictureSchema.optional(),
  }),
  z.object({
    kind: z.literal('matrix'),
    ...summaryBase,
    multiple: z.boolean(),
    columns: z.array(z.object({ optionId: z.string(), label: z.string() })),
    rows: z.array(
      z.object({
        descId: z.string(),
        label: z.string(),
        answered: z.number().int(),
        /** In column order; rowPercent is of the row's answered count. */
        cells: z.array(z.object({ optionId: z.string(), count: z.number().int(), rowPercent: z.number() })),
      }),
    ),
  }),
  z.object({
    kind: z.literal('sort'),
    ...summaryBase,
    options: z.array(
      z.object({
        optionId: z.string(),
        label: z.string(),
        /** How many ranked this option at all. */
        ranked: z.number().int(),
        meanRank: z.number().nullable(),
        /** rankCounts[i] = how many put it at rank i + 1. */
        rankCounts: z.array(z.number().int()),
      }),
    ),
  }),
  z.object({
    kind: z.literal('chip'),
    ...summaryBase,
    total: z.number(),
    options: z.array(
      z.object({
        optionId: z.string(),
        label: z.string(),
        sum: z.number(),
        /** Over the responses that answered the question. */
        mean: z.number().nullable(),
        /** sum / total of all options, 0 when nothing was allocated. */
        share: z.number(),
      }),
    ),
  }),
  z.object({ kind: z.literal('numeric'), ...summaryBase, stats: numericStatsSchema }),
  z.object({
    kind: z.literal('scores'),
    ...summaryBase,
    rows: z.array(z.object({ descId: z.string(), label: z.string(), stats: numericStatsSchema })),
  }),
  z.object({
    kind: z.literal('time'),
    ...summaryBase,
    /** The period answers are counted by: hour (times), month (dates, year-months), or year. */
    period: z.enum(['hour', 'day', 'month', 'year']),
    periods: z.array(z.object({ period: z.string(), count: z.number().int() })),
  }),
  /** Texts are read page by page with the texts call; the summary says how many there are. */
  z.object({ kind: z.literal('text'), ...summaryBase }),
  z.object({
    kind: z.literal('blanks'),
    ...summaryBase,
    blanks: z.array(z.object({ descId: z.string(), label: z.string(), answered: z.number().int() })),
  }),
  z.object({
    kind: z.literal('count'),
    ...summaryBase,
    /** GPS answers: their points (see gpsSummarySchema). */
    gps: gpsSummarySchema.optional(),
    /** City and cascade answers: counts per first and second level, by name. */
    places: placesSummarySchema.optional(),
    /** Media answers: files per kind and how many of them the server has received whole. */
    media: mediaSummarySchema.optional(),
    /** Image markup answers: each picture's marks (see markupSummarySchema). */
    markup: markupSummarySchema.optional(),
    /** Implicit association answers: per stimulus latencies and errors, a full IAT's D scores. */
    association: associationSummarySchema.optional(),
    /** Timed response answers: per item latencies (see latencySummarySchema). */
    latency: latencySummarySchema.optional(),
  }),
]);
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const questionsRequestSchema = surveyFilterRequestSchema.extend({
  /** Only these questions; all answered questions of the survey when absent. */
  questionIds: z.array(idSchema).max(2000).optional(),
});
export type QuestionsRequest = z.infer<typeof questionsRequestSchema>;

export const questionsResponseSchema = z.object({
  /** The release whose titles and options label the summaries (the newest one). */
  releaseVersion: z.number().int().nullable(),
  questions: z.array(questionSummarySchema),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

export const textsRequestSchema = surveyFilterRequestSchema.extend({
  questionId: idSchema,
  /** A sub-question of a multi-blank or multi-line question, or an option whose "other" texts to list. */
  descId: idSchema.optional(),
  otherOfOptionId: idSchema.optional(),
  search: z.string().max(200).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
});
export type TextsRequest = z.infer<typeof textsRequestSchema>;

export const textsResponseSchema = z.object({
  total: z.number().int(),
  texts: z.array(z.object({ responseId: z.string(), text: z.string(), answeredAt: z.string() })),
});
export type TextsResponse = z.infer<typeof textsResponseSchema>;

// ------------------------------------------------------------------------------------------- cross-tab

export const crosstabRequestSchema = surveyFilterRequestSchema.extend({
  rowQuestionId: idSchema,
  columnQuestionId: idSchema,
});
export type CrosstabRequest = z.infer<typeof crosstabRequestSchema>;

export const crosstabSchema = z.object({
  rows: z.array(z.object({ optionId: z.string(), label: z.string() })),
  columns: z.array(z.object({ optionId: z.string(), label: z.string() })),
  /** counts[r][c]: responses that chose row option r and column option c. */
  counts: z.array(z.array(z.number().int())),
  rowTotals: z.array(z.number().int()),
  columnTotals: z.array(z.number().int()),
  /** Responses that answered both questions. */
  total: z.number().int(),
  /**
   * Pearson's chi-square test of independence over the rows and columns with a non-zero total; null when
   * fewer than two such rows or columns remain. lowExpected counts cells expected below 5 (the test is then
   * unreliable, and the screen says so). With multiple choice a response counts in several cells, which the
   * test does not assume: the screen says so too.
   */
  chiSquare: z
    .object({
      statistic: z.number(),
      degreesOfFreedom: z.number().int(),
      pValue: z.number(),
      lowExpected: z.number().int(),
    })
    .nullable(),
});
export type Crosstab = z.infer<typeof crosstabSchema>;

// ------------------------------------------------------------------------------------------ responses

export const responsesRequestSchema = surveyFilterRequestSchema.extend({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  /** Only the interviews of this field interviewer (the list's own choice, beside the shared filter). */
  interviewerId: z.uuid().optional(),
});
export type ResponsesRequest = z.infer<typeof responsesRequestSchema>;

export const responseSummarySchema = z.object({
  responseId: z.string(),
  status: responseStatusSchema,
  sampleStatus: sampleStatusSchema.nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Seconds from start to completion; null while in progress. */
  durationSeconds: z.number().nullable(),
  releaseVersion: z.number().int(),
  language: z.string().nullable(),
  /** The panel's respondent id from the link (userId), when there was one. */
  panelUserId: z.string().nullable(),
  invalid: z.boolean(),
  answeredCount: z.number().int(),
  /**
   * The field interviewer who took it (docs/architecture.md "Interviewer mode"); null for a respondent's own.
   * flag 'revoked': sent after the interviewer's assignment was revoked, begun before it.
   */
  interviewer: z.object({ id: z.string(), name: z.string(), flag: z.string().nullable() }).nullable(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const responsesResponseSchema = z.object({
  total: z.number().int(),
  responses: z.array(responseSummarySchema),
});

export const responseQuerySchema = z.object({ surveyId: idSchema, responseId: idSchema });

/** One file of a media answer as the response detail shows it. */
export const shownMediaSchema = z.object({
  mediaId: z.string(),
  /** The name the device gave. */
  fileName: z.string(),
  /** The transcript or text the entry carries. */
  text: z.string().nullable(),
  /** Whether the server holds the whole file; false: not yet received (or never will be). */
  received: z.boolean(),
  /** audio, image or video, and the type read from the bytes: null until received. */
  kind: z.string().nullable(),
  mimeType: z.string().nullable(),
  size: z.number().nullable(),
});
export type ShownMedia = z.infer<typeof shownMediaSchema>;

/** One answered question as the respondent saw it: its title and the answer in words. */
export const shownAnswerSchema = z.object({
  questionId: z.string(),
  itemCode: z.string(),
  title: z.string(),
  /** Lines of the answer, in question order: "option text", "row: column", "rank 1: option", "12", … */
  lines: z.array(z.string()),
  /** Seconds spent on the question, when the device measured it. */
  seconds: z.number().nullable(),
  /** A media answer's files, in answer order, to play or view (GET MEDIA_API.resultsFile). */
  media: z.array(shownMediaSchema).optional(),
});

/**
 * One timed item of the response's release (display time, src/core/validation/displayTime.ts) as the
 * response detail shows it: what the designer set, and what the device recorded.
 */
export const shownDisplayTimeSchema = z.object({
  itemId: z.string(),
  /** A question, or a page: a page break timing the page it opens. */
  kind: z.enum(['question', 'page']),
  /** A question's code and title (empty for a page break). */
  itemCode: z.string(),
  title: z.string(),
  /** A page break's place among the release's page breaks (1, 2 …); null for a question. */
  pageBreak: z.number().int().nullable(),
  /** The codes of the questions the item times (a page break: those of the page it opens). */
  covers: z.array(z.string()),
  /** The time the designer set, and what happens when it runs out. */
  limitSeconds: z.number(),
  end: z.enum(['next', 'hide']),
  /** How long it was shown, to the millisecond, and whether its time ran out; null: never reached. */
  shownSeconds: z.number().nullable(),
  ranOut: z.boolean().nullable(),
});
export type ShownDisplayTime = z.infer<typeof shownDisplayTimeSchema>;

export const responseDetailSchema = responseSummarySchema.extend({
  answers: z.array(shownAnswerSchema),
  paradata: z.object({
    userAgent: z.string().nullable(),
    queryType: z.string().nullable(),
    screenId: z.string().nullable(),
    /**
     * The survey's link parameters (src/core/api/surveyParams.ts) in the order declared, named as in the
     * results (outParamName), with the value the response's answer link gave (null: none).
     */
    linkParams: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
    /** Display time: each timed item of the release, in order, with the response's record of it. */
    displayTimes: z.array(shownDisplayTimeSchema),
  }),
});
export type ResponseDetail = z.infer<typeof responseDetailSchema>;

export const markInvalidRequestSchema = z.object({
  surveyId: idSchema,
  responseIds: z.array(idSchema).min(1).max(1000),
  /** true marks them invalid, false restores them. */
  invalid: z.boolean(),
});

export const deleteResponsesRequestSchema = z.object({
  surveyId: idSchema,
  responseIds: z.array(idSchema).min(1).max(1000),
});

/** How many responses the call changed (ids of other surveys or unknown ids change nothing). */
export const changedCountSchema = z.object({ changed: z.number().int() });

// -------------------------------------------------------------------------------------------- exports

/** `audit`: the audit trail, one CSV row per event (server/results/audit/export.ts). */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'sav', 'codebook', 'audit'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const exportRequestSchema = surveyFilterRequestSchema.extend({
  format: exportFormatSchema,
  /** Choice answers as their codes (option numbers) or as their option texts (CSV and XLSX). */
  values: z.enum(['codes', 'labels']).default('codes'),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const exportJobSchema = z.object({
  jobId: z.string(),
  format: exportFormatSchema,
  status: z.enum(EXPORT_JOB_STATUSES),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  fileName: z.string().nullable(),
  bytes: z.number().nullable(),
  /** The reason, in the caller's language, when the job failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** After this the file is deleted and the job disappears from the list. */
  expiresAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportJobsQuerySchema = z.object({ surveyId: idSchema });
export const exportFileQuerySchema = z.object({ jobId: idSchema });

// ------------------------------------------------------------------------------------- public report

export const shareRequestSchema = z.object({ surveyId: idSchema, enabled: z.boolean() });
export const shareQuerySchema = z.object({ surveyId: idSchema });
export const shareStateSchema = z.object({
  enabled: z.boolean(),
  /** Present when enabled: the unguessable token of the public report link (/results?token=…). */
  token: z.string().nullable(),
});
export type ShareState = z.infer<typeof shareStateSchema>;

export const publicReportQuerySchema = z.object({ token: z.string().min(16).max(128) });
export const publicReportSchema = z.object({
  surveyName: z.string(),
  overview: overviewSchema,
  questions: z.array(questionSummarySchema),
});
export type PublicReport = z.infer<typeof publicReportSchema>;
