import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { expect } from 'vitest';
import { SurveyBuilder, type TestServer } from './runnerSupport';
import { pickOption } from './selects';

/** What each respondent answers: when, where (several), why, how often. */
export const ROUNDS = [
  { when: '傍晚', where: ['公园', '街道'], why: '保持健康', often: '3' },
  { when: '清晨', where: ['公园'], why: '减肥', often: '5' },
  { when: '傍晚', where: ['跑步机'], why: '放松心情', often: '2' },
  { when: '夜间', where: ['街道', '跑步机'], why: '训练比赛', often: '6' },
];
export type Round = (typeof ROUNDS)[number];

export const SURVEY_NAME = '跑步习惯调查（结果）';
export const WHEN_OPTIONS = ['清晨', '傍晚', '夜间'];
export const WHERE_OPTIONS = ['公园', '街道', '跑步机'];

export async function runningSurvey(server: TestServer) {
  const survey = await SurveyBuilder.create(server, { surveyName: SURVEY_NAME });
  await survey.add('radio', {
    quTitle: '您通常什么时候跑步？',
    optionList: WHEN_OPTIONS.map((optionName) => ({ optionName })),
  });
  await survey.pageBreak();
  await survey.add('checkbox', {
    quTitle: '您在哪里跑步？',
    optionList: WHERE_OPTIONS.map((optionName) => ({ optionName })),
  });
  await survey.add('fillBlank', { quTitle: '您跑步的主要原因是什么？' });
  await survey.pageBreak();
  await survey.add('number', {
    quTitle: '您每周跑几次？',
    answerConfig: { limitRangeInd: 1, paramInt01: 0, paramInt02: 14 },
  });
  return survey.publish();
}

function choose(page: Page, name: string) {
  return page.locator('label').filter({ hasText: name }).click();
}

/** Answers the three pages of the running survey and submits. */
export async function answerOnce(page: Page, round: Round) {
  await choose(page, round.when);
  await page.getByTestId('next').click();
  await page.locator('.wr-q__title', { hasText: '您在哪里跑步？' }).waitFor();
  for (const place of round.where) await choose(page, place);
  await page.getByRole('textbox').fill(round.why);
  await page.getByTestId('next').click();
  await page.locator('.wr-q__title', { hasText: '您每周跑几次？' }).waitFor();
  await page.getByRole('textbox').fill(round.often);
  await page.getByTestId('submit').click();
}

/**
 * Picks the option with this text in the Select with test id `testId` (selects.ts); in a dialog, a multiple
 * select's list is then closed by a click on the dialog's title.
 */
export async function pickSelect(page: Page, testId: string, text: string, inDialog = true) {
  await pickOption(page, page.getByTestId(testId), text, {
    closeBy: inDialog ? page.locator('.ant-modal-title:visible') : undefined,
  });
}

/**
 * Waits until nothing on the page is animating (a dialog zooming in, a list sliding down), at most 5 s (a
 * spinner animates forever): a click made mid-animation lands where the element was, not where it is. A CI
 * run hung on the answer filter's first select, clicked while its dialog was still zooming in.
 */
export async function animationsSettled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
        ),
      { timeout: 5_000 },
    )
    .toBe(0)
    .catch(() => undefined);
}

/** Whether a chart's canvas has anything drawn on it (some pixel not blank). */
export function canvasDrawn(page: Page, scope = 'body') {
  return page.evaluate((selector) => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>(`${selector} canvas`)];
    return canvases.filter((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) return true;
      return false;
    }).length;
  }, scope);
}

/** The downloaded file's path on disk (Playwright keeps it until the context closes). */
export async function savedPath(download: Download): Promise<string> {
  const path = await download.path();
  if (!path) throw new Error(`the download ${download.suggestedFilename()} has no file`);
  return path;
}

type Sheet = { sheet: string; data: unknown[][] };

/** Every sheet of an XLSX file, as read-excel-file reads it (an independent reader, not our writer). */
export async function readWorkbook(path: string): Promise<Sheet[]> {
  return (await readXlsxFile(path)) as Sheet[];
}

/** A table as header names and rows of objects keyed by them. */
export function byHeader(table: unknown[][]): { header: string[]; rows: Record<string, unknown>[] } {
  const [header = [], ...rows] = table;
  const names = header.map(String);
  return {
    header: names,
    rows: rows.map((row) => Object.fromEntries(names.map((name, at) => [name, row[at] ?? null]))),
  };
}

const run = promisify(execFile);

/** An SPSS .sav read back by PSPP (`pspp-convert` to CSV): the variables' names and the cases. */
export async function readSav(path: string) {
  const csvPath = `${path}.csv`;
  await run('pspp-convert', [path, csvPath]);
  const table = parse(await readFile(csvPath), { bom: true }) as string[][];
  const { header, rows } = byHeader(table);
  // PSPP pads strings to their declared width.
  const trimmed = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([name, value]) => [name, String(value ?? '').trim()])),
  );
  return { header, rows: trimmed };
}
