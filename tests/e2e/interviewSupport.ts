import type { Socket } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditEvents } from '../../server/db/schema';
import { localResponses, SurveyBuilder, type TestServer, waitForQuestion } from './runnerSupport';

/**
 * The interviewer screen as a test drives it (tests/e2e/runner-interviewer.test.ts): its list's rows and
 * counts, an interview taken with the fewest taps an interviewer would make, and the audit trail on the
 * device and on the server.
 */
export const rows = (page: Page, state?: string) =>
  page.locator(state ? `[data-testid=interview-row][data-state=${state}]` : '[data-testid=interview-row]');

/** The list's count of one state (inProgress, waiting, sent, refused…), as shown. */
export const shownCount = (page: Page, key: string) =>
  page.locator(`[data-testid=interview-counts] [data-count=${key}] dd`).innerText();

export const assignedSurvey = (page: Page, builder: SurveyBuilder) =>
  page.locator(`[data-testid=assigned-survey][data-survey-id="${builder.surveyId}"]`);

export const interviewGroup = (page: Page, builder: SurveyBuilder) =>
  page.locator(`[data-testid=interview-group][data-survey-id="${builder.surveyId}"]`);

/** Taps an option by its name (the native input is visually hidden under its drawn mark). */
const choose = (page: Page, name: string) => page.locator('label').filter({ hasText: name }).click();

/**
 * One interview from the list and back to it: "new interview", one option tapped, then either finished
 * (submit, back by the end page's link) or left in progress by the interview's own bar (an installed app has
 * no browser bar) once the answer is on the device. Its response id, read from the address it opened.
 */
export async function takeInterview(
  page: Page,
  builder: SurveyBuilder,
  option: string,
  finish: boolean,
): Promise<string> {
  await assignedSurvey(page, builder).getByRole('button', { name: '新访问' }).click();
  await waitForQuestion(page);
  const responseId = new URLSearchParams(page.url().split('?')[1]).get('responseId');
  if (!responseId) throw new Error(`no response in the interview's address ${page.url()}`);
  await choose(page, option);
  if (finish) {
    await page.getByTestId('submit').click();
    await page.getByTestId('back-to-interviews').click();
  } else {
    // The answer's first change is written before the page is left (seq 0: nothing written yet).
    await expect
      .poll(async () => (await localResponses(page)).find((row) => row.id === responseId)?.seq ?? 0)
      .toBeGreaterThan(0);
    await page.getByTestId('interview-bar-back').click();
  }
  await page.getByTestId('interview-counts').waitFor();
  return responseId;
}

/** What a test compares of an event: its order, kind and question. */
export type TrailStep = { seq: number; kind: string; questionId: string | null };

/** An interview's audit trail as the server stored it, in seq order. */
export async function serverTrail(server: TestServer, responseId: string) {
  return server.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.responseId, responseId))
    .orderBy(asc(auditEvents.seq));
}

/** The audit trail the device holds for each response (its IndexedDB's auditEvents), in seq order. */
export function deviceTrails(page: Page): Promise<Record<string, TrailStep[]>> {
  return page.evaluate(async () => {
    const open = indexedDB.open('wenda-runner');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = db.transaction('auditEvents').objectStore('auditEvents').getAll();
    const events = await new Promise<
      { responseId: string; seq: number; kind: string; questionId?: string }[]
    >((resolve, reject) => {
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    const trails: Record<string, TrailStep[]> = {};
    for (const event of events.sort((a, b) => a.seq - b.seq)) {
      trails[event.responseId] ??= [];
      trails[event.responseId]?.push({
        seq: event.seq,
        kind: event.kind,
        questionId: event.questionId ?? null,
      });
    }
    return trails;
  });
}

/**
 * A stored trail is whole and in order: seq 1, 2, 3… with no gap and no event twice (a replayed save adds
 * nothing), offsets growing within each clock, clocks never going back, begun by 'start'; a finished
 * interview's trail ends with 'end'.
 */
export function expectTrailInOrder(trail: Awaited<ReturnType<typeof serverTrail>>, finished: boolean): void {
  expect(trail.map((event) => event.seq)).toEqual(trail.map((_, index) => index + 1));
  expect(trail[0]?.kind).toBe('start');
  for (const [index, event] of trail.entries()) {
    const before = trail[index - 1];
    if (!before) continue;
    expect(event.clock).toBeGreaterThanOrEqual(before.clock);
    if (event.clock === before.clock) expect(event.offsetMs).toBeGreaterThanOrEqual(before.offsetMs);
  }
  expect(trail.at(-1)?.kind === 'end').toBe(finished);
}

/**
 * The network gone between the phone and the server, for the service worker too: Playwright's offline
 * emulation holds the pages, but a relaunched browser's service worker, woken by its pending background sync,
 * sends before any emulation reaches it. Every new connection to the server is dropped until the returned
 * function is called.
 */
export function cutNetwork(server: TestServer): () => void {
  const drop = (socket: Socket) => socket.destroy();
  server.app.server.prependListener('connection', drop);
  return () => {
    server.app.server.off('connection', drop);
  };
}

/** A household survey with its first question (one tap answers it): where the interviewer tests begin. */
export async function householdSurvey(server: TestServer, surveyName: string): Promise<SurveyBuilder> {
  const survey = await SurveyBuilder.create(server, { surveyName });
  await survey.add('radio', {
    quTitle: '家里有几口人？',
    optionList: [{ optionName: '一到两人' }, { optionName: '三人以上' }],
  });
  return survey;
}
