import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  USER_API,
  userInfoSchema,
} from '../../src/core/api/user';
import { envelopeSchema, ResponseCode, TOKEN_HEADER } from '../../src/core/envelope';
import { SELF_REGISTERED_PERMISSIONS } from '../../src/core/permissions';
import { verifyPassword } from '../accounts/passwords';
import {
  authenticate,
  createUser,
  findUserById,
  recordLogin,
  setPassword,
  toUserInfo,
} from '../accounts/service';
import {
  createSession,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSessionByToken,
  type SessionSettings,
} from '../accounts/sessions';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { currentUser, sessionExpired, tokenOf } from '../http/auth';
import { okEnvelope } from '../http/envelope';
import { failureCounts } from '../http/failure-counts';
import {
  LoginFailureLimiter,
  type LoginRateLimit,
  type RateLimit,
  registrationRateLimitConfig,
} from '../http/rate-limits';
import { deleteAccountInterviewerSessions } from '../interviewers/sessions';

export type AccountRoutesOptions = {
  db: Database;
  sessions: SessionSettings;
  loginRateLimit: LoginRateLimit;
  registrationRateLimit: RateLimit;
};

const loginReply = { 200: envelopeSchema(loginResponseSchema) };
const userInfoReply = { 200: envelopeSchema(userInfoSchema) };
const emptyReply = { 200: envelopeSchema(z.null()) };

/** The account calls of spec 1 §7 "Session", plus registration, password change and user info. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, sessions, loginRateLimit, registrationRateLimit } = options;
  const loginFailures = new LoginFailureLimiter(loginRateLimit, failureCounts(app.sharedRedis, 'login'));

  /** Logs the user in on this request: a new session, its token in the body and the `token` header. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const now = new Date();
    const user = await recordLogin(db, userId, now);
    await deleteExpiredSessions(db, userId, now);
    const token = await createSession(db, userId, sessions, now);
    reply.header(TOKEN_HEADER, token);
    return okEnvelope(request, { ...toUserInfo(user), token });
  }

  app.post(
    USER_API.register,
    {
      schema: { body: registerRequestSchema, response: loginReply },
      config: { rateLimit: registrationRateLimitConfig(registrationRateLimit) },
    },
    async (request, reply) => {
      const { userName, password, name, email, cellphone } = request.body;
      const user = await createUser(db, {
        userName,
        password,
        name: name ?? null,
        email: email ?? null,
        cellphone: cellphone ?? null,
        resetPswStatus: 0,
        permissions: SELF_REGISTERED_PERMISSIONS,
      });
      return startSession(request, reply, user.userId);
    },
  );

  app.post(
    USER_API.login,
    { schema: { body: loginRequestSchema, response: loginReply } },
    async (request, reply) => {
      // Only wrong passwords spend the attempts (see LoginFailureLimiter); checked after validation, so the
      // key can hold the user name.
      const user = await loginFailures.attempt(request, reply, () =>
        authenticate(db, request.body.userName, request.body.password),
      );
      // 400, not 401: to the client 401 means "your session expired" (spec 1 §8).
      if (!user) throw new AppError(ResponseCode.badRequest, 'server.auth.wrongCredentials');
      return startSession(request, reply, user.id);
    },
  );

  // Idempotent: logging out with a token that is already gone is not an error, the client clears anyway.
  app.get(USER_API.logout, { schema: { response: emptyReply } }, async (request) => {
    const token = tokenOf(request);
    if (token) await deleteSessionByToken(db, token);
    return okEnvelope(request, null);
  });

  app.post(
    USER_API.changePassword,
    { schema: { body: changePasswordRequestSchema, response: userInfoReply }, preHandler: app.requireUser },
    async (request) => {
      const caller = currentUser(request);
      const stored = await findUserById(db, caller.id);
      if (!stored || !request.sessionId) throw sessionExpired();
      if (!(await verifyPassword(stored.passwordHash, request.body.oldPassword))) {
        throw new AppError(
          ResponseCode.badRequest,
          'server.auth.wrongOldPassword',
          {},
          {
            field: 'oldPassword',
            reason: 'server.auth.wrongOldPassword',
          },
        );
      }
      const updated = await setPassword(db, stored.id, request.body.newPassword);
      await deleteOtherSessions(db, stored.id, request.sessionId);
      await deleteAccountInterviewerSessions(db, stored.id);
      return okEnvelope(request, toUserInfo(updated));
    },
  );

  app.get(
    USER_API.info,
    { schema: { response: userInfoReply }, preHandler: app.requireUser },
    async (request) => okEnvelope(request, toUserInfo(currentUser(request))),
  );
};
