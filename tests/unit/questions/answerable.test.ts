import { describe, expect, it } from 'vitest';
import { familyDesignerKeys } from '../../../src/designer/familyDesigners';
import { ANSWERABLE_CATALOG_KEYS } from '../../../src/questions/answerable';
import { entryFor } from '../../../src/questions/catalogue';
import { answerViewKeys } from '../../../src/runner/familyViews';

describe('families built end to end', () => {
  it('are exactly those with both a designer view and an answer view', () => {
    const answerable = new Set(answerViewKeys());
    const both = familyDesignerKeys().filter((key) => answerable.has(key));
    expect([...ANSWERABLE_CATALOG_KEYS].sort()).toEqual(both.sort());
  });

  it('are all catalogue entries', () => {
    for (const key of ANSWERABLE_CATALOG_KEYS) expect(entryFor(key), key).toBeDefined();
  });
});
