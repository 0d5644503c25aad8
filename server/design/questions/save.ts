import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  QuestionSaveRequest,
  questionSaveRequestSchema,
  SavedQuestion,
  SaveEndpoint,
} from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import { type Desc, type Option, type Question, questionSchema } from '../../../src/core/model';
import { appendCountToCode, applyNumbering, INFO_CODE } from '../../../src/core/numbering';
import { quotedItemProblem } from '../../../src/core/quotes';
import type { Language } from '../../../src/i18n';
import { newQuestion } from '../../../src/questions/catalogue';
import { validateQuestionDesign } from '../../../src/questions/validate';
import type { AccountUser } from '../../accounts/service';
import type { Database } from '../../db/database';
import { dictionaries, questionDescs, questionGroups, questionOptions, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { editableSurvey, type Queryable } from '../access';
import { newId } from '../ids';
import { flattenQuestions, loadDesign } from '../load-design';
import { renumberSurvey } from '../renumber';
import { sanitizeOptional, sanitizeRichText } from '../sanitize';
import { type FamilyMember, familyMembers, findMember } from './families';

type SaveBody = z.output<typeof questionSaveRequestSchema>;

/** Top-level payload fields copied onto the question as they are (when sent). */
const PLAIN_FIELDS = [
  'quoteQuId',
  'quoteQuDescId',
  'title',
  'placeholder',
  'page',
  'pageType',
  'imgUrl',
  'imgName',
  'hv',
  'visibility',
  'jsonConfig',
  'itemCode',
  'shortLabel',
  'mediaQuType',
  'mediaOptionType',
  'udfOptionInd',
  'scoreQuType',
  'scoreNumType',
  'scoreQuParagraph',
  'unit',
  'sortType',
  'maxSortNum',
  'answerImgUrl',
  'answerImgName',
  'answerImgWidth',
  'pageSize',
  'pageTotal',
  'optionRuleType',
  'exclusiveItemsId',
  'mutualItemsId',
] as const satisfies readonly (keyof SaveBody & keyof Question)[];

/**
 * One handler behind every ajaxSave endpoint (spec 1 §3, §7): creates (no quId) or updates a question of a
 * kind the endpoint accepts, applies the payload over the catalogue defaults or the stored question, fills
 * a profile question's options from its dictionary, validates with the designer rules, stores the question
 * with its options and sub-questions (ids kept where given), renumbers and returns the saved question.
 */
export async function saveQuestion(
  db: Database,
  user: AccountUser,
  endpoint: SaveEndpoint,
  body: SaveBody,
  lang: Language,
): Promise<SavedQuestion> {
  return db.transaction(async (tx) => {
    await editableSurvey(tx, user, body.belongId);
    const existing = body.quId ? await storedQuestion(tx, body.belongId, body.quId) : undefined;
    const member = memberFor(
      endpoint,
      existing?.catalogKey ?? body.catalogKey,
      existing !== undefined,
      body.catalogKey,
    );
    const groupId = existing?.groupId ?? (await targetGroup(tx, body.belongId, body.groupId));
    const design = await loadDesign(tx, body.belongId);

    let question = existing
      ? design.flatMap((g) => g.questionList).find((q) => q.id === existing.id)
      : undefined;
    if (!question) question = freshQuestion(member, body.belongId, groupId, lang);
    question = applyPayload(question, body);
    if (body.quoteQuId && !flattenQuestions(design).some((other) => other.id === body.quoteQuId)) {
      throw new AppError(ResponseCode.badRequest, 'design.question.quoteUnknown', {}, { field: 'quoteQuId' });
    }
    const others = flattenQuestions(design);
    const quoteProblem = quotedItemProblem(question, (id) => others.find((other) => other.id === id));
    if (quoteProblem) {
      throw new AppError(ResponseCode.badRequest, quoteProblem.key, quoteProblem.params, {
        field: 'optionList',
      });
    }
    if (member.dictionaryKey && question.optionList.length === 0) {
      question = {
        ...question,
        optionList: await dictionaryOptions(tx, member.dictionaryKey, question.id, lang),
      };
    }
    if (!existing && question.elementType === 'InfoBox') {
      const codes = flattenQuestions(design).flatMap((other) => (other.itemCode ? [other.itemCode] : []));
      question = { ...question, itemCode: appendCountToCode(question.itemCode || INFO_CODE, codes) };
    }
    validateDesign(question, design, existing ? undefined : body.orderById);

    await storeQuestion(tx, question, existing !== undefined);
    if (!existing) await placeInGroup(tx, groupId, question.id, body.orderById);
    const numbered = flattenQuestions(await renumberSurvey(tx, body.belongId));
    const saved = numbered.find((candidate) => candidate.id === question.id);
    if (!saved) throw new Error('the saved question is missing after renumbering');
    return {
      ...saved,
      paramInt01: saved.answerConfig.paramInt01 ?? null,
      paramInt02: saved.answerConfig.paramInt02 ?? null,
    };
  });
}

function memberFor(
  endpoint: SaveEndpoint,
  catalogKey: string | undefined,
  updating: boolean,
  sentKey: string | undefined,
): FamilyMember {
  if (!catalogKey)
    throw new AppError(ResponseCode.badRequest, 'design.question.typeRequired', {}, { field: 'catalogKey' });
  if (updating && sentKey && sentKey !== catalogKey) {
    throw new AppError(ResponseCode.badRequest, 'design.question.typeChanged', {}, { field: 'catalogKey' });
  }
  const member = familyMembers(endpoint).find((candidate) => candidate.catalogKey === catalogKey);
  if (member) return member;
  const key = findMember(catalogKey) ? 'design.question.wrongEndpoint' : 'design.question.unknownType';
  throw new AppError(ResponseCode.badRequest, key, { catalogKey }, { field: 'catalogKey' });
}

async function storedQuestion(db: Queryable, surveyId: string, quId: string) {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, quId), eq(questions.belongId, surveyId)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.notFound, 'design.question.notFound');
  return row;
}

/** The group given (it must be the survey's), or the last ordinary group. */
async function targetGroup(db: Queryable, surveyId: string, groupId: string | undefined): Promise<string> {
  const groups = await db
    .select({ id: questionGroups.id, groupType: questionGroups.groupType })
    .from(questionGroups)
    .where(eq(questionGroups.surveyId, surveyId))
    .orderBy(asc(questionGroups.groupType), asc(questionGroups.orderById));
  if (groupId) {
    if (!groups.some((group) => group.id === groupId))
      throw new AppError(ResponseCode.notFound, 'design.group.notFound');
    return groupId;
  }
  const last = groups.filter((group) => group.groupType === 2).at(-1) ?? groups.at(-1);
  if (!last) throw new AppError(ResponseCode.notFound, 'design.group.notFound');
  return last.id;
}

function freshQuestion(member: FamilyMember, surveyId: string, groupId: string, lang: Language): Question {
  return newQuestion(member.catalogKey, { id: newId(), belongId: surveyId, groupId, lang, makeId: newId });
}

/** The designer's payload over the question: fields sent replace, lists replace (ids kept when they are ours). */
function applyPayload(question: Question, body: SaveBody): Question {
  const next: Record<string, unknown> = { ...question };
  for (const field of PLAIN_FIELDS) if (body[field] !== undefined) next[field] = body[field];
  if (body.quTitle !== undefined) next.quTitle = sanitizeRichText(body.quTitle);
  if (body.quNote !== undefined) next.quNote = sanitizeOptional(body.quNote);
  // The runner renders `quTitle || title` as HTML: the plain title is rich text too.
  if (body.title !== undefined) next.title = sanitizeOptional(body.title);
  const answerConfig = { ...question.answerConfig, ...body.answerConfig };
  if (body.paramInt01 !== undefined) answerConfig.paramInt01 = body.paramInt01;
  if (body.paramInt02 !== undefined) answerConfig.paramInt02 = body.paramInt02;
  if (body.limitRangeInd !== undefined) answerConfig.limitRangeInd = body.limitRangeInd;
  if (body.scoreNumType !== undefined) answerConfig.scoreNumType = body.scoreNumType;
  next.answerConfig = answerConfig;
  if (body.optionList) {
    // Ids given are kept (rows of another question with the same id get a new one when stored).
    next.optionList = body.optionList.map((option, index) => ({
      ...option,
      id: option.id ?? newId(),
      quId: question.id,
      orderById: index + 1,
      optionName: sanitizeRichText(option.optionName),
    }));
  }
  if (body.descList) {
    const logicById = new Map(question.descList.map((desc) => [desc.id, desc.descBeforLogics]));
    next.descList = body.descList.map((desc, index) => {
      const id = desc.id ?? newId();
      return {
        ...desc,
        id,
        quId: question.id,
        orderById: index + 1,
        optionName: sanitizeRichText(desc.optionName),
        descBeforLogics: logicById.get(id) ?? [],
      };
    });
  }
  const parsed = questionSchema.safeParse(next);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body';
    throw new AppError(
      ResponseCode.badRequest,
      'server.validation.invalid',
      {},
      { field, reason: 'server.validation.invalid' },
    );
  }
  return parsed.data;
}

/** Options of a profile question from its dictionary, in the designer's language; the code in expandField. */
async function dictionaryOptions(
  db: Queryable,
  dictKey: string,
  questionId: string,
  lang: Language,
): Promise<Option[]> {
  const entries = await db
    .select()
    .from(dictionaries)
    .where(eq(dictionaries.dictKey, dictKey))
    .orderBy(asc(dictionaries.orderById));
  return entries.map((entry, index) => ({
    id: newId(),
    quId: questionId,
    orderById: index + 1,
    optionName: lang === 'en' ? entry.dictNameEn : entry.dictName,
    type: 'normal',
    visibility: 1,
    expandField: entry.dictCode,
    outputValue: null,
  }));
}

/** Where an issue points in the payload: an option, a sub-question, the title or the settings. */
function fieldOf(key: string, target: { optionId?: string; descId?: string } | undefined): string {
  if (target?.optionId || /option|Option/.test(key)) return 'optionList';
  if (target?.descId || /subQuestion|SubQuestion|attribute/i.test(key)) return 'descList';
  if (/title|Title|contentNull/.test(key)) return 'quTitle';
  if (/[cC]ode/.test(key)) return 'itemCode';
  return 'answerConfig';
}

/**
 * Designer validation on the question as it will be numbered in the survey (codes are checked against the
 * other questions' numbered codes). The first issue answers: its message, its field, and all issues in data.
 */
function validateDesign(
  question: Question,
  design: ReturnType<typeof applyNumbering>,
  index: number | undefined,
) {
  const groups = design.map((group) => {
    if (group.id !== question.groupId)
      return { ...group, questionList: group.questionList.filter((q) => q.id !== question.id) };
    const list = group.questionList.filter((q) => q.id !== question.id);
    const at = group.questionList.findIndex((q) => q.id === question.id);
    const position = at >= 0 ? at : Math.min(index ?? list.length, list.length);
    list.splice(position, 0, question);
    return { ...group, questionList: list };
  });
  const all = flattenQuestions(applyNumbering(groups));
  const numbered = all.find((candidate) => candidate.id === question.id) ?? question;
  const issues = validateQuestionDesign(numbered, { surveyQuestions: all });
  const first = issues[0];
  if (!first) return;
  throw new AppError(ResponseCode.badRequest, first.key, first.params ?? {}, {
    field: fieldOf(first.key, first.target),
    reason: first.key,
    issues,
  });
}

function questionRow(question: Question) {
  const {
    optionList: _o,
    descList: _d,
    quBeforLogics: _b,
    quLogics: _l,
    quGroupLogics: _g,
    quLogicAnswerAssignments: _a,
    answerRules: _r,
    allOrderById: _all,
    ...fields
  } = question;
  return { ...fields, jsonConfig: fields.jsonConfig ?? null, updatedAt: new Date() };
}

function optionRow(option: Option, question: Question) {
  // parentId null, not left out: an option moved to the top level must lose its stored parent.
  return { ...option, parentId: option.parentId ?? null, quId: question.id, surveyId: question.belongId };
}

function descRow(desc: Desc, question: Question) {
  const { descBeforLogics: _logic, ...fields } = desc;
  return { ...fields, quId: question.id, surveyId: question.belongId };
}

/** Writes the question and replaces its options and sub-questions (rows kept by id, so their relations stay). */
async function storeQuestion(db: Queryable, question: Question, updating: boolean): Promise<void> {
  if (updating) {
    const { id: _id, belongId: _b, groupId: _g, orderById: _o, ...changes } = questionRow(question);
    await db.update(questions).set(changes).where(eq(questions.id, question.id));
  } else {
    await db.insert(questions).values(questionRow(question));
  }
  await replaceChildren(db, question, 'options');
  await replaceChildren(db, question, 'descs');
}

async function replaceChildren(db: Queryable, question: Question, kind: 'options' | 'descs'): Promise<void> {
  const table = kind === 'options' ? questionOptions : questionDescs;
  const rows =
    kind === 'options'
      ? question.optionList.map((option) => optionRow(option, question))
      : question.descList.map((desc) => descRow(desc, question));
  const keep = rows.map((row) => row.id);
  await db
    .delete(table)
    .where(
      keep.length
        ? and(eq(table.quId, question.id), notInArray(table.id, keep))
        : eq(table.quId, question.id),
    );
  if (rows.length === 0) return;
  const stored = await db
    .select({ id: table.id, quId: table.quId })
    .from(table)
    .where(inArray(table.id, keep));
  const mine = new Set(stored.filter((row) => row.quId === question.id).map((row) => row.id));
  const taken = new Set(stored.filter((row) => row.quId !== question.id).map((row) => row.id));
  // An id another question already holds gets a new one; options naming it as their parent follow it.
  const renamed = new Map([...taken].map((id) => [id, newId()]));
  const fresh = rows
    .filter((row) => !mine.has(row.id))
    .map((row) => (renamed.has(row.id) ? { ...row, id: renamed.get(row.id) as string } : row))
    .map((row) => withRenamedParent(row, renamed));
  for (const row of rows.filter((candidate) => mine.has(candidate.id))) {
    const { id, ...changes } = withRenamedParent(row, renamed);
    await db.update(table).set(changes).where(eq(table.id, id));
  }
  if (fresh.length) {
    if (kind === 'options') await db.insert(questionOptions).values(fresh as ReturnType<typeof optionRow>[]);
    else await db.insert(questionDescs).values(fresh as ReturnType<typeof descRow>[]);
  }
}

/** The row with its parent (options of a cascade) renamed where that option got a new id. */
function withRenamedParent<T extends object>(row: T, renamed: ReadonlyMap<string, string>): T {
  const parent =
    'parentId' in row && typeof row.parentId === 'string' ? renamed.get(row.parentId) : undefined;
  return parent ? { ...row, parentId: parent } : row;
}

/**
 * A new question goes at `index` in its group (0-based; the end when absent); the group is renumbered 1…n
 * from the first question whose place changed: a question added at the end writes only itself, not every
 * question before it (a group of 40 wrote 40 rows per added question).
 */
async function placeInGroup(db: Queryable, groupId: string, questionId: string, index: number | undefined) {
  const rows = await db
    .select({ id: questions.id, orderById: questions.orderById })
    .from(questions)
    .where(eq(questions.groupId, groupId))
    .orderBy(asc(questions.orderById), asc(questions.id));
  const stored = new Map(rows.map((row) => [row.id, row.orderById]));
  const order = rows.map((row) => row.id).filter((id) => id !== questionId);
  order.splice(Math.min(index ?? order.length, order.length), 0, questionId);
  const firstMoved = order.findIndex((id, position) => stored.get(id) !== position + 1);
  if (firstMoved >= 0) await writeOrder(db, order.slice(firstMoved), undefined, firstMoved);
}

/** orderById 1…n in the order given (from `offset` + 1 for the tail of a group). */
export async function writeOrder(
  db: Queryable,
  questionIds: readonly string[],
  groupId?: string,
  offset = 0,
): Promise<void> {
  for (const [index, id] of questionIds.entries()) {
    const orderById = offset + index + 1;
    await db
      .update(questions)
      .set(groupId ? { orderById, groupId } : { orderById })
      .where(eq(questions.id, id));
  }
}

export type { QuestionSaveRequest };
