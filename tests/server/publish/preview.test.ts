import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, releases, responses, surveys } from '../../../server/db/schema';
import { DESIGN_API, type SurveyLoadResponse, type SurveyStateResponse } from '../../../src/core/api/design';
import { PREVIEW_API, type PreviewRelease } from '../../../src/core/api/preview';
import { releaseSchema } from '../../../src/core/model';
import { createSurvey, design, designer, RADIO, save } from '../design/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

describe.each(databaseTargets())('the designer preview release on $name', (target) => {
  const ctx = useTestApp(target);
  const preview = (token: string | undefined, surveyId: string) =>
    call<PreviewRelease>(ctx().app, 'GET', `${PREVIEW_API.release}?surveyId=${surveyId}`, {
      ...(token && { token }),
      language: 'en',
    });
  const publish = (token: string, id: string) =>
    call<SurveyStateResponse>(ctx().app, 'GET', `${DESIGN_API.surveyState}?id=${id}&surveyState=1`, {
      token,
      language: 'en',
    });

  it('is the release a publish then writes, and writes nothing itself', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '预览测试');
    const id = survey.surveyId;
    await save(ctx().app, token, RADIO, { belongId: id, catalogKey: 'radio', quTitle: '第一题' });
    await save(ctx().app, token, RADIO, { belongId: id, catalogKey: 'radio', quTitle: '第二题' });
    const [before] = await ctx().db.select().from(surveys).where(eq(surveys.id, id));

    const shown = await preview(token, id);
    expect(shown.status).toBe(200);
    const { release, problems, total } = shown.envelope.data;
    expect(problems).toEqual([]);
    expect(total).toBe(0);
    expect(release.version).toBe(1);
    expect(release.groups[0]?.questionList.map((q) => [q.quNum, q.quTitle])).toEqual([
      ['Q1', '第一题'],
      ['Q2', '第二题'],
    ]);
    // Nothing stored: no release, no state change, the survey row as it was.
    expect(await ctx().db.select().from(releases).where(eq(releases.surveyId, id))).toHaveLength(0);
    const [after] = await ctx().db.select().from(surveys).where(eq(surveys.id, id));
    expect(after).toEqual(before);
    expect((await design(ctx().app, token, id)).surveyState).toBe('0');

    // What a publish writes next is the same document, but for the time it was made.
    expect((await publish(token, id)).envelope.data.releaseVersion).toBe(1);
    const [stored] = await ctx().db.select().from(releases).where(eq(releases.surveyId, id));
    const load = await call<SurveyLoadResponse>(
      ctx().app,
      'GET',
      `/api/survey-answer/load?surveyId=${id}`,
      {},
    );
    const served = load.envelope.data.release;
    expect({ ...release, publishedAt: '' }).toEqual({ ...served, publishedAt: '' });
    expect(releaseSchema.parse(stored?.snapshot).version).toBe(1);

    // A published survey previews its current design as the next version; answering one stores no response.
    const next = await preview(token, id);
    expect(next.envelope.data.release.version).toBe(2);
    expect(await ctx().db.select().from(responses).where(eq(responses.surveyId, id))).toHaveLength(0);
  });

  it('still previews a design a publish would refuse, listing the problems', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const q = await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: 'ok',
    });
    await ctx().db.update(questions).set({ quTitle: '' }).where(eq(questions.id, q.id));
    const shown = await preview(token, survey.surveyId);
    expect(shown.status).toBe(200);
    expect(shown.envelope.data.total).toBe(1);
    expect(shown.envelope.data.problems[0]).toMatchObject({
      questionId: q.id,
      quNum: 'Q1',
      key: 'core.tipTitleNull',
      message: 'The question title cannot be empty',
    });
  });

  it('refuses an empty survey, strangers and anonymous callers', async () => {
    const owner = await designer(ctx().app);
    const empty = await createSurvey(ctx().app, owner.token);
    expect((await preview(owner.token, empty.surveyId)).status).toBe(400);
    const survey = await createSurvey(ctx().app, owner.token);
    await save(ctx().app, owner.token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: 'q',
    });
    const stranger = await designer(ctx().app);
    expect((await preview(stranger.token, survey.surveyId)).status).toBe(404);
    expect((await preview(undefined, survey.surveyId)).status).toBe(401);
  });
});
