import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PgbenchFigures = { perSecond: number; meanLatencyMs: number; failed: number };

/**
 * pgbench on `url` with a script, or several taken at random with equal weight (-n: no vacuum of its own
 * tables, -M prepared: each statement parsed once per connection, the best a client can do), `clients`
 * connections for `seconds`.
 */
export async function pgbench(
  url: string,
  script: string | readonly string[],
  workDir: string,
  name: string,
  clients: number,
  seconds: number,
): Promise<PgbenchFigures> {
  const scripts = typeof script === 'string' ? [script] : script;
  const files = scripts.flatMap((text, index) => {
    const file = join(workDir, `${name}-${index}.sql`);
    writeFileSync(file, text);
    return ['-f', `${file}@1`];
  });
  const { stdout } = await run(
    process.env.PGBENCH ?? 'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-D',
      'n=0',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      ...files,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
  return {
    perSecond: Number(tps[1]),
    meanLatencyMs: Number(latency?.[1] ?? Number.NaN),
    failed: Number(failed?.[1] ?? 0),
  };
}
