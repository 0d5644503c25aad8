import { type Question, questionSchema } from '../core/model';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { FAMILY_ENTRIES } from './entries.generated';
import type { CatalogEntry } from './entry';
import { FAMILY_FOLDER_OF } from './registry.generated';
import { makeDefaultsBuilder } from './shared/defaults';

export type { CatalogEntry, EntryLimits, PayloadIds } from './entry';

/**
 * Every family folder's entries in catalogue order (each key's `order` in its folder's family.ts). A key listed in
 * a family.ts without an entry in its folder's core.ts, or the reverse, stops the module from loading: the two
 * halves of a family cannot drift apart.
 */
function inCatalogueOrder(): CatalogEntry[] {
  const byKey = new Map<string, CatalogEntry>();
  for (const [folder, entries] of Object.entries(FAMILY_ENTRIES)) {
    for (const entry of entries) {
      if (FAMILY_FOLDER_OF[entry.catalogKey] !== folder)
        throw new Error(`${folder}/core.ts defines ${entry.catalogKey}, which its family.ts does not list`);
      byKey.set(entry.catalogKey, entry);
    }
  }
  return Object.entries(FAMILY_FOLDER_OF).map(([catalogKey, folder]) => {
    const entry = byKey.get(catalogKey);
    if (!entry) throw new Error(`${folder}/family.ts lists ${catalogKey}, which its core.ts does not define`);
    return entry;
  });
}

/**
 * The pure question catalogue (docs/architecture.md "Question families"): every family's entry, what the server, the
 * worker, the runner and the designer import to know a question, in the designer's palette order. Profile
 * entries come last.
 */
export const CATALOGUE: readonly CatalogEntry[] = inCatalogueOrder();

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
