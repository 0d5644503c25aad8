import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFamilies, renderRegistries } from '../../../scripts/families';
import { DICTIONARY_KEYS } from '../../../src/core/api/design';
import { answerValueSchema } from '../../../src/core/model';
import { CATALOGUE } from '../../../src/questions/catalogue';
import { FAMILY_FOLDER_OF } from '../../../src/questions/registry.generated';

/*
 * Issue 12, "a family is one slice": a new family touches its own folder plus at most the answer-kind union and
 * the message tables. This counts, for every family folder, the source files outside it that name it.
 *
 * Scanned: src/, server/, sw/ (.ts, .tsx, .mjs). Not counted, being the places the goal allows or files no one
 * edits: the family's own folder; the generated registries (src/questions/*.generated.ts, written by
 * `npm run families`); the message tables (src/i18n/messages, src/i18n/respondent); the answer-kind union and the
 * model (src/core/model); tests and docs (not scanned). Other family folders are not counted either, but
 * listed: a family building on another (profile answers with radio's view, city is answered like a cascade,
 * rating group draws rating's scale) is the other family's choice, and adding a family never edits them.
 *
 * "Names it": an import that resolves into its folder (a relative path is resolved from the importing file, so
 * `server/media/` or `./media/plugin` of another folder named like a family is not the family),
 * a table row from one of its keys to a family folder (`chip: 'chip'`), or one of its catalogue keys as a string where it is meant as a catalogue key: compared with or given as a
 * catalogKey, or passed to a function taking one. A key that is also the name of something else (an answer kind:
 * chip, sort, number, time, cascade, gps, named by summaries, exports and logic generic over kinds; a dictionary
 * of the server; a text format) or an everyday word counts only in those contexts; any other key counts wherever
 * it appears as a string.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SCANNED = ['src', 'server', 'sw'];
const NOT_COUNTED = [
  /^src\/questions\/[^/]+\.generated\.ts$/,
  /^src\/i18n\/messages\//,
  /^src\/i18n\/respondent\//,
  /^src\/core\/model\//,
];
/** Names of other things that some keys share: answer kinds, the server's dictionaries, a text format. */
const OTHER_NAMES = new Set<string>([
  ...answerValueSchema.options.map((option) => option.shape.kind.value),
  ...DICTIONARY_KEYS,
  'idCard',
]);
/** Keys that are also ordinary words in code (HTML input types, field names, media types). */
const EVERYDAY_WORDS = new Set([
  'radio',
  'checkbox',
  'select',
  'number',
  'time',
  'info',
  'name',
  'email',
  'phone',
  'age',
  'image',
  'audio',
  'video',
  'music',
  'city',
  'gender',
  'industry',
  'education',
  'occupation',
  'birthday',
  'rating',
  'slider',
]);
/** Functions whose first argument is a catalogue key. */
const KEY_TAKERS = [
  'entryFor',
  'newQuestion',
  'hasAnswerView',
  'answerViewFor',
  'familyDesignerFor',
  'hasFamilyDesigner',
];

/**
 * The unavoidable ones, each with why (adding a family edits none of them):
 * - A page break is the survey's page structure as much as a family: the runner pages at it (familyViews), the
 *   boot script finds the first page by it before any code of the app has loaded (sw/runnerBoot.ts), and the
 *   demo survey inserts page breaks between its questions.
 * - A checkpoint acts when its page is left (quota and logic checks): the runner and the preview's page list
 *   ask its folder's check.ts whether a question is one.
 * - The seed survey (server/seed) is sample content: a fixed list of concrete questions, with answers drawn by
 *   each question's rules (chip total, rating range, sort limit, a city's levels). A family it does not list is
 *   simply absent from the sample.
 */
const SEED = ['server/seed/sample-survey.ts'];
const SEED_ANSWERS = ['server/seed/sample-answers.ts', ...SEED];
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  pageBreak: ['src/runner/familyViews.ts', 'sw/runnerBoot.ts', 'server/publish/demo.ts'],
  checkpoint: ['src/runner/preview/pageSummaries.ts', 'src/runner/ui/Runner.tsx'],
  radio: SEED,
  checkbox: SEED,
  select: SEED,
  matrixRadio: SEED,
  matrixCheckbox: SEED,
  sort: SEED_ANSWERS,
  chip: SEED_ANSWERS,
  rating: SEED_ANSWERS,
  ratingGroup: SEED,
  number: SEED,
  time: SEED,
  fillBlank: SEED,
  multiFillBlank: SEED,
  multiOpen: SEED,
  profile: SEED_ANSWERS,
  city: ['server/seed/sample-answers.ts'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function namingPatterns(keys: readonly string[]): RegExp[] {
  const patterns: RegExp[] = [];
  for (const key of keys) {
    const quoted = `['"\`]${escapeRegExp(key)}['"\`]`;
    patterns.push(
      new RegExp(`catalogKey\\s*(?:===|!==|==|!=|:)\\s*${quoted}`),
      new RegExp(`${quoted}\\s*(?:===|!==|==|!=)\\s*[\\w.?]*catalogKey`),
      new RegExp(`\\b(?:${KEY_TAKERS.join('|')})\\(\\s*${quoted}`),
    );
    if (!OTHER_NAMES.has(key) && !EVERYDAY_WORDS.has(key)) patterns.push(new RegExp(quoted));
  }
  return patterns;
}

const keysByFolder = new Map<string, string[]>();
for (const [key, folder] of Object.entries(FAMILY_FOLDER_OF))
  keysByFolder.set(folder, [...(keysByFolder.get(folder) ?? []), key]);

const ALL_FOLDERS = new Set(keysByFolder.keys());

/**
 * The keys of a hand-kept table from catalogue key to family folder (`chip: 'chip', slider: 'rating'`, what the
 * generated registries replaced): at least three such rows, one of them to another folder than its key's name
 * (so that a table of answer kinds, `chip: 'chip'`, is not one).
 */
function tableKeys(text: string): string[] {
  const rows = [...text.matchAll(/(?:^|[\s{,])(\w+)\s*:\s*['"](\w+)['"]/gm)].flatMap(([, key, folder]) =>
    key && folder && Object.hasOwn(FAMILY_FOLDER_OF, key) && ALL_FOLDERS.has(folder) ? [{ key, folder }] : [],
  );
  return rows.length >= 3 && rows.some((row) => row.key !== row.folder) ? rows.map((row) => row.key) : [];
}

/** Static and dynamic import specifiers of a source file. */
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The repository paths (relative, no extension needed) that a file's relative imports point at. */
function importedPaths(fileFull: string, text: string): string[] {
  return [...text.matchAll(IMPORT_SPECIFIER)].flatMap(([, specifier]) =>
    specifier?.startsWith('.')
      ? [
          relative(ROOT, resolve(dirname(fileFull), specifier))
            .split('\\')
            .join('/'),
        ]
      : [],
  );
}

const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((full) => {
  const text = readFileSync(full, 'utf8');
  return { path: relative(ROOT, full).split('\\').join('/'), text, imports: importedPaths(full, text) };
});

/** For each family folder: the files outside it naming it, split into counted and other families' reuse. */
function namers(folder: string) {
  const keys = keysByFolder.get(folder) ?? [];
  const patterns = namingPatterns(keys);
  const folderPath = `src/questions/${folder}`;
  const naming = files.filter(
    ({ path, text, imports }) =>
      !path.startsWith(`${folderPath}/`) &&
      !NOT_COUNTED.some((rule) => rule.test(path)) &&
      (imports.some((target) => target === folderPath || target.startsWith(`${folderPath}/`)) ||
        patterns.some((pattern) => pattern.test(text)) ||
        tableKeys(text).some((key) => keys.includes(key))),
  );
  const isFamilyFolder = (path: string) =>
    keysByFolder.has(path.split('/')[2] ?? '') && path.startsWith('src/questions/');
  return {
    outside: naming.filter(({ path }) => !isFamilyFolder(path)).map(({ path }) => path),
    otherFamilies: naming.filter(({ path }) => isFamilyFolder(path)).map(({ path }) => path),
  };
}

describe('a family is one slice', () => {
  it('finds every family folder (the matching rule is tested on a known name)', () => {
    expect(keysByFolder.get('chip')).toEqual(['chip']);
    expect(keysByFolder.get('rating')).toEqual(['rating', 'slider']);
    const patterns = namingPatterns(['chip']);
    const names = (text: string) => patterns.some((pattern) => pattern.test(text));
    // Imports are resolved from the importing file: into the folder counts, a namesake elsewhere does not.
    const importsFrom = (file: string, text: string) => importedPaths(join(ROOT, file), text);
    expect(importsFrom('src/runner/x.ts', "import { chipTotal } from '../questions/chip/core';")).toEqual([
      'src/questions/chip/core',
    ]);
    expect(importsFrom('src/questions/entries.ts', "const v = import('./chip/Answer.tsx');")).toEqual([
      'src/questions/chip/Answer.tsx',
    ]);
    expect(importsFrom('server/app.ts', "import { mediaPlugin } from './media/plugin';")).toEqual([
      'server/media/plugin',
    ]);
    expect(names("if (question.catalogKey === 'chip') return;")).toBe(true);
    expect(names("newQuestion('chip', init)")).toBe(true);
    // The answer kind is not the family: summaries and exports switch over kinds.
    expect(names("case 'chip':")).toBe(false);
    expect(tableKeys("{ chip: 'chip', slider: 'rating', name: 'fillBlank' }")).toEqual([
      'chip',
      'slider',
      'name',
    ]);
    expect(tableKeys("{ chip: 'chip', sort: 'sort', time: 'time', media: 'count' }")).toEqual([]);
    expect(namingPatterns(['multiOpen']).some((p) => p.test("const keys = ['multiOpen'];"))).toBe(true);
  });

  it.each([...keysByFolder.keys()])('no file outside src/questions/%s names it', (folder) => {
    const { outside } = namers(folder);
    const allowed = ALLOWED[folder] ?? [];
    expect(outside.filter((path) => !allowed.includes(path))).toEqual([]);
  });

  // FAMILY_SLICES_REPORT=1 prints, for each family, the files outside its folder naming it.
  it.runIf(process.env.FAMILY_SLICES_REPORT)('reports the count per family', () => {
    for (const folder of keysByFolder.keys()) {
      const { outside, otherFamilies } = namers(folder);
      console.log(
        `${folder}: ${outside.length} outside (${outside.join(', ')}); other families ${otherFamilies.length} (${otherFamilies.join(', ')})`,
      );
    }
  });

  it('allow-lists only files that still name their family', () => {
    for (const [folder, allowed] of Object.entries(ALLOWED)) {
      const { outside } = namers(folder);
      for (const path of allowed) expect(outside, `${folder}: ${path}`).toContain(path);
    }
  });
});

describe('the generated registries', () => {
  it('are what `npm run families` writes from the folders today', async () => {
    const expected = renderRegistries(await readFamilies());
    for (const [path, text] of Object.entries(expected))
      expect(readFileSync(join(ROOT, path), 'utf8'), `${path}: run npm run families`).toBe(text);
  });

  it('give CATALOGUE every entry of every folder, in family.ts order', () => {
    expect(CATALOGUE.map((entry) => entry.catalogKey)).toEqual(Object.keys(FAMILY_FOLDER_OF));
    expect(new Set(CATALOGUE.map((entry) => entry.catalogKey)).size).toBe(CATALOGUE.length);
  });
});
