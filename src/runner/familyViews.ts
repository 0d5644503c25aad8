import type { ReleaseWire } from '../core/api/design';
import { familyModules } from '../questions/familyModules';
import type { AnswerView } from './views/contract';
import { FAMILY_VIEW_FOLDERS, FIRST_VIEWS_KEY } from './viewFolders';

/** What every `src/questions/<family>/Answer.tsx` exports: its answer view as the default export. */
export type AnswerViewModule = { default: AnswerView };

export { FAMILY_VIEW_FOLDERS };

/**
 * Notes the catalogue keys of the page a survey shows first, so that index.html's boot script fetches their
 * views at once next time (viewFolders.ts FIRST_VIEWS_KEY). Storage refused or full: no hint, nothing else.
 */
export function rememberFirstViews(surveyId: string, catalogKeys: readonly string[]): void {
  try {
    localStorage.setItem(`${FIRST_VIEWS_KEY}${surveyId}`, JSON.stringify([...new Set(catalogKeys)]));
  } catch {
    // Only a hint.
  }
}

// Lazy by construction: each Answer.tsx becomes its own chunk, fetched the first time a survey shows a
// question of that family, so a respondent on a slow network downloads only the views the survey uses.
// A key counts only once its Answer.tsx exists in the build.
const VIEW_MODULES = import.meta.glob<AnswerViewModule>('../questions/*/Answer.tsx');

const views = familyModules(
  FAMILY_VIEW_FOLDERS,
  VIEW_MODULES,
  (folder) => `../questions/${folder}/Answer.tsx`,
);

/** True when a question of this catalogue key can be answered in this build. */
export function hasAnswerView(catalogKey: string): boolean {
  return views.has(catalogKey);
}

/** The catalogue keys that have an answer view, in the order of the table above. */
export function answerViewKeys(): string[] {
  return views.keys();
}

/**
 * A loader of the answer view of a catalogue key (its module, whose default export is the view), or
 * undefined when the key has none. The runner wraps the loader in React.lazy, once per key.
 */
export function answerViewFor(catalogKey: string): (() => Promise<AnswerViewModule>) | undefined {
  return views.loader(catalogKey)?.load;
}

/** The views loaded ahead of rendering (preloadAnswerViews), by catalogue key. */
const loadedViews = new Map<string, AnswerView>();

/**
 * Loads the answer views of these catalogue keys, so that the page can show them at once rather than through a
 * Suspense fallback (whose reveal React holds back by 300 ms). Never rejects: a view that cannot be fetched is
 * left to QuestionView, which says so and offers a retry.
 */
export async function preloadAnswerViews(catalogKeys: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(catalogKeys)].map(async (catalogKey) => {
      const load = loadedViews.has(catalogKey) ? undefined : answerViewFor(catalogKey);
      if (!load) return;
      try {
        loadedViews.set(catalogKey, (await load()).default);
      } catch {
        // Offline before the chunk was ever cached: QuestionView shows the failure.
      }
    }),
  );
}

/** The answer view of a catalogue key when preloadAnswerViews has loaded it. */
export function loadedAnswerView(catalogKey: string): AnswerView | undefined {
  return loadedViews.get(catalogKey);
}

/**
 * The catalogue keys of a release's first page as written (up to its first page break), read from the wire
 * before the logic worker has parsed it: most often the page shown first, whose views are fetched at once;
 * the page actually shown first is known once the worker has opened the response.
 */
export function firstPageKeysOf(wire: ReleaseWire): string[] {
  const keys = catalogKeysOf(wire);
  const end = keys.indexOf('pageBreak');
  return end === -1 ? keys : keys.slice(0, end);
}

/** The catalogue keys a release uses (read from the wire, which the logic worker parses later). */
export function catalogKeysOf(wire: ReleaseWire): string[] {
  const groups = Array.isArray(wire.groups) ? wire.groups : [];
  return groups.flatMap((group) =>
    Array.isArray(group.questionList) ? group.questionList.map((question) => question.catalogKey) : [],
  );
}
