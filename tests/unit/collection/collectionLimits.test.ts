import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readCookie, ticketCookieName } from '../../../server/collection/cookies';
import { timeRefusal } from '../../../server/collection/limits';
import { startOf } from '../../../server/collection/save-gate';
import { issueTicket, TICKET_LIFETIME_MS, ticketExpiry } from '../../../server/collection/ticket';
import { saveCollectionRequestSchema } from '../../../src/core/api/collection';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const requestWith = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

describe('access tickets', () => {
  const now = new Date('2030-05-01T00:00:00.000Z');

  it('are valid for their survey and password hash until they expire', () => {
    const ticket = issueTicket('survey-1', HASH, now);
    expect(ticketExpiry(ticket, 'survey-1', HASH)?.getTime()).toBe(now.getTime() + TICKET_LIFETIME_MS);
  });

  it('are worth nothing for another survey, another password hash, or changed by a character', () => {
    const ticket = issueTicket('survey-1', HASH, now);
    expect(ticketExpiry(ticket, 'survey-2', HASH)).toBeUndefined();
    expect(ticketExpiry(ticket, 'survey-1', `${HASH}x`)).toBeUndefined();
    const [expiry, mac] = ticket.split('.') as [string, string];
    // A later expiry with the same signature.
    expect(ticketExpiry(`${Number(expiry) + 1}.${mac}`, 'survey-1', HASH)).toBeUndefined();
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(ticketExpiry(`${expiry}.${flipped}`, 'survey-1', HASH)).toBeUndefined();
    for (const junk of ['', '.', 'abc', `${expiry}.`, `${expiry}.${mac}.x`, `-1.${mac}`])
      expect(ticketExpiry(junk, 'survey-1', HASH)).toBeUndefined();
  });
});

describe('cookies', () => {
  it('reads one cookie among others, and nothing from a name that only begins the same', () => {
    const request = requestWith('a=1; wenda_device=abc; wenda_device_x=zzz; empty=');
    expect(readCookie(request, 'wenda_device')).toBe('abc');
    expect(readCookie(request, 'a')).toBe('1');
    expect(readCookie(request, 'empty')).toBeUndefined();
    expect(readCookie(request, 'wenda')).toBeUndefined();
    expect(readCookie(requestWith(), 'a')).toBeUndefined();
  });

  it("names a survey's ticket cookie with its id, or the id in base64url when it holds other characters", () => {
    expect(ticketCookieName('0193a4b2-7c1d-7e00-8f00-123456789abc')).toBe(
      'wenda_ticket_0193a4b2-7c1d-7e00-8f00-123456789abc',
    );
    expect(ticketCookieName('问卷;1')).toMatch(/^wenda_ticket_[\w-]+$/);
  });
});

describe('open and close time', () => {
  const opensAt = new Date('2030-01-01T00:00:00Z');
  const closesAt = new Date('2030-02-01T00:00:00Z');

  it('is open from the opening (included) to the close (excluded)', () => {
    const limits = { opensAt, closesAt };
    expect(timeRefusal(limits, new Date(opensAt.getTime() - 1))).toBe('notOpen');
    expect(timeRefusal(limits, opensAt)).toBeUndefined();
    expect(timeRefusal(limits, new Date(closesAt.getTime() - 1))).toBeUndefined();
    expect(timeRefusal(limits, closesAt)).toBe('closed');
    expect(timeRefusal({ opensAt: null, closesAt: null }, new Date(0))).toBeUndefined();
  });

  it('judges a response by the start its device gives, never later than now', () => {
    const now = new Date('2030-01-10T00:00:00Z');
    const said = (startedAt?: string) => startOf({ paradata: { questionTimeMs: {}, startedAt } }, now);
    expect(said('2030-01-05T00:00:00Z')).toEqual(new Date('2030-01-05T00:00:00Z'));
    expect(said('2030-03-01T00:00:00Z')).toEqual(now);
    expect(said('not a time')).toEqual(now);
    expect(said()).toEqual(now);
  });
});

describe("the settings call's request", () => {
  const base = { surveyId: 's1', opensAt: null, closesAt: null, maxCompletes: null, onePerDevice: 0 };
  const issueOf = (body: Record<string, unknown>) =>
    saveCollectionRequestSchema.safeParse({ ...base, ...body }).error?.issues[0];

  it('wants the close after the open, and a whole cap of at least 1', () => {
    expect(issueOf({ opensAt: '2030-01-02T00:00:00+08:00', closesAt: '2030-01-01T16:00:00Z' })).toMatchObject(
      {
        path: ['closesAt'],
        message: 'collection.time.closeBeforeOpen',
      },
    );
    expect(
      issueOf({ opensAt: '2030-01-02T00:00:00+08:00', closesAt: '2030-01-01T16:00:01Z' }),
    ).toBeUndefined();
    expect(issueOf({ maxCompletes: 0 })?.message).toBe('collection.cap.invalid');
    expect(issueOf({ maxCompletes: 1 })).toBeUndefined();
    expect(issueOf({ opensAt: '2030-01-01' })?.message).toBe('collection.time.invalid');
  });

  it('sets a password given, clears it with null and keeps it when absent', () => {
    expect(saveCollectionRequestSchema.parse({ ...base, password: ' abc ' }).password).toBe('abc');
    expect(saveCollectionRequestSchema.parse({ ...base, password: null }).password).toBeNull();
    expect(saveCollectionRequestSchema.parse(base)).not.toHaveProperty('password');
    expect(issueOf({ password: '  ' })?.message).toBe('collection.password.empty');
    expect(issueOf({ password: 'x'.repeat(65) })?.message).toBe('collection.password.tooLong');
  });
});
