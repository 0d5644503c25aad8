import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../server/accounts/service';
import { ensureDemoSurvey } from '../../../../server/publish/demo';
import { questionSummaries } from '../../../../server/results/stats/summaries';
import { responseCount } from '../../../../server/seed/sample-responses';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';

describe.each(databaseTargets())('the demo survey’s generated responses ($name)', (target) => {
  const ctx = useTestApp(target);

  it('gives a fresh demo survey a few hundred responses once, which every summary reads', async () => {
    const { db } = ctx();
    const demo = await createUser(db, { userName: 'demo_results', password: 'Passw0rd-demo' });
    const surveyId = await ensureDemoSurvey(db, demo.userId);
    expect(await responseCount(db, surveyId)).toBe(200);
    await ensureDemoSurvey(db, demo.userId);
    expect(await responseCount(db, surveyId)).toBe(200);
    const { questions } = await questionSummaries(db, { surveyId, filter: { invalid: 'include' } }, 'zh');
    expect(questions.length).toBeGreaterThan(20);
    // Every answerable question of the demo was answered by some of the generated responses.
    expect(questions.filter((summary) => summary.answered === 0).map((summary) => summary.title)).toEqual([]);
  });
});
