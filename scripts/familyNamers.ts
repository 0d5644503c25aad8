/**
 * Which files outside a family's folder name the family ("a family is one slice", docs/architecture.md
 * "Question families"): the rule tests/unit/questions/familySlices.test.ts holds the tree to, and
 * `npm run families:report` (tsx scripts/familyNamers.ts), which prints, per family, the files outside its
 * folder naming it and the other families' folders building on it.
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
 * a table row from one of its keys to a family folder (`chip: 'chip'`), or one of its catalogue keys as a string
 * where it is meant as a catalogue key: compared with or given as a catalogKey, or passed to a function taking
 * one. A key that is also the name of something else (an answer kind: chip, sort, number, time, cascade, gps,
 * named by summaries, exports and logic generic over kinds; a dictionary of the server; a text format) or an
 * everyday word counts only in those contexts; any other key counts wherever it appears as a string.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DICTIONARY_KEYS } from '../src/core/api/design';
import { answerValueSchema } from '../src/core/model';
import { FAMILY_FOLDER_OF } from '../src/questions/registry.generated';

const ROOT = join(import.meta.dirname, '..');
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a file naming one of these keys as a catalogue key contains (see the rule above). */
export function namingPatterns(keys: readonly string[]): RegExp[] {
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

/** Every family folder and its catalogue keys, in catalogue order. */
export const keysByFolder = new Map<string, string[]>();
for (const [key, folder] of Object.entries(FAMILY_FOLDER_OF))
  keysByFolder.set(folder, [...(keysByFolder.get(folder) ?? []), key]);

const ALL_FOLDERS = new Set(keysByFolder.keys());

/**
 * The keys of a hand-kept table from catalogue key to family folder (`chip: 'chip', slider: 'rating'`, what the
 * generated registries replaced): at least three such rows, one of them to another folder than its key's name
 * (so that a table of answer kinds, `chip: 'chip'`, is not one).
 */
export function tableKeys(text: string): string[] {
  const rows = [...text.matchAll(/(?:^|[\s{,])(\w+)\s*:\s*['"](\w+)['"]/gm)].flatMap(([, key, folder]) =>
    key && folder && Object.hasOwn(FAMILY_FOLDER_OF, key) && ALL_FOLDERS.has(folder) ? [{ key, folder }] : [],
  );
  return rows.length >= 3 && rows.some((row) => row.key !== row.folder) ? rows.map((row) => row.key) : [];
}

/** Static and dynamic import specifiers of a source file. */
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The repository paths (relative, no extension needed) that a file's relative imports point at. */
export function importedPaths(fileFull: string, text: string): string[] {
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

/** A scanned source file: its repository path, its text and what its relative imports point at. */
export interface SourceFile {
  path: string;
  text: string;
  imports: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** Every scanned source file of the repository, read once. */
export function readSources(): SourceFile[] {
  return SCANNED.flatMap((dir) => filesUnder(join(ROOT, dir))).map((full) => {
    const text = readFileSync(full, 'utf8');
    return { path: relative(ROOT, full).split('\\').join('/'), text, imports: importedPaths(full, text) };
  });
}

/** For one family folder: the files outside it naming it, split into counted and other families' reuse. */
export function namers(folder: string, files: readonly SourceFile[]) {
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

/** The report: one block per family, the counted files first, then the other families' folders. */
function main() {
  const files = readSources();
  let total = 0;
  for (const folder of keysByFolder.keys()) {
    const { outside, otherFamilies } = namers(folder, files);
    total += outside.length;
    console.log(`${folder}: ${outside.length} outside, ${otherFamilies.length} in other families`);
    for (const path of outside) console.log(`  ${path}`);
    for (const path of otherFamilies) console.log(`  (other family) ${path}`);
  }
  console.log(`${keysByFolder.size} families, ${total} files outside their folders naming them`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
