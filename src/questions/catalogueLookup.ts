import type { Question } from '../core/model';
import { CATALOGUE_ENTRIES } from './entries.generated';
import type { CatalogEntry } from './entry';

/**
 * The pure question catalogue (docs/architecture.md "Question families"): every family's entry, what the server, the
 * worker, the runner and the designer import to know a question, in the designer's palette order (each key's
 * `order` in its folder's family.ts; npm run families writes entries.generated.ts). Profile entries come last.
 * Free of the model's zod schemas, like every family's core.ts: the runner's logic worker looks questions up
 * here (catalogue.ts adds what needs the schemas: a new question with every default filled).
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
