import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FolderFamily, renderRegistries } from '../../../scripts/families';

/** A questions folder holding only the given files (the script checks that a named results.ts exists). */
function questionsDir(files: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'wenda-families-'));
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

describe('npm run families: the results parts table', () => {
  it('lists the keys taking a results part, in catalogue order, each folder imported once', () => {
    const families: FolderFamily[] = [
      { folder: 'tree', family: { keys: { tree: { order: 20, results: true } } } },
      { folder: 'place', family: { keys: { place: { order: 10, results: 'tree' } } } },
      { folder: 'plain', family: { keys: { plain: { order: 30 } } } },
    ];
    const text = renderRegistries(families, questionsDir(['tree/results.ts']))[
      'src/questions/results.generated.ts'
    ];
    expect(text).toContain("import { results as tree } from './tree/results';");
    expect(text.match(/from '\.\/tree\/results'/g)).toHaveLength(1);
    expect(text).toContain('  place: tree,\n  tree,\n};');
    expect(text).not.toContain('plain');
  });

  it('refuses a key naming a results.ts that is not there', () => {
    const families: FolderFamily[] = [
      { folder: 'place', family: { keys: { place: { order: 10, results: 'tree' } } } },
    ];
    expect(() => renderRegistries(families, questionsDir([]))).toThrow(
      'place/family.ts: place names tree/results.ts, which does not exist',
    );
  });
});
