import { charCount, cleanText } from '../text';

/**
 * Link parameters of a survey (spec 1 §3 "Survey parameter"): a designer declares a query name of the
 * answer link (`paramName`, e.g. `src` in `#/answer?surveyId=…&src=wechat`) and the name its value gets in
 * the results and the export columns (`outParamName`, e.g. 渠道). The runner keeps the link's values with the
 * response from its first save, offline too; the server keeps only the declared names. These rules are shared
 * by the designer's screen, the runner and the server.
 */

/**
 * The only kind of parameter built: "recorded from the answer link" (the spec names paramType but no kinds).
 * Stored as text, as the release snapshot's survey parameter already has it.
 */
export const PARAM_TYPE_FROM_LINK = '1';

export const MAX_PARAM_NAME_LENGTH = 32;
export const MAX_OUT_PARAM_NAME_LENGTH = 64;
/** Declared parameters per survey. */
export const MAX_PARAMS_PER_SURVEY = 20;
/** Characters of a value kept from the link (longer ones are cut). */
export const MAX_PARAM_VALUE_LENGTH = 500;
/**
 * Link names the runner keeps per response, before the server keeps only the declared ones: the phone does
 * not know the declarations (they change during fieldwork), so it keeps every name that could be one.
 */
export const MAX_KEPT_LINK_VALUES = 40;

/** What a query name of the link may be: a letter or _ first, then letters, digits and _. */
export const PARAM_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Names the app's own links use (the answer link, the end and status pages, the shell's login hand-over):
 * never a survey's parameter. Compared without case, so `SurveyId` cannot be declared either.
 */
export const RESERVED_LINK_NAMES = [
  'surveyId',
  'userId',
  'queryType',
  'screenId',
  'lang',
  'responseId',
  'reason',
  'from',
  'token',
] as const;

const reserved = new Set(RESERVED_LINK_NAMES.map((name) => name.toLowerCase()));

export function isReservedLinkName(name: string): boolean {
  return reserved.has(name.toLowerCase());
}

/** Message keys of the rules (src/i18n/messages/surveyParams.ts). */
export type SurveyParamProblemKey =
  | 'surveyParams.name.empty'
  | 'surveyParams.name.tooLong'
  | 'surveyParams.name.invalid'
  | 'surveyParams.name.reserved'
  | 'surveyParams.name.taken'
  | 'surveyParams.outName.empty'
  | 'surveyParams.outName.tooLong'
  | 'surveyParams.outName.taken'
  | 'surveyParams.tooMany';

export type SurveyParamProblem = {
  field: 'paramName' | 'outParamName' | 'surveyId';
  key: SurveyParamProblemKey;
};

/** What a name is compared by for "already declared": case does not make two names different. */
const sameName = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

/**
 * Why a new parameter cannot be declared beside the `existing` ones, or undefined when it can. Names are
 * taken as typed, spaces around them dropped. The zod schemas check each name alone; this adds the survey's
 * own rules (unique names, at most MAX_PARAMS_PER_SURVEY), which the screen checks before the server does.
 */
export function surveyParamProblem(
  existing: readonly { paramName: string; outParamName: string }[],
  draft: { paramName: string; outParamName: string },
): SurveyParamProblem | undefined {
  const paramName = draft.paramName.trim();
  const outParamName = draft.outParamName.trim();
  const nameKey = paramNameProblem(paramName);
  if (nameKey) return { field: 'paramName', key: nameKey };
  const outKey = outParamNameProblem(outParamName);
  if (outKey) return { field: 'outParamName', key: outKey };
  if (existing.some((param) => sameName(param.paramName, paramName)))
    return { field: 'paramName', key: 'surveyParams.name.taken' };
  if (existing.some((param) => sameName(param.outParamName, outParamName)))
    return { field: 'outParamName', key: 'surveyParams.outName.taken' };
  if (existing.length >= MAX_PARAMS_PER_SURVEY) return { field: 'surveyId', key: 'surveyParams.tooMany' };
  return undefined;
}

/** The rule for a query name alone (already trimmed). */
export function paramNameProblem(name: string): SurveyParamProblemKey | undefined {
  if (name === '') return 'surveyParams.name.empty';
  if (name.length > MAX_PARAM_NAME_LENGTH) return 'surveyParams.name.tooLong';
  if (!PARAM_NAME_PATTERN.test(name)) return 'surveyParams.name.invalid';
  if (isReservedLinkName(name)) return 'surveyParams.name.reserved';
  return undefined;
}

/** The rule for a results name alone (already trimmed); any script, counted in characters. */
export function outParamNameProblem(name: string): SurveyParamProblemKey | undefined {
  if (name === '') return 'surveyParams.outName.empty';
  if (charCount(name) > MAX_OUT_PARAM_NAME_LENGTH) return 'surveyParams.outName.tooLong';
  return undefined;
}

/** A value as it is kept: cleaned like other text (src/core/text.ts), cut to MAX_PARAM_VALUE_LENGTH characters. */
export function keptLinkValue(value: string): string {
  return Array.from(cleanText(value).trim()).slice(0, MAX_PARAM_VALUE_LENGTH).join('');
}

/**
 * The values of an answer link the runner keeps with a new response: every query name that could be a
 * parameter (not one of the link's own, of the right form), in the link's order, the first value of a name
 * repeated, empty ones left out, at most MAX_KEPT_LINK_VALUES names.
 */
export function linkValuesOf(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [name, raw] of params) {
    if (count >= MAX_KEPT_LINK_VALUES) break;
    if (Object.hasOwn(kept, name) || paramNameProblem(name)) continue;
    const value = keptLinkValue(raw);
    if (value === '') continue;
    kept[name] = value;
    count++;
  }
  return kept;
}

/**
 * Of the values a save brought, those of the survey's declared parameters (by paramName, exactly as
 * declared), re-checked as the runner keeps them; undefined when none is left.
 */
export function declaredLinkValues(
  sent: Readonly<Record<string, string>> | undefined,
  declared: readonly { paramName: string }[],
): Record<string, string> | undefined {
  if (!sent) return undefined;
  const kept: Record<string, string> = {};
  for (const { paramName } of declared) {
    const raw = Object.hasOwn(sent, paramName) ? sent[paramName] : undefined;
    if (typeof raw !== 'string') continue;
    const value = keptLinkValue(raw);
    if (value !== '') kept[paramName] = value;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}
