import { beforeAll, describe, expect, it } from 'vitest';
import { surveyGrants } from '../../../../server/db/schema';
import { PUBLIC_REPORT_RATE_LIMIT } from '../../../../server/results/share/routes';
import { chiSquareTest } from '../../../../server/results/stats/chi-square';
import type { SampleResponse } from '../../../../server/seed/sample-responses';
import {
  type Crosstab,
  type PublicReport,
  RESULTS_API,
  type ShareState,
  type TextsResponse,
} from '../../../../src/core/api/results';
import type { Question } from '../../../../src/core/model';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { passes } from './expected';
import { ok, post, type StatsFixture, statsFixture } from './fixture';

const newestFirst = (left: SampleResponse, right: SampleResponse) =>
  (right.completedAt ?? right.startedAt).getTime() - (left.completedAt ?? left.startedAt).getTime();

describe.each(databaseTargets())('results texts, cross-tabs and the public report ($name)', (target) => {
  const ctx = useTestApp(target);
  let data: StatsFixture;
  beforeAll(async () => {
    data = await statsFixture(ctx().app, ctx().db, [500, 150]);
  }, 120_000);

  const question = (catalogKey: string) =>
    [...data.release.questionById.values()].find((found) => found.catalogKey === catalogKey) as Question;
  const texts = (body: Record<string, unknown>) =>
    ok<TextsResponse>(ctx().app, RESULTS_API.texts, data.token, { surveyId: data.surveyId, ...body });

  it('pages through free texts, newest first, and searches them with wildcards taken literally', async () => {
    const open = question('fillBlank');
    const kept = data.responses
      .filter((response) => passes(response) && response.answers[open.id]?.kind === 'text')
      .sort(newestFirst);
    const textOf = (response: SampleResponse) => {
      const answer = response.answers[open.id];
      return answer?.kind === 'text' ? answer.text : '';
    };
    const first = await texts({ questionId: open.id, pageSize: 7 });
    expect(first.total).toBe(kept.length);
    expect(first.texts.map((text) => text.responseId)).toEqual(
      kept.slice(0, 7).map((response) => response.id),
    );
    expect(first.texts.map((text) => text.text)).toEqual(kept.slice(0, 7).map(textOf));
    const second = await texts({ questionId: open.id, pageSize: 7, page: 2 });
    expect(second.texts.map((text) => text.responseId)).toEqual(
      kept.slice(7, 14).map((response) => response.id),
    );

    const searched = await texts({ questionId: open.id, search: 'VALUE', pageSize: 200 });
    const matching = kept.filter((response) => textOf(response).toLowerCase().includes('value'));
    expect(matching.length).toBeGreaterThan(0);
    expect(searched.total).toBe(matching.length);
    expect((await texts({ questionId: open.id, search: '%' })).total).toBe(0);
    expect((await texts({ questionId: open.id, search: '_' })).total).toBe(0);
  });

  it('lists the texts of one blank and the "other" texts of an option', async () => {
    const blanks = question('multiFillBlank');
    const descId = blanks.descList[1]?.id as string;
    const withBlank = data.responses.filter((response) => {
      const answer = response.answers[blanks.id];
      return passes(response) && answer?.kind === 'blanks' && answer.values[descId];
    });
    expect((await texts({ questionId: blanks.id, descId })).total).toBe(withBlank.length);

    const radio = question('radio');
    const other = radio.optionList.find((option) => option.type === 'other')?.id as string;
    const typed = data.responses
      .filter((response) => {
        const answer = response.answers[radio.id];
        return passes(response) && answer?.kind === 'choice' && answer.otherText[other];
      })
      .sort(newestFirst);
    const listed = await texts({ questionId: radio.id, otherOfOptionId: other, pageSize: 200 });
    expect(listed.total).toBe(typed.length);
    expect(listed.texts.map((text) => text.responseId)).toEqual(
      typed.slice(0, 200).map((response) => response.id),
    );
  });

  it('refuses texts of a question without texts, and unknown questions', async () => {
    const numeric = await post(ctx().app, RESULTS_API.texts, data.token, {
      surveyId: data.surveyId,
      questionId: question('number').id,
    });
    expect(numeric.status).toBe(400);
    expect(numeric.envelope.message).toContain('文本');
    const unknown = await post(ctx().app, RESULTS_API.texts, data.token, {
      surveyId: data.surveyId,
      questionId: 'no-such-question',
    });
    expect(unknown.status).toBe(404);
  });

  it('crosses two choice questions, multiple choice counting every chosen pair', async () => {
    const rows = question('radio');
    const columns = question('checkbox');
    const filter = { statuses: ['complete' as const] };
    const actual = await ok<Crosstab>(ctx().app, RESULTS_API.crosstab, data.token, {
      surveyId: data.surveyId,
      rowQuestionId: rows.id,
      columnQuestionId: columns.id,
      filter,
    });
    const counts = rows.optionList.map(() => columns.optionList.map(() => 0));
    let total = 0;
    for (const response of data.responses.filter((found) => passes(found, filter))) {
      const row = response.answers[rows.id];
      const column = response.answers[columns.id];
      if (row?.kind !== 'choice' || column?.kind !== 'choice') continue;
      total++;
      for (const rowId of row.optionIds) {
        for (const columnId of column.optionIds) {
          const r = rows.optionList.findIndex((option) => option.id === rowId);
          const c = columns.optionList.findIndex((option) => option.id === columnId);
          (counts[r] as number[])[c] = ((counts[r] as number[])[c] ?? 0) + 1;
        }
      }
    }
    expect(actual.rows.map((row) => row.optionId)).toEqual(rows.optionList.map((option) => option.id));
    expect(actual.columns.map((column) => column.label)).toEqual(columns.optionList.map((o) => o.optionName));
    expect(actual.counts).toEqual(counts);
    expect(actual.total).toBe(total);
    expect(actual.rowTotals).toEqual(counts.map((row) => row.reduce((sum, count) => sum + count, 0)));
    const expected = chiSquareTest(counts);
    expect(actual.chiSquare?.degreesOfFreedom).toBe(expected?.degreesOfFreedom);
    expect(actual.chiSquare?.statistic).toBeCloseTo(expected?.statistic ?? Number.NaN, 9);
    expect(actual.chiSquare?.pValue).toBeCloseTo(expected?.pValue ?? Number.NaN, 9);

    const profile = await ok<Crosstab>(ctx().app, RESULTS_API.crosstab, data.token, {
      surveyId: data.surveyId,
      rowQuestionId: question('gender').id,
      columnQuestionId: question('education').id,
    });
    expect(profile.columns[0]?.label).toBe('小学及以下');
    expect(profile.total).toBeGreaterThan(0);

    const notChoice = await post(ctx().app, RESULTS_API.crosstab, data.token, {
      surveyId: data.surveyId,
      rowQuestionId: rows.id,
      columnQuestionId: question('number').id,
    });
    expect(notChoice.status).toBe(400);
  });

  it('turns the public report on and off; it shows counts, never typed texts', async () => {
    const { app } = ctx();
    const shareOf = async () =>
      (
        await call<ShareState>(app, 'GET', `${RESULTS_API.share}?surveyId=${data.surveyId}`, {
          token: data.token,
        })
      ).envelope.data;
    expect(await shareOf()).toEqual({ enabled: false, token: null });
    const on = await ok<ShareState>(app, RESULTS_API.share, data.token, {
      surveyId: data.surveyId,
      enabled: true,
    });
    expect(on.enabled).toBe(true);
    expect(on.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await shareOf()).toEqual(on);
    // Turning it on again keeps the link.
    expect(
      await ok<ShareState>(app, RESULTS_API.share, data.token, { surveyId: data.surveyId, enabled: true }),
    ).toEqual(on);

    const report = await call<PublicReport>(app, 'GET', `${RESULTS_API.publicReport}?token=${on.token}`);
    expect(report.status).toBe(200);
    expect(report.envelope.data.surveyName).toBe('样本问卷 / Sample survey');
    expect(report.envelope.data.overview.started).toBe(
      data.responses.filter((response) => passes(response)).length,
    );
    expect(report.envelope.data.questions.length).toBeGreaterThan(15);
    const radio = report.envelope.data.questions.find(
      (summary) => summary.questionId === question('radio').id,
    );
    expect(radio?.kind === 'choice' && radio.otherTexts[0]?.total).toBeGreaterThan(0);
    expect(radio?.kind === 'choice' && radio.otherTexts.every((other) => other.texts.length === 0)).toBe(
      true,
    );

    const off = await ok<ShareState>(app, RESULTS_API.share, data.token, {
      surveyId: data.surveyId,
      enabled: false,
    });
    expect(off).toEqual({ enabled: false, token: null });
    const gone = await call(app, 'GET', `${RESULTS_API.publicReport}?token=${on.token}`);
    expect(gone.status).toBe(404);
    expect(gone.envelope.message).toBe('该报告链接无效或已关闭分享');
    const wrong = await call(app, 'GET', `${RESULTS_API.publicReport}?token=${'x'.repeat(43)}`, {
      language: 'en',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.envelope.message).toBe('This report link is wrong or its sharing was turned off');
    expect((await call(app, 'GET', `${RESULTS_API.publicReport}?token=short`)).status).toBe(400);
    // A new switch-on makes a new link.
    const again = await ok<ShareState>(app, RESULTS_API.share, data.token, {
      surveyId: data.surveyId,
      enabled: true,
    });
    expect(again.token).not.toBe(on.token);
  });

  it('holds one address to the public report’s pace, so tokens cannot be tried by the thousand', async () => {
    const { app } = ctx();
    const statuses: number[] = [];
    for (let ask = 0; ask <= PUBLIC_REPORT_RATE_LIMIT.max; ask++) {
      statuses.push((await call(app, 'GET', `${RESULTS_API.publicReport}?token=${'y'.repeat(43)}`)).status);
    }
    // The asks of the test above count too: the refusals start at or before the limit, then never stop.
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefused).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
  });

  it('answers only those with data authority on the survey', async () => {
    const { app, db } = ctx();
    const bodies: [string, Record<string, unknown>][] = [
      [RESULTS_API.overview, {}],
      [RESULTS_API.questions, {}],
      [RESULTS_API.texts, { questionId: question('fillBlank').id }],
      [
        RESULTS_API.crosstab,
        { rowQuestionId: question('radio').id, columnQuestionId: question('select').id },
      ],
      [RESULTS_API.share, { enabled: true }],
    ];
    const stranger = await register(app);
    const editor = await register(app);
    await db.insert(surveyGrants).values({ surveyId: data.surveyId, userId: editor.userId, mayEdit: 1 });
    const analyst = await register(app);
    await db.insert(surveyGrants).values({ surveyId: data.surveyId, userId: analyst.userId, mayData: 1 });
    for (const [path, extra] of bodies) {
      const body = { surveyId: data.surveyId, ...extra };
      expect((await post(app, path, undefined, body)).status, path).toBe(401);
      expect((await post(app, path, stranger.token, body)).status, path).toBe(404);
      const refused = await post(app, path, editor.token, body);
      expect(refused.status, path).toBe(403);
      expect(refused.envelope.message).toBe('您没有查看此问卷数据的权限');
      expect((await post(app, path, analyst.token, body)).status, path).toBe(200);
    }
    expect(
      (await call(app, 'GET', `${RESULTS_API.share}?surveyId=${data.surveyId}`, { token: editor.token }))
        .status,
    ).toBe(403);
    // A bad filter is a 400, not a 500.
    const bad = await post(app, RESULTS_API.overview, data.token, {
      surveyId: data.surveyId,
      filter: { from: 'yesterday' },
    });
    expect(bad.status).toBe(400);
  });
});
