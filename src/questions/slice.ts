/**
 * What a family folder says of itself in its `family.ts` (docs/architecture.md "Question families"): the
 * catalogue keys it defines, where each one stands in the catalogue, and which folder answers and designs it.
 * `npm run families` (scripts/families.ts) reads every folder's `family.ts` and writes the registries every
 * list of families derives from, so adding a folder needs no edit outside it. A `family.ts` imports nothing but
 * types: the runner's entry and the build's boot script read what is derived from it, and must stay tiny.
 */
export interface FamilyKey {
  /**
   * Position in the catalogue, which is the designer's palette order and the default order: ascending,
   * unique across families (spaced by ten so that a new key fits between two).
   */
  order: number;
  /**
   * The folder whose `Answer.tsx` answers this key in the runner: `true` for this folder, another family's
   * folder when this key reuses its view (profile choices answer with radio's). Absent: not answerable yet.
   */
  answer?: true | string;
  /** The folder whose `Design.tsx` edits this key in the designer, as `answer`. Absent: no designer view yet. */
  design?: true | string;
  /**
   * The folder whose `results.ts` lays out this key's export columns and adds to its report summary
   * (src/questions/familyResults.ts; server side only), as `answer`: the city takes the cascade's. Absent: its
   * summary kind's generic summary and columns are all.
   */
  results?: true | string;
}

/** What a family folder's `family.ts` exports as `family` (`export const family = {…} satisfies FamilySlice`). */
export interface FamilySlice {
  keys: Readonly<Record<string, FamilyKey>>;
}
