import { describe, expect, it } from 'vitest';
import type { OutboxEntry, StoredResponse } from '../../../../src/runner/db';
import {
  clearableIds,
  interviewCounts,
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
      [saveEntry(finished.id, { refusedReason: 'interviewerSession', refusedMessage: '请重新登录' })],
      [],
    );
    expect(row.state).toBe('refused');
    expect(row.refusal).toEqual({
      entryId: finished.id,
      reason: 'interviewerSession',
      message: '请重新登录',
    });
    expect(mayDiscard(row)).toBe(false);
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
    expect(refusalAdvice('interviewerSession')).toBe('interviewDevice.refused.interviewerSession');
    expect(refusalAdvice('interviewerRevoked')).toBe('interviewDevice.refused.assignment');
    expect(refusalAdvice('notAssigned')).toBe('interviewDevice.refused.assignment');
    expect(refusalAdvice('interviewDiscarded')).toBe('interviewDevice.refused.discarded');
    expect(refusalAdvice('invalidAnswers')).toBe('interviewDevice.refused.other');
  });
});
