import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { releases, surveyGrants, surveyStyles } from '../../../server/db/schema';
import { SURVEY_LOAD_API } from '../../../src/core/api/design';
import { STYLE_API, type StyleResponse } from '../../../src/core/api/style';
import { THEME_COLOR } from '../../../src/core/model/constants';
import { setSurveyState } from '../answers/fixture';
import { limitedSurvey } from '../collection/fixture';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

/**
 * The style's calls (spec 1 §7 getStyleById, saveStyle): defaults for a survey never styled, a saved style
 * read back with its defaults filled in, refusals naming the field in the caller's language (colours, font
 * sizes 12–28 even, flags 0/1, images, a cover image layout or question background not among the named ones,
 * which still read as the defaults when stored as free text before), saving only while designing, and the
 * release taking the style at publish time (a later change waits for the next publish). Strangers 404, no
 * session 401, no edit right 403.
 */
describe.each(databaseTargets())('survey style ($name)', (target) => {
  const ctx = useTestApp(target);

  const getStyle = (token: string | undefined, surveyId: string) =>
    call<StyleResponse>(ctx().app, 'GET', `${STYLE_API.get}?surveyId=${surveyId}`, { token });
  const saveStyle = (token: string | undefined, surveyId: string, style: unknown, language?: string) =>
    call<StyleResponse>(ctx().app, 'POST', STYLE_API.save, { token, body: { surveyId, style }, language });

  it('serves the defaults, saves a style and reads it back with the defaults filled in', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    const fresh = await getStyle(survey.token, survey.surveyId);
    expect(fresh.status, fresh.envelope.message).toBe(200);
    expect(fresh.envelope.data.saved).toBe(false);
    expect(fresh.envelope.data.style.fengge.color).toBe(THEME_COLOR);
    expect(fresh.envelope.data.style.font.question.size).toBe(16);
    expect(fresh.envelope.data.style.button.sbmitText).toBe('submit');

    const style = {
      ...fresh.envelope.data.style,
      fengge: { color: '#C0392B' },
      surveyColor: '#C0392B',
      cover: { showTitleInd: 1, titleSize: 30, btnText: ' 开始答题 ', imgUrl: '/api/files/a/cover.png' },
      font: { question: { size: 20, bold: 1, color: '#333' }, option: { size: 14, italic: 1 } },
      hidden: { hidePreBtnInd: 1, hideQuNumInd: 0, hideBar: 1 },
      footer: '由问达提供',
    };
    const saved = await saveStyle(survey.token, survey.surveyId, style);
    expect(saved.status, saved.envelope.message).toBe(200);
    const read = await getStyle(survey.token, survey.surveyId);
    expect(read.envelope.data).toEqual(saved.envelope.data);
    expect(read.envelope.data.saved).toBe(true);
    expect(read.envelope.data.style).toMatchObject({
      fengge: { color: '#C0392B' },
      cover: { titleSize: 30, btnText: '开始答题', showLogoInd: 0 },
      font: {
        question: { size: 20, bold: 1, italic: 0, color: '#333' },
        option: { size: 14, italic: 1, bold: 0 },
        welcome: { size: 16 },
      },
      hidden: { hidePreBtnInd: 1, hideBar: 1 },
      footer: '由问达提供',
    });
  });

  it('refuses a bad colour, font size, flag, image or text naming the field, in the caller language', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    const refused = async (style: unknown, language = 'zh-CN') => {
      const result = await saveStyle(survey.token, survey.surveyId, style, language);
      expect(result.status, JSON.stringify(style)).toBe(400);
      return result.envelope as unknown as { message: string; data: { field: string; reason: string } };
    };
    for (const color of ['red', '#38ADA', '#GGGGGG', '38ADAB', '#38ADAB;x']) {
      const envelope = await refused({ fengge: { color } });
      expect(envelope.data).toEqual({ field: 'style.fengge.color', reason: 'style.invalid.color' });
      expect(envelope.message).toContain('主题 · 颜色');
      expect(envelope.message).toContain('#rgb 或 #rrggbb');
    }
    for (const size of [10, 13, 30, 16.5, '16']) {
      const envelope = await refused({ font: { option: { size } } }, 'en');
      expect(envelope.data).toEqual({ field: 'style.font.option.size', reason: 'style.invalid.fontSize' });
      expect(envelope.message).toContain('Fonts · Options · Size');
      expect(envelope.message).toContain('even number from 12 to 28');
    }
    for (const flag of [2, -1, '1', true]) {
      const envelope = await refused({ hidden: { hideBar: flag } });
      expect(envelope.data).toEqual({ field: 'style.hidden.hideBar', reason: 'style.invalid.flag' });
      expect(envelope.message).toContain('隐藏进度条');
    }
    for (const imgUrl of [
      'javascript:alert(1)',
      '/api/files/a.png) , url(x',
      'https://x/a b.png',
      'data:x',
    ]) {
      expect((await refused({ cover: { imgUrl } })).data.reason).toBe('style.invalid.image');
    }
    expect((await refused({ question: { opacity: 1.5 } })).data.reason).toBe('style.invalid.opacity');
    for (const imgType of ['banner', 'FULL', '', 3]) {
      const envelope = await refused({ cover: { imgType } });
      expect(envelope.data).toEqual({ field: 'style.cover.imgType', reason: 'style.invalid.imgType' });
      expect(envelope.message).toContain('封面 · 图片显示方式');
      expect(envelope.message).toContain('「铺满封面」或「顶部横幅」');
    }
    const bgType = await refused({ question: { showBgInd: 1, bgType: 'gradient' } }, 'en');
    expect(bgType.data).toEqual({ field: 'style.question.bgType', reason: 'style.invalid.bgType' });
    expect(bgType.message).toContain('Question area · Behind the questions');
    expect(bgType.message).toContain('"Page image" or "Theme colour"');
    expect((await refused({ button: { sbmitText: '提'.repeat(21) } })).data.reason).toBe(
      'style.invalid.buttonText',
    );
    expect((await refused({ surveyColor: '#12' }, 'en')).message).toContain('Survey colour');
    // Nothing was stored by the refused calls.
    expect((await getStyle(survey.token, survey.surveyId)).envelope.data.saved).toBe(false);
    // The bounds themselves are taken.
    const edges = await saveStyle(survey.token, survey.surveyId, {
      font: { question: { size: 12 }, end: { size: 28 } },
      fengge: { color: '#abc' },
    });
    expect(edges.status, edges.envelope.message).toBe(200);
  });

  it('saves the cover image layout and the question background, and reads older free-text ones as absent (the defaults)', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    const chosen = { cover: { imgType: 'top' }, question: { showBgInd: 1, bgType: 'color', opacity: 0.7 } };
    const saved = await saveStyle(survey.token, survey.surveyId, chosen);
    expect(saved.status, saved.envelope.message).toBe(200);
    expect((await getStyle(survey.token, survey.surveyId)).envelope.data.style).toMatchObject(chosen);
    // Nothing chosen saves the defaults: the cover's image fills it, the page image shows behind the questions.
    const none = await saveStyle(survey.token, survey.surveyId, { cover: { imgType: null }, question: {} });
    expect(none.envelope.data.style).toMatchObject({
      cover: { imgType: 'full' },
      question: { bgType: 'image' },
    });

    // A style stored when these were free text still loads, for the designer and into a release.
    await ctx()
      .db.update(surveyStyles)
      .set({
        style: {
          fengge: { color: '#1D4ED8' },
          cover: { imgType: '2', startType: 'cover' },
          question: { bgType: 'pic', showBgInd: 1 },
        },
      })
      .where(eq(surveyStyles.surveyId, survey.surveyId));
    const older = await getStyle(survey.token, survey.surveyId);
    expect(older.status, older.envelope.message).toBe(200);
    // Read as absent, which means the default to the style screen and the runner's look alike.
    expect(older.envelope.data.style).toMatchObject({
      fengge: { color: '#1D4ED8' },
      cover: { startType: 'cover' },
      question: { showBgInd: 1 },
    });
    expect(older.envelope.data.style.cover.imgType).toBeUndefined();
    expect(older.envelope.data.style.question.bgType).toBeUndefined();
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    expect(await releasedColour(ctx().app, survey.surveyId)).toBe('#1D4ED8');
  });

  it('saves only while designing; a release keeps the style it was published with', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    expect((await saveStyle(survey.token, survey.surveyId, { fengge: { color: '#1D4ED8' } })).status).toBe(
      200,
    );
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    expect(await releasedColour(ctx().app, survey.surveyId)).toBe('#1D4ED8');

    const whilePublished = await saveStyle(survey.token, survey.surveyId, { fengge: { color: '#000' } });
    expect(whilePublished.status).toBe(409);
    // Paused, changed: the running release keeps its style until the survey is published again.
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    expect((await saveStyle(survey.token, survey.surveyId, { fengge: { color: '#15803D' } })).status).toBe(
      200,
    );
    expect(await latestReleaseColour(ctx().db, survey.surveyId)).toBe('#1D4ED8');
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    expect(await releasedColour(ctx().app, survey.surveyId)).toBe('#15803D');
  });

  it('answers strangers as if the survey did not exist, no session with 401, no edit right with 403', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    const style = { fengge: { color: '#000000' } };
    const stranger = await register(ctx().app);
    expect((await getStyle(stranger.token, survey.surveyId)).status).toBe(404);
    expect((await saveStyle(stranger.token, survey.surveyId, style)).status).toBe(404);
    // A stranger's bad style is still a 404: the survey is checked before the style.
    expect((await saveStyle(stranger.token, survey.surveyId, { fengge: { color: 'x' } })).status).toBe(404);
    expect((await getStyle(undefined, survey.surveyId)).status).toBe(401);
    expect((await saveStyle(undefined, survey.surveyId, style)).status).toBe(401);

    const reader = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: reader.userId, mayData: 1 });
    expect((await getStyle(reader.token, survey.surveyId)).status).toBe(200);
    expect((await saveStyle(reader.token, survey.surveyId, style)).status).toBe(403);
    expect((await getStyle(survey.token, survey.surveyId)).envelope.data.saved).toBe(false);
  });
});

/** The style colour of the survey's latest release as stored (a paused survey cannot be loaded). */
async function latestReleaseColour(db: Database, surveyId: string): Promise<string> {
  const [row] = await db
    .select()
    .from(releases)
    .where(eq(releases.surveyId, surveyId))
    .orderBy(desc(releases.version))
    .limit(1);
  if (!row) throw new Error(`no release of ${surveyId}`);
  return (row.snapshot as { style: { fengge: { color: string } } }).style.fengge.color;
}

/** The style colour of the release respondents are served. */
async function releasedColour(app: FastifyInstance, surveyId: string): Promise<string> {
  const loaded = await call<{ release: { style: { fengge: { color: string } } } }>(
    app,
    'GET',
    `${SURVEY_LOAD_API.load}?surveyId=${surveyId}`,
  );
  expect(loaded.status, loaded.envelope.message).toBe(200);
  return loaded.envelope.data.release.style.fengge.color;
}
