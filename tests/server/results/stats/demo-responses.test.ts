import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../server/accounts/service';
import { questions as questionRows } from '../../../../server/db/schema';
import { ensureDemoSurvey } from '../../../../server/publish/demo';
import { questionSummaries } from '../../../../server/results/stats/summaries';
import { responseCount } from '../../../../server/seed/sample-responses';
import { entryFor } from '../../../../src/questions/catalogue';
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
    // Every answerable question of the demo was answered by some of the generated responses, but the media
    // questions: a media answer names files the server holds, and generated responses come with no files
    // (server/seed/sample-answers.ts leaves them unanswered), so the demo's media questions show none.
    const mediaIds = new Set(
      (await db.select().from(questionRows).where(eq(questionRows.belongId, surveyId)))
        .filter((row) => entryFor(row.catalogKey)?.answerKind === 'media')
        .map((row) => row.id),
    );
    expect(mediaIds.size).toBeGreaterThan(0);
    const isMedia = (summary: (typeof questions)[number]) => mediaIds.has(summary.questionId);
    expect(
      questions
        .filter((summary) => summary.answered === 0 && !isMedia(summary))
        .map((summary) => summary.title),
    ).toEqual([]);
  });
});
