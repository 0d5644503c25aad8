import { isValidMultipleResponseSetName, isValidVariableName, ShortNames } from './names';
import { utf8Length } from './text';
import { type SavDictionary, SavDictionaryError, type SavVariable } from './types';

/** Old SPSS capped strings at 255 bytes; wider ones are stored as several "segment" variables. */
const SEGMENT_WIDTH = 255;
/** …allocated one segment per 252 bytes of width (the format's rule, see the very long string record). */
const SEGMENT_STRIDE = 252;
export const MAX_STRING_WIDTH = 32_767;

/** One variable record with its continuations: `allocBytes` of case data, holding `dataBytes` of the value. */
export type Segment = {
  shortName: string;
  /** 0 for numeric, else the string width of this segment. */
  width: number;
  allocBytes: number;
  dataOffset: number;
  dataBytes: number;
};

export type VariablePlan = {
  variable: SavVariable;
  /** 1-based index of its first variable record, counting continuations (what record 4 refers to). */
  dictionaryIndex: number;
  segments: Segment[];
};

export type Layout = { plans: VariablePlan[]; caseUnits: number };

function fail(message: string): never {
  throw new SavDictionaryError(message);
}

function roundUp8(bytes: number): number {
  return Math.ceil(bytes / 8) * 8;
}

function stringSegments(width: number, shortNames: ShortNames, longName: string): Segment[] {
  if (width <= SEGMENT_WIDTH) {
    return [
      {
        shortName: shortNames.allocate(longName),
        width,
        allocBytes: roundUp8(width),
        dataOffset: 0,
        dataBytes: width,
      },
    ];
  }
  const count = Math.ceil(width / SEGMENT_STRIDE);
  return Array.from({ length: count }, (_, index) => {
    const last = index === count - 1;
    const segmentWidth = last ? width - (count - 1) * SEGMENT_STRIDE : SEGMENT_WIDTH;
    // Data is packed 255 bytes a segment, so the last segments may hold less than their width, even nothing.
    const dataOffset = index * SEGMENT_WIDTH;
    return {
      shortName: shortNames.allocate(longName),
      width: segmentWidth,
      allocBytes: roundUp8(segmentWidth),
      dataOffset,
      dataBytes: Math.max(0, Math.min(SEGMENT_WIDTH, width - dataOffset)),
    };
  });
}

function checkVariable(variable: SavVariable): void {
  const name = variable.name;
  if (!isValidVariableName(name)) fail(`变量名无效 / invalid variable name: "${name}"`);
  if (variable.type === 'string') {
    if (!Number.isInteger(variable.width) || variable.width < 1 || variable.width > MAX_STRING_WIDTH) {
      fail(`字符串宽度须为 1–32767 字节 / string width must be 1–32767 bytes: ${name} (${variable.width})`);
    }
    const missing = variable.missingValues ?? [];
    if (missing.length > 3) fail(`缺失值最多三个 / at most three missing values: ${name}`);
    if (missing.length > 0 && variable.width > 8) {
      fail(`仅 8 字节以内的字符串可设缺失值 / missing values only for strings of up to 8 bytes: ${name}`);
    }
    for (const value of missing) {
      if (utf8Length(value) > variable.width) fail(`缺失值超出宽度 / missing value wider than ${name}`);
    }
    return;
  }
  const format = variable.format;
  if (format) {
    const okWidth = Number.isInteger(format.width) && format.width >= 1 && format.width <= 40;
    const okDecimals = Number.isInteger(format.decimals) && format.decimals >= 0 && format.decimals <= 16;
    if (!okWidth || !okDecimals || format.decimals >= format.width) {
      fail(
        `数值格式无效 / invalid numeric format for ${name}: ${format.type}${format.width}.${format.decimals}`,
      );
    }
  }
  const missing = variable.missingValues ?? [];
  if (missing.length > 3) fail(`缺失值最多三个 / at most three missing values: ${name}`);
  if (![...missing, ...(variable.valueLabels ?? []).map((entry) => entry.value)].every(Number.isFinite)) {
    fail(`值须为有限数 / values must be finite numbers: ${name}`);
  }
}

function checkSets(dictionary: SavDictionary, byName: Map<string, SavVariable>): void {
  const setNames = new Set<string>();
  for (const set of dictionary.multipleResponseSets ?? []) {
    if (!isValidMultipleResponseSetName(set.name)) fail(`多选题集名称无效 / invalid set name: "${set.name}"`);
    if (setNames.has(set.name.toUpperCase())) fail(`多选题集重名 / duplicate set name: ${set.name}`);
    setNames.add(set.name.toUpperCase());
    if (set.variables.length < 2)
      fail(`多选题集至少两个变量 / a set needs two variables or more: ${set.name}`);
    const members = set.variables.map(
      (name) =>
        byName.get(name.toUpperCase()) ?? fail(`多选题集引用未知变量 / set ${set.name}: no variable ${name}`),
    );
    const numeric = typeof set.countedValue === 'number';
    for (const member of members) {
      if ((member.type === 'numeric') !== numeric) {
        fail(
          `多选题集的计数值与变量类型不符 / set ${set.name}: counted value type differs from ${member.name}`,
        );
      }
      if (member.type === 'string' && utf8Length(String(set.countedValue)) > member.width) {
        fail(`计数值超出变量宽度 / set ${set.name}: counted value wider than ${member.name}`);
      }
    }
    if (numeric && !Number.isInteger(set.countedValue)) {
      fail(`数值计数值须为整数 / set ${set.name}: a numeric counted value must be an integer`);
    }
  }
}

/** Checks the dictionary and lays its variables out in records and case bytes. */
export function layOut(dictionary: SavDictionary): Layout {
  if (dictionary.variables.length === 0) fail('至少需要一个变量 / a system file needs at least one variable');
  const byName = new Map<string, SavVariable>();
  const shortNames = new ShortNames();
  const plans: VariablePlan[] = [];
  let units = 0;
  for (const variable of dictionary.variables) {
    checkVariable(variable);
    const key = variable.name.toUpperCase();
    if (byName.has(key))
      fail(`变量重名（不区分大小写）/ duplicate variable name (ignoring case): ${variable.name}`);
    byName.set(key, variable);
    const segments =
      variable.type === 'numeric'
        ? [
            {
              shortName: shortNames.allocate(variable.name),
              width: 0,
              allocBytes: 8,
              dataOffset: 0,
              dataBytes: 8,
            },
          ]
        : stringSegments(variable.width, shortNames, variable.name);
    plans.push({ variable, dictionaryIndex: units + 1, segments });
    units += segments.reduce((sum, segment) => sum + segment.allocBytes / 8, 0);
  }
  checkSets(dictionary, byName);
  return { plans, caseUnits: units };
}
