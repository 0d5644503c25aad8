import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketCookieName } from '../../../server/collection/cookies';
import { issueTicket, TICKET_LIFETIME_MS } from '../../../server/collection/ticket';
import { collectionLimits } from '../../../server/db/schema';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import {
  DAY,
  inHours,
  type Jar,
  type LimitedSurvey,
  limitedSurvey,
  loadSurvey,
  responseBody,
  sendSave,
  setLimits,
} from './fixture';

const PASSWORD = '问卷 2030';

/**
 * The access password. The load asks for it (passwordRequired), refuses a wrong one (passwordWrong, limited
 * per survey and address) and, for the right one, sets the survey's ticket cookie, which lets later loads
 * through without the password. A NEW response is taken only with a ticket of this survey, under its current
 * password, valid when the response started; responses the server holds go on regardless.
 */
describe.each(databaseTargets())('access password ($name)', (target) => {
  const ctx = useTestApp(target);

  const protectedSurvey = async (): Promise<LimitedSurvey> => {
    const survey = await limitedSurvey(ctx().app);
    await setLimits(ctx().app, survey, { password: PASSWORD });
    return survey;
  };
  const passwordHash = async (surveyId: string) =>
    (
      await ctx()
        .db.select({ hash: collectionLimits.passwordHash })
        .from(collectionLimits)
        .where(eq(collectionLimits.surveyId, surveyId))
    )[0]?.hash as string;

  it('asks for the password, refuses a wrong one, and lets the right one in with a ticket', async () => {
    const survey = await protectedSurvey();
    const jar: Jar = new Map();
    const asked = await loadSurvey(ctx().app, survey.surveyId, { jar });
    expect(asked.status).toBe(403);
    expect(asked.envelope.data).toEqual({ reason: 'passwordRequired' });
    expect(asked.envelope.message).toBe('这份问卷需要访问密码。');
    expect(asked.cookies.size).toBe(0);

    const wrong = await loadSurvey(ctx().app, survey.surveyId, {
      jar,
      password: '问卷 2031',
      language: 'en',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.envelope.data).toEqual({ reason: 'passwordWrong' });
    expect(wrong.envelope.message).toBe('The access password is not correct. Please try again.');
    expect(jar.size).toBe(0);

    // Typed with spaces around it, as a pasted password often is.
    const right = await loadSurvey(ctx().app, survey.surveyId, { jar, password: ` ${PASSWORD} ` });
    expect(right.status, right.envelope.message).toBe(200);
    const cookieName = ticketCookieName(survey.surveyId);
    expect(jar.get(cookieName)).toMatch(/^\d+\.[\w-]{43}$/);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/survey-answer');
    expect(setCookie).toContain(`Max-Age=${TICKET_LIFETIME_MS / 1000}`);

    // The ticket alone lets the next load through (a reload, the boot script's early load).
    const again = await loadSurvey(ctx().app, survey.surveyId, { jar });
    expect(again.status, again.envelope.message).toBe(200);
    // And the saves of a new response.
    const saved = await sendSave(ctx().app, responseBody(survey), jar);
    expect(saved.status, saved.envelope.message).toBe(200);
  });

  it("refuses a new response without a ticket, with a wrong, expired or other survey's one", async () => {
    const survey = await protectedSurvey();
    const other = await protectedSurvey();
    const cookieName = ticketCookieName(survey.surveyId);
    const hash = await passwordHash(survey.surveyId);
    const refusedWith = async (jar: Jar | undefined, startedAt?: Date) => {
      const refused = await sendSave(
        ctx().app,
        responseBody(survey, { ...(startedAt && { startedAt }) }),
        jar,
      );
      expect(refused.status).toBe(403);
      expect(refused.envelope.data).toEqual({ reason: 'surveyUnavailable', survey: 'passwordRequired' });
    };
    await refusedWith(undefined);
    // A forged one.
    await refusedWith(new Map([[cookieName, `${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`]]));
    // Another survey's genuine ticket, under this survey's cookie name.
    const otherJar: Jar = new Map();
    expect((await loadSurvey(ctx().app, other.surveyId, { jar: otherJar, password: PASSWORD })).status).toBe(
      200,
    );
    await refusedWith(new Map([[cookieName, otherJar.get(ticketCookieName(other.surveyId)) as string]]));
    await refusedWith(otherJar);
    // Expired before the response started.
    const expired = issueTicket(survey.surveyId, hash, new Date(Date.now() - TICKET_LIFETIME_MS - DAY));
    await refusedWith(new Map([[cookieName, expired]]));
    // A ticket made under the password before the current one.
    const before = issueTicket(survey.surveyId, hash);
    await setLimits(ctx().app, survey, { password: 'new password' });
    await refusedWith(new Map([[cookieName, before]]));
  });

  it('takes a response started while its ticket was valid, delivered after the ticket expired', async () => {
    const survey = await protectedSurvey();
    const hash = await passwordHash(survey.surveyId);
    const cookieName = ticketCookieName(survey.surveyId);
    // The ticket ran out yesterday; the response was begun (offline) two days ago.
    const lapsed = issueTicket(survey.surveyId, hash, new Date(Date.now() - TICKET_LIFETIME_MS - DAY));
    const jar: Jar = new Map([[cookieName, lapsed]]);
    const delivered = await sendSave(ctx().app, responseBody(survey, { startedAt: inHours(-48) }), jar);
    expect(delivered.status, delivered.envelope.message).toBe(200);
    const startedToday = await sendSave(ctx().app, responseBody(survey, { startedAt: inHours(-1) }), jar);
    expect(startedToday.status).toBe(403);
    // An expired ticket does not open the load either.
    const load = await loadSurvey(ctx().app, survey.surveyId, { jar });
    expect(load.envelope.data).toEqual({ reason: 'passwordRequired' });
  });

  it('goes on with responses the server holds, whatever their device carries', async () => {
    const survey = await limitedSurvey(ctx().app);
    const begun = responseBody(survey, { status: 'in-progress' });
    expect((await sendSave(ctx().app, begun)).status).toBe(200);
    await setLimits(ctx().app, survey, { password: PASSWORD });
    const finished = await sendSave(ctx().app, { ...begun, seq: 2, status: 'complete' });
    expect(finished.status, finished.envelope.message).toBe(200);
  });

  it('limits wrong passwords per survey and address, and says how long to wait', async () => {
    const survey = await protectedSurvey();
    const other = await protectedSurvey();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await loadSurvey(ctx().app, survey.surveyId, { password: `guess ${attempt}` });
      expect(wrong.envelope.data).toEqual({ reason: 'passwordWrong' });
    }
    // Now even the right password waits: a guesser cannot tell it from a wrong one.
    const blocked = await loadSurvey(ctx().app, survey.surveyId, { password: PASSWORD, language: 'en' });
    expect(blocked.status).toBe(429);
    expect(blocked.envelope.data).toMatchObject({ reason: 'passwordWrong' });
    const seconds = (blocked.envelope.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(blocked.headers['retry-after']).toBe(String(seconds));
    expect(blocked.envelope.message).toBe(
      `Too many wrong passwords. Please try again in ${seconds} seconds.`,
    );
    // Another survey from the same address is not locked out.
    expect((await loadSurvey(ctx().app, other.surveyId, { password: PASSWORD })).status).toBe(200);
  });
});
