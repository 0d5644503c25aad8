import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { Cell } from '../../../src/questions/shared/exportColumns';

/** Excel's limits: rows per sheet, and characters per cell (longer texts are cut). */
export const XLSX_MAX_ROWS = 1_048_576;
const MAX_CELL_CHARS = 32_767;

export type Sheet = { name: string; rows: AsyncIterable<Cell[]> | Iterable<Cell[]> };

/**
 * Writes a workbook as a minimal valid package (content types, relationships, workbook, styles, sheets).
 * Each sheet's XML is generated row by row into the streaming ZIP, with inline strings instead of a shared
 * string table, so memory stays flat however many rows there are. Inline strings are never formulas, so
 * XLSX needs no formula neutralising.
 */
export async function writeXlsx(path: string, sheets: readonly Sheet[]): Promise<void> {
  const zip = new yazl.ZipFile();
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  const part = (name: string, xml: string) => zip.addBuffer(Buffer.from(xml, 'utf8'), name);
  part('[Content_Types].xml', contentTypes(sheets.length));
  part('_rels/.rels', ROOT_RELS);
  part('xl/workbook.xml', workbook(sheets));
  part('xl/_rels/workbook.xml.rels', workbookRels(sheets.length));
  part('xl/styles.xml', STYLES);
  sheets.forEach((sheet, at) => {
    const xml = Readable.from(sheetXml(sheet.rows));
    // A failing row source (the database gone) fails the file rather than leaving the ZIP waiting.
    xml.on('error', (error) => out.destroy(error));
    zip.addReadStream(xml, `xl/worksheets/sheet${at + 1}.xml`);
  });
  zip.end();
  await finished(out);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

async function* sheetXml(rows: AsyncIterable<Cell[]> | Iterable<Cell[]>): AsyncGenerator<string> {
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`;
  let letters: string[] = [];
  let rowNumber = 0;
  let chunk = '';
  for await (const row of rows) {
    rowNumber++;
    if (letters.length < row.length)
      letters = Array.from({ length: row.length }, (_, at) => columnLetters(at));
    let xml = `<row r="${rowNumber}">`;
    for (let at = 0; at < row.length; at++) {
      const cell = row[at];
      if (cell === null || cell === undefined) continue;
      const ref = `${letters[at]}${rowNumber}`;
      if (typeof cell === 'number') {
        if (Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
      } else {
        xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
      }
    }
    chunk += `${xml}</row>`;
    // Hand the ZIP pieces of a useful size: one string per cell would cost more in stream overhead.
    if (chunk.length > 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</sheetData></worksheet>`;
}

/** 0 → A, 25 → Z, 26 → AA … */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Characters XML 1.0 forbids (controls, lone surrogates, U+FFFE/FFFF): dropped, since no escape exists. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the characters XML allows is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(text: string): string {
  const cut = text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
  return cut
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, at) =>
      `<Override PartName="/xl/worksheets/sheet${at + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets}</Types>`;
}

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(name: string): string {
  return xmlText(name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet');
}

function workbook(sheets: readonly Sheet[]): string {
  const list = sheets
    .map((sheet, at) => `<sheet name="${sheetName(sheet.name)}" sheetId="${at + 1}" r:id="rId${at + 1}"/>`)
    .join('');
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${list}</sheets></workbook>`;
}

function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, at) =>
      `<Relationship Id="rId${at + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${at + 1}.xml"/>`,
  ).join('');
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets}<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
}

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
