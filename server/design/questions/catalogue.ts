import { SAVE_ENDPOINTS, type SaveEndpoint } from '../../../src/core/api/design';
import { type Question, type QuestionInput, questionSchema } from '../../../src/core/model';
import {
  boundsIssues,
  type DesignContext,
  descCountIssues,
  descTextIssues,
  displayTimeIssues,
  optionCountIssues,
  optionTextIssues,
  outputValueIssues,
  titleIssues,
  type ValidationIssue,
} from '../../../src/core/validation';
import { codeIssues } from '../../../src/core/numbering';
import { isMessageKey, type Language, translate } from '../../../src/i18n';
import { CATALOGUE, type CatalogEntry, entryFor, newQuestion } from '../../../src/questions/catalogue';
import { makeDefaultsBuilder } from '../../../src/questions/shared/defaults';
import { validateQuestionDesign } from '../../../src/questions/validate';
import { newId } from '../ids';
import {
  DESC_ELEMENT_TYPES,
  type FamilyMember,
  OPTION_ELEMENT_TYPES,
  SAVE_FAMILIES,
  UNTITLED_ELEMENT_TYPES,
} from './families';

/**
 * The server's view of the question catalogue (src/questions). The catalogue's entries decide defaults and
 * designer validation where they exist; for a kind the catalogue does not have yet the server falls back to
 * the model's generic rules (title, options, sub-questions, codes, number bounds), so every save endpoint of
 * the spec works from the start and gets stricter as entries land.
 */
export function catalogueEntry(catalogKey: string): CatalogEntry | undefined {
  return entryFor(catalogKey);
}

function isSaveEndpoint(value: string): value is SaveEndpoint {
  return (SAVE_ENDPOINTS as readonly string[]).includes(value);
}

/** Endpoint → accepted kinds: the catalogue's entries by their saveEndpoint, then the spec's table for kinds it lacks. */
const FAMILIES: Record<SaveEndpoint, FamilyMember[]> = Object.fromEntries(
  SAVE_ENDPOINTS.map((endpoint) => {
    const members = new Map<string, FamilyMember>();
    for (const entry of CATALOGUE) {
      if (!isSaveEndpoint(entry.saveEndpoint) || entry.saveEndpoint !== endpoint) continue;
      members.set(entry.catalogKey, {
        catalogKey: entry.catalogKey,
        elementType: entry.elementType,
        ...(entry.dictionaryKey ? { dictionaryKey: entry.dictionaryKey } : {}),
        ...(entry.itemCode ? { itemCode: entry.itemCode } : {}),
        ...(entry.mediaQuType ? { mediaQuType: entry.mediaQuType } : {}),
      });
    }
    for (const member of SAVE_FAMILIES[endpoint]) {
      if (!members.has(member.catalogKey) && !entryFor(member.catalogKey))
        members.set(member.catalogKey, member);
    }
    return [endpoint, [...members.values()]];
  }),
) as Record<SaveEndpoint, FamilyMember[]>;

export function familyMembers(endpoint: SaveEndpoint): readonly FamilyMember[] {
  return FAMILIES[endpoint];
}

/** The member of any family with this catalogKey, and its endpoint. */
export function findMember(catalogKey: string): { endpoint: SaveEndpoint; member: FamilyMember } | undefined {
  for (const endpoint of SAVE_ENDPOINTS) {
    const member = FAMILIES[endpoint].find((candidate) => candidate.catalogKey === catalogKey);
    if (member) return { endpoint, member };
  }
  return undefined;
}

/** Every catalogKey a save endpoint accepts, in table order (the demo survey shows one of each). */
export function allMembers(): { endpoint: SaveEndpoint; member: FamilyMember }[] {
  return SAVE_ENDPOINTS.flatMap((endpoint) => FAMILIES[endpoint].map((member) => ({ endpoint, member })));
}

/** The default title of a kind in the designer's language (the catalogue's title key, else core.title.<key>). */
export function defaultTitle(member: FamilyMember, lang: Language): string {
  const key = catalogueEntry(member.catalogKey)?.titleKey ?? `core.title.${member.catalogKey}`;
  return isMessageKey(key) ? translate(lang, key) : member.catalogKey;
}

/**
 * A new question of this kind before the designer's payload is applied: the catalogue's `newQuestion`, or
 * for a kind the catalogue lacks, two numbered options / rows where the kind needs them.
 */
export function newQuestionOf(
  member: FamilyMember,
  init: { id: string; belongId: string; groupId: string; lang: Language },
): Question {
  if (entryFor(member.catalogKey)) return newQuestion(member.catalogKey, { ...init, makeId: newId });
  return questionSchema.parse({
    ...newQuestionDefaults(member, init.id, init.lang),
    id: init.id,
    belongId: init.belongId,
    groupId: init.groupId,
    catalogKey: member.catalogKey,
    elementType: member.elementType,
  });
}

/** Defaults of a kind the catalogue does not have (see newQuestionOf). */
function newQuestionDefaults(
  member: FamilyMember,
  questionId: string,
  lang: Language,
): Partial<QuestionInput> {
  const build = makeDefaultsBuilder({ lang, questionId, makeId: newId });
  const base: Partial<QuestionInput> = {
    quTitle: UNTITLED_ELEMENT_TYPES.has(member.elementType) ? '' : defaultTitle(member, lang),
    ...(member.itemCode ? { itemCode: member.itemCode } : {}),
    ...(member.mediaQuType ? { mediaQuType: member.mediaQuType } : {}),
  };
  const fallback: Partial<QuestionInput> = { ...base };
  // Profile choices start empty: their options come from the dictionary at the first save.
  if (
    OPTION_ELEMENT_TYPES.has(member.elementType) &&
    !member.dictionaryKey &&
    member.catalogKey !== 'gender'
  ) {
    fallback.optionList = build.numberedOptions(2);
  }
  if (member.catalogKey === 'gender') {
    fallback.optionList = [
      build.option(lang === 'en' ? 'Male' : '男', 'normal', 0),
      build.option(lang === 'en' ? 'Female' : '女', 'normal', 1),
    ];
  }
  if (DESC_ELEMENT_TYPES.has(member.elementType)) fallback.descList = build.numberedDescs(2);
  if (member.elementType === 'NumberBox' || member.elementType === 'NianLingBox') {
    fallback.answerConfig = {
      paramInt01: 0,
      paramInt02: member.elementType === 'NianLingBox' ? 120 : 100,
      scoreNumType: 1,
    };
  }
  return fallback;
}

/** Designer validation (spec 1 §5): the catalogue entry's, or the generic rules for kinds it lacks. */
export function designIssues(question: Question, context: DesignContext): ValidationIssue[] {
  if (entryFor(question.catalogKey)) return validateQuestionDesign(question, context);
  const issues: ValidationIssue[] = [];
  if (!UNTITLED_ELEMENT_TYPES.has(question.elementType)) issues.push(...titleIssues(question));
  issues.push(...displayTimeIssues(question), ...codeIssues(question, context.surveyQuestions));
  if (OPTION_ELEMENT_TYPES.has(question.elementType)) {
    issues.push(
      ...optionCountIssues(question.optionList, { needNormal: question.elementType !== 'CeBox' }),
      ...optionTextIssues(question.optionList),
      ...outputValueIssues(question.optionList),
    );
  }
  if (DESC_ELEMENT_TYPES.has(question.elementType)) {
    issues.push(...descCountIssues(question.descList), ...descTextIssues(question.descList));
  }
  if (question.elementType === 'NumberBox' || question.elementType === 'NianLingBox') {
    issues.push(...boundsIssues(question, question.answerConfig.scoreNumType ?? 1));
  }
  return issues;
}
