import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_API } from '../../src/core/api/design';
import type { Group } from '../../src/core/model';
import { artifactPath, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { familyTestBed } from './familySupport';
import {
  answerUrl,
  callApi,
  choose,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';

/**
 * Display time end to end in Chromium, on a phone: an information page shown for 2 s, after which the runner
 * moves on by itself; then a required choice whose 2 s end by hiding its stimulus, still answerable. The
 * respondent answers offline; once the connection is back the server holds the answer and, in the response's
 * paradata, how long each timed item was shown and that its time ran out.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('display time in the runner', () => {
  const bed = familyTestBed('限时显示');
  let server: TestServer;
  beforeAll(() => {
    server = bed.server;
  });

  it('is set in the designer: the end of the time is chosen only while display time is on', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '限时显示设计' });
    await survey.add('radio', {
      quTitle: '<p>请记住这张图片</p>',
      optionList: [{ optionName: '记住了' }, { optionName: '没记住' }],
    });
    const { page } = await bed.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await page.getByTestId('question-block').first().getByTestId('qu-edit').click();
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    const end = editor.getByTestId('display-time-end');
    expect(await end.count()).toBe(0);
    await editor.getByRole('switch', { name: '显示时长' }).click();
    await end.waitFor();
    // Moving on is the default; the designer chooses to hide the content instead.
    expect(await end.locator('.ant-segmented-item-selected').innerText()).toBe('自动进入下一页');
    await end.getByText('隐藏题目内容，仍可作答').click();
    await editor.getByRole('spinbutton', { name: '显示时长' }).fill('3');
    await page.screenshot({ path: artifactPath('designer-display-time.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    const design = await callApi<{ groupList: Group[] }>(
      server,
      `${DESIGN_API.design}?surveyId=${encodeURIComponent(survey.surveyId)}`,
      { token: bed.token },
    );
    expect(design.groupList[0]?.questionList[0]?.answerConfig).toMatchObject({
      questionShowConfig: 1,
      questionShowTime: 3,
      questionShowEnd: 'hide',
    });
  });

  it('moves on after a timed page, hides a stimulus after its time, and records both', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '记忆测试' });
    const info = await survey.add('info', {
      quTitle: '<p>请在两秒内记住下面的水果：苹果、香蕉</p>',
      answerConfig: { questionShowConfig: 1, questionShowTime: 2 },
    });
    await survey.pageBreak();
    const recall = await survey.add('radio', {
      quTitle: '<p>请看图片：一只红色的苹果</p>',
      answerConfig: { questionShowConfig: 1, questionShowTime: 2, questionShowEnd: 'hide' },
      optionList: [{ optionName: '记住了' }, { optionName: '没记住' }],
    });
    await survey.publish();

    const { context, page } = await bed.newPage({ ...PHONE, locale: 'zh-CN' });
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    const infoCountdown = page.getByTestId(`countdown-${info.id}`);
    // The first page counts down from 2 (it may have reached 1 while the page loaded its chunks).
    await infoCountdown.waitFor();
    expect(await infoCountdown.getAttribute('role')).toBe('timer');
    expect(await infoCountdown.innerText()).toMatch(/剩余 [12] 秒/);
    await page.screenshot({ path: artifactPath('runner-display-time-countdown.png') });
    // Said once at the start (the seconds themselves are no live region).
    expect(await page.getByTestId('display-time-announcement').innerText()).toContain('自动进入下一页');

    // No button pressed: the runner moves on by itself.
    const recallTitle = page.getByText('请看图片：一只红色的苹果');
    await recallTitle.waitFor({ timeout: 10_000 });
    expect(await page.getByText('请在两秒内记住下面的水果').count()).toBe(0);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    // The stimulus goes after its 2 s; the question stays answerable.
    const hiddenNote = page.getByText('显示时间已到，题目内容已隐藏，仍可作答').first();
    await hiddenNote.waitFor({ timeout: 10_000 });
    expect(await recallTitle.count()).toBe(0);
    expect(await page.getByTestId(`countdown-${recall.id}`).count()).toBe(0);
    await choose(page, '记住了');
    await page.screenshot({ path: artifactPath('runner-display-time-hidden.png') });

    // Going back skips a page whose time moved the respondent on: with no other page before, no "previous".
    expect(await page.getByTestId('previous').count()).toBe(0);

    await page.getByTestId('submit').click();
    await page.waitForURL(/answerend/, { timeout: 15_000 });
    await context.setOffline(false);
    await waitUntilCompleteAndSent(page, 30_000);

    const [stored] = await storedResponses(server, survey.surveyId);
    expect(stored?.response.status).toBe('complete');
    expect(stored?.items.map((item) => item.questionId)).toEqual([recall.id]);
    const paradata = stored?.response.paradata as
      | { displayTimes?: Record<string, { shownMs: number; ranOut: boolean }> }
      | undefined;
    const displayTimes = paradata?.displayTimes ?? {};
    expect(displayTimes[info.id]?.ranOut).toBe(true);
    expect(displayTimes[info.id]?.shownMs).toBeGreaterThanOrEqual(1950);
    expect(displayTimes[recall.id]?.ranOut).toBe(true);
    expect(displayTimes[recall.id]?.shownMs).toBeGreaterThanOrEqual(1950);

    // The response detail in the results shows each timed item, how long it was shown, and that it ran out.
    const results = await bed.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await signInAsDemo(results.page, server);
    await results.page.goto(`${server.url}/#/answerlist?surveyId=${survey.surveyId}`);
    const rows = results.page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByTestId('open-response').click();
    const drawer = results.page.getByTestId('response-drawer');
    await drawer.getByTestId('response-answers').waitFor();
    const shown = drawer.getByTestId('response-display-time');
    await expect.poll(() => shown.count()).toBe(2);
    const recallRow = drawer.locator('.ant-descriptions-row').filter({ hasText: '请看图片：一只红色的苹果' });
    expect(await recallRow.innerText()).toMatch(
      /显示时间：Q\d+ 请看图片：一只红色的苹果\s+显示 \d\.\d{3} 秒（设定 2 秒）\s*时间已到/,
    );
    const infoRow = drawer.locator('.ant-descriptions-row').filter({ hasText: '请在两秒内记住' });
    expect(await infoRow.innerText()).toContain('时间已到');
    // Once the drawer has slid in (its panel at the right edge), not mid-animation.
    const panel = results.page.locator('.ant-drawer-content-wrapper');
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(1280);
    await recallRow.scrollIntoViewIfNeeded();
    await results.page.screenshot({ path: artifactPath('results-display-time.png') });
  });
});
