import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../src/questions/catalogue';
import { resultsOfQuestion } from '../../../src/questions/familyResults';
import { FAMILY_RESULTS } from '../../../src/questions/results.generated';

/*
 * A family's results part (src/questions/<family>/results.ts, see src/questions/familyResults.ts) is server
 * code: SQL over the item rows and export columns. None of it may reach the browser: this walks every module
 * the client can load — the page's entry, the views it picks by import.meta.glob, the logic worker and the
 * service worker — along their relative imports, and fails on any results module among them.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CLIENT_ENTRIES = ['src/main.tsx', 'sw/sw.ts', 'workers/logic.ts'];
/** What the runner and the designer must never load. */
const RESULTS_ONLY = [
  /^src\/questions\/[^/]+\/results\.ts$/,
  /^src\/questions\/results\.generated\.ts$/,
  /^src\/questions\/familyResults\.ts$/,
  /^src\/questions\/shared\/(columns|exportColumns)\.ts$/,
];

const SPECIFIERS = [
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g,
  /new URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/g,
];
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"](\.[^'"]+)['"]/g;

/** A relative specifier as a repository file: the exact path, or with a source extension or /index. */
function resolveFile(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(join(ROOT, fromFile)), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found && relative(ROOT, found).split('\\').join('/');
}

/** The files a glob of one `*` per path segment matches ('../questions/*\/Answer.tsx'). */
function globFiles(fromFile: string, pattern: string): string[] {
  let paths = [dirname(join(ROOT, fromFile))];
  for (const segment of pattern.split('/')) {
    if (segment === '*') {
      paths = paths.flatMap((dir) =>
        existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [],
      );
    } else paths = paths.map((dir) => resolve(dir, segment));
  }
  return paths.filter((path) => existsSync(path)).map((path) => relative(ROOT, path).split('\\').join('/'));
}

/** Every repository module reachable from the entries along relative imports. */
function reachable(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !/\.(ts|tsx|mjs|js)$/.test(file)) continue;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const pattern of SPECIFIERS)
      for (const [, specifier] of text.matchAll(pattern)) {
        const target = specifier && resolveFile(file, specifier);
        if (target) queue.push(target);
      }
    for (const [, pattern] of text.matchAll(GLOB)) if (pattern) queue.push(...globFiles(file, pattern));
  }
  return seen;
}

describe("families' results parts", () => {
  const client = reachable(CLIENT_ENTRIES);

  it('walks the whole client (the walk reaches the runner and designer views it must judge)', () => {
    expect(client).toContain('src/questions/gps/Answer.tsx');
    expect(client).toContain('src/questions/media/Design.tsx');
    expect(client).toContain('src/questions/entries.generated.ts');
  });

  it('are never loaded by the runner, the designer or the workers', () => {
    expect([...client].filter((file) => RESULTS_ONLY.some((rule) => rule.test(file)))).toEqual([]);
  });

  it('are reached from the server, and a family that takes none gets none', () => {
    expect(reachable(['server/main.ts'])).toContain('src/questions/gps/results.ts');
    const taking = CATALOGUE.filter((entry) => FAMILY_RESULTS[entry.catalogKey]).map(
      (entry) => entry.catalogKey,
    );
    expect(taking).toEqual([
      'audio',
      'image',
      'video',
      'conceptEvaluation',
      'markupImage',
      'implicitAssociation',
      'timedResponse',
      'gps',
      'cascade',
      'city',
    ]);
    expect(FAMILY_RESULTS.city).toBe(FAMILY_RESULTS.cascade);
    expect(resultsOfQuestion({ catalogKey: 'radio', elementType: 'RadioBox' })).toBeUndefined();
  });
});
