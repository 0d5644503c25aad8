import { Bytes } from './bytes';
import type { Layout, Segment, VariablePlan } from './layout';
import { encodeTruncated, padWithSpaces } from './text';
import type {
  Alignment,
  MeasurementLevel,
  NumericFormat,
  NumericFormatType,
  SavDictionary,
  SavVariable,
} from './types';

/** Bias of bytecode compression: a whole number from -99 to 151 is stored as the one byte `value + 100`. */
export const COMPRESSION_BIAS = 100;
/** Byte offset of the header's case count, patched once the count is known (see `patchSavCaseCount`). */
export const CASE_COUNT_OFFSET = 80;

const PRODUCT = '@(#) SPSS DATA FILE Wenda';
/** SPSS's documented limits: variable and set labels 255 bytes, value labels 120. */
const MAX_VARIABLE_LABEL = 255;
const MAX_VALUE_LABEL = 120;
/** The file label field is 64 bytes, but PSPP (and the SPSS FILE LABEL command) keep 60: beyond, it is lost. */
const FILE_LABEL_FIELD = 64;
export const MAX_FILE_LABEL = 60;

const FORMAT_CODES: Record<NumericFormatType | 'A', number> = {
  A: 1,
  COMMA: 3,
  F: 5,
  DATE: 20,
  TIME: 21,
  DATETIME: 22,
};
const MEASURE_CODES: Record<MeasurementLevel, number> = { nominal: 1, ordinal: 2, scale: 3 };
const ALIGNMENT_CODES: Record<Alignment, number> = { left: 0, right: 1, center: 2 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** -DBL_MAX marks system-missing; LOWEST is the next double towards zero (the format's own constants). */
const SYSMIS = -Number.MAX_VALUE;
const LOWEST = Buffer.from('feffffffffffefff', 'hex').readDoubleLE(0);

function ascii(text: string, size: number): Buffer {
  return padWithSpaces(Buffer.from(text, 'latin1'), size);
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function numericFormat(variable: SavVariable & { type: 'numeric' }): NumericFormat {
  return variable.format ?? { type: 'F', width: 8, decimals: variable.valueLabels?.length ? 0 : 2 };
}

function formatCode(variable: SavVariable, segment: Segment): number {
  if (variable.type === 'string') return (FORMAT_CODES.A << 16) | (segment.width << 8);
  const format = numericFormat(variable);
  return (FORMAT_CODES[format.type] << 16) | (format.width << 8) | format.decimals;
}

export function measureOf(variable: SavVariable): MeasurementLevel {
  if (variable.measure) return variable.measure;
  return variable.type === 'numeric' && !variable.valueLabels?.length ? 'scale' : 'nominal';
}

function writeHeader(
  out: Bytes,
  layout: Layout,
  dictionary: SavDictionary,
  caseCount: number,
  now: Date,
): void {
  const date = `${pad2(now.getUTCDate())} ${MONTHS[now.getUTCMonth()]} ${pad2(now.getUTCFullYear() % 100)}`;
  const time = `${pad2(now.getUTCHours())}:${pad2(now.getUTCMinutes())}:${pad2(now.getUTCSeconds())}`;
  out.bytes(Buffer.from('$FL2', 'latin1')).bytes(ascii(PRODUCT, 60));
  out.int32(2).int32(layout.caseUnits).int32(1).int32(0).int32(caseCount).float64(COMPRESSION_BIAS);
  out.bytes(ascii(date, 9)).bytes(ascii(time, 8));
  out.bytes(padWithSpaces(encodeTruncated(dictionary.fileLabel ?? '', MAX_FILE_LABEL), FILE_LABEL_FIELD));
  out.bytes(Buffer.alloc(3));
}

function writeMissingValues(out: Bytes, variable: SavVariable): void {
  if (variable.type === 'numeric') {
    for (const value of variable.missingValues ?? []) out.float64(value);
    return;
  }
  for (const value of variable.missingValues ?? []) out.bytes(padWithSpaces(Buffer.from(value, 'utf8'), 8));
}

/** Record 2 for each segment, its label and missing values on the first, then its continuation records. */
function writeVariable(out: Bytes, plan: VariablePlan): void {
  const { variable } = plan;
  plan.segments.forEach((segment, index) => {
    const first = index === 0;
    const label = first && variable.label ? encodeTruncated(variable.label, MAX_VARIABLE_LABEL) : undefined;
    const missing = first ? (variable.missingValues?.length ?? 0) : 0;
    const format = formatCode(variable, segment);
    out
      .int32(2)
      .int32(segment.width)
      .int32(label ? 1 : 0)
      .int32(missing)
      .int32(format)
      .int32(format);
    out.bytes(ascii(segment.shortName, 8));
    if (label) {
      out.int32(label.length);
      const start = out.size;
      out.bytes(label).padTo(4, start);
    }
    if (first) writeMissingValues(out, variable);
    for (let unit = 1; unit < segment.allocBytes / 8; unit += 1) {
      out.int32(2).int32(-1).int32(0).int32(0).int32(0).int32(0).bytes(ascii('', 8));
    }
  });
}

/** Records 3 and 4: value labels of a numeric variable or a string of at most 8 bytes. */
function writeShortValueLabels(out: Bytes, plan: VariablePlan): void {
  const { variable } = plan;
  const labels = variable.valueLabels ?? [];
  if (labels.length === 0 || (variable.type === 'string' && variable.width > 8)) return;
  const seen = new Set<string>();
  const entries: Array<{ value: Buffer; label: Buffer }> = [];
  for (const entry of labels) {
    const value = Buffer.alloc(8, 0x20);
    if (typeof entry.value === 'number') value.writeDoubleLE(entry.value);
    else encodeTruncated(entry.value, variable.type === 'string' ? variable.width : 8).copy(value);
    const key = value.toString('hex');
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({ value, label: encodeTruncated(entry.label, MAX_VALUE_LABEL) });
  }
  out.int32(3).int32(entries.length);
  for (const entry of entries) {
    const start = out.size;
    out.bytes(entry.value).byte(entry.label.length).bytes(entry.label).padTo(8, start);
  }
  out.int32(4).int32(1).int32(plan.dictionaryIndex);
}

function writeExtension(out: Bytes, subtype: number, elementSize: number, body: Buffer): void {
  out
    .int32(7)
    .int32(subtype)
    .int32(elementSize)
    .int32(body.length / elementSize)
    .bytes(body);
}

function int32s(values: readonly number[]): Buffer {
  const body = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => {
    body.writeInt32LE(value, index * 4);
  });
  return body;
}

function machineRecords(out: Bytes): void {
  // Version 1.0.0, machine -1 (unknown), IEEE 754 floats, compression 1, little-endian, code page 65001 (UTF-8).
  writeExtension(out, 3, 4, int32s([1, 0, 0, -1, 1, 1, 2, 65001]));
  const floats = Buffer.alloc(24);
  floats.writeDoubleLE(SYSMIS, 0);
  floats.writeDoubleLE(Number.MAX_VALUE, 8);
  floats.writeDoubleLE(LOWEST, 16);
  writeExtension(out, 4, 8, floats);
}

/** Record 7/7: dichotomy sets, "$name=D<n> <counted value> <n> <label> var var…\n", names in full. */
function multipleResponseSets(dictionary: SavDictionary): Buffer | undefined {
  const sets = dictionary.multipleResponseSets ?? [];
  if (sets.length === 0) return undefined;
  const byName = new Map(
    dictionary.variables.map((variable) => [variable.name.toUpperCase(), variable.name]),
  );
  const parts = sets.flatMap((set) => {
    const counted = Buffer.from(String(set.countedValue), 'utf8');
    const label = encodeTruncated(set.label ?? '', MAX_VARIABLE_LABEL);
    const names = set.variables.map((name) => ` ${byName.get(name.toUpperCase())}`).join('');
    return [
      Buffer.from(`${set.name}=D${counted.length} `, 'utf8'),
      counted,
      Buffer.from(` ${label.length} `, 'utf8'),
      label,
      Buffer.from(`${names}\n`, 'utf8'),
    ];
  });
  return Buffer.concat(parts);
}

/** Record 7/11: measure, display width and alignment, once per segment (not per continuation). */
function displayParameters(layout: Layout): Buffer {
  const values = layout.plans.flatMap(({ variable, segments }) => {
    const width =
      variable.displayWidth ??
      (variable.type === 'numeric'
        ? numericFormat(variable).width
        : Math.min(Math.max(variable.width, 1), 32));
    const alignment = variable.alignment ?? (variable.type === 'numeric' ? 'right' : 'left');
    return segments.flatMap(() => [MEASURE_CODES[measureOf(variable)], width, ALIGNMENT_CODES[alignment]]);
  });
  return int32s(values);
}

/** Record 7/13: SHORT=long name, tab-separated, for the first segment of every variable. */
function longNames(layout: Layout): Buffer {
  return Buffer.from(
    layout.plans.map((plan) => `${plan.segments[0]!.shortName}=${plan.variable.name}`).join('\t'),
    'utf8',
  );
}

/** Record 7/14: SHORT=width (five digits), NUL and tab after each, for strings wider than 255 bytes. */
function veryLongStrings(layout: Layout): Buffer | undefined {
  const entries = layout.plans.flatMap(({ variable, segments }) =>
    variable.type === 'string' && segments.length > 1
      ? [`${segments[0]!.shortName}=${String(variable.width).padStart(5, '0')}\0\t`]
      : [],
  );
  return entries.length ? Buffer.from(entries.join(''), 'latin1') : undefined;
}

/** Record 7/21: value labels of strings wider than 8 bytes, keyed by long name, values padded to the width. */
function longStringValueLabels(layout: Layout): Buffer | undefined {
  const out = new Bytes();
  for (const { variable } of layout.plans) {
    if (variable.type !== 'string' || variable.width <= 8 || !variable.valueLabels?.length) continue;
    const seen = new Set<string>();
    const entries = variable.valueLabels.flatMap((entry) => {
      const value = padWithSpaces(encodeTruncated(entry.value, variable.width), variable.width);
      const key = value.toString('hex');
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ value, label: encodeTruncated(entry.label, MAX_VALUE_LABEL) }];
    });
    const name = Buffer.from(variable.name, 'utf8');
    out.int32(name.length).bytes(name).int32(variable.width).int32(entries.length);
    for (const entry of entries) {
      out.int32(entry.value.length).bytes(entry.value).int32(entry.label.length).bytes(entry.label);
    }
  }
  return out.size ? Buffer.from(out.toBuffer()) : undefined;
}

/** Every record before the data: header, variables, value labels, extension records, and the terminator. */
export function encodeDictionary(
  layout: Layout,
  dictionary: SavDictionary,
  caseCount: number,
  now: Date,
): Buffer {
  const out = new Bytes();
  writeHeader(out, layout, dictionary, caseCount, now);
  for (const plan of layout.plans) writeVariable(out, plan);
  for (const plan of layout.plans) writeShortValueLabels(out, plan);
  machineRecords(out);
  const sets = multipleResponseSets(dictionary);
  if (sets) writeExtension(out, 7, 1, sets);
  writeExtension(out, 11, 4, displayParameters(layout));
  writeExtension(out, 13, 1, longNames(layout));
  const veryLong = veryLongStrings(layout);
  if (veryLong) writeExtension(out, 14, 1, veryLong);
  writeExtension(out, 20, 1, Buffer.from('UTF-8', 'latin1'));
  const longLabels = longStringValueLabels(layout);
  if (longLabels) writeExtension(out, 21, 1, longLabels);
  out.int32(999).int32(0);
  return Buffer.from(out.toBuffer());
}
