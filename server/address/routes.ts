import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_API,
  SELECT_LIST_DEFAULT_LEVELS,
  SELECT_LIST_MAX_LEVELS,
  type SelectListType,
  type SurveyCodeEntry,
  type SurveyCodeType,
  screenSubCodeQuerySchema,
  selectListQuerySchema,
  selectListResponseSchema,
  surveyCodeListSchema,
  surveyCodeQuerySchema,
  surveySubCodeQuerySchema,
} from '../../src/core/api/address';
import { DICTIONARY_KEYS, type DictionaryKey } from '../../src/core/api/design';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import type { Database } from '../db/database';
import { dictionaries } from '../db/schema';
import { AppError } from '../http/app-error';
import { okEnvelope, requestLanguage } from '../http/envelope';
import { chinaDivisions, type Division } from './divisions';
import { findListQuestion, type ListQuestion } from './list-question';
import {
  addressSelectList,
  cachedReleaseList,
  cascadeSelectList,
  type ServedList,
  servedList,
} from './select-list';

const reply = <T extends Parameters<typeof envelopeSchema>[0]>(data: T) => ({ 200: envelopeSchema(data) });

/** The divisions ship with the server: a day's caching is safe, a new server's data has a new tag. */
const STATIC_DATA = 'public, max-age=86400';
/** Releases and dictionaries can change: caches ask each time, and a matching tag answers 304. */
const REVALIDATE = 'public, no-cache';
/** The design is the designer's own. */
const PRIVATE_REVALIDATE = 'private, no-cache';

/**
 * The cascading address and code-table calls (src/core/api/address.ts). None needs a token: respondents
 * answer without an account and need the same lists. What a token changes is getSelectList's question: a
 * designer who may read the survey gets the current design, anyone else the published release
 * (list-question.ts). The code tables are reference data, public like the divisions themselves.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    ADDRESS_API.selectList,
    { schema: { querystring: selectListQuerySchema, response: reply(selectListResponseSchema) } },
    async (request, httpReply) => {
      const query = request.query;
      if (!query.quId) {
        if (query.mediaQuType === 'Jilian')
          throw new AppError(ResponseCode.badRequest, 'address.question.required');
        const levels = query.paramInt01 ?? SELECT_LIST_DEFAULT_LEVELS;
        return sendCached(request, httpReply, addressSelectList(levels), STATIC_DATA);
      }
      const found = await findListQuestion(db, request, { ...query, quId: query.quId });
      const type = selectListTypeOf(found.question);
      if (!type) throw new AppError(ResponseCode.badRequest, 'address.question.notCascade');
      if (query.mediaQuType && query.mediaQuType !== type) {
        throw new AppError(ResponseCode.badRequest, 'address.type.mismatch');
      }
      const cacheControl = found.scope === 'design' ? PRIVATE_REVALIDATE : REVALIDATE;
      if (type === 'address') {
        const levels = query.paramInt01 ?? storedLevels(found.question);
        return sendCached(request, httpReply, addressSelectList(levels), cacheControl);
      }
      const levels = query.paramInt01 ?? storedLevels(found.question);
      const build = () => servedList(cascadeSelectList(found.question.optionList, levels));
      const list =
        found.scope === 'release'
          ? cachedReleaseList(`${found.releaseKey}\u001f${found.question.id}\u001f${levels}`, build)
          : build();
      return sendCached(request, httpReply, list, cacheControl);
    },
  );

  app.get(
    ADDRESS_API.surveyCode,
    { schema: { querystring: surveyCodeQuerySchema, response: reply(surveyCodeListSchema) } },
    async (request, httpReply) => {
      const { type } = request.query;
      if (type === 'address') return sendCached(request, httpReply, provinceCodes(), STATIC_DATA);
      return sendCached(request, httpReply, servedList(await dictionaryCodes(db, type)), REVALIDATE);
    },
  );

  app.get(
    ADDRESS_API.surveySubCode,
    { schema: { querystring: surveySubCodeQuerySchema, response: reply(surveyCodeListSchema) } },
    async (request, httpReply) => {
      const { type, parentCode } = request.query;
      if (type === 'address') {
        return sendCached(request, httpReply, servedList(divisionChildren(parentCode)), STATIC_DATA);
      }
      // The profile dictionaries have one level: a code of theirs has nothing under it.
      const known = (await dictionaryCodes(db, type)).some((entry) => entry.code === parentCode);
      if (!known) throw codeUnknown();
      return sendCached(request, httpReply, servedList([]), REVALIDATE);
    },
  );

  app.get(
    ADDRESS_API.screenSubCode,
    { schema: { querystring: screenSubCodeQuerySchema, response: reply(surveyCodeListSchema) } },
    async (request, httpReply) => {
      const { code } = request.query;
      // A code alone: a division (its codes are unique), or a dictionary's key (its entries).
      if (chinaDivisions().byCode.has(code)) {
        return sendCached(request, httpReply, servedList(divisionChildren(code)), STATIC_DATA);
      }
      if (isDictionaryKey(code)) {
        return sendCached(request, httpReply, servedList(await dictionaryCodes(db, code)), REVALIDATE);
      }
      throw codeUnknown();
    },
  );
};

/** address for the city question (ChengShiBox), Jilian for the cascade (JilianBox); undefined for others. */
export function selectListTypeOf(question: ListQuestion): SelectListType | undefined {
  if (question.mediaQuType === 'address' || question.mediaQuType === 'Jilian') return question.mediaQuType;
  if (question.elementType === 'ChengShiBox') return 'address';
  if (question.elementType === 'JilianBox') return 'Jilian';
  return undefined;
}

/** The question's levels, kept within 1–3 (a value stored before the checks existed reads as the nearest). */
function storedLevels(question: ListQuestion): number {
  const levels = question.answerConfig.paramInt01 ?? SELECT_LIST_DEFAULT_LEVELS;
  return Math.min(SELECT_LIST_MAX_LEVELS, Math.max(1, Math.trunc(levels)));
}

let provinces: ServedList<SurveyCodeEntry> | undefined;
function provinceCodes(): ServedList<SurveyCodeEntry> {
  provinces ??= servedList(divisionChildren(''));
  return provinces;
}

function divisionChildren(code: string): SurveyCodeEntry[] {
  const { byCode, childrenOf } = chinaDivisions();
  if (code !== '' && !byCode.has(code)) throw codeUnknown();
  return (childrenOf.get(code) ?? []).map(codeEntryOf);
}

function codeEntryOf(division: Division): SurveyCodeEntry {
  return { code: division.code, zhName: division.name };
}

function isDictionaryKey(code: string): code is DictionaryKey {
  return (DICTIONARY_KEYS as readonly string[]).includes(code);
}

async function dictionaryCodes(
  db: Database,
  key: Exclude<SurveyCodeType, 'address'>,
): Promise<SurveyCodeEntry[]> {
  const rows = await db
    .select({ code: dictionaries.dictCode, zhName: dictionaries.dictName, enName: dictionaries.dictNameEn })
    .from(dictionaries)
    .where(eq(dictionaries.dictKey, key))
    .orderBy(asc(dictionaries.orderById));
  return rows;
}

function codeUnknown(): AppError {
  return new AppError(ResponseCode.notFound, 'address.code.unknown');
}

/**
 * The list in the envelope with an entity tag, or 304 when the caller already has it. The tag names the
 * items and the envelope's language; the answer varies by language and, for getSelectList, by token.
 */
function sendCached<T>(
  request: FastifyRequest,
  httpReply: FastifyReply,
  list: ServedList<T>,
  cacheControl: string,
) {
  const etag = `"${list.etag}-${requestLanguage(request)}"`;
  httpReply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-language, token');
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(etag) || known?.includes('*')) return httpReply.code(304).send();
  return okEnvelope(request, list.items as T[]);
}
