import type { Desc, Option, Question } from '../../core/model';
import { optionText, questionTitleText } from '../../core/results/labels';
import { formatTimeValue, type TimeFormat } from '../../core/validation/timeValues';
import { entryForQuestion } from '../catalogue';
import { resultsOfQuestion } from '../familyResults';
import {
  answerOf,
  type Cell,
  type ColumnDraft,
  type ColumnType,
  dichotomyColumns,
  type ExportColumn,
  type ExportResponse,
  type MeasureLevel,
  type PathNames,
  type ValueLabel,
} from './columns';
import { type DisplayTimeLabels, displayTimeDrafts } from './displayTimeColumns';
import { type LocationLabels, locationDrafts } from './locationColumns';

export type { Cell, ColumnType, ExportColumn, ExportResponse, MeasureLevel, ValueLabel };

/**
 * The column model of an export (CSV, XLSX, SPSS and the codebook all read it): one list of columns built
 * from a release's questions in order, each with its name, label, type, value labels, measure level and a
 * pure function giving its cell from one response. How a question is laid out follows its family's
 * catalogue entry (`results`: summary kind and multiple), so a new family exports as it is summarised, unless
 * the family's own results part (src/questions/<family>/results.ts, `columns`) lays its columns out itself.
 */

/** Dichotomy columns counted together (SPSS multiple-response set, $name = …). */
export type MultipleResponseSet = { name: string; label: string; columns: readonly string[] };

export type ColumnModel = { columns: ExportColumn[]; sets: MultipleResponseSet[] };

/**
 * Makes every wanted name a valid, unique variable name, in order. The SPSS writer brings its own rule
 * (≤ 64 bytes, letters first, no reserved words); `safeVariableNames` below is the same idea for callers
 * without it.
 */
export type NameRule = (wanted: readonly string[]) => string[];

export type ColumnOptions = {
  names?: NameRule;
  /**
   * Names of a cascading answer's codes (a city's divisions): with it, each cascade question also gets a
   * column `<code>_name` labelled "<title> - <label>" holding the names top first, joined by '/' (cascade's
   * results.ts). The server passes it (the divisions are its own: server/address/answer-names.ts).
   */
  pathNames?: PathNames;
  /** Names of multiple-response sets (their own name space in SPSS); `names` when absent. */
  setNames?: NameRule;
  /**
   * The survey's link parameters: one text column each after the metadata, named (through the name rule like
   * every column) and labelled by its results name, holding the value the response's link gave.
   */
  linkParams?: readonly { paramName: string; outParamName: string }[];
  /**
   * Labels of the interviewer columns, given for a survey that has field interviewers: `interviewer` (the
   * name) and `interviewer_id` after the link parameters, empty for a respondent's own response.
   */
  interviewer?: { name: string; id: string };
  /**
   * Labels of the interview location columns (shared/locationColumns.ts), given for a survey that records the
   * interview's location: start and end latitude, longitude, accuracy and time, after the interviewer's.
   */
  interviewLocation?: LocationLabels;
  /**
   * Texts of the display-time columns (shared/displayTimeColumns.ts): with them, each question or page break
   * with display time on gets its shown-time and ran-out columns after its own.
   */
  displayTime?: DisplayTimeLabels;
};

/** Labels of the metadata columns, in the export's language (the server passes its message texts). */
export type MetaLabels = Record<(typeof META_COLUMNS)[number], string>;

export const META_COLUMNS = [
  'responseId',
  'status',
  'sampleStatus',
  'startedAt',
  'completedAt',
  'durationSeconds',
  'releaseVersion',
  'language',
  'panelUserId',
  'invalid',
] as const;

type Draft = ColumnDraft;

const none = (): readonly ValueLabel[] => [];

/**
 * The columns of an export: metadata first, then every answered question of `questions` in order. Names
 * come from item codes plus suffixes (Q3_2, Q3_2_other …) passed through the name rule.
 */
export function exportColumns(
  questions: readonly Question[],
  metaLabels: MetaLabels,
  options: ColumnOptions = {},
): ColumnModel {
  const drafts: Draft[] = [
    ...metaDrafts(metaLabels),
    ...(options.linkParams ?? []).map(linkParamDraft),
    ...(options.interviewer ? interviewerDrafts(options.interviewer) : []),
    ...(options.interviewLocation ? locationDrafts(options.interviewLocation) : []),
  ];
  const sets: { wanted: string; label: string; members: number[] }[] = [];
  let pageBreaks = 0;
  questions.forEach((question, index) => {
    if (question.elementType === 'PageBox') pageBreaks++;
    const code = question.itemCode || question.quNum || `Q${index + 1}`;
    const setAt = new Map<string, { wanted: string; label: string; members: number[] }>();
    for (const draft of questionDrafts(question, code, options)) {
      drafts.push(draft);
      if (!draft.set) continue;
      let set = setAt.get(draft.set.key);
      if (!set) {
        set = { wanted: draft.set.key, label: draft.set.label, members: [] };
        setAt.set(draft.set.key, set);
        sets.push(set);
      }
      set.members.push(drafts.length - 1);
    }
    if (options.displayTime)
      drafts.push(...displayTimeDrafts(question, code, pageBreaks, options.displayTime));
  });
  const names = (options.names ?? safeVariableNames)(drafts.map((draft) => draft.wanted));
  const columns = drafts.map(({ wanted: _wanted, set: _set, ...draft }, at) => ({
    ...draft,
    name: names[at] as string,
  }));
  // Set names share the variables' name space in SPSS ($ prefix), so they go through the rule on their own.
  const setNames = (options.setNames ?? options.names ?? safeVariableNames)(sets.map((set) => set.wanted));
  return {
    columns,
    sets: sets.map((set, at) => ({
      name: setNames[at] as string,
      label: set.label,
      columns: set.members.map((member) => names[member] as string),
    })),
  };
}

function metaDrafts(labels: MetaLabels): Draft[] {
  const meta = (
    key: keyof MetaLabels,
    type: ColumnType,
    measure: MeasureLevel,
    cell: (response: ExportResponse) => Cell,
  ): Draft => ({
    wanted: key,
    label: labels[key],
    type,
    measure,
    valueLabels: none(),
    dichotomy: false,
    cell,
  });
  return [
    meta('responseId', 'string', 'nominal', (r) => r.id),
    meta('status', 'string', 'nominal', (r) => r.status),
    meta('sampleStatus', 'string', 'nominal', (r) => r.sampleStatus),
    meta('startedAt', 'string', 'nominal', (r) => utcText(r.startedAt)),
    meta('completedAt', 'string', 'nominal', (r) => (r.completedAt ? utcText(r.completedAt) : null)),
    meta('durationSeconds', 'numeric', 'scale', (r) =>
      r.completedAt ? Math.round((r.completedAt.getTime() - r.startedAt.getTime()) / 1000) : null,
    ),
    meta('releaseVersion', 'numeric', 'nominal', (r) => r.releaseVersion),
    meta('language', 'string', 'nominal', (r) => r.language),
    meta('panelUserId', 'string', 'nominal', (r) => r.panelUserId),
    meta('invalid', 'numeric', 'nominal', (r) => (r.invalid ? 1 : 0)),
  ];
}

function linkParamDraft(param: { paramName: string; outParamName: string }): Draft {
  return {
    wanted: param.outParamName,
    label: param.outParamName,
    type: 'string',
    measure: 'nominal',
    valueLabels: none(),
    dichotomy: false,
    cell: (response) => response.linkValues?.[param.paramName] ?? null,
  };
}

function interviewerDrafts(labels: { name: string; id: string }): Draft[] {
  const text = (wanted: string, label: string, cell: Draft['cell']): Draft => ({
    wanted,
    label,
    type: 'string',
    measure: 'nominal',
    valueLabels: none(),
    dichotomy: false,
    cell,
  });
  return [
    text('interviewer', labels.name, (response) => response.interviewer?.name ?? null),
    text('interviewer_id', labels.id, (response) => response.interviewer?.id ?? null),
  ];
}

/** yyyy-MM-dd HH:mm:ss in UTC: one unambiguous clock for every reader of the file. */
export function utcText(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

function codedLabels(items: readonly (Option | Desc)[]): ValueLabel[] {
  return items.map((item, at) => ({ value: at + 1, label: optionText(item) }));
}

function questionDrafts(question: Question, code: string, columnOptions: ColumnOptions): Draft[] {
  const results = entryForQuestion(question)?.results;
  if (!results) return [];
  const title = questionTitleText(question);
  const own = resultsOfQuestion(question)?.columns;
  if (own) return own(question, { code, title, pathNames: columnOptions.pathNames });
  const base = { valueLabels: none(), dichotomy: false };
  const options = question.optionList;
  const rows = question.descList;
  const labelled = (...parts: string[]) => [title, ...parts].join(' - ');
  /** One column per option or row (sort ranks, chip amounts, rating-group scores, blanks), numbered _1, _2 … */
  const perItem = (
    items: readonly (Option | Desc)[],
    type: Draft['type'],
    measure: Draft['measure'],
    cellOf: (response: ExportResponse, itemId: string) => Cell,
  ): Draft[] =>
    items.map((item, at) => ({
      ...base,
      wanted: `${code}_${at + 1}`,
      label: labelled(optionText(item)),
      type,
      measure,
      cell: (response) => cellOf(response, item.id),
    }));

  switch (results.summary) {
    case 'choice':
      return [
        ...choiceDrafts(question, code, title, results.multiple),
        ...otherTextDrafts(options, code, title, (r, id) => answerOf(r, question, 'choice')?.otherText[id]),
      ];
    case 'matrix':
      return [
        ...matrixDrafts(question, code, title, results.multiple),
        ...otherTextDrafts(rows, code, title, (r, id) => answerOf(r, question, 'matrix')?.otherText[id]),
      ];
    case 'sort':
      return perItem(
        options,
        'numeric',
        'ordinal',
        (r, id) => answerOf(r, question, 'sort')?.ranks[id] ?? null,
      );
    case 'chip':
      return perItem(options, 'numeric', 'scale', (r, id) => {
        const answer = answerOf(r, question, 'chip');
        return answer ? (answer.amounts[id] ?? 0) : null;
      });
    case 'scores':
      return perItem(
        rows,
        'numeric',
        'scale',
        (r, id) => answerOf(r, question, 'scores')?.values[id] ?? null,
      );
    case 'blanks':
      return perItem(
        rows,
        'string',
        'nominal',
        (r, id) => answerOf(r, question, 'blanks')?.values[id] ?? null,
      );
    case 'numeric':
      return [
        {
          ...base,
          wanted: code,
          label: title,
          type: 'numeric',
          measure: 'scale',
          cell: (r) => answerOf(r, question, 'number')?.value ?? null,
        },
      ];
    case 'time':
      return [
        {
          ...base,
          wanted: code,
          label: title,
          type: 'string',
          measure: 'nominal',
          cell: (r) => {
            const answer = answerOf(r, question, 'time');
            return answer ? timeText(answer.value) : null;
          },
        },
      ];
    case 'text':
      return [
        {
          ...base,
          wanted: code,
          label: title,
          type: 'string',
          measure: 'nominal',
          cell: (r) => answerOf(r, question, 'text')?.text ?? null,
        },
      ];
    case 'count':
      // A count summary says nothing of an answer's shape: such a family lays out its columns in its
      // results.ts (GPS, places, media, markup, the association test all do).
      return [];
  }
}

function choiceDrafts(question: Question, code: string, title: string, multiple: boolean): Draft[] {
  const options = question.optionList;
  if (!multiple) {
    const positions = new Map(options.map((option, at) => [option.id, at + 1]));
    return [
      {
        wanted: code,
        label: title,
        type: 'numeric',
        measure: 'nominal',
        valueLabels: codedLabels(options),
        dichotomy: false,
        cell: (r) => {
          const chosen = answerOf(r, question, 'choice')?.optionIds[0];
          return chosen === undefined ? null : (positions.get(chosen) ?? null);
        },
      },
    ];
  }
  return dichotomyColumns(
    options,
    { code, title },
    (_option, at) => String(at + 1),
    (r) => answerOf(r, question, 'choice')?.optionIds,
  );
}

/**
 * One text column per option or matrix row of type "other": what was typed beside it (choice answers keep
 * it by option id, matrix answers by row id).
 */
function otherTextDrafts(
  items: readonly (Option | Desc)[],
  code: string,
  title: string,
  textOf: (response: ExportResponse, itemId: string) => string | undefined,
): Draft[] {
  return items.flatMap((item, at) =>
    item.type === 'other'
      ? [
          {
            wanted: `${code}_${at + 1}_other`,
            label: `${title} - ${optionText(item)}`,
            type: 'string' as const,
            measure: 'nominal' as const,
            valueLabels: none(),
            dichotomy: false,
            cell: (r: ExportResponse) => textOf(r, item.id) ?? null,
          },
        ]
      : [],
  );
}

function matrixDrafts(question: Question, code: string, title: string, multiple: boolean): Draft[] {
  const columns = question.optionList;
  const positions = new Map(columns.map((option, at) => [option.id, at + 1]));
  return question.descList.flatMap((row, rowAt): Draft[] => {
    const rowLabel = `${title} - ${optionText(row)}`;
    const chosenOf = (r: ExportResponse) => answerOf(r, question, 'matrix')?.rows[row.id];
    if (!multiple) {
      return [
        {
          wanted: `${code}_${rowAt + 1}`,
          label: rowLabel,
          type: 'numeric',
          measure: 'nominal',
          valueLabels: codedLabels(columns),
          dichotomy: false,
          cell: (r) => {
            const chosen = chosenOf(r)?.[0];
            return chosen === undefined ? null : (positions.get(chosen) ?? null);
          },
        },
      ];
    }
    return columns.map((column, columnAt) => ({
      wanted: `${code}_${rowAt + 1}_${columnAt + 1}`,
      label: `${rowLabel} - ${optionText(column)}`,
      type: 'numeric',
      measure: 'nominal',
      valueLabels: [{ value: 1, label: optionText(column) }],
      dichotomy: true,
      set: { key: `${code}_${rowAt + 1}`, label: rowLabel },
      cell: (r) => {
        const chosen = chosenOf(r);
        return chosen ? (chosen.includes(column.id) ? 1 : 0) : null;
      },
    }));
  });
}

/** A stored time value in the family's display format, told apart by its length (HHmm … timestamp). */
export function timeText(value: string): string {
  const format: TimeFormat =
    value.length === 4
      ? 'HHmm'
      : value.length === 6
        ? 'yyyyMM'
        : value.length === 8
          ? 'yyyyMMdd'
          : 'timestamp';
  // Timestamps are shown in UTC, like the metadata's times (the codebook says so).
  return formatTimeValue(Number(value), format, 0);
}

/**
 * A name rule without SPSS's writer: letters, digits and _ . @ # $ kept (others become _), a letter first,
 * at most 64 UTF-8 bytes, and a count appended to repeats (Q1, Q1_1 …), compared case-insensitively as
 * SPSS does.
 */
export function safeVariableNames(wanted: readonly string[]): string[] {
  const taken = new Set<string>();
  return wanted.map((name) => {
    let base = name.replace(/[^\p{L}\p{N}_.@#$]/gu, '_').replace(/[._]+$/, '');
    if (!/^\p{L}/u.test(base)) base = `v${base}`;
    base = clipBytes(base, 64);
    let candidate = base;
    for (let count = 1; taken.has(candidate.toLowerCase()); count++) {
      const suffix = `_${count}`;
      candidate = clipBytes(base, 64 - suffix.length) + suffix;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

function clipBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}
