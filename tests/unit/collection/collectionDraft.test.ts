import { describe, expect, it } from 'vitest';
import { type CollectionLimits, saveCollectionRequestSchema } from '../../../src/core/api/collection';
import {
  type CollectionDraft,
  draftOf,
  saveRequestOf,
  timeState,
} from '../../../src/designer/surveyConfig/collectionDraft';

const OPENS = Date.parse('2030-03-01T08:00:00+08:00');
const CLOSES = Date.parse('2030-03-31T20:00:00+08:00');

const limits = (patch: Partial<CollectionLimits> = {}): CollectionLimits => ({
  surveyId: 's1',
  opensAt: null,
  closesAt: null,
  maxCompletes: null,
  onePerDevice: 0,
  hasPassword: false,
  auditValues: 0,
  interviewLocation: 0,
  completes: 0,
  ...patch,
});

const draft = (patch: Partial<CollectionDraft> = {}): CollectionDraft => ({ ...draftOf(limits()), ...patch });

/** The server's own verdict on a request: the message key of its first issue, or 'ok'. */
function serverVerdict(request: unknown): string {
  const parsed = saveCollectionRequestSchema.safeParse(request);
  return parsed.success ? 'ok' : (parsed.error.issues[0]?.message ?? 'refused');
}

describe("the collection form's draft", () => {
  it('starts from the saved limits, keeping the password set, and saves them back unchanged', () => {
    const saved = limits({
      opensAt: new Date(OPENS).toISOString(),
      closesAt: new Date(CLOSES).toISOString(),
      maxCompletes: 300,
      onePerDevice: 1,
      hasPassword: true,
      auditValues: 1,
      interviewLocation: 1,
      completes: 12,
    });
    const start = draftOf(saved);
    expect(start).toEqual({
      opensAt: OPENS,
      closesAt: CLOSES,
      capOn: true,
      maxCompletes: 300,
      onePerDevice: true,
      auditValues: true,
      interviewLocation: true,
      password: { kind: 'keep' },
    });
    const outcome = saveRequestOf('s1', start);
    expect(outcome).toEqual({
      request: {
        surveyId: 's1',
        opensAt: saved.opensAt,
        closesAt: saved.closesAt,
        maxCompletes: 300,
        onePerDevice: 1,
        auditValues: 1,
        interviewLocation: 1,
      },
    });
    // Absent, not null: the server keeps the password set.
    expect('request' in outcome && 'password' in outcome.request).toBe(false);
    expect(serverVerdict('request' in outcome && outcome.request)).toBe('ok');
  });

  it('sends a picked time as the same instant, whatever the time zone it was picked in', () => {
    const outcome = saveRequestOf('s1', draft({ opensAt: OPENS }));
    expect('request' in outcome && outcome.request.opensAt).toBe('2030-03-01T00:00:00.000Z');
  });

  it('refuses a close at or before the opening, as the server does', () => {
    for (const closesAt of [OPENS, OPENS - 60_000]) {
      const value = draft({ opensAt: OPENS, closesAt });
      expect(saveRequestOf('s1', value)).toEqual({
        problem: { field: 'closesAt', key: 'collection.time.closeBeforeOpen' },
      });
      const asSent = {
        surveyId: 's1',
        opensAt: new Date(OPENS).toISOString(),
        closesAt: new Date(closesAt).toISOString(),
        maxCompletes: null,
        onePerDevice: 0,
      };
      expect(serverVerdict(asSent)).toBe('collection.time.closeBeforeOpen');
    }
    // Either time alone is fine, a close in the past included (that is how a survey is closed now).
    expect(serverVerdict((saveRequestOf('s1', draft({ closesAt: 0 })) as { request: unknown }).request)).toBe(
      'ok',
    );
  });

  it('wants a whole cap of at least 1 when the cap is on, and sends none when it is off', () => {
    for (const maxCompletes of [null, 0, 2.5]) {
      expect(saveRequestOf('s1', draft({ capOn: true, maxCompletes }))).toEqual({
        problem: { field: 'maxCompletes', key: 'collection.cap.invalid' },
      });
    }
    expect(serverVerdict({ ...draft(), surveyId: 's1', onePerDevice: 0, maxCompletes: 0 })).toBe(
      'collection.cap.invalid',
    );
    const off = saveRequestOf('s1', draft({ capOn: false, maxCompletes: 50 }));
    expect('request' in off && off.request.maxCompletes).toBe(null);
    const on = saveRequestOf('s1', draft({ capOn: true, maxCompletes: 1 }));
    expect('request' in on && on.request.maxCompletes).toBe(1);
  });

  it('sets a password typed, clears it with null, and refuses one of spaces only', () => {
    const set = saveRequestOf('s1', draft({ password: { kind: 'set', value: ' 春天2030 ' } }));
    expect('request' in set && set.request.password).toBe(' 春天2030 ');
    // The server trims it, as the runner trims what a respondent types.
    expect(saveCollectionRequestSchema.parse('request' in set && set.request).password).toBe('春天2030');
    const clear = saveRequestOf('s1', draft({ password: { kind: 'clear' } }));
    expect('request' in clear && clear.request.password).toBe(null);
    for (const value of ['', '   ']) {
      expect(saveRequestOf('s1', draft({ password: { kind: 'set', value } }))).toEqual({
        problem: { field: 'password', key: 'collection.password.empty' },
      });
    }
  });
});

describe('where the survey stands by its times', () => {
  it('is not open before the opening, open from it (included) and closed from the close (included)', () => {
    const times = { opensAt: OPENS, closesAt: CLOSES };
    expect(timeState(times, OPENS - 1)).toBe('notOpen');
    expect(timeState(times, OPENS)).toBe('open');
    expect(timeState(times, CLOSES - 1)).toBe('open');
    expect(timeState(times, CLOSES)).toBe('closed');
    expect(timeState({ opensAt: null, closesAt: null }, 0)).toBe('open');
    expect(timeState({ opensAt: null, closesAt: CLOSES }, CLOSES + 1)).toBe('closed');
    expect(timeState({ opensAt: OPENS, closesAt: null }, OPENS - 1)).toBe('notOpen');
  });
});
