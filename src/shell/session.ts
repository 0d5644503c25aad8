import type { LoginResponse, UserInfo } from '../core/api/user';
import { shouldRememberPath } from './routeRules';

/**
 * The designer's session in sessionStorage (spec 1 §3): the token under `token`, the user id under `userId`
 * — "logged in" means that one is set — and the whole user record (permission fields and abilities) under
 * `userInfo`. Only types are imported from the contract: this module is in the entry chunk, and the records
 * it stores were validated by whoever received them.
 */
export const SESSION_KEYS = {
  token: 'token',
  userId: 'userId',
  userInfo: 'userInfo',
} as const;

/** Path to return to after login (spec 1 §2), and the once-per-session announcement flag. */
export const LAST_PATH_KEY = 'lastPath';
export const ANNOUNCEMENT_SEEN_KEY = 'announcementSeen';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage refused (quota, private mode): the session lasts as long as the page.
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return read(SESSION_KEYS.token) || null;
}

export function setToken(token: string): void {
  write(SESSION_KEYS.token, token);
}

export function getUserId(): string | null {
  return read(SESSION_KEYS.userId) || null;
}

export function isLoggedIn(): boolean {
  return getUserId() !== null;
}

let cachedRaw: string | null = null;
let cachedUser: UserInfo | null = null;

/** The stored user while logged in; the same object until the record changes (for useSyncExternalStore). */
export function getStoredUser(): UserInfo | null {
  if (!isLoggedIn()) return null;
  const raw = read(SESSION_KEYS.userInfo);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as UserInfo) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

export function storeUser(user: UserInfo): void {
  write(SESSION_KEYS.userInfo, JSON.stringify(user));
  write(SESSION_KEYS.userId, user.userId);
  changed();
}

/** A login answer carries the user and the token; they are kept apart. */
export function storeLogin(response: LoginResponse): void {
  const { token, ...user } = response;
  setToken(token);
  storeUser(user);
}

export function updateStoredUser(patch: Partial<UserInfo>): void {
  const user = getStoredUser();
  if (user) storeUser({ ...user, ...patch });
}

/** The login route clears the stored user id (spec 1 §2): whoever opens it is logged out of this tab. */
export function clearUserId(): void {
  if (read(SESSION_KEYS.userId) === null) return;
  write(SESSION_KEYS.userId, null);
  changed();
}

/** Clears the session items (token, user id, user record); the return path and UI flags stay. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  changed();
}

export function rememberPath(path: string): void {
  if (shouldRememberPath(path)) write(LAST_PATH_KEY, path);
}

export function getRememberedPath(): string | null {
  return read(LAST_PATH_KEY);
}

export function forgetRememberedPath(): void {
  write(LAST_PATH_KEY, null);
}

export function announcementSeen(): boolean {
  return read(ANNOUNCEMENT_SEEN_KEY) === '1';
}

export function markAnnouncementSeen(): void {
  write(ANNOUNCEMENT_SEEN_KEY, '1');
}
