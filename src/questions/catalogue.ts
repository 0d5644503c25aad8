import { type Question, questionSchema } from '../core/model';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { CATALOGUE_ENTRIES } from './entries.generated';
import type { CatalogEntry } from './entry';
import { makeDefaultsBuilder } from './shared/defaults';

export type { CatalogEntry, EntryLimits, PayloadIds } from './entry';

/**
 * The pure question catalogue (docs/architecture.md "Question families"): every family's entry, what the server, the
 * worker, the runner and the designer import to know a question, in the designer's palette order (each key's
 * `order` in its folder's family.ts; npm run families writes entries.generated.ts). Profile entries come last.
 */
export const CATALOGUE: readonly CatalogEntry[] = CATALOGUE_ENTRIES;

const BY_KEY: ReadonlyMap<string, CatalogEntry> = new Map(
  CATALOGUE.map((entry) => [entry.catalogKey, entry]),
);

export function entryFor(catalogKey: string): CatalogEntry | undefined {
  return BY_KEY.get(catalogKey);
}

/**
 * The entry of a question: by its catalogKey; a question saved without a known key (an import, an old
 * record) falls back to the plain entry of its element type, or its only (profile) entry.
 */
export function entryForQuestion(
  question: Pick<Question, 'catalogKey' | 'elementType'>,
): CatalogEntry | undefined {
  const sameType = CATALOGUE.filter((entry) => entry.elementType === question.elementType);
  // Prefer the plain family over a profile preset of the same element type (TitleBox → fillBlank, not phone).
  return BY_KEY.get(question.catalogKey) ?? sameType.find((entry) => !entry.profile) ?? sameType[0];
}

export interface NewQuestionInit {
  id: string;
  belongId: string;
  groupId: string;
  orderById?: number;
  /** Language of the default title and option names; the interface default (zh) when not given. */
  lang?: Language;
  /** Makes ids for the new options and sub-questions. */
  makeId: () => string;
}

/**
 * A new question of a catalogue entry with the spec's defaults (title, options, sub-questions, answerConfig,
 * fixed code), parsed by questionSchema so every other default is filled. Throws for an unknown key: the
 * designer only offers keys of the catalogue.
 */
export function newQuestion(catalogKey: string, init: NewQuestionInit): Question {
  const entry = entryFor(catalogKey);
  if (!entry) throw new Error(`Unknown catalogue key: ${catalogKey}`);
  const build = makeDefaultsBuilder({
    lang: init.lang ?? DEFAULT_LANGUAGE,
    questionId: init.id,
    makeId: init.makeId,
  });
  const defaults = entry.defaults(build);
  return questionSchema.parse({
    quTitle: build.text(entry.titleKey),
    itemCode: entry.itemCode,
    mediaQuType: entry.mediaQuType,
    orderById: init.orderById ?? 0,
    ...defaults,
    id: init.id,
    belongId: init.belongId,
    groupId: init.groupId,
    catalogKey: entry.catalogKey,
    elementType: entry.elementType,
  });
}
