import type { InterviewLocation } from '../../core/audit/location';
import type { Answers, AnswerValue, Option, Question } from '../../core/model';
import { optionText } from '../../core/results/labels';
import type { DisplayTimeRecords } from '../../core/validation/displayTime';

/**
 * The pieces of an export's column model that the frame (shared/exportColumns.ts) and a family's own columns
 * (src/questions/<family>/results.ts) both use. A leaf module: the families' results import it, and the frame
 * imports the families' results, so the frame itself cannot be what they import.
 */

export type ColumnType = 'numeric' | 'string';
export type MeasureLevel = 'nominal' | 'ordinal' | 'scale';
export type Cell = number | string | null;
export type ValueLabel = { value: number; label: string };

/** One response as the export reads it: its metadata and its answers merged per question. */
export type ExportResponse = {
  id: string;
  status: string;
  sampleStatus: string | null;
  startedAt: Date;
  completedAt: Date | null;
  releaseVersion: number;
  language: string | null;
  panelUserId: string | null;
  invalid: boolean;
  /** The field interviewer who took the response (interviewer mode); null or absent for a respondent's own. */
  interviewer?: { id: string; name: string } | null;
  /** The interview's start and end fix (audit trail, a survey recording the interview's location). */
  interviewLocation?: InterviewLocation;
  /** Values the answer link gave, by the survey's link parameter names (paramName). */
  linkValues?: Readonly<Record<string, string>>;
  answers: Answers;
  /** Display time: per timed item (question or page break id), how long it was shown and whether it ran out. */
  displayTimes?: DisplayTimeRecords;
  /** The response's media files the server holds whole, by media id (read with the page's rows). */
  mediaFiles?: ReadonlyMap<string, { extension: string }>;
};

export type ExportColumn = {
  name: string;
  label: string;
  type: ColumnType;
  measure: MeasureLevel;
  /** Codes of a coded choice column (1..n = option positions), or 1 = chosen for a dichotomy. */
  valueLabels: readonly ValueLabel[];
  /** A 0/1 column of a multiple-response set: in "labels" mode 1 shows the option, 0 nothing. */
  dichotomy: boolean;
  /** Decimals SPSS shows a numeric column with, when the column knows better than its measure level. */
  decimals?: number;
  cell: (response: ExportResponse) => Cell;
  /** A media column: the response's received files and their paths in the media ZIP (what the cell lists). */
  files?: (response: ExportResponse) => { mediaId: string; path: string }[];
};

/** A column before its name is made valid and unique: `wanted` is the name asked for (Q3_2, Q3_2_other …). */
export type ColumnDraft = Omit<ExportColumn, 'name'> & {
  wanted: string;
  /** Dichotomies of one multiple-response set share its key. */
  set?: { key: string; label: string };
};

/**
 * Names of a cascading answer's codes (a city's divisions), given by the server, whose divisions they are
 * (server/address/answer-names.ts): `label` names the column of names.
 */
export type PathNames = {
  label: string;
  namesOf: (question: Question, path: readonly string[]) => string[];
};

/** A column with no value labels outside any set: what most columns are. */
export function plainColumn(
  wanted: string,
  label: string,
  type: ColumnType,
  measure: MeasureLevel,
  cell: (response: ExportResponse) => Cell,
): ColumnDraft {
  return { wanted, label, type, measure, valueLabels: [], dichotomy: false, cell };
}

/** An answer of the given kind, or undefined (unanswered, or a kind this question does not give). */
export function answerOf<K extends AnswerValue['kind']>(
  response: ExportResponse,
  question: Question,
  kind: K,
): Extract<AnswerValue, { kind: K }> | undefined {
  const answer = response.answers[question.id];
  return answer?.kind === kind ? (answer as Extract<AnswerValue, { kind: K }>) : undefined;
}

/**
 * A multiple-response set: one 0/1 column per option (1 when `chosen` holds it, empty when unanswered),
 * named `<code>_<suffix>`, labelled by the option. Multiple choice suffixes by position, concept evaluation by
 * the region's code.
 */
export function dichotomyColumns(
  options: readonly Option[],
  { code, title }: { code: string; title: string },
  suffixOf: (option: Option, at: number) => string,
  chosen: (response: ExportResponse) => readonly string[] | undefined,
): ColumnDraft[] {
  return options.map((option, at) => ({
    wanted: `${code}_${suffixOf(option, at)}`,
    label: `${title} - ${optionText(option)}`,
    type: 'numeric',
    measure: 'nominal',
    valueLabels: [{ value: 1, label: optionText(option) }],
    dichotomy: true,
    set: { key: code, label: title },
    cell: (response) => {
      const ids = chosen(response);
      return ids ? (ids.includes(option.id) ? 1 : 0) : null;
    },
  }));
}
