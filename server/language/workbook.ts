import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { plainText } from '../../src/core/text';
import {
  isTranslatedLanguage,
  type TranslatableText,
  type TranslatedLanguage,
  type Translations,
} from '../../src/core/translation/texts';
import { type Language, translate } from '../../src/i18n';
import { writeXlsx } from '../results/exports/xlsx';

/**
 * Translations as a spreadsheet, for translators (issue 11): one row per text — its key (kept by the import
 * to find the text again, whatever the order of rows), where it is, what it is, the designer's words — and one
 * column per declared language, headed "English (en)". Written with the exports' own XLSX writer.
 */
export const KEY_HEADER = 'key';

/** The header of a language's column: its name and, in brackets, its code (what the import reads). */
function languageHeader(language: TranslatedLanguage, lang: Language): string {
  return `${translate(lang, `designer.lang.${language}`)} (${language})`;
}

export function workbookRows(
  texts: readonly TranslatableText[],
  languages: readonly TranslatedLanguage[],
  translations: ReadonlyMap<string, Translations>,
  lang: Language,
): string[][] {
  const header = [
    KEY_HEADER,
    translate(lang, 'language.sheet.position'),
    translate(lang, 'language.sheet.field'),
    translate(lang, 'language.sheet.origin'),
    ...languages.map((language) => languageHeader(language, lang)),
  ];
  const rows = texts.map((text) => [
    text.key,
    text.quNum ?? '',
    translate(lang, `language.field.${text.field}`),
    plainText(text.origin) || text.origin,
    ...languages.map((language) => translations.get(language)?.[text.key] ?? ''),
  ]);
  return [header, ...rows];
}

/** The workbook's bytes (the writer writes files: a temporary one, removed at once). */
export async function workbookBytes(rows: string[][], sheetName: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'wenda-translations-'));
  try {
    const path = join(dir, 'translations.xlsx');
    await writeXlsx(path, [{ name: sheetName, rows }]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type ReadWorkbook =
  | { ok: true; translations: Map<TranslatedLanguage, Translations> }
  | { ok: false; reason: 'unreadable' | 'noKeyColumn' | 'noLanguageColumn' };

/**
 * The translations a workbook holds, by language: the first sheet, its first row naming the key column and
 * the language columns (by the code in brackets, or the bare code). An empty cell is an empty translation
 * (the origin text is shown). Rows without a key are skipped; unknown keys are left to the caller.
 */
export async function readWorkbook(bytes: Buffer): Promise<ReadWorkbook> {
  let sheets: { data: unknown[][] }[];
  try {
    sheets = (await readXlsxFile(bytes)) as { data: unknown[][] }[];
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const [header = [], ...rows] = sheets[0]?.data ?? [];
  const names = header.map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
  const keyColumn = names.indexOf(KEY_HEADER);
  if (keyColumn === -1) return { ok: false, reason: 'noKeyColumn' };
  const columns = new Map<TranslatedLanguage, number>();
  names.forEach((name, at) => {
    const code = /\(([a-z]{2})\)$/.exec(name)?.[1] ?? name;
    if (isTranslatedLanguage(code) && !columns.has(code)) columns.set(code, at);
  });
  if (columns.size === 0) return { ok: false, reason: 'noLanguageColumn' };
  const translations = new Map<TranslatedLanguage, Translations>();
  for (const [language, column] of columns) {
    const texts: Translations = {};
    for (const row of rows) {
      const key = row[keyColumn];
      if (typeof key !== 'string' || !key.trim()) continue;
      const value = row[column];
      texts[key.trim()] = value === null || value === undefined ? '' : String(value);
    }
    translations.set(language, texts);
  }
  return { ok: true, translations };
}
