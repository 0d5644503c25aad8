import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { releases } from '../../server/db/schema';
import { ANSWER_API } from '../../src/core/api/answer';
import {
  DESIGN_API,
  SURVEY_LOAD_API,
  type SurveyLoadResponse,
} from '../../src/core/api/design';
import { USER_API } from '../../src/core/api/user';
import { itemsOf, postSave, publishedSurvey, saveBody, storedResponse } from './answers/fixture';
import { createSurvey, designer, RADIO, save, saveRaw } from './design/support';
import { GOOD_PASSWORD, register, uniqueUserName, useTestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { call } from './support/http';
import { upload } from './support/multipart';

/**
 * The inputs an outside probe answered 500 to (issue 8): NUL and lone surrogates in any text, numeric
 * character references too large for a code point in rich text, repeated option ids. Each now gets a 400
 * naming the field or is stored cleaned: the same cleanText the runner applies on the device.
 */
const HUGE_ENTITY = `<a title='&#${'9'.repeat(400)};'>x</a>`;
const HUGE_HEX_ENTITY = `<a title="&#x${'f'.repeat(60)};">x</a>`;

const dataDir = mkdtempSync(join(tmpdir(), 'wenda-hostile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())('hostile input on $name', (target) => {
  const ctx = useTestApp(target, { dataDir });

  it('logs in with a user name holding a NUL as the name without it', async () => {
    const userName = uniqueUserName('nul');
    await register(ctx().app, userName);
    const withNul = `${userName.slice(0, 2)}\u0000${userName.slice(2)}`;
    const result = await call(ctx().app, 'POST', USER_API.login, {
      body: { userName: withNul, password: GOOD_PASSWORD },
    });
    expect(result.status).toBe(200);
    const unknown = await call(ctx().app, 'POST', USER_API.login, {
      body: { userName: 'a\u0000b', password: 'x' },
    });
    expect(unknown.status).toBeLessThan(500);
  });

  it('looks a survey up by an id with a NUL in the query as the id without it', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const missing = await call(ctx().app, 'GET', `${DESIGN_API.getSurvey}?id=a%00b`, {
      token,
      language: 'en',
    });
    expect(missing.status).toBe(404);
    const id = survey.surveyId;
    const found = await call(
      ctx().app,
      'GET',
      `${DESIGN_API.getSurvey}?id=${id.slice(0, 4)}%00${id.slice(4)}`,
      {
        token,
      },
    );
    expect(found.status).toBe(200);
  });

  it('answers a path that is not valid percent-encoding with the 400 envelope', async () => {
    const result = await call(ctx().app, 'GET', '/api/files/%ED%A0%80/x.png', { language: 'en' });
    expect(result.status).toBe(400);
    expect(result.envelope).toEqual({ code: 400, message: 'Invalid request', data: null });
  });

  it('stores survey, question and option texts without NUL or lone surrogates', async () => {
    const { token } = await designer(ctx().app);
    const survey = await call<{ surveyName: string }>(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '问卷\u0000一\ud800' },
    });
    expect(survey.status).toBe(200);
    expect(survey.envelope.data.surveyName).toBe('问卷一');
    const { surveyId } = survey.envelope.data as unknown as { surveyId: string };
    const question = await save(ctx().app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: '标题\u0000A\udc00',
      title: 'plain\u0000title',
      quNote: 'note\u0001\u0000',
      optionList: [{ optionName: '选项\u0000A' }, { optionName: 'B\ud800' }],
    });
    expect(question.quTitle).toBe('标题A');
    expect(question.title).toBe('plaintitle');
    expect(question.quNote).toBe('note');
    expect(question.optionList.map((option) => option.optionName)).toEqual(['选项A', 'B']);
  });

  it('keeps rich text with a numeric reference too large for a code point, as U+FFFD', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const question = await save(ctx().app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: HUGE_ENTITY,
      quNote: HUGE_HEX_ENTITY,
      optionList: [{ optionName: HUGE_ENTITY }, { optionName: '<a title="&#0;&#xd800;">y</a>' }],
    });
    expect(question.quTitle).toBe('<a title="\uFFFD" rel="noopener noreferrer">x</a>');
    expect(question.quNote).toBe('<a title="\uFFFD" rel="noopener noreferrer">x</a>');
    expect(question.optionList.map((option) => option.optionName)).toEqual([
      '<a title="\uFFFD" rel="noopener noreferrer">x</a>',
      '<a title="\uFFFD\uFFFD" rel="noopener noreferrer">y</a>',
    ]);
    const updated = await call<{ surveyNote: string; endYesText: string; endNoDesc: string }>(
      ctx().app,
      'POST',
      DESIGN_API.updateSurvey,
      {
        token,
        body: {
          surveyId,
          surveyName: 'x',
          surveyNote: HUGE_ENTITY,
          endYesText: HUGE_ENTITY,
          endNoDesc: HUGE_HEX_ENTITY,
        },
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.envelope.data.surveyNote).toBe('<a title="\uFFFD" rel="noopener noreferrer">x</a>');
    expect(updated.envelope.data.endYesText).toBe('<a title="\uFFFD" rel="noopener noreferrer">x</a>');
    expect(updated.envelope.data.endNoDesc).toBe('<a title="\uFFFD" rel="noopener noreferrer">x</a>');
  });

  it('refuses repeated option or sub-question ids in one save with a 400 naming the list', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const options = await saveRaw(
      ctx().app,
      token,
      RADIO,
      {
        belongId: surveyId,
        catalogKey: 'radio',
        optionList: [
          { id: 'dup', optionName: 'A' },
          { id: 'dup', optionName: 'B' },
        ],
      },
      'en',
    );
    expect(options.status).toBe(400);
    expect(options.envelope.data).toEqual({ field: 'optionList', reason: 'design.options.duplicateId' });
    expect(options.envelope.message).toBe('Options: An option id is repeated; each option needs its own id');
    const descs = await saveRaw(ctx().app, token, '/design/qu-radio-group/ajaxSave', {
      belongId: surveyId,
      catalogKey: 'matrixRadio',
      optionList: [{ optionName: '好' }, { optionName: '差' }],
      descList: [
        { id: 'dup', optionName: '服务' },
        { id: 'dup', optionName: '价格' },
      ],
    });
    expect(descs.status).toBe(400);
    expect(descs.envelope.data).toEqual({ field: 'descList', reason: 'design.descs.duplicateId' });
    expect(descs.envelope.message).toBe('子问题：子问题 ID 重复，每个子问题的 ID 必须不同');
  });

  it('saves answer settings whose familyDefineObj holds a lone surrogate, cleaned', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const question = await save(ctx().app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      optionList: [{ optionName: 'A' }],
      answerConfig: { familyDefineObj: { label: 'a\ud800b', 'k\u0000': ['\udc00x'] } },
    });
    expect(question.answerConfig.familyDefineObj).toEqual({ label: 'ab', k: ['x'] });
  });

  it('stores answer items and paradata with NUL and lone surrogates as the cleaned text', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const responseId = randomUUID();
    const result = await postSave(
      ctx().app,
      saveBody(survey, {
        responseId,
        seq: 1,
        items: itemsOf(survey, { option: survey.optionA, text: '答\u0000案\ud800文本\udc00' }),
        paradata: { questionTimeMs: {}, userAgent: 'UA\ud800/1.0\u0000', startedAt: '2026-11-23\udc00' },
      }),
    );
    expect(result.status, result.envelope.message).toBe(200);
    const stored = await storedResponse(ctx().db, responseId);
    const text = stored.items.find((item) => item.questionId === survey.textId);
    expect(text?.answer).toBe('答案文本');
    expect(stored.response?.paradata).toMatchObject({ userAgent: 'UA/1.0', startedAt: '2026-11-23' });
  });

  it('keeps an uploaded file name without its NUL', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const { status, envelope } = await upload(ctx().app, token, [
      { name: 'surveyId', content: surveyId },
      {
        name: 'file',
        fileName: 'lo\u0000go.png',
        contentType: 'image/png',
        content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      },
    ]);
    expect(status, envelope.message).toBe(200);
    expect(envelope.data[0]?.fileName).toBe('logo.png');
  });

  it('serves the plain question title sanitised, even from a release stored before titles were', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const attack = '<img src=x onerror=alert(1)>标题<script>alert(2)</script>';
    // A release written by an older server that stored the plain title as it came.
    const [release] = await ctx().db.select().from(releases).where(eq(releases.surveyId, survey.surveyId));
    if (!release) throw new Error('no release');
    const snapshot = structuredClone(release.snapshot);
    const first = snapshot.groups.flatMap((group) => group.questionList)[0];
    if (!first) throw new Error('no question');
    first.quTitle = '';
    first.title = attack;
    first.quNote = attack;
    first.optionList[0] = {
      ...(first.optionList[0] as (typeof first.optionList)[number]),
      optionName: attack,
    };
    snapshot.survey.endYesDesc = attack;
    await ctx().db.update(releases).set({ snapshot }).where(eq(releases.id, release.id));

    const loaded = await call<SurveyLoadResponse>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${survey.surveyId}`,
    );
    expect(loaded.status).toBe(200);
    const served = JSON.stringify(loaded.envelope.data);
    expect(served).not.toMatch(/onerror|<script/);
    const question = loaded.envelope.data.release.groups.flatMap((group) => group.questionList)[0];
    expect(question?.title).toBe('<img src="x">标题');
    expect(question?.quNote).toBe('<img src="x">标题');
    expect(loaded.envelope.data.release.survey.endYesDesc).toBe('<img src="x">标题');
  });

  it('sanitises the plain title on save', async () => {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const question = await save(ctx().app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      title: '<p onclick="x()">t</p><script>alert(1)</script>',
      optionList: [{ optionName: 'A' }],
    });
    expect(question.title).toBe('<p>t</p>');
    const read = await call<{ groupList: { questionList: { id: string; title?: string }[] }[] }>(
      ctx().app,
      'GET',
      `${DESIGN_API.design}?surveyId=${surveyId}`,
      { token },
    );
    const saved = read.envelope.data.groupList
      .flatMap((group) => group.questionList)
      .find((q) => q.id === question.id);
    expect(saved?.title).toBe('<p>t</p>');
  });

  it('refuses an answer save with a NUL-only response id as a 400', async () => {
    const result = await call(ctx().app, 'POST', ANSWER_API.save, {
      body: {
        responseId: '\u0000',
        surveyId: 'x',
        version: 1,
        seq: 1,
        seed: 's',
        userPage: 0,
        status: 'in-progress',
        items: [],
      },
      language: 'en',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.data).toMatchObject({ field: 'responseId' });
  });
});
