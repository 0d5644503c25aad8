import { describe, expect, it } from 'vitest';
import { LOGIC_API, type LogicRefusal } from '../../../../src/core/api/logic';
import { saveQuestion } from '../../answers/fixture';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { logicSurvey, optionIds, post } from './support';

/**
 * An auto-assign gives its target only a value the target takes (src/core/logic/assignLimits.ts): a number
 * inside its range and of its number type, a date or time inside its limits, a text no longer than it takes.
 */
describe.each(databaseTargets())('auto-assign values held to the target on $name', (target) => {
  const ctx = useTestApp(target);

  async function setUp() {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const q = (catalogKey: string, quTitle: string, extra: Record<string, unknown>) =>
      saveQuestion(app, survey.token, {
        belongId: survey.surveyId,
        groupId: survey.groupA,
        catalogKey,
        quTitle,
        ...extra,
      });
    // Q9 a whole number from 1 to 10; Q10 a time of day from 08:00 to 18:00; Q11 a date in 2024.
    const small = await q('number', '孩子数', {
      answerConfig: { scoreNumType: 1, limitRangeInd: 1, paramInt01: 1, paramInt02: 10 },
    });
    const hours = await q('time', '到店时间', {
      answerConfig: { timeType: '01', limitRangeInd: 1, paramInt01: 800, paramInt02: 1800 },
    });
    const year = await q('time', '日期', {
      answerConfig: { timeType: '03', limitRangeInd: 1, paramInt01: 20240101, paramInt02: 20241231 },
    });
    const [a] = optionIds(survey.q1);
    const assign = (toQuId: string, toQuValue: string) => ({
      quId: survey.q1.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      logicType: 4,
      toQuId,
      toQuValue,
    });
    return { app, survey, small, hours, year, assign };
  }

  async function refused(
    setup: Awaited<ReturnType<typeof setUp>>,
    body: Record<string, unknown>,
    reason: string,
    mentions: { zh: string[]; en: string[] },
  ) {
    const zh = await post<LogicRefusal>(setup.app, setup.survey.token, LOGIC_API.addLogic, body);
    expect(zh.status, zh.envelope.message).toBe(400);
    expect(zh.envelope.data.reason).toBe(reason);
    expect(zh.envelope.data.field).toBe('toQuValue');
    const en = await post<LogicRefusal>(setup.app, setup.survey.token, LOGIC_API.addLogic, body, 'en');
    expect(en.status).toBe(400);
    for (const text of mentions.zh) expect(zh.envelope.message).toContain(text);
    for (const text of mentions.en) expect(en.envelope.message).toContain(text);
  }

  it('refuses a number outside the target range or of another number type, and takes one inside', async () => {
    const setup = await setUp();
    const { small } = setup;
    const number = small.quNum as string;
    await refused(setup, setup.assign(small.id, '99'), 'design.logic.assignOutOfRange', {
      zh: ['Q1', number, '1–10', '只接受'],
      en: ['Q1', number, '1–10', 'outside its range'],
    });
    await refused(setup, setup.assign(small.id, '0'), 'design.logic.assignOutOfRange', {
      zh: [number, '1–10'],
      en: [number, '1–10'],
    });
    await refused(setup, setup.assign(small.id, '2.5'), 'design.logic.assignNotWhole', {
      zh: [number, '整数'],
      en: [number, 'whole number'],
    });
    const fits = await post(setup.app, setup.survey.token, LOGIC_API.addLogic, setup.assign(small.id, '10'));
    expect(fits.status, fits.envelope.message).toBe(200);
    // The default number range (0–100) holds too.
    await refused(setup, setup.assign(setup.survey.q3.id, '101'), 'design.logic.assignOutOfRange', {
      zh: ['Q3', '0–100'],
      en: ['Q3', '0–100'],
    });
  });

  it('refuses a time or date outside its limits, shown in its format', async () => {
    const setup = await setUp();
    const { hours, year } = setup;
    await refused(setup, setup.assign(hours.id, '1900'), 'design.logic.assignOutOfRange', {
      zh: [hours.quNum as string, '08:00–18:00'],
      en: [hours.quNum as string, '08:00–18:00'],
    });
    await refused(setup, setup.assign(year.id, '20250101'), 'design.logic.assignOutOfRange', {
      zh: [year.quNum as string, '2024/01/01–2024/12/31'],
      en: [year.quNum as string, '2024/01/01–2024/12/31'],
    });
    for (const [id, value] of [
      [hours.id, '0800'],
      [year.id, '20241231'],
    ] as const) {
      const fits = await post(setup.app, setup.survey.token, LOGIC_API.addLogic, setup.assign(id, value));
      expect(fits.status, fits.envelope.message).toBe(200);
    }
  });

  it('refuses a text longer than the target takes (fill-in: 200 characters)', async () => {
    const setup = await setUp();
    const q4 = setup.survey.q4;
    await refused(setup, setup.assign(q4.id, '字'.repeat(201)), 'design.logic.assignTooLong', {
      zh: ['Q4', '200'],
      en: ['Q4', '200 characters'],
    });
    const fits = await post(
      setup.app,
      setup.survey.token,
      LOGIC_API.addLogic,
      setup.assign(q4.id, '字'.repeat(200)),
    );
    expect(fits.status, fits.envelope.message).toBe(200);
  });
});
