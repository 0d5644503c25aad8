import { describe, expect, it } from 'vitest';
import { type RespondentTable, respondentMessages } from '../../../src/i18n/respondent/tables';

/**
 * The respondent's whole tables in further languages (src/i18n/respondent/ja.ts, ko.ts). The type makes each
 * table name every key; what it cannot see is a text left empty or as its key, or a `{placeholder}` lost or
 * renamed in translation (then `translate` would show the braces or drop a number). Found by glob so that a
 * language's table is checked as soon as its file exists.
 */
const tableFiles = import.meta.glob<Record<string, RespondentTable>>(
  '../../../src/i18n/respondent/{ja,ko}.ts',
  {
    eager: true,
  },
);
const tables = Object.entries(tableFiles).map(([path, exports]) => {
  const lang = /\/(\w+)\.ts$/.exec(path)?.[1] ?? path;
  const table = exports[`${lang}Messages`];
  if (!table) throw new Error(`${path} does not export ${lang}Messages`);
  return { lang, table };
});

function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

describe('the respondent tables in further languages', () => {
  it('include the Korean table', () => {
    expect(tables.map((entry) => entry.lang)).toContain('ko');
  });

  it('include the Japanese table', () => {
    expect(tables.map((entry) => entry.lang)).toContain('ja');
  });

  describe.each(tables)('$lang', ({ table }) => {
    it('names the keys in the order of the merged table', () => {
      expect(Object.keys(table)).toEqual(Object.keys(respondentMessages));
    });

    it.each(Object.entries(respondentMessages))(
      '%s has a text of its own with the placeholders of en',
      (key, pair) => {
        const text = table[key as keyof RespondentTable];
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(key);
        expect(placeholdersOf(text)).toEqual(placeholdersOf(pair.en));
      },
    );
  });
});
