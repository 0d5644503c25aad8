import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFamilies, renderRegistries } from '../../../scripts/families';
import {
  importedPaths,
  keysByFolder,
  namers,
  namingPatterns,
  readSources,
  tableKeys,
} from '../../../scripts/familyNamers';
import { CATALOGUE } from '../../../src/questions/catalogue';
import { FAMILY_FOLDER_OF } from '../../../src/questions/registry.generated';

/*
 * Issue 12, "a family is one slice": a new family touches its own folder plus at most the answer-kind union and
 * the message tables. No file outside a family's folder may name it but the few allow-listed below; what
 * "names it" means, and the files scanned, are scripts/familyNamers.ts's (`npm run families:report` prints
 * them per family).
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');

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
  // The demo's generated responses carry real files for the media questions (sizes and kinds from the family).
  media: ['server/seed/sample-media.ts'],
  // Its generated answers are recordings too, with their item, onset and latency (the window from the family).
  timedResponse: ['server/seed/sample-media.ts'],
  // The interview's location (issue 14) is taken with the GPS family's watch, not a copy of it.
  gps: ['src/runner/audit/interviewLocation.ts'],
  implicitAssociation: ['server/seed/sample-answers.ts'],
  // The report's summary of marks borrows the family's words for its default marks. The report's family
  // views live in src/designer/results until they have a registry of their own, as answer views do.
  markupImage: ['src/designer/results/summaries/MarkupSummary.tsx'],
};

const files = readSources();
/** Each family's namers, found once: the scan is the slow part and both tests below read it. */
const found = new Map<string, ReturnType<typeof namers>>();
function namersOf(folder: string) {
  let result = found.get(folder);
  if (!result) {
    result = namers(folder, files);
    found.set(folder, result);
  }
  return result;
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
    const { outside } = namersOf(folder);
    const allowed = ALLOWED[folder] ?? [];
    expect(outside.filter((path) => !allowed.includes(path))).toEqual([]);
  });

  it('allow-lists only files that still name their family', () => {
    for (const [folder, allowed] of Object.entries(ALLOWED)) {
      const { outside } = namersOf(folder);
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
