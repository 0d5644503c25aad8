import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * China's provinces, prefectures and counties with the statistics bureau's six-digit codes, Hong Kong, Macao
 * and Taiwan included (divisions-data/README.md says where they come from). Read from
 * divisions-data/china-divisions.json on first use and kept: most requests never need them, and those that
 * do need them fast.
 */
export type Division = {
  code: string;
  name: string;
  /** null for a province. */
  parentCode: string | null;
  /** 1 province, 2 prefecture (or region), 3 county (or district). */
  level: 1 | 2 | 3;
};

export type Divisions = {
  /** Every division in code order: a province, then its prefectures each followed by its counties. */
  all: readonly Division[];
  byCode: ReadonlyMap<string, Division>;
  /** The divisions directly under a code, in code order; the provinces under ''. */
  childrenOf: ReadonlyMap<string, readonly Division[]>;
};

export const DIVISIONS_FILE = fileURLToPath(
  new URL('./divisions-data/china-divisions.json', import.meta.url),
);

type DivisionsFile = { source: string; divisions: [code: string, name: string, parentCode: string][] };

let loaded: Divisions | undefined;

export function chinaDivisions(): Divisions {
  loaded ??= indexDivisions((JSON.parse(readFileSync(DIVISIONS_FILE, 'utf8')) as DivisionsFile).divisions);
  return loaded;
}

/** The lookups of a list of [code, name, parent code] rows (parents before children, as in the file). */
export function indexDivisions(rows: DivisionsFile['divisions']): Divisions {
  const byCode = new Map<string, Division>();
  const childrenOf = new Map<string, Division[]>();
  const all: Division[] = [];
  for (const [code, name, parent] of rows) {
    const parentDivision = parent ? byCode.get(parent) : undefined;
    if (parent && !parentDivision)
      throw new Error(`division ${code}: parent ${parent} comes later or is missing`);
    const level = parentDivision ? ((parentDivision.level + 1) as Division['level']) : 1;
    const division: Division = { code, name, parentCode: parent || null, level };
    byCode.set(code, division);
    all.push(division);
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(division);
    else childrenOf.set(parent, [division]);
  }
  return { all, byCode, childrenOf };
}
