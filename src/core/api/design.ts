import { z } from 'zod';
import {
  answerConfigSchema,
  descConfigSchema,
  flagSchema,
  groupSchema,
  idSchema,
  optionTypeSchema,
  pageTypeSchema,
  questionSchema,
  releaseSchema,
  surveyInfoSchema,
  surveyStateSchema,
} from '../model';
import { webAddress } from '../text';
import { savedProgressSchema } from './answer';

/**
 * The designer and publishing calls (spec 1 §7) and the respondents' survey load (spec 2 §7): paths, request
 * and response schemas. The server validates with these and the designer's forms use the same ones, so both
 * refuse the same things with the same message keys (src/i18n/messages/design.ts).
 *
 * Wire conventions: GET parameters are query strings (numbers coerced); POST bodies are JSON. Comma lists of
 * the survey (surveyLanguage, surveyLableIds, randIds) travel comma-joined, as the spec says; requests accept
 * them as a string or an array.
 */

/** The question save endpoints of spec 1 §3 "Save endpoint per type", without the /api prefix. */
export const SAVE_ENDPOINTS = [
  '/design/qu-radio/ajaxSave',
  '/design/qu-checkbox/ajaxSave',
  '/design/qu-radio-group/ajaxSave',
  '/design/qu-checkbox-group/ajaxSave',
  '/design/qu-orderqu/ajaxSave',
  '/design/qu-proportion/ajaxSave',
  '/design/qu-number/ajaxSave',
  '/design/qu-ce/ajaxSave',
  '/design/qu-pagetag/ajaxSave',
  '/design/qu-checkpoint/ajaxSave',
  '/design/qu-title/ajaxSave',
  '/design/qu-select/ajaxSave',
  '/design/qu-score/ajaxSave',
  '/design/qu-score-group/ajaxSave',
  '/design/qu-img-mark/ajaxSave',
  '/design/qu-gps/ajaxSave',
  '/design/qu-fillblank/ajaxSave',
  '/design/qu-multi-open/ajaxSave',
  '/design/qu-multi-fillblank/ajaxSave',
  '/design/qu-media/ajaxSave',
  '/design/qu-time-notes/ajaxSave',
] as const;
export type SaveEndpoint = (typeof SAVE_ENDPOINTS)[number];

/** The full path of a catalogue entry's save endpoint (`entry.saveEndpoint` has no /api prefix). */
export function saveQuestionPath(endpoint: SaveEndpoint | string): string {
  return `/api${endpoint}`;
}

export { AUDIO_UPLOAD_LIMITS, FILES_PREFIX, UPLOAD_LIMITS } from './files';

export const DESIGN_API = {
  // Survey list and CRUD (spec 1 §7 "Session and survey list").
  surveyList: '/api/design/my-survey/list',
  surveyPickList: '/api/design/my-survey/surveylist',
  getSurvey: '/api/design/my-survey/getSurveyById',
  updateSurvey: '/api/design/my-survey/updateSurvey',
  deleteSurvey: '/api/design/my-survey/delete',
  surveyState: '/api/design/my-survey/surveyState',
  moveQuestionToGroup: '/api/design/my-survey/moveQuGroup',
  // Workspace.
  design: '/api/design/my-survey-design/ajaxSurvey',
  questionList: '/api/design/my-survey-design/getQuestionList',
  surveyByQuestion: '/api/design/my-survey-design/getSurveryByQuestionId',
  /** GET with questionsIds (within-group order), POST with the full sorting payload. */
  questionOrder: '/api/design/my-survey-design/updateQuestionOrderById',
  copySurvey: '/api/design/my-survey-design/copySurvey',
  editPage: '/api/design/my-survey-design/edit/page',
  uploadFile: '/api/design/my-survey-design/uploadFile',
  /** One audio file a question plays to respondents (multipart: surveyId and one `file`); answers as uploadFile. */
  uploadAudio: '/api/design/my-survey-design/uploadAudio',
  // Groups and question deletion (spec 1 §7 "Question edit": relative to /design/question).
  saveGroup: '/api/design/question/addQuGroup',
  deleteGroup: '/api/design/question/delQuGroup',
  deleteQuestion: '/api/design/question/ajaxDelete',
  /** Dictionary by key (path ours; the spec gives the call without its path). */
  dictionary: '/api/design/dict/getDictByKey',
} as const;

/** The respondents' survey load (spec 2 §7, path ours): anonymous, for published surveys only. */
export const SURVEY_LOAD_API = { load: '/api/survey-answer/load' } as const;

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

const queryId = (key: string) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(64, { error: key });
const surveyIdQuery = queryId('design.survey.idRequired');

/** A comma list in a request, as `"a,b"` or `["a","b"]` (as the model's commaListSchema). */
const commaListInput = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()))
  .transform((parts) => parts.filter((part) => part.length > 0));

/** What the caller may do with one survey: owner, or the grants given to them. */
export const surveyAccessSchema = z.object({
  owner: z.boolean(),
  edit: z.boolean(),
  release: z.boolean(),
  data: z.boolean(),
});
export type SurveyAccess = z.infer<typeof surveyAccessSchema>;

/**
 * Survey info as it leaves the server: the model's fields with the comma lists joined, plus bookkeeping
 * (timestamps, the current release, the caller's access). `surveyInfoSchema.parse` reads it back.
 */
export const surveyInfoWireSchema = surveyInfoSchema.extend({
  surveyLanguage: z.string(),
  surveyLableIds: z.string(),
  randIds: z.string(),
  /** Version of the current release; null before the first publish. */
  releaseVersion: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  access: surveyAccessSchema,
});
export type SurveyInfoWire = z.infer<typeof surveyInfoWireSchema>;

// ---------------------------------------------------------------------------------------------------------
// Survey list and CRUD

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** GET list: pageNo from 1, pageSize 10/20/50/100 (default 10), surveyName contains, surveyState equals. */
export const surveyListQuerySchema = z.object({
  pageNo: z.coerce
    .number({ error: 'design.page.invalid' })
    .int()
    .min(1, { error: 'design.page.invalid' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'design.page.sizeInvalid' })
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), { error: 'design.page.sizeInvalid' })
    .default(10),
  surveyName: z.string().trim().max(200).optional(),
  surveyState: surveyStateSchema.optional(),
});
export type SurveyListQuery = z.input<typeof surveyListQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageSize: z.number().int(),
    pageNum: z.number().int(),
  });

export const surveyListResponseSchema = pagedSchema(surveyInfoWireSchema);
export type SurveyListResponse = z.infer<typeof surveyListResponseSchema>;

/** GET surveylist: every survey the caller may read, newest first (the copy-source picker). */
export const surveyPickItemSchema = z.object({
  surveyId: z.string(),
  surveyName: z.string(),
  surveyState: surveyStateSchema,
  surveyQuNum: z.number().int().nullable(),
});
export const surveyPickListResponseSchema = z.array(surveyPickItemSchema);
export type SurveyPickItem = z.infer<typeof surveyPickItemSchema>;

export const surveyIdQuerySchema = z.object({ surveyId: surveyIdQuery });
/** GET getSurveyById / delete / surveyState take `id` (the spec's name). */
export const idQuerySchema = z.object({ id: queryId('design.survey.idRequired') });

/**
 * POST updateSurvey: without surveyId creates a survey (with one ordinary group A) and returns it; with one
 * updates the fields sent. userId and surveyState are never taken from here (state: surveyState call).
 */
export const updateSurveyRequestSchema = z
  .object({
    surveyId: idSchema.optional(),
    surveyName: z
      .string({ error: 'design.survey.nameRequired' })
      .trim()
      .min(1, { error: 'design.survey.nameRequired' })
      .max(200, { error: 'design.survey.nameTooLong' }),
    surveyType: z.string().max(64).nullish(),
    surveyCategory: z.string().max(64).nullish(),
    surveyBrand: z.string().max(200).nullish(),
    surveyCycle: z.string().max(64).nullish(),
    surveyLanguage: commaListInput.optional(),
    surveyLableIds: commaListInput.optional(),
    /** Rich text: sanitised by the server. */
    surveyNote: z.string().max(20_000).nullish(),
    shareType: z.string().max(8).optional(),
    isEndYes: flagSchema.optional(),
    endYesText: z.string().max(20_000).nullish(),
    endYesDesc: z.string().max(20_000).nullish(),
    endYesImg: z.string().max(1000).nullish(),
    isEndNo: flagSchema.optional(),
    endNoText: z.string().max(20_000).nullish(),
    endNoDesc: z.string().max(20_000).nullish(),
    endNoImg: z.string().max(1000).nullish(),
    randOrder: flagSchema.optional(),
    randIds: commaListInput.optional(),
    isToUrl: flagSchema.optional(),
    /** The completion redirect: http or https only (a respondent's browser is sent there). */
    toUrl: z
      .string()
      .max(2000, { error: 'design.survey.toUrlTooLong' })
      .refine((text) => text.trim() === '' || webAddress(text) !== null, {
        error: 'design.survey.toUrlInvalid',
      })
      .nullish(),
  })
  .superRefine((request, context) => {
    // Turning the redirect on with an empty address would send nobody anywhere: refused. (Left out, toUrl keeps
    // the stored address.)
    if (request.isToUrl === 1 && request.toUrl !== undefined && !request.toUrl?.trim()) {
      context.addIssue({ code: 'custom', path: ['toUrl'], message: 'design.survey.toUrlRequired' });
    }
  });
export type UpdateSurveyRequest = z.input<typeof updateSurveyRequestSchema>;

/** GET delete?id=a,b: deletes surveys the caller owns (all or none). */
export const deleteSurveysQuerySchema = z.object({
  id: commaListInput.pipe(z.array(idSchema).min(1, { error: 'design.survey.idRequired' })),
});
export const deleteSurveysResponseSchema = z.object({ deleted: z.array(z.string()) });

/**
 * GET copySurvey: copies the design of fromSurveyId into toSurveyId (appended) or into a new survey. A new
 * survey also gets the source's style, languages and translations; appended, the copied elements bring their
 * translations and the target keeps its own style.
 */
export const copySurveyQuerySchema = z.object({
  fromSurveyId: queryId('design.survey.idRequired'),
  toSurveyId: z.string().trim().max(64).optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Workspace

/** GET ajaxSurvey: the whole design, numbered, with logic; groups in order, the type-1 group first. */
export const surveyDesignSchema = surveyInfoWireSchema.extend({ groupList: z.array(groupSchema) });
export type SurveyDesign = z.infer<typeof surveyDesignSchema>;

/** GET getQuestionList: the survey's questions in design order, numbered (no group wrapper). */
export const questionListResponseSchema = z.array(questionSchema);

export const questionIdQuerySchema = z.object({ quId: queryId('design.question.idRequired') });

/** Calls that rearrange groups or questions answer the whole numbered group list. */
export const groupListResponseSchema = z.array(groupSchema);

/** POST addQuGroup: without id adds a group (type 1 goes first), with id renames / retypes it. */
export const saveGroupRequestSchema = z.object({
  surveyId: idSchema,
  id: idSchema.optional(),
  groupType: z.union([z.literal(1), z.literal(2)]).optional(),
  groupTitle: z.string().trim().max(200, { error: 'design.group.titleTooLong' }).optional(),
  /** Position among the ordinary groups (0-based); appended when absent. */
  index: z.number().int().min(0).optional(),
});
export type SaveGroupRequest = z.input<typeof saveGroupRequestSchema>;

/** GET delQuGroup?id=: the group and its questions go; refused when those questions have relations. */
export const deleteGroupQuerySchema = z.object({ id: queryId('design.group.idRequired') });

/**
 * POST moveQuGroup: moves a question into another group. Either `toGroupId` (appended there, or at `index`)
 * or `direction`: 'up' makes the first question of a group the last of the previous group, 'down' the last
 * the first of the next; refused with "target group is empty" when that neighbour group has no questions.
 */
export const moveQuestionRequestSchema = z
  .object({
    surveyId: idSchema,
    quId: idSchema,
    toGroupId: idSchema.optional(),
    index: z.number().int().min(0).optional(),
    direction: z.enum(['up', 'down']).optional(),
  })
  .refine((body) => (body.toGroupId === undefined) !== (body.direction === undefined), {
    error: 'design.move.targetRequired',
    path: ['toGroupId'],
  });
export type MoveQuestionRequest = z.input<typeof moveQuestionRequestSchema>;

/** GET updateQuestionOrderById?questionsIds=a,b,c: these questions take this order within their groups. */
export const questionOrderQuerySchema = z.object({
  questionsIds: commaListInput.pipe(z.array(idSchema).min(1, { error: 'design.question.idRequired' })),
});

/** POST updateQuestionOrderById: the sorting payload of spec 1 §7 — every group and every question once. */
export const sortingRequestSchema = z.object({
  surveyId: idSchema,
  type: z.literal(2).optional(),
  groupList: z
    .array(
      z.object({
        type: z.union([z.literal(1), z.literal(2)]).optional(),
        id: idSchema,
        questionList: z.array(idSchema),
      }),
    )
    .min(1),
});
export type SortingRequest = z.input<typeof sortingRequestSchema>;

/** POST edit/page: page types of page-break questions; forced to 1 where the page rules say so. */
export const editPageRequestSchema = z
  .array(z.object({ id: idSchema, pageType: pageTypeSchema }))
  .min(1)
  .max(1000);
export const editPageResponseSchema = z.array(z.object({ id: z.string(), pageType: pageTypeSchema }));

// ---------------------------------------------------------------------------------------------------------
// Question save and delete

/** Options and sub-questions sent by the designer: ids kept when given, made by the server when absent. */
export const optionInputSchema = z.object({
  id: idSchema.optional(),
  orderById: z.number().int().optional(),
  optionName: z.string().max(20_000).default(''),
  optionTitle: z.string().max(2000).nullish(),
  type: optionTypeSchema.default('normal'),
  visibility: flagSchema.default(1),
  quoteQuId: idSchema.nullish(),
  quoteQuDescId: idSchema.nullish(),
  answerType: z.number().int().nullish(),
  imgUrl: z.string().max(2000).nullish(),
  imgName: z.string().max(200).nullish(),
  itemCode: z.string().max(64).nullish(),
  outputValue: z.string().max(64).nullish(),
  expandField: z.string().max(2000).nullish(),
  proportion: z.number().nullish(),
  positionCode: z.string().max(64).nullish(),
  positionName: z.string().max(200).nullish(),
  x: z.number().nullish(),
  y: z.number().nullish(),
  w: z.number().nullish(),
  h: z.number().nullish(),
  /** Cascading options: the id of the option one level up (an id given in the same list); absent at the top. */
  parentId: idSchema.nullish(),
});
export type OptionSaveInput = z.input<typeof optionInputSchema>;

export const descInputSchema = z.object({
  id: idSchema.optional(),
  orderById: z.number().int().optional(),
  optionName: z.string().max(20_000).default(''),
  itemCode: z.string().max(64).nullish(),
  type: optionTypeSchema.default('normal'),
  quoteQuId: idSchema.nullish(),
  quoteQuDescId: idSchema.nullish(),
  descConfig: descConfigSchema.nullish(),
  required: flagSchema.default(1),
  imgUrl: z.string().max(2000).nullish(),
  imgName: z.string().max(200).nullish(),
});
export type DescSaveInput = z.input<typeof descInputSchema>;

/** Options or sub-questions per question (spec 1 §5, §9). */
export const MAX_QUESTION_OPTIONS = 999;

/**
 * The ids given in one list name distinct rows: the same id twice would be two rows under one primary key.
 * Entries without an id are new rows, whose ids the server makes.
 */
function hasUniqueIds(list: readonly { id?: string | undefined }[]): boolean {
  const seen = new Set<string>();
  for (const { id } of list) {
    if (id === undefined) continue;
    if (seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/**
 * POST /api/design/<family>/ajaxSave: the common payload of spec 1 §7 plus the type-specific fields. Without
 * quId a question is created (catalogKey required; its catalogue defaults fill what is not sent); with quId
 * it is updated, optionList/descList replacing the stored lists (ids given are kept). paramInt01, paramInt02
 * and limitRangeInd may come at the top level, as the spec sends them; they land in answerConfig.
 */
export const questionSaveRequestSchema = z.object({
  quId: idSchema.optional(),
  /** The survey. */
  belongId: idSchema,
  /** Catalogue key (radio, education, …); required to create, must not change on update. */
  catalogKey: z.string().trim().min(1).max(64).optional(),
  /** The group; the last ordinary group when absent on create. */
  groupId: idSchema.optional(),
  /** Position in the group (0-based); appended when absent on create. */
  orderById: z.number().int().min(0).optional(),
  quoteQuId: idSchema.nullish(),
  quoteQuDescId: idSchema.nullish(),
  tag: z.union([z.number(), z.string()]).optional(),
  quNote: z.string().max(20_000).nullish(),
  /** Rich text: sanitised by the server. */
  quTitle: z.string().max(50_000).optional(),
  title: z.string().max(2000).nullish(),
  placeholder: z.string().max(200).nullish(),
  page: z.number().int().nullish(),
  pageType: pageTypeSchema.optional(),
  imgUrl: z.string().max(2000).nullish(),
  imgName: z.string().max(200).nullish(),
  hv: z.number().int().nullish(),
  visibility: flagSchema.optional(),
  jsonConfig: z
    .object({ isType: z.string().nullish(), subType: z.string().nullish(), isSample: flagSchema.nullish() })
    .nullish(),
  answerConfig: answerConfigSchema.partial().optional(),
  isBankSample: z.union([z.number(), z.string()]).nullish(),
  itemCode: z.string().trim().max(64).nullish(),
  shortLabel: z.string().max(200).nullish(),
  optionList: z
    .array(optionInputSchema)
    .max(MAX_QUESTION_OPTIONS, { error: 'design.options.tooMany' })
    .refine(hasUniqueIds, { error: 'design.options.duplicateId' })
    .optional(),
  descList: z
    .array(descInputSchema)
    .max(MAX_QUESTION_OPTIONS, { error: 'design.descs.tooMany' })
    .refine(hasUniqueIds, { error: 'design.descs.duplicateId' })
    .optional(),
  mediaQuType: z.string().max(32).nullish(),
  mediaOptionType: z.string().max(32).nullish(),
  udfOptionInd: flagSchema.nullish(),
  scoreQuType: z.number().int().nullish(),
  scoreNumType: z.number().int().nullish(),
  scoreQuParagraph: z.number().int().nullish(),
  unit: z.string().max(32).nullish(),
  paramInt01: z.number().nullish(),
  paramInt02: z.number().nullish(),
  limitRangeInd: flagSchema.optional(),
  sortType: z.string().max(32).nullish(),
  maxSortNum: z.number().int().nullish(),
  answerImgUrl: z.string().max(2000).nullish(),
  answerImgName: z.string().max(200).nullish(),
  answerImgWidth: z.number().nullish(),
  pageSize: z.number().int().nullish(),
  pageTotal: z.number().int().nullish(),
  optionRuleType: z.number().int().nullish(),
  exclusiveItemsId: z.string().max(20_000).nullish(),
  mutualItemsId: z.string().max(20_000).nullish(),
});
export type QuestionSaveRequest = z.input<typeof questionSaveRequestSchema>;

/** The saved question, numbered, with paramInt01/paramInt02 also at the top level (spec 1 §7 read-back). */
export const savedQuestionSchema = questionSchema.extend({
  paramInt01: z.number().nullable(),
  paramInt02: z.number().nullable(),
});
export type SavedQuestion = z.infer<typeof savedQuestionSchema>;

/** GET ajaxDelete?quId=: answers the numbered group list after the deletion. */
export const deleteQuestionResponseSchema = groupListResponseSchema;

/**
 * What a refused deletion or move names (envelope data): the related questions' numbers (quNum, or code when
 * unnumbered) and which relation blocked it.
 */
export const relationRefusalSchema = z.object({
  relation: z.enum(['quote', 'logic', 'quota', 'optionFilter']),
  questions: z.array(z.string()),
});
export type RelationRefusal = z.infer<typeof relationRefusalSchema>;

// ---------------------------------------------------------------------------------------------------------
// Files and dictionaries

/** POST uploadFile (multipart: surveyId and up to 5 `file` parts): one entry per file, in the order sent. */
export const uploadedFileSchema = z.object({
  /** Relative path, e.g. `<surveyId>/<uuid>.png`; the image address is FILES_PREFIX + filePath. */
  filePath: z.string(),
  /** The name the file had on the designer's machine. */
  fileName: z.string(),
  url: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export const uploadResponseSchema = z.array(uploadedFileSchema);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const DICTIONARY_KEYS = [
  'degree',
  'workStatus',
  'industry',
  'familyPeople',
  'familyDefine',
  'familyIncome',
  'ageStage',
  'cityLevel2',
  'cityZone',
  'gpsRegion',
] as const;
export const dictionaryKeySchema = z.enum(DICTIONARY_KEYS, { error: 'design.dict.unknownKey' });
export type DictionaryKey = z.infer<typeof dictionaryKeySchema>;

export const dictionaryQuerySchema = z.object({ key: dictionaryKeySchema });
export const dictionaryEntrySchema = z.object({
  dictName: z.string(),
  dictCode: z.string(),
  dictNameEn: z.string(),
});
export const dictionaryResponseSchema = z.array(dictionaryEntrySchema);
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

// ---------------------------------------------------------------------------------------------------------
// Publishing

/** GET surveyState?id=&surveyState=: 1 publishes (a new release), 2 ends, 0 pauses back to designing. */
export const surveyStateQuerySchema = z.object({
  id: queryId('design.survey.idRequired'),
  surveyState: surveyStateSchema,
});
export const surveyStateResponseSchema = z.object({
  surveyId: z.string(),
  surveyState: surveyStateSchema,
  releaseVersion: z.number().int().nullable(),
});
export type SurveyStateResponse = z.infer<typeof surveyStateResponseSchema>;

/** Envelope data of a refused publish: the first design problems, each at its question and field. */
export const publishProblemSchema = z.object({
  questionId: z.string(),
  quNum: z.string().nullable(),
  key: z.string(),
  message: z.string(),
  optionId: z.string().optional(),
  descId: z.string().optional(),
});
export type PublishProblem = z.infer<typeof publishProblemSchema>;

/** A release as it travels: the snapshot with the survey's comma lists joined (releaseSchema reads it). */
export const releaseWireSchema = releaseSchema.extend({
  survey: surveyInfoSchema.extend({
    surveyLanguage: z.string(),
    surveyLableIds: z.string(),
    randIds: z.string(),
  }),
});
export type ReleaseWire = z.infer<typeof releaseWireSchema>;

// ---------------------------------------------------------------------------------------------------------
// Respondents' survey load

/** userId, queryType and screenId are passed through by the runner (panel ids); only surveyId is required. */
export const surveyLoadQuerySchema = z.object({
  surveyId: surveyIdQuery,
  userId: z.string().max(128).optional(),
  queryType: z.string().max(32).optional(),
  screenId: z.string().max(128).optional(),
});
export const surveyLoadResponseSchema = z.object({
  surveyId: z.string(),
  surveyName: z.string(),
  surveyLanguage: z.string(),
  /**
   * The saved progress of this respondent id's latest response to the survey (spec 2 §7 surveyAnswer), so
   * another device can resume it; null without a userId in the link or when there is none.
   */
  surveyAnswer: savedProgressSchema.nullable(),
  /**
   * The release surveyAnswer was given under, when that is not the current one (the survey was published
   * again meanwhile): the response goes on under its own version on the new device too. Null otherwise.
   */
  answerRelease: releaseWireSchema.nullable(),
  groupList: z.array(groupSchema),
  randOrder: flagSchema,
  randIds: z.string(),
  release: releaseWireSchema,
  /**
   * Whether the survey has any quota now. Quotas are live settings, not part of the release, so the load says
   * it: a runner told false asks no quota state (src/runner/session/quotaCheck.ts). An older server sends
   * nothing, which the runner reads as "may have quotas".
   */
  hasQuotas: z.boolean(),
  /**
   * Whether the audit trail keeps answers' old and new values (collection_limits.audit_values), a live
   * setting like the limits: the runner keeps the last answer with the survey's record, for offline starts.
   */
  auditValues: z.boolean(),
  /**
   * Whether the runner records the interview's start and end location (collection_limits.interview_location),
   * kept on the device as auditValues is. An older server sends none: read as off.
   */
  interviewLocation: z.boolean().optional(),
});
export type SurveyLoadResponse = z.infer<typeof surveyLoadResponseSchema>;

/** Codes of a refused load, for the runner's /statusTip page (envelope data.reason). */
export const SURVEY_UNAVAILABLE_REASONS = ['notFound', 'notPublished', 'ended'] as const;
