import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../server/accounts/tokens';
import { sessions } from '../../server/db/schema';
import { USER_API, type UserInfo } from '../../src/core/api/user';
import { TOKEN_HEADER } from '../../src/core/envelope';
import { register, sleep, useTestApp } from './support/app';
import { call } from './support/http';
import { stateTargets, testRedis } from './support/redis';

describe.each(stateTargets())('sessions on $name', (target) => {
  const redis = testRedis(target);

  describe('storage', () => {
    const ctx = useTestApp(target.database, { redis });

    it('keeps only the sha256 of a token', async () => {
      const user = await register(ctx().app);
      if (redis) {
        // In Redis, as in the table: the key names the hash, and the token itself is nowhere.
        const keys = await redis.client.keys(`${redis.prefix}*`);
        expect(keys).toContain(`${redis.prefix}session:${hashSessionToken(user.token)}`);
        const stored = await redis.client.hgetall(`${redis.prefix}session:${hashSessionToken(user.token)}`);
        expect(JSON.stringify({ keys, stored })).not.toContain(user.token);
        expect(await ctx().db.select().from(sessions)).toHaveLength(0);
        return;
      }
      const rows = await ctx()
        .db.select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(user.token)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const asStored = await ctx().db.select().from(sessions).where(eq(sessions.tokenHash, user.token));
      expect(asStored).toHaveLength(0);
    });

    it('answers a missing or unknown token with the 401 envelope', async () => {
      const missing = await call(ctx().app, 'GET', USER_API.info);
      expect(missing.status).toBe(401);
      expect(missing.envelope).toEqual({ code: 401, message: '登录已过期，请重新登录', data: null });
      const unknown = await call(ctx().app, 'GET', USER_API.info, { token: 'made-up-token', language: 'en' });
      expect(unknown.status).toBe(401);
      expect(unknown.envelope.message).toBe('Your session has expired, please log in again');
    });
  });

  describe('expiry', () => {
    const ctx = useTestApp(target.database, { redis, tokenTtlMs: 400 });

    it('refuses a token after its lifetime with 401', async () => {
      const user = await register(ctx().app);
      await sleep(450);
      const result = await call(ctx().app, 'GET', USER_API.info, { token: user.token });
      expect(result.status).toBe(401);
      expect(result.envelope.message).toBe('登录已过期，请重新登录');
    });
  });

  describe('sliding renewal', () => {
    const ctx = useTestApp(target.database, { redis, tokenTtlMs: 2_000, tokenRenewGraceMs: 300 });

    it('does not renew a young token', async () => {
      const user = await register(ctx().app);
      const result = await call(ctx().app, 'GET', USER_API.info, { token: user.token });
      expect(result.status).toBe(200);
      expect(result.headers[TOKEN_HEADER]).toBeUndefined();
    });

    it('sends a new token in the header past half the lifetime; the old one lives for the grace period only', async () => {
      const user = await register(ctx().app);
      await sleep(1_050);
      const renewed = await call<UserInfo>(ctx().app, 'GET', USER_API.info, { token: user.token });
      expect(renewed.status).toBe(200);
      const newToken = renewed.headers[TOKEN_HEADER];
      expect(typeof newToken).toBe('string');
      expect(newToken).not.toBe(user.token);

      // Within the grace period the old token still works, and is not renewed a second time.
      const again = await call(ctx().app, 'GET', USER_API.info, { token: user.token });
      expect(again.status).toBe(200);
      expect(again.headers[TOKEN_HEADER]).toBeUndefined();

      const withNew = await call<UserInfo>(ctx().app, 'GET', USER_API.info, { token: String(newToken) });
      expect(withNew.status).toBe(200);
      expect(withNew.envelope.data.userId).toBe(user.userId);
      expect(withNew.headers[TOKEN_HEADER]).toBeUndefined();

      await sleep(350);
      expect((await call(ctx().app, 'GET', USER_API.info, { token: user.token })).status).toBe(401);
      expect((await call(ctx().app, 'GET', USER_API.info, { token: String(newToken) })).status).toBe(200);
    });
  });
});
