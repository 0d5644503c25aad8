import type { AnswerValue, Question } from '../model';
import { htmlToText } from './labels';

/**
 * A stored answer in words, line by line, as the response review shows it: the respondent's choices named
 * with the texts of the release they answered (titles and option names are rich text, read as plain text).
 * Pure: the server reads the release and the item rows, this turns one question's answer into lines.
 */

/** A stored time value told apart by its length: HHmm, yyyyMM, yyyyMMdd, or a millisecond timestamp. */
export function formatStoredTime(value: string): string {
  if (value.length === 4) return `${value.slice(0, 2)}:${value.slice(2)}`;
  if (value.length === 6) return `${value.slice(0, 4)}-${value.slice(4)}`;
  if (value.length === 8) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  const date = new Date(Number(value));
  // Timestamps are shown in UTC, like every other time of the results (the reader's zone is not known here).
  return Number.isNaN(date.getTime()) ? value : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Names known beyond the question's own options, e.g. cascade levels (id → name). */
export type ExtraNames = ReadonlyMap<string, string>;

/** The answer's lines, in the question's option and row order where it has one. */
export function describeAnswer(question: Question, value: AnswerValue, extraNames?: ExtraNames): string[] {
  const optionOrder = question.optionList.map((option) => option.id);
  const optionName = new Map(question.optionList.map((option) => [option.id, htmlToText(option.optionName)]));
  const rowName = new Map(question.descList.map((row) => [row.id, htmlToText(row.optionName)]));
  const option = (id: string) => optionName.get(id) || extraNames?.get(id) || id;
  const row = (id: string) => rowName.get(id) || id;
  /** Keys of a per-row or per-option record in the question's order, unknown ids last. */
  const ordered = (keys: string[], order: string[]) =>
    [...keys].sort((left, right) => rank(order, left) - rank(order, right));
  const rowOrder = question.descList.map((desc) => desc.id);

  switch (value.kind) {
    case 'choice':
    case 'regions':
      return value.optionIds.map((id) => {
        const other = value.kind === 'choice' ? value.otherText[id] : undefined;
        return other ? `${option(id)}: ${other}` : option(id);
      });
    case 'matrix':
      return ordered(Object.keys(value.rows), rowOrder).map((rowId) => {
        const columns = (value.rows[rowId] ?? []).map((id) => {
          const other = value.otherText[id];
          return other ? `${option(id)} (${other})` : option(id);
        });
        return `${row(rowId)}: ${columns.join(', ')}`;
      });
    case 'sort':
      return Object.entries(value.ranks)
        .sort(([, left], [, right]) => left - right)
        .map(([id, position]) => `${position}. ${option(id)}`);
    case 'chip':
      return ordered(Object.keys(value.amounts), optionOrder).map(
        (id) => `${option(id)}: ${value.amounts[id]}`,
      );
    case 'scores':
      return ordered(Object.keys(value.values), rowOrder).map((id) => `${row(id)}: ${value.values[id]}`);
    case 'blanks':
      return ordered(Object.keys(value.values), rowOrder).map((id) => `${row(id)}: ${value.values[id]}`);
    case 'text':
      return [value.text];
    case 'number':
      return [String(value.value)];
    case 'time':
      return [formatStoredTime(value.value)];
    case 'gps':
      // Unit symbols only (m, UTC): these lines are the same in every reader's language.
      return [
        `${value.latitude}, ${value.longitude}${value.accuracy !== undefined ? ` ±${value.accuracy} m` : ''}`,
        ...(value.fixTime !== undefined ? [formatStoredTime(String(value.fixTime))] : []),
        ...(value.address ? [value.address] : []),
      ];
    case 'cascade':
      return [value.path.map(option).join(' / ')];
    case 'media':
      return [
        ...value.entries.map((entry) => {
          // A timed response's recording: its item, then the latency (ms; "—" when no voice was heard).
          if (entry.descId) {
            const latency = typeof entry.latencyMs === 'number' ? `${Math.round(entry.latencyMs)} ms` : '—';
            return `${row(entry.descId)}: ${entry.optionName} (${latency})`;
          }
          return entry.text ? `${entry.optionName}: ${entry.text}` : entry.optionName;
        }),
        ...(value.note ? [value.note] : []),
      ];
    case 'association':
      return value.choices.map(
        (choice) => `${row(choice.descId)}: ${option(choice.optionId)} (${formatSeconds(choice.time)} s)`,
      );
  }
}

function rank(order: readonly string[], id: string): number {
  const index = order.indexOf(id);
  return index === -1 ? order.length : index;
}

/** Seconds with at most one decimal: 1.25 → "1.3", 2 → "2". */
function formatSeconds(seconds: number): string {
  return String(Math.round(seconds * 10) / 10);
}
