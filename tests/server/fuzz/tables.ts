import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { queryRows } from '../../../server/db/raw';

/**
 * "No partial writes": a request the server refuses (4xx) must leave the database as it found it — a
 * handler that wrote a row and then failed a check half-way would leave a response without its items, a
 * media row without its file. Every table of the schema is watched, not a list per route: a route that
 * writes where nobody expected is exactly what this is for. A row trigger on each table notes the table,
 * the operation and (for an update) the columns that changed, in a table of the test's own; a write the
 * request's transaction rolled back is rolled back from the notes too, so only what stayed is seen.
 * (Checksumming every table around each request took half a second per checksum on PGlite: too slow.)
 *
 * Left out, each because a refusal writes it by design:
 * - the columns saying when a session or an interviewer was last seen: an authenticated request that is then
 *   refused still used its token.
 */
const TOUCHED_BY_ANY_REQUEST: ReadonlySet<string> = new Set(['interviewers.last_seen_at']);

const NOTES = 'fuzz_written';

/** Installs the notes table and a trigger on every table of the schema (a test database only). */
export async function watchWrites(db: Database): Promise<void> {
  await db.execute(sql.raw(`create table if not exists ${NOTES} (note text not null)`));
  await db.execute(
    sql.raw(`create or replace function ${NOTES}_note() returns trigger language plpgsql as $$
      declare changed text;
      begin
        if tg_op = 'UPDATE' then
          select string_agg(n.key, ',' order by n.key) into changed
            from jsonb_each(to_jsonb(new)) n where (to_jsonb(old) -> n.key) is distinct from n.value;
          if changed is null then return null; end if;
          insert into ${NOTES} select tg_table_name || '.' || c from unnest(string_to_array(changed, ',')) c;
        else
          insert into ${NOTES} values (tg_table_name || ' ' || tg_op);
        end if;
        return null;
      end $$`),
  );
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${NOTES}`,
  );
  for (const { name } of tables) {
    const table = `"${name.replace(/"/g, '""')}"`;
    await db.execute(sql.raw(`drop trigger if exists ${NOTES}_row on ${table}`));
    await db.execute(
      sql.raw(
        `create trigger ${NOTES}_row after insert or update or delete on ${table} for each row execute function ${NOTES}_note()`,
      ),
    );
    await db.execute(sql.raw(`drop trigger if exists ${NOTES}_truncate on ${table}`));
    await db.execute(
      sql.raw(
        `create trigger ${NOTES}_truncate after truncate on ${table} for each statement execute function ${NOTES}_note()`,
      ),
    );
  }
}

/** Forgets what was written so far (before a request). */
export async function forgetWrites(db: Database): Promise<void> {
  await db.execute(sql.raw(`delete from ${NOTES}`));
}

/** What was written since forgetWrites: "table INSERT", "table DELETE", "table.column" (updated), once each. */
export async function writesSince(db: Database): Promise<string[]> {
  const rows = await queryRows<{ note: string }>(
    db,
    sql.raw(`select distinct note from ${NOTES} order by note`),
  );
  return rows.map((row) => row.note).filter((note) => !TOUCHED_BY_ANY_REQUEST.has(note));
}
