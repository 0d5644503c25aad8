import { describe, expect, it } from 'vitest';
import {
  defineFormat,
  FormatTooNewError,
  FormatUnreadableError,
  formatOf,
  upgradeDocument,
} from '../../../../src/core/model/formats/migrate';

/** A made-up format at 3, to try the machinery on more than today's single format. */
const notes = defineFormat('note', [
  {
    from: 1,
    change: 'title became heading',
    up: ({ title, ...rest }) => ({ ...rest, heading: title }),
  },
  {
    from: 2,
    change: 'tags added, none before',
    up: (document) => ({ ...document, tags: [] }),
  },
]);

describe('numbered formats and their migrations', () => {
  it('takes the current format from the list: one more than its migrations', () => {
    expect(notes.current).toBe(3);
    expect(defineFormat('empty', []).current).toBe(1);
  });

  it('refuses a list out of order when it is defined', () => {
    const skip = { from: 2, change: 'x', up: (document: Record<string, unknown>) => document };
    expect(() => defineFormat('broken', [skip])).toThrow(/migration 0 goes from 2, expected 1/);
  });

  it('reads a document without a format as format 1 and runs every migration in order', () => {
    const old = { title: 'Hello' };
    expect(formatOf(notes, old)).toBe(1);
    expect(upgradeDocument(notes, old)).toEqual({ heading: 'Hello', tags: [], format: 3 });
    expect(old).toEqual({ title: 'Hello' });
  });

  it('runs only the migrations above the document’s own format', () => {
    expect(upgradeDocument(notes, { format: 2, heading: 'Hi', tags: undefined })).toEqual({
      heading: 'Hi',
      tags: [],
      format: 3,
    });
  });

  it('returns a current document as it is', () => {
    const current = { format: 3, heading: 'Now', tags: ['a'] };
    expect(upgradeDocument(notes, current)).toBe(current);
  });

  it('refuses a document of a newer format, naming both formats', () => {
    const error = (() => {
      try {
        upgradeDocument(notes, { format: 4, heading: 'Later' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(FormatTooNewError);
    expect(error).toMatchObject({ name: 'FormatTooNewError', found: 4, known: 3 });
    expect((error as Error).message).toMatch(/note is in format 4, newer than format 3/);
  });

  it('refuses what is no document or has no format number', () => {
    expect(() => upgradeDocument(notes, null)).toThrow(FormatUnreadableError);
    expect(() => upgradeDocument(notes, [])).toThrow(FormatUnreadableError);
    expect(() => upgradeDocument(notes, { format: '2' })).toThrow(/"2" is not a format number/);
    expect(() => upgradeDocument(notes, { format: 0 })).toThrow(FormatUnreadableError);
    expect(() => upgradeDocument(notes, { format: 1.5 })).toThrow(FormatUnreadableError);
  });
});
