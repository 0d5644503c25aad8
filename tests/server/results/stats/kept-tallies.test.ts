import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../server/db/raw';
import { responseItems, responses, surveys } from '../../../../server/db/schema';
import { publishSurvey } from '../../../../server/publish/release';
import { insertSampleResponses } from '../../../../server/seed/sample-responses';
import {
  type QuestionsResponse,
  RESULTS_API,
  type ResultsFilterInput,
} from '../../../../src/core/api/results';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { rounded } from '../archive/support';
import { ok, type StatsFixture, statsFixture } from './fixture';

/**
 * The summaries without a filter come from tallies kept per block (a UTC day of starts) and counted again
 * only where something changed (server/results/stats/tallies.ts, triggers of migration 0003). After every
 * kind of change they must equal the same statements run over all valid responses — asked here with a
 * filter that holds the same responses (both statuses), which takes the live path.
 */
describe.each(databaseTargets())('kept statistics tallies ($name)', (target) => {
  const ctx = useTestApp(target);
  let data: StatsFixture;
  beforeAll(async () => {
    data = await statsFixture(ctx().app, ctx().db, [60, 40]);
  }, 120_000);

  const summaries = async (filter: ResultsFilterInput) =>
    rounded(
      (
        await ok<QuestionsResponse>(ctx().app, RESULTS_API.questions, data.token, {
          surveyId: data.surveyId,
          filter,
        })
      ).questions,
    );
  const live = () => summaries({ statuses: ['in-progress', 'complete'] });
  const kept = () => summaries({});
  const stale = async () =>
    (
      await queryRows(
        ctx().db,
        sql`select distinct block from stale_blocks where survey_id = ${data.surveyId}`,
      )
    ).length;
  /** Each block's tally rows with the transaction that wrote them: unchanged rows keep their xmin. */
  const blockWrites = async () =>
    new Map(
      (
        await queryRows<{ block: string; writers: string }>(
          ctx().db,
          sql`select block::text as block, string_agg(distinct xmin::text, ',') as writers
            from block_tallies where survey_id = ${data.surveyId} group by block`,
        )
      ).map((row) => [row.block, row.writers]),
    );
  const expectSame = async () => {
    expect(await kept()).toEqual(await live());
    expect(await stale()).toBe(0);
  };
  const someResponses = async (count: number) =>
    (
      await ctx()
        .db.select({ id: responses.id })
        .from(responses)
        .where(eq(responses.surveyId, data.surveyId))
        .orderBy(responses.id)
        .limit(count)
    ).map((row) => row.id);

  it('counts every block at the first look, then only the blocks that changed', async () => {
    expect(await stale()).toBeGreaterThan(0);
    await expectSame();
    const before = await blockWrites();
    expect(before.size).toBeGreaterThan(1);
    // A look with nothing changed counts nothing again.
    await kept();
    expect(await blockWrites()).toEqual(before);

    // New responses on one new day: that block is counted, the others are left as they were.
    await insertSampleResponses(ctx().db, data.surveyId, {
      count: 15,
      seed: 'kept-new',
      versions: [2],
      startDate: new Date('2026-04-20T00:00:00Z'),
      days: 1,
    });
    await expectSame();
    const after = await blockWrites();
    expect(after.get('2026-04-20')).toBeDefined();
    for (const [block, writers] of before) expect(after.get(block), block).toBe(writers);

    // Responses on many days at once (more blocks than are read by ranges of the start-time index).
    await insertSampleResponses(ctx().db, data.surveyId, {
      count: 40,
      seed: 'kept-many-days',
      versions: [2],
      startDate: new Date('2026-05-01T00:00:00Z'),
      days: 30,
    });
    expect(await stale()).toBeGreaterThan(16);
    await expectSame();
  });

  it('follows responses marked invalid, restored and deleted, and answers changed', async () => {
    const [first, second, third, fourth] = await someResponses(4);
    await ok(ctx().app, RESULTS_API.markInvalid, data.token, {
      surveyId: data.surveyId,
      responseIds: [first, second, third],
      invalid: true,
    });
    await expectSame();
    await ok(ctx().app, RESULTS_API.markInvalid, data.token, {
      surveyId: data.surveyId,
      responseIds: [second],
      invalid: false,
    });
    await expectSame();
    await ok(ctx().app, RESULTS_API.deleteResponses, data.token, {
      surveyId: data.surveyId,
      responseIds: [fourth],
    });
    await expectSame();
    // An answer rewritten in place (a later save of the same item) and one taken back.
    const items = await ctx()
      .db.select()
      .from(responseItems)
      .where(and(eq(responseItems.surveyId, data.surveyId)))
      .limit(40);
    const choice = items.find((item) => item.value.kind === 'choice' && item.value.optionIds.length > 0);
    const number = items.find((item) => item.value.kind === 'number');
    expect(choice && number).toBeTruthy();
    if (choice?.value.kind === 'choice') {
      await ctx()
        .db.update(responseItems)
        .set({ value: { ...choice.value, optionIds: [...choice.value.optionIds].reverse().slice(0, 1) } })
        .where(eq(responseItems.id, choice.id));
    }
    if (number) await ctx().db.delete(responseItems).where(eq(responseItems.id, number.id));
    await expectSame();
  });

  it('counts everything again after a new release, and when kept tallies are of another format', async () => {
    const before = await blockWrites();
    const [survey] = await ctx().db.select().from(surveys).where(eq(surveys.id, data.surveyId));
    if (!survey) throw new Error('no survey');
    await ctx().db.transaction((tx) => publishSurvey(tx, survey, 'zh'));
    expect(await stale()).toBeGreaterThan(0);
    await expectSame();
    const republished = await blockWrites();
    for (const [block, writers] of before) expect(republished.get(block), block).not.toBe(writers);

    await ctx().db.execute(sql`update block_tallies set statement = replace(statement, '@', '@old')
      where survey_id = ${data.surveyId}`);
    await expectSame();
    const [old] = await queryRows(
      ctx().db,
      sql`select 1 from block_tallies where survey_id = ${data.surveyId} and statement like '%@old%' limit 1`,
    );
    expect(old).toBeUndefined();
  });
});
