import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, requireChromium } from './browser';
import type { TestServer } from './runnerSupport';
import { startTestServer } from './server';
import { publishSoakSurvey, runSoak } from './soakDriver';

/**
 * Nothing lost, nothing twice (issue 15), the soak's small CI form: three respondents answer the four-page
 * survey while their connection is cut and restored and their page reloaded at seeded moments (a fixed seed,
 * so a failure replays); then each has exactly one response on the server, complete, holding what they
 * entered. `npm run soak` runs the same driver with more respondents and any seed.
 */
const hasChromium = Boolean(requireChromium());
const SEED = 15;

describe.skipIf(!hasChromium)('soak: respondents with a failing network and reloads, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('every respondent has one response on the server, complete and as entered', {
    // Three first loads and service-worker installs at once: minutes on a loaded two-core machine.
    timeout: 600_000,
  }, async () => {
    const survey = await publishSoakSurvey(server, '跑步习惯浸泡测试');
    // Faults more often than the bench's, so three respondents meet several of each.
    const outcome = await runSoak(server, browser, survey, {
      seed: SEED,
      respondents: 3,
      cutChance: 0.2,
      reloadChance: 0.12,
    });
    expect(outcome.faults.cuts).toBeGreaterThan(0);
    expect(outcome.faults.reloads).toBeGreaterThan(0);
    expect(outcome.problems).toEqual([]);
    expect(outcome).toMatchObject({
      failedDrivers: 0,
      lost: 0,
      duplicated: 0,
      mismatched: 0,
      strays: 0,
      stuck: 0,
    });
  });
});
