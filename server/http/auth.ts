import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ResponseCode, TOKEN_HEADER } from '../../src/core/envelope';
import { canEdit, dataLevel, type PermissionFields, releaseLevel } from '../../src/core/permissions';
import type { AccountUser } from '../accounts/service';
import { renewIfDue, resolveSession, type SessionSettings } from '../accounts/sessions';
import type { Database } from '../db/database';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, set by `requireUser`; null on routes that do not require one. */
    user: AccountUser | null;
    /** The session the request's token belongs to, set by `requireUser`. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 envelope unless the `token` header holds a live session; sets `request.user`. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

export function sessionExpired(): AppError {
  return new AppError(ResponseCode.unauthorized, 'server.session.expired');
}

/** The token of a request: the `token` header (spec 1 §7). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

/**
 * Decorates the root instance (not a plugin scope) so that every route module sees `app.requireUser`.
 * When the session is due for renewal the new token goes back in the `token` response header and the
 * client stores it (spec 1 §7: "a new token in a response is stored").
 */
export function installAuth(app: FastifyInstance, db: Database, sessions: SessionSettings): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('requireUser', async function requireUser(request, reply) {
    const token = tokenOf(request);
    if (!token) throw sessionExpired();
    const found = await resolveSession(db, token);
    if (!found) throw sessionExpired();
    const { passwordHash: _hidden, ...user } = found.user;
    request.user = user;
    request.sessionId = found.session.id;
    const renewed = await renewIfDue(db, found.session, sessions);
    if (renewed) reply.header(TOKEN_HEADER, renewed);
  } satisfies preHandlerAsyncHookHandler);
}

/** The logged-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AccountUser {
  if (!request.user) throw sessionExpired();
  return request.user;
}

/**
 * What a route may demand of the caller, in the words of spec 1 §6: edit; release own surveys or any;
 * read own surveys' data or any. Ownership itself is the route's check: this only reads the user's rights.
 */
export type Ability = 'edit' | 'release' | 'releaseAll' | 'data' | 'dataAll';

export function hasAbility(user: PermissionFields, ability: Ability): boolean {
  switch (ability) {
    case 'edit':
      return canEdit(user);
    case 'release':
      return releaseLevel(user) !== 'none';
    case 'releaseAll':
      return releaseLevel(user) === 'full';
    case 'data':
      return dataLevel(user) !== 'none';
    case 'dataAll':
      return dataLevel(user) === 'full';
  }
}

/**
 * preHandler to put after `app.requireUser`: 403 envelope unless the user has the ability, e.g.
 * `preHandler: [app.requireUser, requireAbility('edit')]`.
 */
export function requireAbility(ability: Ability): preHandlerAsyncHookHandler {
  return async function checkAbility(request) {
    if (!hasAbility(currentUser(request), ability)) {
      throw new AppError(ResponseCode.forbidden, 'server.permission.denied', {}, { ability });
    }
  };
}
