import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyInfoWire } from '../../src/core/api/design';
import type { Group } from '../../src/core/model';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { callApi, loginDemo, type TestServer } from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * The checkpoint in the designer: offered in the sample-control group only, added through the popover, its
 * quota check switched in the editor and stored, and shown in the question list as the line where the page
 * ends and quotas are checked.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('checkpoint in the designer', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let surveyId: string;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    token = await loginDemo(server);
    const survey = await callApi<SurveyInfoWire>(server, DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '检查点设计' },
    });
    surveyId = survey.surveyId;
    await callApi<Group[]>(server, DESIGN_API.saveGroup, {
      token,
      body: { surveyId, groupType: 1, groupTitle: '甄别' },
    });
    await signInAsDemo(page, server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const openPopover = () => page.locator('[data-testid="add-question-popover"]:visible');

  /**
   * Opens a group's add-question popover (once per page load and group: a popover opened right after
   * another one closed was found closed again under load) and waits for its content, known by the
   * single-choice button every group offers.
   */
  async function openAddPopover(group: ReturnType<Page['getByTestId']>) {
    await group.getByTestId('group-add-question').click();
    const popover = openPopover();
    await popover.getByTestId('add-radio').waitFor();
    return popover;
  }

  it('offers the checkpoint in the sample group only, and stores its quota check as set', async () => {
    await page.goto(`${server.url}/#/editquestion?surveyId=${surveyId}`);
    const groups = page.getByTestId('group');
    await expect.poll(() => groups.count()).toBe(2);
    // A survey of several groups opens with them folded.
    await page.getByTestId('expand-all').click();
    const sample = groups.first();

    const inSample = await openAddPopover(sample);
    await page.waitForTimeout(250); // the popover's entrance animation
    await inSample.getByTestId('add-checkpoint').click();

    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    const checkQuotas = editor.getByTestId('checkpoint-check-quotas');
    // On by default: a checkpoint is added to check quotas.
    await expect.poll(() => checkQuotas.getAttribute('aria-checked')).toBe('true');
    await checkQuotas.click();
    await expect.poll(() => checkQuotas.getAttribute('aria-checked')).toBe('false');
    await page.screenshot({ path: artifactPath('designer-checkpoint-editor.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await expect
      .poll(() => sample.getByTestId('checkpoint-preview').innerText())
      .toBe('检查点：未开启任何检查，仅在此分页');

    const stored = async () => {
      const design = await callApi<{ groupList: Group[] }>(
        server,
        `${DESIGN_API.design}?surveyId=${encodeURIComponent(surveyId)}`,
        { token },
      );
      return design.groupList.flatMap((group) => group.questionList);
    };
    const [saved] = await stored();
    expect(saved?.elementType).toBe('CheckPointBox');
    expect(saved?.answerConfig.checkQuotas).toBe(0);

    // Switched on again, the check is stored and the list says so.
    await sample.getByTestId('question-block').getByTestId('qu-edit').click();
    await editor.waitFor();
    await editor.getByTestId('checkpoint-check-quotas').click();
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await expect
      .poll(() => sample.getByTestId('checkpoint-preview').innerText())
      .toBe('检查点：在此检查配额，配额已满的答题者在此结束');
    expect((await stored())[0]?.answerConfig.checkQuotas).toBe(1);
    await page.screenshot({ path: artifactPath('designer-checkpoint-list.png') });

    // An ordinary group does not offer it (after a reload: one popover per page load, see openAddPopover).
    await page.reload();
    await page.getByTestId('expand-all').click();
    const inOrdinary = await openAddPopover(page.getByTestId('group').nth(1));
    expect(await inOrdinary.getByTestId('add-checkpoint').count()).toBe(0);
  });
});
