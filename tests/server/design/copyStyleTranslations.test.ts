import { describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import { LANGUAGE_API, type LanguageByTypeResponse } from '../../../src/core/api/language';
import { STYLE_API, type StyleResponse } from '../../../src/core/api/style';
import type { Group } from '../../../src/core/model';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { createSurvey, design, designer, RADIO, save } from './support';

/**
 * copySurvey takes the source's style and translations along with its design: a new copy gets the style as
 * stored, the declared languages and every translation under the ids of the copied groups, questions and
 * options; copied into an existing survey, that survey keeps its own style and survey texts and gains the
 * copied elements' translations. The source is left as it was.
 */
describe.each(databaseTargets())('copySurvey with style and translations ($name)', (target) => {
  const ctx = useTestApp(target);

  const getStyle = (token: string, surveyId: string) =>
    call<StyleResponse>(ctx().app, 'GET', `${STYLE_API.get}?surveyId=${surveyId}`, { token });
  const saveStyle = async (token: string, surveyId: string, style: object) => {
    const saved = await call<StyleResponse>(ctx().app, 'POST', STYLE_API.save, {
      token,
      body: { surveyId, style },
    });
    expect(saved.status, saved.envelope.message).toBe(200);
  };
  const translationsOf = async (token: string, surveyId: string, language: string) => {
    const read = await call<LanguageByTypeResponse>(
      ctx().app,
      'GET',
      `${LANGUAGE_API.getByType}?surveyId=${surveyId}&language=${language}`,
      { token },
    );
    expect(read.status, read.envelope.message).toBe(200);
    return read.envelope.data.translation.translations;
  };
  const saveTranslations = async (token: string, surveyId: string, language: string, texts: object) => {
    const saved = await call(ctx().app, 'POST', LANGUAGE_API.save, {
      token,
      body: { surveyId, language, translations: texts },
    });
    expect(saved.status, saved.envelope.message).toBe(200);
  };
  const declare = async (token: string, surveyId: string, surveyName: string, surveyLanguage: string) => {
    const updated = await call(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyId, surveyName, surveyLanguage },
    });
    expect(updated.status, updated.envelope.message).toBe(200);
  };
  const copy = async (token: string, fromSurveyId: string, toSurveyId?: string) => {
    const copied = await call<SurveyInfoWire>(
      ctx().app,
      'GET',
      `${DESIGN_API.copySurvey}?fromSurveyId=${fromSurveyId}${toSurveyId ? `&toSurveyId=${toSurveyId}` : ''}`,
      { token },
    );
    expect(copied.status, copied.envelope.message).toBe(200);
    return copied.envelope.data;
  };

  /** A styled source in Chinese with English and Japanese: a titled group, a question with two options. */
  async function styledTranslatedSource(token: string) {
    const source = await createSurvey(ctx().app, token, '运动习惯');
    await declare(token, source.surveyId, '运动习惯', 'origin,en,ja');
    const [group] = (await design(ctx().app, token, source.surveyId)).groupList as [Group];
    const renamed = await call(ctx().app, 'POST', DESIGN_API.saveGroup, {
      token,
      body: { surveyId: source.surveyId, id: group.id, groupTitle: '基本情况' },
    });
    expect(renamed.status, renamed.envelope.message).toBe(200);
    const question = await save(ctx().app, token, RADIO, {
      belongId: source.surveyId,
      groupId: group.id,
      catalogKey: 'radio',
      quTitle: '您多久运动一次？',
      quNote: '选最接近的',
      optionList: [{ optionName: '每天' }, { optionName: '很少' }],
    });
    const [daily, rarely] = question.optionList.map((option) => option.id) as [string, string];
    const style = {
      fengge: { color: '#1D4ED8', imgUrl: '/api/files/s/page.png' },
      surveyColor: '#1D4ED8',
      cover: { startType: 'cover', imgUrl: '/api/files/s/cover.png', btnText: '开始' },
      question: { showBgInd: 1, opacity: 0.7 },
      footer: '由问达提供',
    };
    await saveStyle(token, source.surveyId, style);
    const english = {
      'survey.surveyName': 'Exercise habits',
      [`group.${group.id}.groupTitle`]: 'About you',
      [`question.${question.id}.quTitle`]: 'How often do you exercise?',
      [`question.${question.id}.quNote`]: 'Pick the closest',
      [`option.${daily}`]: 'Every day',
      [`option.${rarely}`]: 'Rarely',
    };
    const japanese = { [`question.${question.id}.quTitle`]: 'どのくらい運動しますか？' };
    await saveTranslations(token, source.surveyId, 'en', english);
    await saveTranslations(token, source.surveyId, 'ja', japanese);
    return {
      source,
      groupId: group.id,
      questionId: question.id,
      optionIds: [daily, rarely],
      style: (await getStyle(token, source.surveyId)).envelope.data.style,
      english,
      japanese,
    };
  }

  it('gives a new copy the style, the languages and the translations under the new ids', async () => {
    const { token } = await designer(ctx().app);
    const made = await styledTranslatedSource(token);

    const copied = await copy(token, made.source.surveyId);
    expect(copied.surveyLanguage).toBe('origin,en,ja');
    const copiedStyle = await getStyle(token, copied.surveyId);
    expect(copiedStyle.envelope.data.saved).toBe(true);
    expect(copiedStyle.envelope.data.style).toEqual(made.style);

    const [group] = (await design(ctx().app, token, copied.surveyId)).groupList as [Group];
    const question = group.questionList[0];
    if (!question) throw new Error('the copy has no question');
    expect(group.id).not.toBe(made.groupId);
    expect(question.id).not.toBe(made.questionId);
    const [daily, rarely] = question.optionList.map((option) => option.id);
    expect([daily, rarely]).not.toContain(made.optionIds[0]);
    expect(await translationsOf(token, copied.surveyId, 'en')).toEqual({
      'survey.surveyName': 'Exercise habits',
      [`group.${group.id}.groupTitle`]: 'About you',
      [`question.${question.id}.quTitle`]: 'How often do you exercise?',
      [`question.${question.id}.quNote`]: 'Pick the closest',
      [`option.${daily}`]: 'Every day',
      [`option.${rarely}`]: 'Rarely',
    });
    expect(await translationsOf(token, copied.surveyId, 'ja')).toEqual({
      [`question.${question.id}.quTitle`]: 'どのくらい運動しますか？',
    });

    // The source is untouched.
    expect((await getStyle(token, made.source.surveyId)).envelope.data.style).toEqual(made.style);
    expect(await translationsOf(token, made.source.surveyId, 'en')).toEqual(made.english);
    expect(await translationsOf(token, made.source.surveyId, 'ja')).toEqual(made.japanese);

    // Changing the copy's style or translations leaves the source's alone (nothing is shared).
    await saveStyle(token, copied.surveyId, { fengge: { color: '#15803D' } });
    await saveTranslations(token, copied.surveyId, 'en', { 'survey.surveyName': 'Copy' });
    expect((await getStyle(token, made.source.surveyId)).envelope.data.style.fengge.color).toBe('#1D4ED8');
    expect(await translationsOf(token, made.source.surveyId, 'en')).toEqual(made.english);
  });

  it('copied into an existing survey, adds the copied elements’ translations and keeps that survey’s style', async () => {
    const { token } = await designer(ctx().app);
    const made = await styledTranslatedSource(token);
    const existing = await createSurvey(ctx().app, token, '目标');
    await declare(token, existing.surveyId, '目标', 'origin,en');
    const own = await save(ctx().app, token, RADIO, {
      belongId: existing.surveyId,
      catalogKey: 'radio',
      quTitle: '原有的题',
    });
    await saveStyle(token, existing.surveyId, { fengge: { color: '#C0392B' }, surveyColor: '#C0392B' });
    const ownStyle = (await getStyle(token, existing.surveyId)).envelope.data.style;
    const ownEnglish = {
      'survey.surveyName': 'Target',
      [`question.${own.id}.quTitle`]: 'The question it had',
    };
    await saveTranslations(token, existing.surveyId, 'en', ownEnglish);

    await copy(token, made.source.surveyId, existing.surveyId);
    expect((await getStyle(token, existing.surveyId)).envelope.data.style).toEqual(ownStyle);
    const groups = (await design(ctx().app, token, existing.surveyId)).groupList;
    const added = groups[1];
    const question = added?.questionList[0];
    if (!added || !question) throw new Error('the copied group is missing');
    expect(question.quTitle).toBe('您多久运动一次？');
    const [daily, rarely] = question.optionList.map((option) => option.id);
    expect(await translationsOf(token, existing.surveyId, 'en')).toEqual({
      ...ownEnglish,
      [`group.${added.id}.groupTitle`]: 'About you',
      [`question.${question.id}.quTitle`]: 'How often do you exercise?',
      [`question.${question.id}.quNote`]: 'Pick the closest',
      [`option.${daily}`]: 'Every day',
      [`option.${rarely}`]: 'Rarely',
    });
    // Japanese, which the target does not declare, is kept for when it does.
    await declare(token, existing.surveyId, '目标', 'origin,en,ja');
    expect(await translationsOf(token, existing.surveyId, 'ja')).toEqual({
      [`question.${question.id}.quTitle`]: 'どのくらい運動しますか？',
    });
    expect(await translationsOf(token, made.source.surveyId, 'en')).toEqual(made.english);
  });
});
