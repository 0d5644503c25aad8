import { createRequire } from 'node:module';
import pg from 'pg';

/** node-postgres' own conversion of a parameter to its text form (dates, JSON, arrays as it sends them). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null | undefined;
};

/** One statement as the server sent it to PostgreSQL. */
export type SentStatement = { text: string; values: readonly unknown[] };

type QueryArgs = [unknown, ...unknown[]];

/**
 * Records every statement node-postgres sends from this process while `work` runs (the pool's queries and
 * a transaction's BEGIN / COMMIT alike): each is one round trip to the database.
 */
export async function captureStatements(work: () => Promise<void>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: QueryArgs) {
    const [config, values] = args;
    if (typeof config === 'string') sent.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config === 'object' && 'text' in config) {
      const { text, values: configValues } = config as { text: string; values?: unknown[] };
      sent.push({ text, values: configValues ?? (Array.isArray(values) ? values : []) });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return sent;
}

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  const text = Buffer.isBuffer(prepared) ? prepared.toString() : String(prepared);
  // pgbench reads `:word` anywhere as one of its variables, also inside a literal (JSON's `"descId":null`):
  // a space after such a colon keeps the JSON's meaning and leaves pgbench nothing to substitute.
  return `'${text.replaceAll("'", "''").replace(/:(?=[A-Za-z_])/g, ': ')}'`;
}

/** Which response each replayed transaction saves: pgbench lines run first, and the id's SQL expression. */
export type ReplayedResponse = { lines: string[]; id: string };

/** A new response per transaction (`'<prefix>' || :r`, :r counting per client), as new-response saves. */
export function newResponseEach(prefix: string): ReplayedResponse {
  return {
    lines: ['\\set n :n + 1', '\\set r :client_id * 100000000 + :n'],
    id: `('${prefix}' || (:r)::text)`,
  };
}

/** One of `count` stored responses (`'<prefix>' || 1 … count`, made by `copiesOfResponse`), at random. */
export function storedResponseAtRandom(prefix: string, count: number): ReplayedResponse {
  return { lines: [`\\set k random(1, ${count})`], id: `('${prefix}' || (:k)::text)` };
}

/**
 * A pgbench script of the same statements: parameters written in as literals, and the save's response id
 * replaced by the replay's (`replayed`), so that every replay saves a response as the measured saves do. An
 * update's sequence (`sequence`, a value no other parameter has) becomes the milliseconds since `sequence.
 * since`: every replay's is above the stored one, as every measured update's is. A statement that holds the
 * id anywhere but as a parameter of its own cannot be replayed this way and is refused.
 */
export function pgbenchScript(
  statements: readonly SentStatement[],
  responseId: string,
  replayed: ReplayedResponse,
  sequence?: { value: number; since: number },
): string {
  const lines = [...replayed.lines];
  const growing = sequence
    ? `(extract(epoch from clock_timestamp()) * 1000 - ${sequence.since})::integer`
    : undefined;
  for (const { text, values } of statements) {
    if (text.includes(responseId)) throw new Error(`the response id is written into: ${text}`);
    const inlined = text.replace(/\$(\d+)/g, (_, index: string) => {
      const value = values[Number(index) - 1];
      if (value === responseId) return replayed.id;
      if (growing && value === sequence?.value) return growing;
      const written = literal(value);
      if (written.includes(responseId)) throw new Error(`the response id is inside parameter $${index}`);
      return written;
    });
    // pgbench reads one statement per line unless it ends in a semicolon; `:` starts its variables.
    lines.push(`${inlined.replace(/\s+/g, ' ')};`);
  }
  return `${lines.join('\n')}\n`;
}

/** SQL that stores `count` copies of a response, rows and all, as `'<prefix>' || 1 … count`, sequence 1. */
export function copiesOfResponse(responseId: string, prefix: string, count: number): string[] {
  const id = responseId.replaceAll("'", "''");
  return [
    `insert into responses (id, survey_id, release_version, seed, status, sample_status, user_page, paradata,
      last_ack_sequence, started_at, updated_at, completed_at)
     select '${prefix}' || g, survey_id, release_version, seed, status, sample_status, user_page, paradata, 1,
      started_at, updated_at, completed_at
     from responses, generate_series(1, ${count}) g where id = '${id}'`,
    `insert into response_items (response_id, survey_id, question_id, desc_id, value, qu_item_id, answer,
      answser_score, ordery_num, other_answer, open_answer, qu_row_id, qu_col_id, extends_data, updated_at)
     select '${prefix}' || g, survey_id, question_id, desc_id, value, qu_item_id, answer, answser_score,
      ordery_num, other_answer, open_answer, qu_row_id, qu_col_id, extends_data, updated_at
     from response_items, generate_series(1, ${count}) g where response_id = '${id}'`,
  ];
}

/** The reference: one single-row INSERT per transaction into a table of the bench's own. */
export const ONE_ROW_TABLE =
  'create table if not exists load_one_row (id text primary key, at timestamptz not null)';
export function oneRowScript(prefix: string): string {
  return [
    '\\set n :n + 1',
    '\\set r :client_id * 100000000 + :n',
    `insert into load_one_row (id, at) values ('${prefix}' || (:r)::text, now());`,
    '',
  ].join('\n');
}
