import { viewFoldersOf } from '../familyViews';

/**
 * The note index.html's boot script (sw/runnerBoot.ts) reads to fetch, on this device's next visit of a
 * survey, the family views of the page it showed first, along with the answer page's own chunks: offline, they
 * are then in before the release has even been read. The files come from runner-views.json, written by the
 * build with an id that the boot script checks, so a note from an earlier build is ignored.
 */
export const VIEW_HINT_KEY = 'wenda.runner.firstViews';
export const RUNNER_VIEWS_FILE = 'runner-views.json';

interface ViewFiles {
  modules: string[];
  styles: string[];
}

/** Notes the files of these catalogue keys' views for the survey's next visit. Never throws. */
export async function rememberFirstViews(surveyId: string, catalogKeys: string[]): Promise<void> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${RUNNER_VIEWS_FILE}`);
    const { build, views } = (await response.json()) as { build: string; views: Record<string, ViewFiles> };
    const files = viewFoldersOf(catalogKeys).flatMap((folder) => views[folder] ?? []);
    const unique = (list: string[]) => [...new Set(list)];
    const hint = {
      build,
      surveyId,
      modules: unique(files.flatMap((file) => file.modules)),
      styles: unique(files.flatMap((file) => file.styles)),
    };
    localStorage.setItem(VIEW_HINT_KEY, JSON.stringify(hint));
  } catch {
    // No such file (a development server), no storage (private mode): the views load once the release is read.
  }
}
