import { randomUUID } from 'node:crypto';
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_API } from '../../src/core/api/answer';
import type { AnswerOfKind, AssociationChoice } from '../../src/core/model';
import { createRandom } from '../../src/core/shuffle';
import { dScore, mean, scoredTrials } from '../../src/questions/implicitAssociation/dScore';
import { readIatSetup } from '../../src/questions/implicitAssociation/family';
import { fullIatTrials } from '../../src/questions/implicitAssociation/trials';
import { toSavePayload } from '../../src/questions/validate';
import { artifactPath, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { familyTestBed } from './familySupport';
import { type ShownCard, shownCard, touchSwipe } from './iatSupport';
import {
  answerUrl,
  callApi,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';

/**
 * Implicit association end to end in Chromium. The designer adds the box from the palette, names the sides,
 * is refused a sixth item with the spec's message, and turns on the full IAT with its attributes. On a phone
 * (mobile viewport with touch), offline, the respondent is first told to swipe when submitting an untouched
 * test, then taps the intro away and swipes every item through DevTools touch input (Input.dispatchTouchEvent,
 * so the page gets real pointer events with their own timeStamps); once the connection is back the server
 * holds each item's side, direction and timings. A full IAT is swiped through its seven blocks the same way,
 * a wrong swipe included, and its trials reach the server with their blocks, order and error counts. The
 * designer's report then sums each up: per item trials, latency and sides, and the full IAT's D score.
 */
const hasChromium = Boolean(requireChromium());

/** A swipe of trial `card` from its centre. */
async function swipe(cdp: CDPSession, card: ShownCard, dx: number): Promise<void> {
  await touchSwipe(cdp, card.x, card.y, dx);
}

/** Taps the intro (or a block's) overlay away, once: the tap starts the test or the block. */
async function tapIntro(page: Page): Promise<void> {
  const overlay = page.locator('.iat-overlay');
  await overlay.tap();
  await expect.poll(() => page.locator('.iat').getAttribute('data-phase')).not.toBe('intro');
}

/** Milliseconds as the report shows them (whole, zh grouping). */
const shownMs = (ms: number) => new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 }).format(ms);

/** The cells of the report's association table, row by row. */
async function tableRows(summary: Locator): Promise<string[][]> {
  const rows = summary.locator('.ant-table-tbody').first().locator('tr.ant-table-row');
  const texts: string[][] = [];
  for (const row of await rows.all())
    texts.push((await row.locator('td').allInnerTexts()).map((t) => t.trim()));
  return texts;
}

describe.skipIf(!hasChromium)('implicit association in Chromium', () => {
  const bed = familyTestBed('品牌联想');
  let server: TestServer;
  beforeAll(() => {
    ({ server } = bed);
  });

  /** A phone opening the survey online (the service worker in control), then cut off the network. */
  async function openOffline(surveyId: string) {
    const { context, page } = await bed.newPage({ ...PHONE });
    await page.goto(answerUrl(server, surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    return { context, page, cdp: await context.newCDPSession(page) };
  }

  /** Back online: the server gets the response complete; its stored items. */
  async function arrivedOnline(context: BrowserContext, surveyId: string) {
    await context.setOffline(false);
    await expect
      .poll(async () => (await storedResponses(server, surveyId)).map((r) => r.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    const [arrived] = await storedResponses(server, surveyId);
    return arrived?.items ?? [];
  }

  /** The designer's report of a survey, at its association summary. */
  async function openReport(surveyId: string) {
    const { page } = await bed.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/report?surveyId=${surveyId}`);
    const summary = page.getByTestId('association-summary');
    await summary.waitFor({ timeout: 20_000 });
    await summary.scrollIntoViewIfNeeded();
    return { page, summary };
  }

  it('is designed: sides named, at most 5 items, the full IAT with attributes stored', async () => {
    const { page } = await bed.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'implicitAssociation');
    await editor.getByLabel('左滑（第一个选项）').fill('品牌甲');
    await editor.getByLabel('右滑（第二个选项）').fill('品牌乙');
    for (let n = 0; n < 3; n++) await editor.getByRole('button', { name: '添加项目' }).click();
    await expect.poll(() => editor.getByTestId('iat-item').count()).toBe(5);
    await editor.getByRole('button', { name: '添加项目' }).click();
    await expect.poll(() => page.getByText('最多添加5个选项！').count()).toBeGreaterThan(0);
    await editor.getByRole('switch', { name: '完整内隐联想测验' }).click();
    await editor.getByLabel('左侧属性类别，如：好').fill('好');
    await editor.getByLabel('右侧属性类别，如：坏').fill('坏');
    await editor.getByRole('button', { name: '添加属性' }).click();
    await editor.getByRole('button', { name: '添加属性' }).click();
    // Items 1 and 2 go to 品牌乙 so that both sides have items.
    const items = editor.getByTestId('iat-item');
    await items.nth(1).getByText('品牌乙').click();
    await page.screenshot({ path: artifactPath('designer-iat-editor.png'), fullPage: true });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => group.getByTestId('iat-preview').innerText()).toContain('完整测验');
    await page.screenshot({ path: artifactPath('designer-iat-preview.png') });

    const [saved] = await bed.storedQuestions();
    expect(saved?.elementType).toBe('IatBox');
    expect(saved?.optionList.map((option) => option.optionName)).toEqual(['品牌甲', '品牌乙']);
    expect(saved?.descList).toHaveLength(5);
    expect(saved?.answerConfig.iat).toMatchObject({
      full: true,
      attributeLabels: ['好', '坏'],
      attributes: [
        { name: '属性 1', side: 0 },
        { name: '属性 2', side: 1 },
      ],
      itemSides: { [saved?.descList[1]?.id ?? '']: 1 },
    });
  });

  it('a swipe round is answered offline by touch and reaches the server on reconnecting', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '咖啡品牌印象' });
    const question = await survey.add('implicitAssociation', {
      quTitle: '凭第一感觉：这些品牌您喜欢吗？',
      optionList: [{ optionName: '喜欢' }, { optionName: '不喜欢' }],
      descList: [{ optionName: '瑞幸' }, { optionName: '星巴克' }, { optionName: '库迪' }],
    });
    await survey.publish();
    const { context, page, cdp } = await openOffline(survey.surveyId);

    // Untouched, the test is refused with spec 2 §5's swipe message.
    await page.getByTestId('submit').click();
    await expect
      .poll(() => page.locator('.rv-issue').allInnerTexts())
      .toContain('请根据您的答案，尽快将中间的选项向左或向右滑动');
    await page.screenshot({ path: artifactPath('runner-iat-intro.png'), fullPage: true });

    await tapIntro(page);
    const swiped: Record<string, 'left' | 'right'> = {};
    for (let index = 0; index < 3; index++) {
      const card = await shownCard(page, index + 1);
      const stimulus = card.stimulus;
      if (index === 1) await page.screenshot({ path: artifactPath('runner-iat-trial.png'), fullPage: true });
      const direction = index % 2 === 0 ? 'left' : 'right';
      swiped[stimulus] = direction;
      await swipe(cdp, card, direction === 'left' ? -150 : 150);
    }
    await page.locator('.iat[data-phase="done"]').waitFor();
    await page.screenshot({ path: artifactPath('runner-iat-done.png'), fullPage: true });
    await page.getByTestId('submit').click();
    await expect.poll(() => page.getByTestId('end-title').textContent()).toBe('答案已保存在本设备上');
    expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);

    const arrived = await arrivedOnline(context, survey.surveyId);
    const [left, right] = question.optionList;
    expect(arrived).toHaveLength(3);
    for (const item of arrived) {
      const value = item.value as AnswerOfKind<'association'>;
      const [choice] = value.choices;
      const direction = swiped[item.descId ?? ''];
      expect(choice?.direction).toBe(direction);
      expect(choice?.optionId).toBe(direction === 'left' ? left?.id : right?.id);
      expect(item.quItemId).toBe(choice?.optionId);
      // Onset and response on the performance.now clock: the response after the onset, time in seconds.
      expect(choice?.edTime).toBeGreaterThan(choice?.stTime ?? Number.POSITIVE_INFINITY);
      expect(choice?.time).toBeCloseTo(((choice?.edTime ?? 0) - (choice?.stTime ?? 0)) / 1000, 6);
      // The first touch is at or before the decisive one; compared in ms with a hair of slack, since seconds
      // × 1000 can land a float's last digit under the milliseconds it came from (509.59999999999854).
      expect(choice?.firstTouch).toBeLessThanOrEqual((choice?.edTime ?? 0) - (choice?.stTime ?? 0) + 1e-6);
      expect(value.timeOrigin).toBeGreaterThan(1_700_000_000_000);
    }

    // The report: per item one trial, its latency, and the side it went to.
    const { page: report, summary } = await openReport(survey.surveyId);
    const expected = question.descList.map((desc) => {
      const item = arrived.find((stored) => stored.descId === desc.id);
      const [choice] = (item?.value as AnswerOfKind<'association'> | undefined)?.choices ?? [];
      const latency = shownMs((choice?.edTime ?? 0) - (choice?.stTime ?? 0));
      const left = swiped[desc.id] === 'left';
      return [
        desc.optionName,
        '1',
        latency,
        latency,
        left ? '1' : '0',
        left ? '0' : '1',
        String(choice?.corrections ?? 0),
      ];
    });
    expect(await tableRows(summary)).toEqual(expected);
    await report
      .getByTestId('question-card')
      .first()
      .screenshot({ path: artifactPath('results-iat-round.png') });
  });

  it('a full IAT runs its seven blocks by touch, a wrong swipe corrected, and its trials reach the server', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '内隐联想测验' });
    const setup = {
      full: true,
      itemSides: {} as Record<string, 0 | 1>,
      attributeLabels: ['好', '坏'],
      attributes: [
        { id: 'attr-good', name: '美好', side: 0 },
        { id: 'attr-bad', name: '糟糕', side: 1 },
      ],
      counterbalance: false,
    };
    setup.itemSides = { 'item-rose': 0, 'item-roach': 1 };
    const question = await survey.add('implicitAssociation', {
      quTitle: '请将中间的词归类',
      optionList: [{ optionName: '花' }, { optionName: '虫' }],
      descList: [
        { id: 'item-rose', optionName: '玫瑰' },
        { id: 'item-roach', optionName: '蟑螂' },
      ],
      answerConfig: { iat: setup },
    });
    await survey.publish();

    const { context, page, cdp } = await openOffline(survey.surveyId);
    const categoryOf = (stimulus: string): 0 | 1 =>
      stimulus === 'attr-good' ? 0 : stimulus === 'attr-bad' ? 1 : (setup.itemSides[stimulus] ?? 0);

    let index = 0;
    for (let block = 1; block <= 7; block++) {
      await tapIntro(page);
      const trials = [20, 20, 20, 40, 20, 20, 40][block - 1] ?? 0;
      for (let n = 0; n < trials; n++, index++) {
        const card = await shownCard(page, index + 1);
        const stimulus = card.stimulus;
        const isItem = !stimulus.startsWith('attr-');
        // Blocks 5–7 swap the items' sides (not reversed first: counterbalancing is off).
        const side = isItem && block >= 5 ? 1 - categoryOf(stimulus) : categoryOf(stimulus);
        if (index === 45) {
          // A wrong swipe is marked and the trial waits for the right side.
          await swipe(cdp, card, side === 0 ? 150 : -150);
          await page.locator('.iat-wrong').waitFor();
          if (block === 3)
            await page.screenshot({ path: artifactPath('runner-iat-wrong.png'), fullPage: true });
        }
        await swipe(cdp, card, side === 0 ? -150 : 150);
      }
    }
    await page.locator('.iat[data-phase="done"]').waitFor();
    await page.getByTestId('submit').click();
    await expect.poll(() => page.getByTestId('end-title').textContent()).toBe('答案已保存在本设备上');

    const arrived = await arrivedOnline(context, survey.surveyId);
    const choices = arrived.flatMap((item) => (item.value as AnswerOfKind<'association'>).choices);
    expect(choices).toHaveLength(180);
    expect(new Set(choices.map((choice) => choice.trial)).size).toBe(180);
    expect(choices.filter((choice) => (choice.errors ?? 0) > 0)).toEqual([
      expect.objectContaining({ trial: 46, block: 3, errors: 1 }),
    ]);

    // A second respondent through the save API, a slower hand (600 ms a trial in the first pairing, 800 in
    // the second), so the report has a D score beside the browser's swipes (which may be too fast to score).
    const planned = fullIatTrials(
      readIatSetup(question),
      ['item-rose', 'item-roach'],
      false,
      createRandom('slower hand'),
    );
    const slower = planned.map((trial, n): AssociationChoice => {
      const latency = ([3, 4].includes(trial.block) ? 600 : 800) + (n % 5) * 10;
      const stTime = 5000 + n * 1500;
      return {
        descId: trial.stimulusId,
        optionId: question.optionList[trial.correctSide]?.id ?? '',
        stTime,
        edTime: stTime + latency,
        time: latency / 1000,
        errors: 0,
        corrections: 0,
        block: trial.block,
        trial: trial.trial,
      };
    });
    await callApi(server, ANSWER_API.save, {
      body: {
        responseId: randomUUID(),
        surveyId: survey.surveyId,
        version: 1,
        seq: 1,
        seed: 'slower-hand',
        userPage: 0,
        status: 'complete',
        items: toSavePayload(question, { kind: 'association', choices: slower, reversedFirst: false }),
        paradata: {},
      },
    });

    // The report: each stimulus's trials and error share, and the D scores (the too fast left out).
    const { page: report, summary } = await openReport(survey.surveyId);
    const rows = await tableRows(summary);
    expect(rows.map((row) => row[0])).toEqual(['玫瑰', '蟑螂', '美好 属性词', '糟糕 属性词']);
    for (const [at, id] of ['item-rose', 'item-roach', 'attr-good', 'attr-bad'].entries()) {
      const trials = [...choices, ...slower].filter((choice) => choice.descId === id);
      expect(rows[at]?.[1]).toBe(String(trials.length));
      const errors = trials.filter((choice) => (choice.errors ?? 0) > 0).length;
      expect(rows[at]?.[4]).toBe(`${((errors / trials.length) * 100).toFixed(1)}%`);
    }
    const scores = [choices, slower].map((trials) =>
      dScore(scoredTrials(trials, false), 'builtInCorrection'),
    );
    const flagged = scores.filter((score) => score.tooFast).length;
    const scored = scores.flatMap((score) => (score.tooFast || score.d === null ? [] : [score.d]));
    expect(scored.length).toBeGreaterThan(0);
    const text = await summary.getByTestId('association-d').innerText();
    expect(text).toContain(
      `完成完整测验 2 人，计分 ${scored.length} 人；${flagged} 人超过 10% 的试次快于 300 毫秒`,
    );
    const d = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 }).format(mean(scored));
    expect(text).toContain(`平均 D 值 ${d}`);
    expect(text).toContain('D 为正：「花」与「好」归在同侧时反应更快');
    await report
      .getByTestId('question-card')
      .first()
      .screenshot({ path: artifactPath('results-iat-full.png') });
  }, 300_000);
});
