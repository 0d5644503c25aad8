// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  FAMILY_DESIGN_FOLDERS,
  familyDesignerFor,
  familyDesignerKeys,
  hasFamilyDesigner,
} from '../../../src/designer/familyDesigners';
import { CATALOGUE, entryFor } from '../../../src/questions/catalogue';

/**
 * Families of other issues: the designer must not offer what no respondent can answer (none left: every family
 * has its view). The city question and the cascade are designed (each its own folder and view), and the media
 * questions and music.
 */
const NOT_IN_THIS_ISSUE = new Set<string>([]);

describe('family designer registry', () => {
  it('registers only keys of the catalogue, each in an existing family folder', () => {
    for (const key of Object.keys(FAMILY_DESIGN_FOLDERS)) {
      expect(entryFor(key), key).toBeDefined();
      expect(hasFamilyDesigner(key), key).toBe(true);
    }
  });

  it('registers every catalogue entry of this issue, and none of the others', () => {
    for (const entry of CATALOGUE) {
      expect(hasFamilyDesigner(entry.catalogKey), entry.catalogKey).toBe(
        !NOT_IN_THIS_ISSUE.has(entry.catalogKey),
      );
    }
    expect(familyDesignerKeys().length).toBe(CATALOGUE.length - NOT_IN_THIS_ISSUE.size);
  });

  it('has no loader for unknown keys', () => {
    expect(familyDesignerFor('nope')).toBeUndefined();
    expect(hasFamilyDesigner('toString')).toBe(false);
  });

  it('loads an Editor and a Preview for every registered key', async () => {
    for (const key of familyDesignerKeys()) {
      const designer = await familyDesignerFor(key)?.();
      expect(typeof designer?.Editor, key).toBe('function');
      expect(typeof designer?.Preview, key).toBe('function');
    }
  }, 60_000);
});
