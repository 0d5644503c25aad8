/** The dictionary a system file describes: plain types, built by the export code, checked by the writer. */

export type MeasurementLevel = 'nominal' | 'ordinal' | 'scale';
export type Alignment = 'left' | 'right' | 'center';

/**
 * Numeric display formats. DATETIME, DATE and TIME values are seconds since 14 Oct 1582 (SPSS's epoch; see
 * `spssDateTime`).
 */
export type NumericFormatType = 'F' | 'COMMA' | 'DATE' | 'DATETIME' | 'TIME';
export type NumericFormat = { type: NumericFormatType; width: number; decimals: number };

type VariableCommon = {
  /** A valid SPSS name (see `makeVariableNames`), unique ignoring case. */
  name: string;
  label?: string;
  measure?: MeasurementLevel;
  /** Column width in the data editor, in characters. */
  displayWidth?: number;
  alignment?: Alignment;
};

export type NumericVariable = VariableCommon & {
  type: 'numeric';
  /** Defaults to F8.2, or F8.0 when the variable has value labels. */
  format?: NumericFormat;
  valueLabels?: ReadonlyArray<{ value: number; label: string }>;
  /** Up to three user-missing values. */
  missingValues?: readonly number[];
};

export type StringVariable = VariableCommon & {
  type: 'string';
  /** In BYTES of UTF-8, 1 to 32767: a CJK character takes three. */
  width: number;
  valueLabels?: ReadonlyArray<{ value: string; label: string }>;
  /** Up to three user-missing values, for strings of at most 8 bytes only. */
  missingValues?: readonly string[];
};

export type SavVariable = NumericVariable | StringVariable;

/** A multiple dichotomy set: each variable is one option, "chosen" when it holds the counted value. */
export type DichotomySet = {
  /** `$` then a valid name (see `makeMultipleResponseSetNames`). */
  name: string;
  label?: string;
  countedValue: number | string;
  /** Names of at least two variables of the dictionary, all numeric or all string. */
  variables: readonly string[];
};

export type SavDictionary = {
  fileLabel?: string;
  variables: readonly SavVariable[];
  multipleResponseSets?: readonly DichotomySet[];
};

/** A cell: a number for a numeric variable, a string for a string one; null is system-missing or blank. */
export type SavValue = number | string | null;

export class SavDictionaryError extends Error {
  override name = 'SavDictionaryError';
}
