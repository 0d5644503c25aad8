/**
 * Build-time (vite.config.ts): the tiny classic script written inline first into index.html's head (it runs
 * while the page parses; as a file of its own it ran only once that file had come back, ~25 ms later offline,
 * and deferred ~50 ms later still online), so that an answer link starts what the runner needs while the
 * page's entry is still downloading: the survey load (src/runner/sync/loadRequest.ts takes it over), the
 * runner's entry (its own build, sw/runnerBuild.ts), the answer page's chunks and styles, and the logic worker,
 * which the runner then takes over (src/runner/logic/spawnWorker.ts). Other routes (the shell) load nothing
 * more.
 */
import { CURRENT_VERSION_KEY, FAMILY_VIEW_FOLDERS, FIRST_VIEWS_KEY } from '../src/runner/viewFolders.ts';
import { PREPARE_MESSAGE, PREPARED_MESSAGE } from '../workers/protocol.ts';
import type { BundleFile, ChunkInfo } from './precacheScope.ts';

/** The page module whose chunk, with its static imports, makes the answer page. */
const ANSWER_PAGE = /\/src\/runner\/AnswerPage\.tsx$/;
/** A family's answer view (src/runner/familyViews.ts loads them); the folder is the match. */
const ANSWER_VIEW = /\/src\/questions\/([^/]+)\/Answer\.tsx$/;
/**
 * The logic worker's script, named after workers/logic.ts. Vite emits a worker's script as an asset, never as a
 * chunk: a chunk of the app may be named logic-… too (the designer's src/designer/logic pages share one).
 */
const LOGIC_WORKER = /^assets\/logic-[\w-]+\.js$/;

/** Chunks to preload as modules, and style sheets to add. */
interface Files {
  modules: string[];
  styles: string[];
}

export interface BootFiles extends Files {
  worker: string | undefined;
  /**
   * The family answer views (src/questions/<folder>/Answer.tsx), by folder: each one's chunks and styles not
   * already among the page's. Fetched once the device's copy says which the first page shows.
   */
  views: Record<string, Files>;
}

/**
 * What the boot script fetches early for an answer link, read from the runner's own build (sw/runnerBuild.ts):
 * its entry (which the page's entry imports) and the answer page, each with its static imports.
 */
export function bootFiles(bundle: Readonly<Record<string, BundleFile>>): BootFiles {
  const chunks = new Map<string, ChunkInfo>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const closure = (roots: ChunkInfo[], fetched: Files = { modules: [], styles: [] }): Files => {
    const modules = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      if (!chunk || modules.has(fileName) || fetched.modules.includes(fileName)) return;
      modules.add(fileName);
      for (const next of chunk.imports) visit(next);
    };
    for (const root of roots) visit(root.fileName);
    const styles = new Set<string>();
    for (const fileName of modules)
      for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? [])
        if (!fetched.styles.includes(css)) styles.add(css);
    return { modules: [...modules], styles: [...styles] };
  };
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const page = [...chunks.values()].find(
    (chunk) => chunk.facadeModuleId && ANSWER_PAGE.test(chunk.facadeModuleId),
  );
  const worker = Object.values(bundle).find(
    (file) => file.type === 'asset' && LOGIC_WORKER.test(file.fileName),
  )?.fileName;
  const pageFiles = closure([entry, page].filter((chunk): chunk is ChunkInfo => chunk !== undefined));
  const views: Record<string, Files> = {};
  for (const chunk of chunks.values()) {
    const folder = chunk.facadeModuleId?.match(ANSWER_VIEW)?.[1];
    if (folder) views[folder] = closure([chunk], pageFiles);
  }
  return { ...pageFiles, worker, views };
}

/**
 * The boot script's table of views: each catalogue key's files (indexes into one list of paths), for the keys
 * whose view is in the build.
 */
function viewTable(base: string, views: BootFiles['views']) {
  const paths: string[] = [];
  const indexOf = (path: string) => {
    const found = paths.indexOf(path);
    return found === -1 ? paths.push(path) - 1 : found;
  };
  const byFolder = new Map<string, number[]>();
  for (const [folder, files] of Object.entries(views)) {
    byFolder.set(
      folder,
      [...files.modules, ...files.styles].map((fileName) => indexOf(`${base}${fileName}`)),
    );
  }
  const byKey: Record<string, number[]> = {};
  for (const [catalogKey, folder] of Object.entries(FAMILY_VIEW_FOLDERS)) {
    const files = byFolder.get(folder);
    if (files) byKey[catalogKey] = files;
  }
  return { paths, byKey };
}

const withBase = (base: string, list: Files): Files => ({
  modules: list.modules.map((fileName) => `${base}${fileName}`),
  styles: list.styles.map((fileName) => `${base}${fileName}`),
});

/** The runner's IndexedDB (src/runner/db.ts): a unit test reads what Dexie wrote there through this script. */
const RUNNER_DB = 'wenda-runner';

/**
 * What the runner reads from the device first, read here with IndexedDB itself, before the entry (React, Dexie)
 * has even compiled: the survey's current release (the \`surveys\` pointer, else the highest version kept) and
 * its responses in progress, as src/runner/storage/releases.ts and responses.ts read them. The runner takes
 * this over (src/runner/storage/deviceCopy.ts), checking the database version it was read at; anything that
 * goes wrong resolves null, and the runner reads through Dexie as before. A database that does not exist yet
 * is not created here (the upgrade is aborted, which deletes it again): Dexie creates it with its stores; the
 * read then says so (version 0, nothing held), and a first visit needs no Dexie before its first question.
 * The connection closes when the read is done, or at once when Dexie needs to upgrade the database. The release the device last marked
 * current (CURRENT_VERSION_KEY's hint) is asked for alongside the pointer, not after it (one round trip fewer
 * through a main thread busy compiling the entry), and used only when the pointer names it.
 */
const DEVICE_COPY_READER = `function readDeviceCopy(surveyId) {
    return new Promise(function (resolve) {
      var request;
      try {
        request = indexedDB.open(${JSON.stringify(RUNNER_DB)});
      } catch (error) {
        return resolve(null);
      }
      var none = false;
      request.onupgradeneeded = function (event) {
        none = event.oldVersion === 0;
        request.transaction.abort();
      };
      request.onerror = function (event) {
        if (event.preventDefault) event.preventDefault();
        resolve(none ? { dbVersion: 0, release: undefined, inProgress: [] } : null);
      };
      request.onsuccess = function () {
        performance.mark('wenda:boot-open');
        var db = request.result;
        db.onversionchange = function () {
          db.close();
        };
        var copy = { dbVersion: db.version, release: undefined, inProgress: [] };
        var hinted;
        try {
          var hint = localStorage.getItem(${JSON.stringify(CURRENT_VERSION_KEY)} + surveyId);
          if (hint) hinted = Number(hint);
        } catch (error) {}
        try {
          var read = db.transaction(['surveys', 'releases', 'responses'], 'readonly');
          var releases = read.objectStore('releases');
          var highest = function () {
            releases.index('surveyId').getAll(surveyId).onsuccess = function (found) {
              found.target.result.forEach(function (release) {
                if (!copy.release || release.version >= copy.release.version) copy.release = release;
              });
            };
          };
          var survey;
          read.objectStore('surveys').get(surveyId).onsuccess = function (event) {
            survey = event.target.result;
            if (!survey) return highest();
            // The hinted release, asked for alongside, answers after this (requests answer in order).
            if (survey.currentVersion === hinted) return;
            releases.get([surveyId, survey.currentVersion]).onsuccess = function (found) {
              if (found.target.result) copy.release = found.target.result;
              else highest();
            };
          };
          if (Number.isInteger(hinted))
            releases.get([surveyId, hinted]).onsuccess = function (found) {
              if (!survey || survey.currentVersion !== hinted) return;
              if (found.target.result) copy.release = found.target.result;
              else highest();
            };
          read.objectStore('responses').index('[surveyId+status]').getAll([surveyId, 'in-progress']).onsuccess =
            function (event) {
              copy.inProgress = event.target.result;
            };
          read.oncomplete = function () {
            db.close();
            resolve(copy);
          };
          read.onabort = function () {
            db.close();
            resolve(null);
          };
        } catch (error) {
          db.close();
          resolve(null);
        }
      };
    });
  }`;

/**
 * The boot script's text. Style sheets are added as the stylesheet links Vite's own loader would add (which
 * then finds them there). `window.__wendaLogicWorker` hands the worker to the entry, which marks it false when
 * it had to start its own (this script came late), so that no second worker is started;
 * `window.__wendaSurveyLoad` hands over the survey load, started here with the URL the runner would ask
 * (src/runner/sync/loadSurvey.ts takes it when the URL is the same); `window.__wendaDeviceCopy` what the
 * device holds for the survey (DEVICE_COPY_READER).
 */
export function bootScript(base: string, files: BootFiles): string {
  return `(function () {
  var hash = location.hash;
  if (!/^#\\/answer\\/?(\\?|$)/i.test(hash)) return;
  // Arrived after the entry had started the runner: all of this is under way already.
  if (window.__wendaLogicWorker !== undefined) return;
  performance.mark('wenda:boot');
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
  ${DEVICE_COPY_READER}
  var params = new URLSearchParams(hash.indexOf('?') === -1 ? '' : hash.slice(hash.indexOf('?') + 1));
  var surveyId = (params.get('surveyId') || '').trim();
  // An interviewer's interview (interview=1 and its responseId) opens from the device alone, under the release
  // it began with (src/runner/session/openSession.ts): neither the survey load nor the read of the survey's
  // newest response would be taken over, so neither is started.
  var ownResponse = params.get('interview') === '1' && (params.get('responseId') || '').trim() !== '';
  // First of all: opening the database is the slowest step of the start.
  var read = surveyId && !ownResponse ? readDeviceCopy(surveyId) : null;
  if (read) window.__wendaDeviceCopy = { surveyId: surveyId, read: read };
  if (read) {
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
  if (!surveyId) return fetchAll(${JSON.stringify(withBase(base, files))});
  var worker = ${JSON.stringify(files.worker ? `${base}${files.worker}` : null)};
  var logic;
  if (worker && window.__wendaLogicWorker === undefined) {
    try {
      logic = window.__wendaLogicWorker = new Worker(worker, { type: 'module', name: 'wenda-logic' });
    } catch (error) {}
  }
  fetchAll(${JSON.stringify(withBase(base, files))});
  var views = ${JSON.stringify(viewTable(base, files.views))};
  function fetchViews(catalogKeys) {
    var files = { modules: [], styles: [] };
    catalogKeys.forEach(function (catalogKey) {
      (views.byKey[catalogKey] || []).forEach(function (index) {
        var path = views.paths[index];
        var list = /\\.css$/.test(path) ? files.styles : files.modules;
        if (list.indexOf(path) === -1 && !fetchViews.done[path]) list.push(path);
        fetchViews.done[path] = true;
      });
    });
    fetchAll(files);
  }
  fetchViews.done = {};
  // The views the runner showed first last time (src/runner/familyViews.ts keeps the hint): fetched now, not
  // once the device's copy has been read.
  try {
    var hint = JSON.parse(localStorage.getItem(${JSON.stringify(FIRST_VIEWS_KEY)} + surveyId) || '[]');
    if (Array.isArray(hint)) fetchViews(hint.filter(function (key) { return typeof key === 'string'; }));
  } catch (error) {}
  // With the device's copy read: the views of its first page as written (up to its first page break), as
  // src/runner/session/sessionStart.ts asks for them, and the worker opens the response the device would
  // resume under that release (workers/logic.ts, PREPARE_MESSAGE); the page takes that opening over only when
  // it resumes that very response. Posted before the page is told of the read (this callback is the promise's
  // first), so before the page asks; the worker's answer (PREPARED_MESSAGE) is kept with the read.
  if (read) read.then(function (copy) {
    performance.mark('wenda:boot-read');
    if (!copy || !copy.release) return;
    var wire = copy.release.wire;
    var firstPage = [];
    var ended = false;
    (wire.groups || []).forEach(function (group) {
      (group.questionList || []).forEach(function (question) {
        if (question.catalogKey === 'pageBreak') ended = true;
        if (!ended) firstPage.push(question.catalogKey);
      });
    });
    fetchViews(firstPage);
    var resumable;
    copy.inProgress.forEach(function (response) {
      if (!resumable || response.updatedAt > resumable.updatedAt) resumable = response;
    });
    if (!logic || !resumable || resumable.version !== copy.release.version) return;
    try {
      copy.worker = logic;
      copy.prepared = new Promise(function (resolve) {
        logic.addEventListener('message', function (event) {
          if (event.data && event.data.${PREPARED_MESSAGE} !== undefined) { performance.mark('wenda:boot-prepared'); resolve(event.data.${PREPARED_MESSAGE}); }
        });
      });
      logic.postMessage({ ${PREPARE_MESSAGE}: {
        wire: wire,
        seed: resumable.seed,
        answers: resumable.answers,
        responseId: resumable.id
      } });
    } catch (error) {}
  });
})();
`;
}
