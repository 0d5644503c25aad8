import type { AuditEvent } from './events';

/** One stay on a question: from entering it to leaving it, background time left out. */
export interface QuestionVisit {
  questionId: string;
  ms: number;
}

/**
 * The stays on questions an audit trail records (events in seq order): a 'question-enter' followed by the
 * 'question-leave' of the same question on the same clock, minus the spans the app spent hidden in between.
 * A stay cut by a reload (no leave on its clock) counts nothing: the time it lasted is unknown. The server's
 * summary (server/results/audit/summary.ts) computes the same in SQL; a test holds them equal.
 */
export function questionVisits(events: readonly AuditEvent[]): QuestionVisit[] {
  const visits: QuestionVisit[] = [];
  let open:
    | { questionId: string; clock: number; at: number; hiddenMs: number; hiddenAt?: number }
    | undefined;
  for (const event of events) {
    if (event.kind === 'question-enter' && event.questionId) {
      open = { questionId: event.questionId, clock: event.clock, at: event.atMs, hiddenMs: 0 };
      continue;
    }
    if (!open || event.clock !== open.clock) {
      open = undefined;
      continue;
    }
    if (event.kind === 'hidden') open.hiddenAt ??= event.atMs;
    else if (event.kind === 'visible' && open.hiddenAt !== undefined) {
      open.hiddenMs += event.atMs - open.hiddenAt;
      open.hiddenAt = undefined;
    } else if (event.kind === 'question-leave' && event.questionId === open.questionId) {
      const hidden = open.hiddenMs + (open.hiddenAt === undefined ? 0 : event.atMs - open.hiddenAt);
      visits.push({ questionId: open.questionId, ms: Math.max(0, event.atMs - open.at - hidden) });
      open = undefined;
    }
  }
  return visits;
}

/** Milliseconds spent per question over a trail (every stay added up). */
export function timePerQuestion(events: readonly AuditEvent[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const visit of questionVisits(events)) {
    total.set(visit.questionId, (total.get(visit.questionId) ?? 0) + visit.ms);
  }
  return total;
}

/** At most this many questions are called stalls. */
export const STALLS_AT_MOST = 3;
/** A stall takes at least this many times the survey's typical question (the median of the medians). */
export const STALL_FACTOR = 2;

/**
 * Which questions respondents stall on, given each question's median time sorted longest first: the first
 * few whose median is well above the survey's typical question. A survey whose questions all take about as
 * long has none.
 */
export function stallFlags(sortedMedians: readonly number[]): boolean[] {
  const ascending = [...sortedMedians].sort((a, b) => a - b);
  const middle = ascending.length / 2;
  const typical =
    ascending.length === 0
      ? 0
      : ascending.length % 2 === 1
        ? (ascending[Math.floor(middle)] ?? 0)
        : ((ascending[middle - 1] ?? 0) + (ascending[middle] ?? 0)) / 2;
  return sortedMedians.map(
    (median, index) => index < STALLS_AT_MOST && median > 0 && median >= STALL_FACTOR * typical,
  );
}
