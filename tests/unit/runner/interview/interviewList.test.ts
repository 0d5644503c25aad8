import { describe, expect, it } from 'vitest';
import type { OutboxEntry, StoredResponse } from '../../../../src/runner/db';
import {
  clearableIds,
  deviceReportLines,
  interviewCounts,
  interviewersAwaitingLogin,
  interviewRowOf,
  interviewsBySurvey,
  mayDiscard,
  refusalAdvice,
} from '../../../../src/runner/interview/interviewList';

/** The interviewer's list: each interview's state, the counts, and what "clear sent" may remove. */
let made = 0;
function interview(fields: Partial<StoredResponse> = {}): StoredResponse {
  made++;
  return {
    format: 1,
    id: `r${made}`,
    surveyId: 's1',
    version: 1,
    seed: 'ab',
    answers: {},
    userPage: 0,
    questionTimeMs: {},
    status: 'in-progress',
    seq: 2,
    ackSeq: 0,
    startedAt: `2026-11-26T10:0${made % 10}:00.000Z`,
    updatedAt: 0,
    interviewerId: 'i1',
    ...fields,
  };
}

function saveEntry(responseId: string, fields: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    format: 2,
    id: responseId,
    kind: 'upload',
    mediaId: responseId,
    responseId,
    surveyId: 's1',
    seq: 1,
    attempts: 0,
    nextAttemptAt: 0,
    ...fields,
  } as OutboxEntry;
}

describe('the state of an interview on the device', () => {
  it('is in progress until finished, whatever was sent of it', () => {
    expect(interviewRowOf(interview(), [], []).state).toBe('inProgress');
    expect(interviewRowOf(interview({ ackSeq: 2 }), [], []).state).toBe('inProgress');
  });

  it('waits while the server lacks the last change, an entry or a file of a finished one', () => {
    const done = { status: 'complete' as const };
    expect(interviewRowOf(interview({ ...done, ackSeq: 1 }), [], []).state).toBe('waiting');
    const acked = interview({ ...done, ackSeq: 2 });
    expect(interviewRowOf(acked, [saveEntry(acked.id)], []).state).toBe('waiting');
    expect(
      interviewRowOf(acked, [], [{ responseId: acked.id, state: 'waiting' }]).state,
      'a photo still on its way',
    ).toBe('waiting');
    expect(interviewRowOf(acked, [], [{ responseId: acked.id, state: 'uploaded' }]).state).toBe('sent');
    // Another interview's entries and files do not hold this one back.
    expect(
      interviewRowOf(acked, [saveEntry('other')], [{ responseId: 'other', state: 'waiting' }]).state,
    ).toBe('sent');
  });

  it('is refused when the server refused one of its entries, with the reason and its words', () => {
    const finished = interview({ status: 'complete', ackSeq: 1 });
    const row = interviewRowOf(
      finished,
      [saveEntry(finished.id, { refusedReason: 'notAssigned', refusedMessage: '未分配' })],
      [],
    );
    expect(row.state).toBe('refused');
    expect(row.refusal).toEqual({ entryId: finished.id, reason: 'notAssigned', message: '未分配' });
    expect(mayDiscard(row)).toBe(false);
  });

  it("waits, not refused, while an entry waits for its interviewer's login", () => {
    for (const reason of ['interviewerLogin', 'interviewerSession']) {
      const finished = interview({ status: 'complete', ackSeq: 1, interviewerId: 'a' });
      const row = interviewRowOf(finished, [saveEntry(finished.id, { refusedReason: reason })], []);
      expect(row, reason).toMatchObject({ state: 'waiting', awaitsLogin: true });
      expect(row.refusal).toBeUndefined();
      const unfinished = interview({ interviewerId: 'a' });
      expect(
        interviewRowOf(unfinished, [saveEntry(unfinished.id, { refusedReason: reason })], []),
      ).toMatchObject({ state: 'inProgress', awaitsLogin: true });
      const dropped = interview({ discardedAt: 5, interviewerId: 'b' });
      const discardRow = interviewRowOf(
        dropped,
        [saveEntry(dropped.id, { id: `discard:${dropped.id}`, refusedReason: reason })],
        [],
      );
      expect(discardRow).toMatchObject({ state: 'discarding', awaitsLogin: true });
      expect(interviewersAwaitingLogin([row, discardRow, interviewRowOf(interview(), [], [])])).toEqual([
        'a',
        'b',
      ]);
    }
    // A real refusal beside a waiting entry still shows as refused.
    const both = interview({ status: 'complete', ackSeq: 1 });
    const row = interviewRowOf(
      both,
      [
        saveEntry(both.id, { refusedReason: 'interviewerLogin' }),
        saveEntry(both.id, { id: 'u1', refusedReason: 'fileLost' }),
      ],
      [],
    );
    expect(row.state).toBe('refused');
    expect(row.refusal?.reason).toBe('fileLost');
  });

  it('is discarding until the server recorded the discard, then discarded', () => {
    const dropped = interview({ discardedAt: 5 });
    expect(interviewRowOf(dropped, [saveEntry(dropped.id, { id: `discard:${dropped.id}` })], []).state).toBe(
      'discarding',
    );
    expect(interviewRowOf({ ...dropped, discardAckedAt: '2026-11-26T10:00:00Z' }, [], []).state).toBe(
      'discarded',
    );
    expect(
      interviewRowOf(dropped, [saveEntry(dropped.id, { refusedReason: 'interviewDiscarded' })], []).state,
    ).toBe('refused');
  });
});

describe('the list, its counts and clearing', () => {
  it('groups interviews by survey, newest first, and leaves respondents’ own responses out', () => {
    const older = interview({ surveyId: 'a', startedAt: '2026-11-26T08:00:00Z' });
    const newer = interview({ surveyId: 'a', startedAt: '2026-11-26T09:00:00Z' });
    const other = interview({ surveyId: 'b', startedAt: '2026-11-26T07:00:00Z' });
    const { interviewerId: _none, ...respondent } = interview({ surveyId: 'a' });
    const groups = interviewsBySurvey([older, other, newer, respondent], [], []);
    expect(groups.map((group) => [group.surveyId, group.rows.map((row) => row.response.id)])).toEqual([
      ['a', [newer.id, older.id]],
      ['b', [other.id]],
    ]);
  });

  it('counts each state, and clears only what the server has whole or recorded discarded', () => {
    const inProgress = interview();
    const waiting = interview({ status: 'complete', ackSeq: 1 });
    const sent = interview({ status: 'complete', ackSeq: 2 });
    const refused = interview({ status: 'complete', ackSeq: 1 });
    const discarding = interview({ discardedAt: 1 });
    const discarded = interview({ discardedAt: 1, discardAckedAt: '2026-11-26T10:00:00Z' });
    const rows = [inProgress, waiting, sent, refused, discarding, discarded].map((response) =>
      interviewRowOf(
        response,
        [saveEntry(refused.id, { refusedReason: 'notAssigned' }), saveEntry(waiting.id)],
        [],
      ),
    );
    expect(interviewCounts(rows)).toEqual({
      inProgress: 1,
      waiting: 1,
      sent: 1,
      refused: 1,
      discarding: 1,
      discarded: 1,
    });
    expect(clearableIds(rows)).toEqual([sent.id, discarded.id]);
  });

  it('tells what to do about each refusal', () => {
    expect(refusalAdvice('interviewerRevoked')).toBe('interviewDevice.refused.assignment');
    expect(refusalAdvice('notAssigned')).toBe('interviewDevice.refused.assignment');
    expect(refusalAdvice('interviewDiscarded')).toBe('interviewDevice.refused.discarded');
    expect(refusalAdvice('invalidAnswers')).toBe('interviewDevice.refused.other');
  });
});

describe('the device report', () => {
  it("counts one interviewer's interviews per assigned survey, zeros for a survey the device lacks", () => {
    const mine = [
      interview({ surveyId: 'a', interviewerId: 'me' }),
      interview({ surveyId: 'a', interviewerId: 'me', status: 'complete', ackSeq: 1 }),
      interview({ surveyId: 'a', interviewerId: 'me', status: 'complete', ackSeq: 2 }),
      interview({ surveyId: 'b', interviewerId: 'me', status: 'complete', ackSeq: 1 }),
      interview({ surveyId: 'not-assigned', interviewerId: 'me' }),
    ];
    const refused = interview({ surveyId: 'b', interviewerId: 'me', status: 'complete', ackSeq: 1 });
    const awaiting = interview({ surveyId: 'b', interviewerId: 'me', status: 'complete', ackSeq: 1 });
    const someoneElses = interview({ surveyId: 'a', interviewerId: 'other' });
    const entries = [
      saveEntry(refused.id, { refusedReason: 'notAssigned' }),
      saveEntry(awaiting.id, { refusedReason: 'interviewerLogin' }),
    ];
    const rows = [...mine, refused, awaiting, someoneElses].map((response) =>
      interviewRowOf(response, entries, []),
    );
    expect(deviceReportLines(rows, 'me', ['a', 'b', 'c'])).toEqual([
      { surveyId: 'a', inProgress: 1, waiting: 1, refused: 0 },
      { surveyId: 'b', inProgress: 0, waiting: 2, refused: 1 },
      { surveyId: 'c', inProgress: 0, waiting: 0, refused: 0 },
    ]);
  });
});
