import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { surveyGrants } from '../../../server/db/schema';
import { ANSWER_API } from '../../../src/core/api/answer';
import { DESIGN_API, SURVEY_LOAD_API, type SurveyInfoWire } from '../../../src/core/api/design';
import {
  LANGUAGE_API,
  type LanguageByTypeResponse,
  type LanguageResponse,
} from '../../../src/core/api/language';
import { setSurveyState, storedResponse } from '../answers/fixture';
import { limitedSurvey } from '../collection/fixture';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

/**
 * The translations' calls (spec 1 §7 getLanguage, getLanguageByType, saveLanguage): the texts of the design
 * with the designer's words, translations saved per declared language and read back with what is missing
 * counted, rich text sanitised, translations of deleted texts dropped, saving only while designing, a
 * release carrying the translations of its publish, and the respondent's language kept with the response.
 * Strangers 404, no session 401, no edit right 403, an undeclared language refused.
 */
describe.each(databaseTargets())('survey translations ($name)', (target) => {
  const ctx = useTestApp(target);

  const declare = async (token: string, surveyId: string, surveyLanguage: string) => {
    const updated = await call<SurveyInfoWire>(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyId, surveyName: '收集限制测试', surveyLanguage },
    });
    expect(updated.status, updated.envelope.message).toBe(200);
  };
  const getAll = (token: string | undefined, surveyId: string) =>
    call<LanguageResponse>(ctx().app, 'GET', `${LANGUAGE_API.get}?surveyId=${surveyId}`, { token });
  const getOne = (token: string | undefined, surveyId: string, language: string) =>
    call<LanguageByTypeResponse>(
      ctx().app,
      'GET',
      `${LANGUAGE_API.getByType}?surveyId=${surveyId}&language=${language}`,
      { token },
    );
  const save = (token: string | undefined, surveyId: string, language: string, translations: object) =>
    call<LanguageByTypeResponse>(ctx().app, 'POST', LANGUAGE_API.save, {
      token,
      body: { surveyId, language, translations },
    });

  it('lists the texts, saves a language and reads it back with what is missing counted', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    await declare(survey.token, survey.surveyId, 'origin,en,ja');
    const all = await getAll(survey.token, survey.surveyId);
    expect(all.status, all.envelope.message).toBe(200);
    expect(all.envelope.data.languages).toEqual(['en', 'ja']);
    const keys = all.envelope.data.texts.map((text) => text.key);
    expect(keys).toEqual([
      'survey.surveyName',
      // The default welcome text.
      'survey.surveyNote',
      `question.${survey.questionId}.quTitle`,
      `option.${survey.optionA}`,
      expect.stringMatching(/^option\./),
    ]);
    expect(all.envelope.data.texts[2]).toMatchObject({ field: 'quTitle', origin: '您选哪个？' });
    const total = keys.length;
    expect(all.envelope.data.translations.map((entry) => entry.missing)).toEqual([total, total]);

    const saved = await save(survey.token, survey.surveyId, 'en', {
      'survey.surveyName': ' Limits test ',
      [`question.${survey.questionId}.quTitle`]: '<p>Which one?</p><script>alert(1)</script>',
      [`option.${survey.optionA}`]: '',
      'option.deleted-long-ago': 'Gone',
    });
    expect(saved.status, saved.envelope.message).toBe(200);
    expect(saved.envelope.data.translation).toEqual({
      language: 'en',
      translations: {
        'survey.surveyName': 'Limits test',
        [`question.${survey.questionId}.quTitle`]: '<p>Which one?</p>',
      },
      missing: total - 2,
    });
    const one = await getOne(survey.token, survey.surveyId, 'en');
    expect(one.envelope.data.translation).toEqual(saved.envelope.data.translation);
    const ja = await getOne(survey.token, survey.surveyId, 'ja');
    expect(ja.envelope.data.translation.missing).toBe(total);
    const again = await getAll(survey.token, survey.surveyId);
    expect(again.envelope.data.translations.map((entry) => entry.missing)).toEqual([total - 2, total]);

    // Only the interface's translated languages: 'origin' is the designer's own text, 'fr' is none.
    for (const language of ['origin', 'fr']) {
      expect((await save(survey.token, survey.surveyId, language, {})).status).toBe(400);
      expect((await getOne(survey.token, survey.surveyId, language)).status).toBe(400);
    }
  });

  it('publishes the translations with the release and keeps the respondent language with the response', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    await declare(survey.token, survey.surveyId, 'origin,en,ja');
    await save(survey.token, survey.surveyId, 'en', { [`option.${survey.optionA}`]: 'Option A' });
    await save(survey.token, survey.surveyId, 'ja', { [`option.${survey.optionA}`]: '選択肢A' });
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');

    const whilePublished = await save(survey.token, survey.surveyId, 'en', {});
    expect(whilePublished.status).toBe(409);

    const loaded = await call<{ release: { languages: Record<string, Record<string, string>> } }>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${survey.surveyId}`,
    );
    expect(loaded.status, loaded.envelope.message).toBe(200);
    expect(loaded.envelope.data.release.languages).toEqual({
      en: { [`option.${survey.optionA}`]: 'Option A' },
      ja: { [`option.${survey.optionA}`]: '選択肢A' },
    });

    const responseId = randomUUID();
    const posted = await call(ctx().app, 'POST', ANSWER_API.save, {
      body: {
        responseId,
        surveyId: survey.surveyId,
        version: 1,
        seq: 1,
        seed: 's',
        userPage: 0,
        status: 'in-progress',
        items: [{ belongId: survey.surveyId, quId: survey.questionId, quItemId: survey.optionA }],
        paradata: { questionTimeMs: {}, language: 'ja' },
      },
    });
    expect(posted.status, posted.envelope.message).toBe(200);
    expect((await storedResponse(ctx().db, responseId)).response?.language).toBe('ja');

    // Paused and changed: the running release keeps what it was published with until the next publish.
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    await save(survey.token, survey.surveyId, 'ja', { [`option.${survey.optionA}`]: 'エー' });
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    const republished = await call<{ release: { version: number; languages: Record<string, object> } }>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${survey.surveyId}`,
    );
    expect(republished.envelope.data.release.version).toBe(2);
    expect(republished.envelope.data.release.languages.ja).toEqual({ [`option.${survey.optionA}`]: 'エー' });
  });

  it('answers strangers as if the survey did not exist, no session with 401, no edit right with 403', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    await declare(survey.token, survey.surveyId, 'zh,en');
    const stranger = await register(ctx().app);
    expect((await getAll(stranger.token, survey.surveyId)).status).toBe(404);
    expect((await getOne(stranger.token, survey.surveyId, 'en')).status).toBe(404);
    expect((await save(stranger.token, survey.surveyId, 'en', {})).status).toBe(404);
    expect((await getAll(undefined, survey.surveyId)).status).toBe(401);
    expect((await save(undefined, survey.surveyId, 'en', {})).status).toBe(401);

    const reader = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: reader.userId, mayData: 1 });
    expect((await getAll(reader.token, survey.surveyId)).status).toBe(200);
    const refused = await save(reader.token, survey.surveyId, 'en', { 'survey.surveyName': 'x' });
    expect(refused.status).toBe(403);
    expect(
      (await getOne(survey.token, survey.surveyId, 'en')).envelope.data.translation.translations,
    ).toEqual({});
  });
});
