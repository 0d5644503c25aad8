import { sql } from 'drizzle-orm';
import { type AnalyticDb, analyticRows, queryRows } from '../../db/raw';
import { BLOCKS_BY_RANGE, blockItemsOf, idList, itemsOf, RESPONSE_BLOCK, type StatsScope } from './items';
import { type Tallies, type TallyRecord, type TallyRow, type TallyStatement, tallyRow } from './tally';

/**
 * The version of the statements' tally rows: kept rows carry it in their statement name, and rows of another
 * version make every block of their survey be counted again (a change of a statement's rows bumps it).
 */
export const TALLY_FORMAT = 1;
const stored = (name: string) => `${name}@${TALLY_FORMAT}`;

/** Tallies of the filtered responses, one statement per family, side by side on PostgreSQL's pool. */
export async function liveTallies(
  db: AnalyticDb,
  scope: StatsScope,
  statements: readonly TallyStatement[],
): Promise<Tallies> {
  const results = await Promise.all(
    statements.map(async (statement): Promise<[string, TallyRow[]]> => {
      const rows = await analyticRows<TallyRecord>(
        db,
        statement.over(itemsOf(scope, statement.questionIds), false),
      );
      return [statement.name, rows.map(tallyRow)];
    }),
  );
  return new Map(results);
}

/**
 * Tallies of all valid responses (the results without a filter), read from the blocks kept in
 * block_tallies: the blocks made stale since the last look (the triggers of migration 0003 list them in
 * stale_blocks as answers, validity and releases change) are counted again first, then every block's
 * tallies are summed. The survey's `statements` must cover all its questions (what a block keeps serves
 * every later look).
 *
 * Counting again holds a transaction-scoped advisory lock of the survey, so two looks never count the same
 * blocks at once; a save that commits meanwhile has appended its own stale row, which the next look finds.
 */
export async function keptTallies(
  db: AnalyticDb,
  surveyId: string,
  statements: readonly TallyStatement[],
): Promise<Tallies> {
  await refreshStaleBlocks(db, surveyId, statements);
  const rows = await analyticRows<TallyRecord & { statement: string }>(
    db,
    sql`select statement, question_id, desc_id, tally_key, sum(n) as n, sum(total) as total
      from block_tallies where survey_id = ${surveyId}
      group by statement, question_id, desc_id, tally_key`,
  );
  const tallies = new Map<string, TallyRow[]>();
  for (const row of rows) {
    const name = row.statement.slice(0, row.statement.lastIndexOf('@'));
    const list = tallies.get(name) ?? [];
    list.push(tallyRow(row));
    tallies.set(name, list);
  }
  return tallies;
}

/** Counts again the survey's stale blocks (all of them when some tallies are of another format). */
async function refreshStaleBlocks(
  db: AnalyticDb,
  surveyId: string,
  statements: readonly TallyStatement[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wenda:tallies:${surveyId}`}))`);
    const outdated = await queryRows(
      tx,
      sql`select 1 from block_tallies
        where survey_id = ${surveyId} and statement not like ${`%@${TALLY_FORMAT}`} limit 1`,
    );
    if (outdated.length > 0) {
      await tx.execute(sql`insert into stale_blocks (survey_id, block)
        select distinct r.survey_id, ${RESPONSE_BLOCK} from responses r where r.survey_id = ${surveyId}`);
    }
    const stale = await queryRows<{ block: string }>(
      tx,
      sql`delete from stale_blocks where survey_id = ${surveyId} returning block::text as block`,
    );
    const blocks = [...new Set(stale.map((row) => row.block))].sort();
    if (blocks.length === 0) return;
    await tx.execute(sql`delete from block_tallies
      where survey_id = ${surveyId} and block = any(${`{${blocks.join(',')}}`}::date[])`);
    // A few blocks' item rows are read once into a temporary table that every statement then reads; for
    // many (most of the survey) each statement reads its own questions' rows instead.
    const fewBlocks = blocks.length <= BLOCKS_BY_RANGE;
    const allIds = [...new Set(statements.flatMap((statement) => statement.questionIds))];
    if (fewBlocks && allIds.length > 0) {
      await tx.execute(sql`create temporary table stale_block_items on commit drop as
        select * from ${blockItemsOf(surveyId, allIds, blocks)}`);
    }
    for (const statement of statements) {
      const items = fewBlocks
        ? sql`(select * from stale_block_items where question_id in ${idList(statement.questionIds)}) as i`
        : blockItemsOf(surveyId, statement.questionIds, blocks);
      await tx.execute(sql`insert into block_tallies (block, question_id, desc_id, tally_key, n, total, survey_id, statement)
        select t.*, ${surveyId}, ${stored(statement.name)}
        from (${statement.over(items, true)}) t`);
    }
    // Dropped now, not only at commit: inside a caller's transaction this is a savepoint, and a second look
    // in that transaction would find the table still there.
    if (fewBlocks && allIds.length > 0) await tx.execute(sql`drop table stale_block_items`);
  });
}
