// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseWire } from '../../../src/core/api/design';
import { RunnerDatabase, type StoredResponse } from '../../../src/runner/db';
import { RUNNER_DB_VERSION, takeDeviceCopy } from '../../../src/runner/storage/deviceCopy';
import { currentRelease, keepRelease } from '../../../src/runner/storage/releases';
import { findResumable } from '../../../src/runner/storage/responseStart';
import { CURRENT_VERSION_KEY, FIRST_VIEWS_KEY } from '../../../src/runner/viewFolders';
import type { BundleFile } from '../../../sw/precacheScope';
import { bootFiles, bootScript } from '../../../sw/runnerBoot';
import { PREPARE_MESSAGE, type PrepareRequest } from '../../../workers/protocol';

/**
 * index.html's boot script reads what the device holds for the survey with IndexedDB itself, before the entry
 * has compiled: it must read exactly what the runner reads through Dexie (the current release, the response to
 * resume), never create the database, fetch the views of the release's first page, and ask the logic worker to
 * open that response ahead.
 */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk' as const,
    fileName,
    isEntry: fileName === 'assets/index.js',
    facadeModuleId,
    imports,
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(css) },
  };
}

const bundle: Record<string, BundleFile> = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html'),
    chunk('assets/AnswerPage.js', '/app/src/runner/AnswerPage.tsx', ['assets/index.js', 'assets/dexie.js']),
    chunk('assets/dexie.js', null),
    chunk(
      'assets/Answer-radio.js',
      '/app/src/questions/radio/Answer.tsx',
      ['assets/ChoiceList.js', 'assets/dexie.js'],
      ['assets/views.css'],
    ),
    chunk('assets/ChoiceList.js', null),
    chunk('assets/Answer-fill.js', '/app/src/questions/fillBlank/Answer.tsx', ['assets/TextField.js']),
    chunk('assets/TextField.js', null),
    { type: 'asset' as const, fileName: 'assets/logic-Ab_1.js' },
  ].map((file) => [file.fileName, file]),
);

function wire(version: number, keys: string[]): ReleaseWire {
  return {
    surveyId: 's1',
    version,
    survey: { surveyId: 's1', surveyName: `S${version}` },
    groups: [{ id: 'g', questionList: keys.map((catalogKey, index) => ({ id: `q${index}`, catalogKey })) }],
    style: {},
  } as unknown as ReleaseWire;
}

function response(id: string, overrides: Partial<StoredResponse> = {}): StoredResponse {
  return {
    id,
    surveyId: 's1',
    version: 1,
    seed: `seed-${id}`,
    answers: { q0: 'a' },
    userPage: 0,
    questionTimeMs: {},
    status: 'in-progress',
    seq: 1,
    ackSeq: 0,
    startedAt: '2026-11-23T00:00:00Z',
    updatedAt: 1,
    ...overrides,
  } as StoredResponse;
}

class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {}
}

let workers: FakeWorker[] = [];

/** Runs the boot script on an answer link (for s1 unless told), with no network, and returns its worker. */
function runBoot(link = '/#/answer?surveyId=s1'): FakeWorker | undefined {
  history.replaceState(null, '', link);
  new Function(bootScript('/', bootFiles(bundle)))();
  return workers[workers.length - 1];
}

const preloaded = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

beforeEach(() => {
  workers = [];
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  vi.stubGlobal(
    'Worker',
    class extends FakeWorker {
      constructor() {
        super();
        workers.push(this);
      }
    },
  );
  window.__wendaLogicWorker = undefined;
  window.__wendaDeviceCopy = undefined;
  window.__wendaSurveyLoad = undefined;
  document.head.innerHTML = '';
  localStorage.clear();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await new RunnerDatabase().delete();
});

describe("the boot script's read of the device's copy", () => {
  it('reads the release and the response Dexie gives, and asks the worker to open that response', async () => {
    const db = new RunnerDatabase();
    await keepRelease(db, wire(2, ['fillBlank']), 10);
    // Current is the one the server last called current, not the highest version.
    await keepRelease(db, wire(1, ['radio', 'pageBreak', 'fillBlank']), 20);
    await db.responses.bulkAdd([
      response('old', { updatedAt: 5 }),
      response('latest', { updatedAt: 9 }),
      response('done', { updatedAt: 50, status: 'complete' }),
      response('other', { updatedAt: 60, surveyId: 's2' }),
    ]);
    db.close();

    const worker = runBoot();
    expect(worker).toBeDefined();
    const reader = new RunnerDatabase();
    const copy = await takeDeviceCopy('s1', worker as unknown as Worker);
    expect(copy?.release).toEqual(await currentRelease(reader, 's1'));
    expect(copy?.release?.version).toBe(1);
    expect(copy?.resumable).toEqual(await findResumable(reader, 's1'));
    reader.close();
    expect(copy?.resumable?.id).toBe('latest');
    // Taken once.
    expect(takeDeviceCopy('s1', worker as unknown as Worker)).toBeUndefined();

    const request = (worker?.posted[0] as Record<string, PrepareRequest> | undefined)?.[PREPARE_MESSAGE];
    expect(request).toMatchObject({ responseId: 'latest', seed: 'seed-latest', answers: { q0: 'a' } });
    expect((request?.wire as ReleaseWire | undefined)?.version).toBe(1);
    // The first page's views (up to its page break): radio's, not the fill-in's on page 2.
    expect(preloaded()).toEqual(
      expect.arrayContaining(['modulepreload /assets/Answer-radio.js', 'stylesheet /assets/views.css']),
    );
    expect(preloaded()).not.toContain('modulepreload /assets/Answer-fill.js');
    // dexie.js is the page's: preloaded once.
    expect(preloaded().filter((link) => link === 'modulepreload /assets/dexie.js')).toHaveLength(1);
  });

  it("reads the pointer's release whatever the current-version hint says", async () => {
    const db = new RunnerDatabase();
    await keepRelease(db, wire(1, ['radio']), 10);
    await keepRelease(db, wire(2, ['fillBlank']), 20);
    await keepRelease(db, wire(3, ['radio']), 30, false);
    expect(localStorage.getItem(`${CURRENT_VERSION_KEY}s1`)).toBe('2');
    db.close();
    const readWith = async (hint: string | undefined) => {
      localStorage.clear();
      if (hint !== undefined) localStorage.setItem(`${CURRENT_VERSION_KEY}s1`, hint);
      window.__wendaLogicWorker = undefined;
      const worker = runBoot() as unknown as Worker;
      return (await takeDeviceCopy('s1', worker))?.release?.version;
    };
    // Right, stale (another kept version, one never kept), missing, or garbage: always the pointer's.
    for (const hint of ['2', '1', '3', '7', undefined, 'x']) expect(await readWith(hint)).toBe(2);
  });

  it('falls back to the highest version kept when the pointer names a release the device lacks', async () => {
    const db = new RunnerDatabase();
    await keepRelease(db, wire(1, ['radio']), 10);
    await keepRelease(db, wire(2, ['fillBlank']), 20, false);
    await db.surveys.put({ surveyId: 's1', currentVersion: 5, checkedAt: 30 });
    db.close();
    localStorage.setItem(`${CURRENT_VERSION_KEY}s1`, '5');
    const worker = runBoot() as unknown as Worker;
    expect((await takeDeviceCopy('s1', worker))?.release?.version).toBe(2);
  });

  it("hands over the worker's own opening only to a session on that worker", async () => {
    const db = new RunnerDatabase();
    await keepRelease(db, wire(1, ['radio']), 20);
    await db.responses.add(response('latest'));
    db.close();
    const worker = runBoot() as FakeWorker;
    const copy = await takeDeviceCopy('s1', new FakeWorker() as unknown as Worker);
    expect(copy?.resumable?.id).toBe('latest');
    expect(copy?.prepared).toBeUndefined();
    expect(worker.posted).toHaveLength(1);
  });

  it('never creates the database: a device that never answered holds nothing, and Dexie opens as usual', async () => {
    runBoot();
    const db = new RunnerDatabase();
    // Said as a read of nothing, so that a first visit needs no Dexie before its first question.
    expect(await takeDeviceCopy('s1', workers[0] as unknown as Worker)).toEqual({
      release: undefined,
      resumable: undefined,
      prepared: undefined,
    });
    expect((await indexedDB.databases()).map((found) => found.name)).not.toContain('wenda-runner');
    await keepRelease(db, wire(1, ['radio']));
    expect((await currentRelease(db, 's1'))?.version).toBe(1);
  });

  it('is not used when read at another database version than the schema (Dexie has to upgrade first)', async () => {
    // The device's database as an older build left it: the same stores, one schema version back.
    const older = new Dexie('wenda-runner');
    older.version(RUNNER_DB_VERSION / 10 - 1).stores({
      releases: '[surveyId+version], surveyId',
      surveys: 'surveyId',
      responses: 'id, surveyId, [surveyId+status], updatedAt',
    });
    await older.table('releases').put({ surveyId: 's1', version: 1, wire: wire(1, ['radio']) });
    older.close();
    const worker = runBoot() as unknown as Worker;
    expect(await takeDeviceCopy('s1', worker)).toBeUndefined();
  });

  it("knows the schema's database version without Dexie", () => {
    expect(RUNNER_DB_VERSION).toBe(Math.round(new RunnerDatabase().verno * 10));
  });

  it("fetches the views of the page shown first last time at once, before the device's copy is read", () => {
    localStorage.setItem(`${FIRST_VIEWS_KEY}s1`, JSON.stringify(['fillBlank', 'unknown']));
    runBoot();
    expect(preloaded()).toEqual(
      expect.arrayContaining(['modulepreload /assets/Answer-fill.js', 'modulepreload /assets/TextField.js']),
    );
    expect(preloaded()).not.toContain('modulepreload /assets/Answer-radio.js');
  });

  it("starts no survey load nor device read for an interviewer's interview, which opens from the device", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.reject(new TypeError('offline'));
    });
    const worker = runBoot('/#/answer?surveyId=s1&responseId=r1&interview=1');
    expect(fetched).toEqual([]);
    expect(window.__wendaSurveyLoad).toBeUndefined();
    expect(window.__wendaDeviceCopy).toBeUndefined();
    // The page's files and the logic worker are still started early.
    expect(worker).toBeDefined();
    expect(preloaded()).toContain('modulepreload /assets/AnswerPage.js');
    // A respondent's link that happens to carry a responseId loads as it always did.
    window.__wendaLogicWorker = undefined;
    runBoot('/#/answer?surveyId=s1&responseId=r1');
    expect(fetched).toEqual(['/api/survey-answer/load?surveyId=s1']);
    expect(window.__wendaDeviceCopy).toBeDefined();
  });
});
