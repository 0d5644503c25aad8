import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { responseItems, responses } from '../../server/db/schema';
import {
  DESIGN_API,
  type SavedQuestion,
  type SurveyInfoWire,
  saveQuestionPath,
} from '../../src/core/api/design';
import { entryFor } from '../../src/questions/catalogue';
import { DEMO_PASSWORD, type startTestServer } from './server';

/** A phone as the runner's respondents hold it: a narrow touch screen, Chinese first. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  locale: 'zh-CN',
  isMobile: true,
  hasTouch: true,
};

/**
 * Surveys for the runner's end-to-end tests, made the way the designer makes them: log in as the demo
 * designer, create the survey (updateSurvey), add questions through their ajaxSave endpoints, publish
 * (surveyState=1) — all over real HTTP against the test server.
 */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function callApi<T>(
  server: TestServer,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { token: options.token } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200)
    throw new Error(`${path}: ${envelope.code} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}

export async function loginDemo(server: TestServer): Promise<string> {
  const data = await callApi<{ token: string }>(server, '/api/user/auth', {
    body: { userName: 'demo', password: DEMO_PASSWORD },
  });
  return data.token;
}

export class SurveyBuilder {
  readonly questions: SavedQuestion[] = [];

  private constructor(
    private readonly server: TestServer,
    private readonly token: string,
    readonly surveyId: string,
  ) {}

  static async create(server: TestServer, fields: Record<string, unknown> = {}): Promise<SurveyBuilder> {
    const token = await loginDemo(server);
    const survey = await callApi<SurveyInfoWire>(server, DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '跑步习惯调查', ...fields },
    });
    return new SurveyBuilder(server, token, survey.surveyId);
  }

  /** Adds a question of a catalogue key (title, options, answerConfig…) at the end of the survey. */
  async add(catalogKey: string, fields: Record<string, unknown> = {}): Promise<SavedQuestion> {
    const endpoint = entryFor(catalogKey)?.saveEndpoint;
    if (!endpoint) throw new Error(`unknown catalogue key ${catalogKey}`);
    const saved = await callApi<SavedQuestion>(this.server, saveQuestionPath(endpoint), {
      token: this.token,
      body: { belongId: this.surveyId, catalogKey, ...fields },
    });
    this.questions.push(saved);
    return saved;
  }

  pageBreak(): Promise<SavedQuestion> {
    return this.add('pageBreak');
  }

  async publish(): Promise<string> {
    await callApi(this.server, `${DESIGN_API.surveyState}?id=${this.surveyId}&surveyState=1`, {
      token: this.token,
    });
    return this.surveyId;
  }

  async setState(state: '0' | '1' | '2'): Promise<void> {
    await callApi(this.server, `${DESIGN_API.surveyState}?id=${this.surveyId}&surveyState=${state}`, {
      token: this.token,
    });
  }
}

/**
 * The two-page survey the runner's start is tried and measured with (tests/e2e/runner-start.test.ts and
 * bench/runner): a choice on the first page, a fill-in after a page break, published. Its answer link.
 */
export async function publishTwoPageSurvey(server: TestServer, surveyName: string): Promise<string> {
  const survey = await SurveyBuilder.create(server, { surveyName });
  await survey.add('radio', {
    quTitle: '您通常什么时候跑步？',
    optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }, { optionName: '夜间' }],
  });
  await survey.pageBreak();
  await survey.add('fillBlank', { quTitle: '原因？' });
  await survey.publish();
  return answerUrl(server, survey.surveyId);
}

/** Every response of a survey with its item rows, as the server stored them. */
export async function storedResponses(server: TestServer, surveyId: string) {
  const rows = await server.db.select().from(responses).where(eq(responses.surveyId, surveyId));
  return Promise.all(
    rows.map(async (response) => ({
      response,
      items: await server.db.select().from(responseItems).where(eq(responseItems.responseId, response.id)),
    })),
  );
}

export function answerUrl(server: TestServer, surveyId: string): string {
  return `${server.url}/#/answer?surveyId=${encodeURIComponent(surveyId)}`;
}

/** Taps an option by its name (the native input is visually hidden under its drawn mark). */
export function choose(page: Page, name: string) {
  return page.locator('label').filter({ hasText: name }).click();
}

/** Waits until the runner shows a page with a question (the first question visible). */
export async function waitForQuestion(page: Page): Promise<void> {
  await page.locator('.wr-q').first().waitFor({ state: 'visible', timeout: 30_000 });
}

/** The response id the runner keeps for a survey (in progress), read from its IndexedDB. */
/** Waits until the service worker controls the page: from then on the runner starts, and replays, offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

export function localResponses(page: Page) {
  return page.evaluate(async () => {
    const open = indexedDB.open('wenda-runner');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = db.transaction('responses').objectStore('responses').getAll();
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    return rows as {
      id: string;
      version: number;
      seq: number;
      ackSeq: number;
      userPage: number;
      status: string;
      seed: string;
    }[];
  });
}

/**
 * Waits until the device's responses are complete and every save of them is acknowledged, read from its
 * IndexedDB. The end page's pending note alone is not enough: it shows nothing while it is still reading.
 */
export async function waitUntilCompleteAndSent(page: Page, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const kept = await localResponses(page);
    if (kept.length > 0 && kept.every((row) => row.status === 'complete' && row.ackSeq === row.seq)) return;
    if (Date.now() > deadline) {
      throw new Error(`the device did not finish sending in ${timeout} ms: ${JSON.stringify(kept)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
