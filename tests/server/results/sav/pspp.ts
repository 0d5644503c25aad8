import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * GNU PSPP reads the files back: an independent reader is the only real check of a hand-written format. CI
 * installs it (.ci/run); without it these tests fail, they never pass silently.
 */
export function requirePspp(): void {
  for (const program of ['pspp-convert', 'pspp']) {
    const probe = spawnSync(program, ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) {
      throw new Error(
        `${program} 未安装，无法校验 .sav 文件 / ${program} is missing: install the Debian package "pspp" (apt-get install pspp)`,
      );
    }
  }
}

function run(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${output}`);
  // PSPP reports anything odd in a system file as a warning and still reads it: that is a failure here.
  if (/warning|error/i.test(output)) throw new Error(`${program} complained: ${output}`);
  return output;
}

/** The cases as PSPP reads them, header row first; with `labels`, labelled values are shown as their labels. */
export function readCases(savPath: string, labels = false): string[][] {
  const csvPath = `${savPath}${labels ? '.labels' : ''}.csv`;
  run('pspp-convert', [...(labels ? ['--labels'] : []), savPath, csvPath]);
  return parse(readFileSync(csvPath, 'utf8'), { relax_column_count: false }) as string[][];
}

export type PsppTables = Map<string, string[][]>;

/** Runs PSPP syntax on the file and returns its output tables by title (the first of each title). */
export function describe(savPath: string): PsppTables {
  const syntaxPath = `${savPath}.sps`;
  const outPath = `${savPath}.out.csv`;
  const quoted = savPath.replaceAll("'", "''");
  writeFileSync(
    syntaxPath,
    `GET FILE='${quoted}'.\nDISPLAY DICTIONARY.\nMRSETS /DISPLAY NAME=ALL.\nSYSFILE INFO FILE='${quoted}'.\n`,
  );
  run('pspp', ['-O', 'format=csv', '-o', outPath, syntaxPath]);
  const text = readFileSync(outPath, 'utf8');
  // With -o, PSPP puts its complaints about the file in the output, as "warning: …" lines.
  const complaint = /^(warning|error): .*$/m.exec(text);
  if (complaint) throw new Error(`PSPP complained about ${savPath}: ${complaint[0]}`);
  const tables: PsppTables = new Map();
  for (const block of text.split(/\n\n+(?=Table: )/)) {
    const match = /^Table: (.+)\n([\s\S]*)$/.exec(block.trim());
    if (!match || tables.has(match[1]!)) continue;
    tables.set(match[1]!, parse(match[2]!, { relax_column_count: true }) as string[][]);
  }
  return tables;
}

/** A table's rows as objects keyed by its header row. */
export function rowsOf(tables: PsppTables, title: string): Array<Record<string, string>> {
  const table = tables.get(title);
  if (!table)
    throw new Error(`PSPP printed no "${title}" table; it printed: ${[...tables.keys()].join(', ')}`);
  const [header, ...rows] = table;
  return rows.map((row) => Object.fromEntries(header!.map((key, index) => [key, row[index] ?? ''])));
}
