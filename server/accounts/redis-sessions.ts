import { randomUUID } from 'node:crypto';
import type { SessionRow } from '../db/schema';
import type { SharedRedis } from '../shared/redis';

/**
 * Sessions in the Redis every API node shares (REDIS_URL): `session:<token sha256>` is a hash {id, userId,
 * createdAt, expiresAt, replacedAt?} that Redis itself expires at expiresAt, and `user-sessions:<user id>`
 * the set of a user's token hashes, so that a password change reaches every device. Redis is the only
 * store of these sessions: every node reads the same key, and a logout or a revocation is one atomic
 * command, seen by the next request on any node — there is no copy to go stale. The user row itself is
 * still read from the database on each request, so a change of rights applies at once.
 */
export class RedisSessions {
  constructor(private readonly redis: SharedRedis) {}

  private sessionKey(tokenHash: string) {
    return `${this.redis.prefix}session:${tokenHash}`;
  }

  private userKey(userId: string) {
    return `${this.redis.prefix}user-sessions:${userId}`;
  }

  async create(tokenHash: string, userId: string, now: Date, ttlMs: number): Promise<void> {
    const session = {
      id: randomUUID(),
      userId,
      createdAt: String(now.getTime()),
      expiresAt: String(now.getTime() + ttlMs),
    };
    // The user's set lives as long as the newest session (every session has the same lifetime).
    await this.redis.client
      .multi()
      .hset(this.sessionKey(tokenHash), session)
      .pexpire(this.sessionKey(tokenHash), ttlMs)
      .sadd(this.userKey(userId), tokenHash)
      .pexpire(this.userKey(userId), ttlMs)
      .exec();
  }

  async find(tokenHash: string, now: Date): Promise<SessionRow | null> {
    const stored = await this.redis.client.hgetall(this.sessionKey(tokenHash));
    if (!stored.id || !stored.userId || !stored.createdAt || !stored.expiresAt) return null;
    const session: SessionRow = {
      id: stored.id,
      tokenHash,
      userId: stored.userId,
      createdAt: new Date(Number(stored.createdAt)),
      expiresAt: new Date(Number(stored.expiresAt)),
      replacedAt: stored.replacedAt ? new Date(Number(stored.replacedAt)) : null,
    };
    // Redis expires keys within a millisecond or so; the stored time is the rule.
    return session.expiresAt > now ? session : null;
  }

  /**
   * Marks the session replaced and shortens it to `graceEnd`, unless another request (on any node) did so
   * first: true for the one caller that may issue the successor.
   */
  async claimRenewal(tokenHash: string, now: Date, graceEnd: Date): Promise<boolean> {
    const claimed = await this.redis.client.eval(
      CLAIM_RENEWAL,
      1,
      this.sessionKey(tokenHash),
      now.getTime(),
      graceEnd.getTime(),
    );
    return claimed === 1;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.redis.client.eval(DELETE_ONE, 1, this.sessionKey(tokenHash), this.redis.prefix, tokenHash);
  }

  async deleteOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.redis.client.eval(DELETE_OTHERS, 1, this.userKey(userId), this.redis.prefix, keepSessionId);
  }

  /** Redis has expired the sessions themselves; this drops their hashes from the user's set. */
  async forgetExpired(userId: string): Promise<void> {
    await this.redis.client.eval(FORGET_EXPIRED, 1, this.userKey(userId), this.redis.prefix);
  }
}

const CLAIM_RENEWAL = `
if redis.call('HEXISTS', KEYS[1], 'id') == 0 or redis.call('HEXISTS', KEYS[1], 'replacedAt') == 1 then
  return 0
end
local now, graceEnd = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'replacedAt', ARGV[1], 'expiresAt', ARGV[2])
if graceEnd > now then
  redis.call('PEXPIRE', KEYS[1], graceEnd - now)
else
  redis.call('DEL', KEYS[1])
end
return 1
`;

// The keys of the other sessions are derived from the user's set inside the script (one Redis, not a cluster).
const DELETE_ONE = `
local userId = redis.call('HGET', KEYS[1], 'userId')
redis.call('DEL', KEYS[1])
if userId then
  redis.call('SREM', ARGV[1] .. 'user-sessions:' .. userId, ARGV[2])
end
return 1
`;

const DELETE_OTHERS = `
for _, tokenHash in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local key = ARGV[1] .. 'session:' .. tokenHash
  if redis.call('HGET', key, 'id') ~= ARGV[2] then
    redis.call('DEL', key)
    redis.call('SREM', KEYS[1], tokenHash)
  end
end
return 1
`;

const FORGET_EXPIRED = `
for _, tokenHash in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[1] .. 'session:' .. tokenHash) == 0 then
    redis.call('SREM', KEYS[1], tokenHash)
  end
end
return 1
`;
