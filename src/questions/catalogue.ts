import { type Question, questionSchema } from '../core/model';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { entryFor } from './catalogueLookup';
import { makeDefaultsBuilder } from './shared/defaults';

export { CATALOGUE, entryFor, entryForQuestion } from './catalogueLookup';
export type { CatalogEntry, EntryLimits, PayloadIds } from './entry';

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
