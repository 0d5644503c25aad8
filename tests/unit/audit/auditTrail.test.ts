import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { saveAnswersRequestSchema } from '../../../src/core/api/answer';
import { AuditClock } from '../../../src/core/audit/clock';
import { AUDIT_BATCH_FORMAT, type AuditEvent, wallTimeOf } from '../../../src/core/audit/events';
import { auditBatchSchema } from '../../../src/core/audit/schema';
import { questionVisits, stallFlags, timePerQuestion } from '../../../src/core/audit/visits';
import { SAVE_BODY_FORMAT, upgradeSaveBody } from '../../../src/core/model';
import { AuditRecorder, moveOf } from '../../../src/runner/audit/recorder';

/** A device whose clocks the test moves: the monotonic one only forward, the wall one anywhere. */
function fakeDevice(wallStart: number) {
  const device = { mono: 1_000, wall: wallStart };
  const pass = (ms: number) => {
    device.mono += ms;
    device.wall += ms;
  };
  const clock = () =>
    new AuditClock(
      () => device.mono,
      () => device.wall,
    );
  return { device, pass, clock };
}

/** Numbers a page life's events as the device does when they reach Dexie. */
function numbered(recorder: AuditRecorder, clock = 0, from = 0): AuditEvent[] {
  return recorder.take().map((event, index) => ({ ...event, seq: from + index + 1, clock }));
}

const START = Date.UTC(2026, 10, 20, 8, 30);

describe('the audit clock', () => {
  it('keeps durations and event times when the wall clock jumps back an hour in the middle', () => {
    const { device, pass, clock } = fakeDevice(START);
    let answers: Record<string, unknown> = {};
    const recorder = new AuditRecorder(() => answers as never, clock());
    recorder.opened(false);
    recorder.enter('q1');
    pass(12_000);
    // The respondent (or the network time) sets the device clock back an hour.
    device.wall -= 3_600_000;
    answers = { q1: { kind: 'single', optionId: 'o2' } };
    pass(3_000);
    recorder.pageMove(0, 1, 'next');
    recorder.enter('q2');
    pass(8_000);
    recorder.leave();
    const events = numbered(recorder);
    expect(questionVisits(events)).toEqual([
      { questionId: 'q1', ms: 15_000 },
      { questionId: 'q2', ms: 8_000 },
    ]);
    // Wall times come from the anchor read at the start, so they stay in order and an hour is not lost.
    const anchor = { clock: 0, wallMs: recorder.wallMs };
    expect(recorder.wallMs).toBe(START);
    const times = events.map((event) => wallTimeOf(event, anchor));
    expect(times.at(-1)).toBe(START + 23_000);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('leaves the time in the background out of a question, and cuts no stay a reload ended', () => {
    const { pass, clock } = fakeDevice(START);
    const recorder = new AuditRecorder(() => ({}), clock());
    recorder.enter('q1');
    pass(4_000);
    recorder.hide();
    pass(60_000);
    recorder.show();
    pass(1_000);
    recorder.leave();
    recorder.enter('q2');
    pass(5_000);
    recorder.hide();
    const first = numbered(recorder);
    // The page was closed on q2; the next page life opens it again on clock 1.
    const next = new AuditRecorder(() => ({}), clock());
    next.opened(true);
    next.enter('q2');
    pass(2_000);
    next.leave();
    const trail = [...first, ...numbered(next, 1, first.length)];
    expect(questionVisits(trail)).toEqual([
      { questionId: 'q1', ms: 5_000 },
      { questionId: 'q2', ms: 2_000 },
    ]);
    expect(timePerQuestion(trail).get('q2')).toBe(2_000);
  });
});

describe('where respondents stall', () => {
  it('marks at most three of the longest medians, each at least twice the typical question', () => {
    expect(stallFlags([2.1, 0.6, 0.1])).toEqual([true, false, false]);
    expect(stallFlags([5, 5, 5, 5])).toEqual([false, false, false, false]);
    expect(stallFlags([40, 30, 25, 20, 3, 2, 2, 1, 1])).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(stallFlags([])).toEqual([]);
    expect(stallFlags([0, 0])).toEqual([false, false]);
  });
});

describe('the audit recorder', () => {
  it('records a change on leaving, with the values only when the survey keeps them', () => {
    for (const recordValues of [false, true]) {
      let answers: Record<string, unknown> = { q1: { kind: 'text', text: 'a' } };
      const recorder = new AuditRecorder(() => answers as never);
      recorder.recordValues = recordValues;
      recorder.enter('q1');
      // Typing: many edits, nothing recorded until the question is left.
      for (const text of ['ab', 'abc', 'abcd']) answers = { q1: { kind: 'text', text } };
      expect(recorder.take().map((event) => event.kind)).toEqual(['question-enter']);
      recorder.enter('q2');
      const events = recorder.take();
      expect(events.map((event) => event.kind)).toEqual([
        'answer-change',
        'question-leave',
        'question-enter',
      ]);
      const change = events[0]!;
      if (recordValues) {
        expect(change).toMatchObject({
          oldValue: '{"kind":"text","text":"a"}',
          newValue: '{"kind":"text","text":"abcd"}',
        });
      } else expect(change).not.toHaveProperty('oldValue');
    }
  });

  it('records nothing after the end, and tells next from a jump', () => {
    const recorder = new AuditRecorder(() => ({}));
    recorder.enter('q1');
    recorder.end('Complete');
    recorder.hide();
    expect(recorder.take().map((event) => event.kind)).toEqual(['question-enter', 'question-leave', 'end']);
    expect(moveOf([true, false, true], 0, 2, false)).toBe('next');
    expect(moveOf([true, true, true], 0, 2, false)).toBe('jump');
    expect(moveOf([true, true, true], 2, 0, false)).toBe('jump');
    expect(moveOf([true, true, true], 2, 1, true)).toBe('back');
  });
});

describe("the audit batch's schema", () => {
  const batch = (events: object[], anchors = [{ clock: 0, wallMs: START }]) => ({
    format: AUDIT_BATCH_FORMAT,
    anchors,
    events,
  });

  it('takes what the recorder writes', () => {
    const recorder = new AuditRecorder(() => ({}));
    recorder.recordValues = true;
    recorder.opened(false);
    recorder.enter('q1');
    recorder.pageMove(0, 1, 'next');
    recorder.location({ latitude: 31.2, longitude: 121.5, accuracy: 12 });
    recorder.hide();
    recorder.end('Complete');
    const parsed = auditBatchSchema.safeParse(batch(numbered(recorder)));
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('refuses events out of order, on a clock with no anchor, or missing what their kind needs', () => {
    const enter = { seq: 1, clock: 0, atMs: 5, kind: 'question-enter', questionId: 'q1' };
    const refused = [
      batch([enter, { ...enter, seq: 1 }]),
      batch([{ ...enter, clock: 1 }]),
      batch([{ seq: 1, clock: 0, atMs: 5, kind: 'question-enter' }]),
      batch([{ seq: 1, clock: 0, atMs: 5, kind: 'page-move', fromPage: 0 }]),
      batch([{ seq: 1, clock: 0, atMs: 5, kind: 'hidden', oldValue: 'x' }]),
      batch([enter], [{ clock: 0, wallMs: 12 }]),
      batch([{ ...enter, atMs: -1 }]),
    ];
    for (const value of refused)
      expect(auditBatchSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(auditBatchSchema.safeParse(batch([enter])).success).toBe(true);
  });
});

describe('save bodies before the audit trail', () => {
  it('reads a body of format 1 as written by the code before it: no audit events', () => {
    const url = new URL('../../fixtures/formats/save-body-format1.json', import.meta.url);
    const body = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
    expect(body.format).toBe(1);
    const upgraded = upgradeSaveBody(body);
    expect(upgraded).toMatchObject({ format: SAVE_BODY_FORMAT, audit: null });
    expect(SAVE_BODY_FORMAT).toBe(2);
    const parsed = saveAnswersRequestSchema.safeParse(body);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(parsed.data?.paradata.language).toBe('zh');
  });
});
