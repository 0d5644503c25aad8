import type { MediaState, OutboxEntry, StoredResponse } from '../db';
import { awaitsLogin } from './awaitingLogin';

/**
 * The rules of the interviewer's list of the device's interviews (issue 14 "On the device"), pure so a unit
 * test holds them: what state each interview is in, the counts at the top, and which may be cleared. Nothing
 * leaves the device before the server acknowledged the response and every file of it; even then only when the
 * interviewer clears the sent ones.
 */
export type InterviewState =
  /** Not finished: resume it (its changes may be on their way meanwhile). */
  | 'inProgress'
  /** Finished, and the server does not have all of it yet (the last change, or a file). */
  | 'waiting'
  /** The server acknowledged the last change and every file. */
  | 'sent'
  /** The server refused an entry of it: the reason is shown with what to do. */
  | 'refused'
  /** Discarded on the device; the server has not recorded the discard yet. */
  | 'discarding'
  /** Discarded, and recorded so by the server. */
  | 'discarded';

export interface InterviewRow {
  response: StoredResponse;
  state: InterviewState;
  /** The refused entry's reason (data.reason) and the server's words, when refused. */
  refusal?: { entryId: string; reason: string; message: string };
  /**
   * An entry of it waits for its interviewer to log in on this device (no live token of theirs: ./awaitingLogin.ts):
   * not refused — it goes once they log in. The row keeps its state (in progress, waiting, discarding).
   */
  awaitsLogin?: boolean;
}

/** What the list needs of a captured file: whether the server has it. */
export interface MediaStateRow {
  responseId: string;
  state: MediaState;
}

/** The state of one interview, from its row, its outbox entries and its captured files. */
export function interviewRowOf(
  response: StoredResponse,
  entries: readonly OutboxEntry[],
  media: readonly MediaStateRow[],
): InterviewRow {
  const own = entries.filter((entry) => entry.responseId === response.id);
  const refused = own.find((entry) => entry.refusedReason && !awaitsLogin(entry.refusedReason));
  const waitsForLogin = own.some((entry) => awaitsLogin(entry.refusedReason));
  const row = (state: InterviewState): InterviewRow =>
    waitsForLogin ? { response, state, awaitsLogin: true } : { response, state };
  const refusal = refused && {
    entryId: refused.id,
    reason: refused.refusedReason ?? '',
    message: refused.refusedMessage ?? '',
  };
  if (response.discardedAt) {
    if (response.discardAckedAt) return { response, state: 'discarded' };
    return refusal ? { response, state: 'refused', refusal } : row('discarding');
  }
  if (refusal) return { response, state: 'refused', refusal };
  if (response.status !== 'complete') return row('inProgress');
  const filesHeld = media
    .filter((file) => file.responseId === response.id)
    .every((file) => file.state === 'uploaded');
  const sent = response.ackSeq >= response.seq && own.length === 0 && filesHeld;
  return sent ? { response, state: 'sent' } : row('waiting');
}

export interface SurveyInterviews {
  surveyId: string;
  rows: InterviewRow[];
}

/** The device's interviews (responses with an interviewer) by survey, newest first within each. */
export function interviewsBySurvey(
  responses: readonly StoredResponse[],
  entries: readonly OutboxEntry[],
  media: readonly MediaStateRow[],
): SurveyInterviews[] {
  const bySurvey = new Map<string, InterviewRow[]>();
  const newestFirst = [...responses]
    .filter((response) => response.interviewerId)
    .sort((left, right) => right.startedAt.localeCompare(left.startedAt));
  for (const response of newestFirst) {
    const rows = bySurvey.get(response.surveyId) ?? [];
    rows.push(interviewRowOf(response, entries, media));
    bySurvey.set(response.surveyId, rows);
  }
  return [...bySurvey].map(([surveyId, rows]) => ({ surveyId, rows }));
}

export type InterviewCounts = Record<InterviewState, number>;

export function interviewCounts(rows: readonly InterviewRow[]): InterviewCounts {
  const counts: InterviewCounts = {
    inProgress: 0,
    waiting: 0,
    sent: 0,
    refused: 0,
    discarding: 0,
    discarded: 0,
  };
  for (const row of rows) counts[row.state]++;
  return counts;
}

/**
 * The interviews "clear sent" removes: those the server has entirely (sent) and discards it recorded. Any
 * other state keeps its interview, whatever the interviewer asks.
 */
export function clearableIds(rows: readonly InterviewRow[]): string[] {
  return rows
    .filter((row) => row.state === 'sent' || row.state === 'discarded')
    .map((row) => row.response.id);
}

/** Only an interview in progress (not refused: its reason is shown first) may be discarded. */
export function mayDiscard(row: InterviewRow): boolean {
  return row.state === 'inProgress';
}

/** What the interviewer is told to do about a refusal, as a message key (the server's words go beside it). */
export function refusalAdvice(reason: string): string {
  switch (reason) {
    case 'notAssigned':
    case 'interviewerRevoked':
      return 'interviewDevice.refused.assignment';
    case 'interviewDiscarded':
      return 'interviewDevice.refused.discarded';
    default:
      return 'interviewDevice.refused.other';
  }
}

/** Only the interviewer who took an interview resumes or discards it (a shared phone lists everyone's). */
export function isOwnInterview(row: InterviewRow, interviewerId: string): boolean {
  return row.response.interviewerId === interviewerId;
}

/** The interviewers some of whose interviews wait for them to log in on this device. */
export function interviewersAwaitingLogin(rows: readonly InterviewRow[]): string[] {
  const waiting = new Set<string>();
  for (const row of rows)
    if (row.awaitsLogin && row.response.interviewerId) waiting.add(row.response.interviewerId);
  return [...waiting];
}

export interface DeviceReportLine {
  surveyId: string;
  inProgress: number;
  waiting: number;
  refused: number;
}

/**
 * What the device tells the server of one interviewer's interviews (deviceReport.ts): per survey, those in
 * progress, waiting to send (waiting for a login too) and refused. Every survey in `surveyIds` is reported,
 * with zeros when the device holds none of it, so the supervisor sees "nothing left" rather than an old count.
 */
export function deviceReportLines(
  rows: readonly InterviewRow[],
  interviewerId: string,
  surveyIds: readonly string[],
): DeviceReportLine[] {
  const lines = new Map(
    surveyIds.map((surveyId) => [surveyId, { surveyId, inProgress: 0, waiting: 0, refused: 0 }]),
  );
  for (const row of rows) {
    if (!isOwnInterview(row, interviewerId)) continue;
    const line = lines.get(row.response.surveyId);
    if (!line) continue;
    if (row.state === 'inProgress') line.inProgress++;
    else if (row.state === 'waiting') line.waiting++;
    else if (row.state === 'refused') line.refused++;
  }
  return [...lines.values()];
}
