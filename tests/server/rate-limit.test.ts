import { describe, expect, it } from 'vitest';
import { USER_API } from '../../src/core/api/user';
import { GOOD_PASSWORD, login, register, uniqueUserName, useTestApp } from './support/app';
import { call } from './support/http';
import { stateTargets, testRedis } from './support/redis';

describe.each(stateTargets())('login rate limit on $name', (target) => {
  const ctx = useTestApp(target.database, {
    loginRateLimit: { max: 3, windowMs: 60_000 },
    redis: testRedis(target),
  });

  it('answers the attempt after the limit with 429 and how long to wait', async () => {
    const userName = uniqueUserName('limited');
    await register(ctx().app, userName);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(ctx().app, userName, 'wrong-password1')).status).toBe(400);
    }
    // The user name counts whatever its case: changing it does not buy more attempts.
    const limited = await login(ctx().app, userName.toUpperCase(), GOOD_PASSWORD);
    expect(limited.status).toBe(429);
    const seconds = (limited.envelope.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.envelope.message).toBe(`登录尝试次数过多，请 ${seconds} 秒后再试`);
    expect(limited.headers['retry-after']).toBe(String(seconds));
  });

  it('limits one user name at a time, not everyone behind the same address', async () => {
    const attacked = uniqueUserName('attacked');
    const bystander = uniqueUserName('bystander');
    await register(ctx().app, attacked);
    await register(ctx().app, bystander);
    for (let attempt = 1; attempt <= 4; attempt++) await login(ctx().app, attacked, 'wrong-password1');
    expect((await login(ctx().app, attacked, GOOD_PASSWORD)).status).toBe(429);
    expect((await login(ctx().app, bystander, GOOD_PASSWORD)).status).toBe(200);
  });

  it('never limits successful logins, and a success clears the failures before it', async () => {
    const userName = uniqueUserName('tabs');
    await register(ctx().app, userName);
    // A person opening the app in tab after tab: five times the budget, never a 429.
    for (let attempt = 1; attempt <= 15; attempt++) {
      expect((await login(ctx().app, userName, GOOD_PASSWORD)).status).toBe(200);
    }
    // Two typos, then the right password: the typos are forgiven.
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await login(ctx().app, userName, 'wrong-password1')).status).toBe(400);
    }
    expect((await login(ctx().app, userName, GOOD_PASSWORD)).status).toBe(200);
    // Three failures in a row (the budget) do limit, the right password included.
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(ctx().app, userName, 'wrong-password1')).status).toBe(400);
    }
    expect((await login(ctx().app, userName, GOOD_PASSWORD)).status).toBe(429);
  });

  it('gives a burst of parallel guesses no more tries than the budget', async () => {
    const userName = uniqueUserName('burst');
    await register(ctx().app, userName);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => login(ctx().app, userName, 'wrong-password1')),
    );
    const statuses = guesses.map((guess) => guess.status).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(9).fill(429)]);
  });
});

describe.each(stateTargets())('registration rate limit on $name', (target) => {
  const ctx = useTestApp(target.database, {
    registrationRateLimit: { max: 2, windowMs: 60_000 },
    redis: testRedis(target),
  });

  it('refuses the third account from one address with 429 and creates nothing', async () => {
    await register(ctx().app);
    await register(ctx().app);
    const userName = uniqueUserName('third');
    const refused = await call(ctx().app, 'POST', USER_API.register, {
      body: { userName, password: GOOD_PASSWORD },
      language: 'en',
    });
    expect(refused.status).toBe(429);
    const seconds = (refused.envelope.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(refused.envelope.message).toBe(
      `Too many accounts were registered from this network, please try again in ${seconds} seconds`,
    );
    expect((await login(ctx().app, userName, GOOD_PASSWORD)).status).toBe(400);
  });
});

describe.each(stateTargets())('registration behind a trusted proxy on $name', (target) => {
  const ctx = useTestApp(target.database, {
    registrationRateLimit: { max: 1, windowMs: 60_000 },
    trustProxy: true,
    redis: testRedis(target),
  });

  it("counts each visitor's forwarded address, not the proxy's", async () => {
    const registerFrom = (address: string) =>
      ctx().app.inject({
        method: 'POST',
        url: USER_API.register,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        payload: JSON.stringify({ userName: uniqueUserName('proxied'), password: GOOD_PASSWORD }),
      });
    expect((await registerFrom('203.0.113.7')).statusCode).toBe(200);
    expect((await registerFrom('203.0.113.8')).statusCode).toBe(200);
    expect((await registerFrom('203.0.113.7')).statusCode).toBe(429);
  });
});
