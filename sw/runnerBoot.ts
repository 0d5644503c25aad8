/**
 * Build-time (vite.config.ts): the tiny classic script index.html loads first (async: it runs as soon as it
 * arrives, usually before the entry module has even downloaded; deferred, it waited for the entry and started
 * about 50 ms later online), so that an answer link starts what the runner needs while the entry (React) is
 * still downloading and compiling: the survey load (src/runner/sync/loadRequest.ts takes it over), the answer page's chunks
 * and styles, and the logic worker, which the entry then takes over (src/runner/logic/spawnWorker.ts). Other
 * routes (the shell) load nothing more.
 */
import type { BundleFile, ChunkInfo } from './precacheScope';

/** The page module whose chunk, with its static imports, makes the answer page. */
const ANSWER_PAGE = /\/src\/runner\/AnswerPage\.tsx$/;
/** The logic worker's script, named after workers/logic.ts. */
const LOGIC_WORKER = /^assets\/logic-[\w-]+\.js$/;

/** Chunks to preload as modules, and style sheets to add. */
interface Files {
  modules: string[];
  styles: string[];
}

export interface BootFiles extends Files {
  worker: string | undefined;
}

/** What the boot script fetches early for an answer link, read from the app's bundle. */
export function bootFiles(bundle: Readonly<Record<string, BundleFile>>): BootFiles {
  const chunks = new Map<string, ChunkInfo>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const closure = (root: ChunkInfo): Files => {
    const modules = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      // The entry is on its way already (index.html's module script).
      if (!chunk || chunk.isEntry || modules.has(fileName)) return;
      modules.add(fileName);
      for (const next of chunk.imports) visit(next);
    };
    visit(root.fileName);
    const styles = new Set<string>();
    for (const fileName of modules)
      for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? []) styles.add(css);
    return { modules: [...modules], styles: [...styles] };
  };
  const page = [...chunks.values()].find(
    (chunk) => chunk.facadeModuleId && ANSWER_PAGE.test(chunk.facadeModuleId),
  );
  const worker = Object.keys(bundle).find((fileName) => LOGIC_WORKER.test(fileName));
  return { ...(page ? closure(page) : { modules: [], styles: [] }), worker };
}

const withBase = (base: string, list: Files): Files => ({
  modules: list.modules.map((fileName) => `${base}${fileName}`),
  styles: list.styles.map((fileName) => `${base}${fileName}`),
});

/**
 * The boot script's text. Style sheets are added as the stylesheet links Vite's own loader would add (which
 * then finds them there). `window.__wendaLogicWorker` hands the worker to the entry, which marks it false when
 * it had to start its own (this script came late), so that no second worker is started;
 * `window.__wendaSurveyLoad` hands over the survey load, started here with the URL the runner would ask
 * (src/runner/sync/loadSurvey.ts takes it when the URL is the same).
 */
export function bootScript(base: string, files: BootFiles): string {
  return `(function () {
  var hash = location.hash;
  if (!/^#\\/answer\\/?(\\?|$)/i.test(hash)) return;
  // Arrived after the entry had started the runner: all of this is under way already.
  if (window.__wendaLogicWorker !== undefined) return;
  var head = document.head;
  function fetchAll(files) {
    files.modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      head.appendChild(link);
    });
    files.styles.forEach(function (href) {
      if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return;
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      head.appendChild(link);
    });
  }
  var params = new URLSearchParams(hash.indexOf('?') === -1 ? '' : hash.slice(hash.indexOf('?') + 1));
  var surveyId = (params.get('surveyId') || '').trim();
  if (surveyId) {
    var query = new URLSearchParams();
    query.append('surveyId', surveyId);
    ['userId', 'queryType', 'screenId'].forEach(function (name) {
      if (params.get(name)) query.append(name, params.get(name));
    });
    var url = ${JSON.stringify(`${base}api/survey-answer/load`)} + '?' + query;
    window.__wendaSurveyLoad = {
      url: url,
      response: fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    };
    window.__wendaSurveyLoad.response.catch(function () {});
  }
  fetchAll(${JSON.stringify(withBase(base, files))});
  if (!surveyId) return;
  var worker = ${JSON.stringify(files.worker ? `${base}${files.worker}` : null)};
  if (worker && window.__wendaLogicWorker === undefined) {
    try {
      window.__wendaLogicWorker = new Worker(worker, { type: 'module', name: 'wenda-logic' });
    } catch (error) {}
  }
})();
`;
}
