import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireChromium } from './browser';
import { familyTestBed } from './familySupport';
import { shownCard, touchSwipe } from './iatSupport';
import { answerUrl, PHONE, SurveyBuilder, type TestServer, waitForQuestion } from './runnerSupport';

/**
 * A full IAT's block overlay is tapped the moment it appears, once, by DevTools touch input on a phone
 * viewport (no retry, no waiting for the page to settle, as a quick finger would). The overlay shows 250 ms
 * after a block's last swipe, while the page stores the block and shows what waits to be sent; Chromium makes
 * no click of a tap that soon after a swipe (about half a second), so a view starting the block on the
 * overlay's click lost the tap: both block ends here did, online and offline alike, before the view started
 * it when the press on the overlay ends. Every such tap must start the next block.
 */
const hasChromium = Boolean(requireChromium());

/** A single tap at the element's centre, where it is now. */
async function tapNow(page: Page, cdp: CDPSession, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const phaseOf = (page: Page) => page.locator('.iat').getAttribute('data-phase');

describe.skipIf(!hasChromium)('implicit association: the block overlay', () => {
  const bed = familyTestBed('联想测验');
  let server: TestServer;
  beforeAll(() => {
    ({ server } = bed);
  });

  it('takes a tap the moment it appears after a block, offline', async () => {
    const rose = 'item-rose';
    const roach = 'item-roach';
    const survey = await SurveyBuilder.create(server, { surveyName: '分块联想' });
    await survey.add('implicitAssociation', {
      quTitle: '请将中间的词归类',
      optionList: [{ optionName: '花' }, { optionName: '虫' }],
      descList: [
        { id: rose, optionName: '玫瑰' },
        { id: roach, optionName: '蟑螂' },
      ],
      answerConfig: {
        iat: {
          full: true,
          itemSides: { [rose]: 0, [roach]: 1 },
          attributeLabels: ['好', '坏'],
          attributes: [
            { id: 'attr-good', name: '美好', side: 0 },
            { id: 'attr-bad', name: '糟糕', side: 1 },
          ],
          counterbalance: false,
        },
      },
    });
    await survey.publish();
    const { context, page } = await bed.newPage({ ...PHONE });
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    const sideOf = (stimulus: string) => ([rose, 'attr-good'].includes(stimulus) ? 0 : 1);

    const lost: number[] = [];
    let trial = 0;
    // Blocks 1–3 (20 trials each): two block ends, each tapped at once.
    for (let block = 1; block <= 3; block++) {
      await page.locator('.iat[data-phase="intro"] .iat-overlay').waitFor();
      await tapNow(page, cdp, '.iat-overlay');
      const started = await expect
        .poll(() => phaseOf(page), { timeout: 3_000 })
        .not.toBe('intro')
        .then(() => true)
        .catch(() => false);
      if (!started) {
        lost.push(block);
        await tapNow(page, cdp, '.iat-overlay');
      }
      for (let n = 0; n < 20; n++) {
        trial += 1;
        const card = await shownCard(page, trial);
        await touchSwipe(cdp, card.x, card.y, sideOf(card.stimulus) === 0 ? -150 : 150);
      }
    }
    expect(lost).toEqual([]);
  }, 240_000);
});
