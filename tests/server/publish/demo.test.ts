import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SURVEY_LOAD_API, type SurveyLoadResponse } from '../../../src/core/api/design';
import { releaseSchema } from '../../../src/core/model';
import { ANSWERABLE_CATALOG_KEYS } from '../../../src/questions/answerable';
import { createUser } from '../../../server/accounts/service';
import { releases, surveys } from '../../../server/db/schema';
import { ensureDemoSurvey } from '../../../server/publish/demo';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

describe.each(databaseTargets())('the demo survey on $name', (target) => {
  const ctx = useTestApp(target);

  it('is published once with every family built end to end, over several groups and pages, and is not made twice', async () => {
    const demo = await createUser(ctx().db, { userName: 'demo_owner', password: 'Passw0rd-demo' });
    const surveyId = await ensureDemoSurvey(ctx().db, demo.userId);
    expect(await ensureDemoSurvey(ctx().db, demo.userId)).toBe(surveyId);
    expect(await ctx().db.select().from(surveys).where(eq(surveys.userId, demo.userId))).toHaveLength(1);
    expect(await ctx().db.select().from(releases).where(eq(releases.surveyId, surveyId))).toHaveLength(1);

    const loaded = await call<SurveyLoadResponse>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${surveyId}`,
    );
    expect(loaded.status).toBe(200);
    const release = releaseSchema.parse(loaded.envelope.data.release);
    expect(release.survey.surveyName).toBe('示例问卷');
    expect(release.groups).toHaveLength(3);
    const shown = release.groups.flatMap((group) => group.questionList);
    const kinds = new Set(shown.map((question) => question.catalogKey));
    // Every answerable family, and nothing a respondent could not answer.
    expect([...kinds].sort()).toEqual([...ANSWERABLE_CATALOG_KEYS].sort());
    expect(shown.filter((question) => question.elementType === 'PageBox').length).toBeGreaterThanOrEqual(3);
    const education = shown.find((question) => question.catalogKey === 'education');
    expect(education?.optionList.map((option) => option.optionName)).toContain('大学本科');
  });
});
