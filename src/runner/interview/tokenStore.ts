/**
 * Where the device keeps the interviewers' logins (docs/architecture.md "Interviewer mode"): its own small
 * IndexedDB database, read with IndexedDB's own calls, so the service worker (which has no localStorage) and
 * the answer page (which keeps Dexie out of its first load) both reach the token a queued save or discard
 * must carry. Several interviewers may share a phone: each one's login is kept under their id, and an entry
 * goes with the token of ITS interviewer — never with whoever is on the screen now. Rows, one store:
 * - 'current': the login on the screen now (the same row as before logins were kept per interviewer);
 * - 'login:<id>': each interviewer's login, gone when they log out;
 * - 'known:<id>': each interviewer's name, kept after logout, so a waiting entry can say whom it waits for;
 * - 'deviceId': the device's random id, for the device reports the supervisor reads.
 */

/** INTERVIEWER_TOKEN_HEADER of src/core/api/interviewers.ts, written out: that module brings zod. */
export const INTERVIEWER_HEADER = 'interviewer-token';

export interface InterviewerIdentity {
  id: string;
  kind: 'account' | 'code';
  name: string;
}

export interface InterviewerLogin {
  token: string;
  /** When the token ends unless renewed (ISO; every call past half its life renews it). */
  expiresAt: string;
  interviewer: InterviewerIdentity;
  /** Epoch ms of the login; kept for the screen's "logged in since". */
  loggedInAt: number;
}

const DB_NAME = 'wenda-interviewer';
const STORE = 'login';
const CURRENT = 'current';
const DEVICE_ID = 'deviceId';
const loginKey = (interviewerId: string) => `login:${interviewerId}`;
const knownKey = (interviewerId: string) => `known:${interviewerId}`;
const LOGINS = () => IDBKeyRange.bound('login:', 'login:\uffff');
const KNOWN = () => IDBKeyRange.bound('known:', 'known:\uffff');

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** One transaction over the store: `act` issues its requests, the last one's result is the answer. */
async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest | undefined,
): Promise<T> {
  const db = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request?.result as T);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The login on the screen, or undefined (never logged in, logged out, no IndexedDB). */
export async function readLogin(): Promise<InterviewerLogin | undefined> {
  try {
    return (
      (await inStore<InterviewerLogin | undefined>('readonly', (store) => store.get(CURRENT))) ?? undefined
    );
  } catch {
    return undefined;
  }
}

/** Every login kept on the device (the one on the screen among them), live or ended. */
export async function keptLogins(): Promise<InterviewerLogin[]> {
  try {
    const [current, logins] = await Promise.all([
      readLogin(),
      inStore<InterviewerLogin[]>('readonly', (store) => store.getAll(LOGINS())),
    ]);
    // A login kept before logins were kept per interviewer is only the 'current' row.
    const byId = new Map(logins.map((login) => [login.interviewer.id, login]));
    if (current && !byId.has(current.interviewer.id)) byId.set(current.interviewer.id, current);
    return [...byId.values()];
  } catch {
    return [];
  }
}

/**
 * The token an entry of `interviewerId` is sent with: that interviewer's own login while it lives; undefined
 * when they have none (logged out, never logged in here) or it ended — the entry then waits for their login.
 */
export function liveTokenOf(
  logins: readonly InterviewerLogin[],
  interviewerId: string,
  now = Date.now(),
): InterviewerLogin | undefined {
  const login = logins.find((kept) => kept.interviewer.id === interviewerId);
  return login && Date.parse(login.expiresAt) > now ? login : undefined;
}

/** The live login of one interviewer on this device, read from the store. */
export async function liveLoginOf(interviewerId: string, now = Date.now()) {
  return liveTokenOf(await keptLogins(), interviewerId, now);
}

/** The names of every interviewer who logged in on this device (logged out ones too), by id. */
export async function knownInterviewers(): Promise<Map<string, string>> {
  try {
    const known = await inStore<InterviewerIdentity[]>('readonly', (store) => store.getAll(KNOWN()));
    const names = new Map(known.map((identity) => [identity.id, identity.name]));
    for (const login of await keptLogins()) names.set(login.interviewer.id, login.interviewer.name);
    return names;
  } catch {
    return new Map();
  }
}

/** A new login: on the screen now, and the token of its interviewer's entries. Others' logins stay. */
export function keepLogin(login: InterviewerLogin): Promise<void> {
  return inStore('readwrite', (store) => {
    store.put(login, loginKey(login.interviewer.id));
    store.put(login.interviewer, knownKey(login.interviewer.id));
    return store.put(login, CURRENT);
  });
}

/**
 * Logging out: the interviewer's token goes (and the screen's login, when it is theirs). Other interviewers'
 * logins stay, so their waiting entries still go with their own tokens; this interviewer's wait for their
 * next login on this device.
 */
export async function forgetLogin(interviewerId: string): Promise<void> {
  const current = await readLogin();
  await inStore('readwrite', (store) => {
    if (current?.interviewer.id === interviewerId) store.delete(CURRENT);
    return store.delete(loginKey(interviewerId));
  });
}

/**
 * A renewed token came back in a reply's header: kept in place of the one sent, wherever it is still the one
 * kept (a login meanwhile wins). The renewed token lives a full lifetime from now.
 */
export async function noteRenewedToken(sent: string, renewed: string | null, lifetimeMs: number) {
  if (!renewed || renewed === sent) return;
  const current = await readLogin();
  const own = (await keptLogins()).find((login) => login.token === sent);
  if (!own) return;
  const fresh = { ...own, token: renewed, expiresAt: new Date(Date.now() + lifetimeMs).toISOString() };
  await inStore('readwrite', (store) => {
    if (current?.token === sent) store.put(fresh, CURRENT);
    return store.put(fresh, loginKey(own.interviewer.id));
  });
}

/** The device's own random id (made at the first ask), which its reports to the server carry. */
export async function deviceIdOf(): Promise<string> {
  const kept = await inStore<string | undefined>('readonly', (store) => store.get(DEVICE_ID));
  if (kept) return kept;
  const made = crypto.randomUUID();
  await inStore('readwrite', (store) => store.add(made, DEVICE_ID)).catch(() => undefined);
  // Two pages making one at once: the first kept wins.
  return (await inStore<string | undefined>('readonly', (store) => store.get(DEVICE_ID))) ?? made;
}

/** A designer's and an interviewer's session both live 7 days (server/interviewers/sessions.ts). */
export const TOKEN_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * A fetch that carries an interviewer's token and keeps the renewed one the server sends back: what an
 * interview's save and discard go through, in the page and in the service worker alike.
 */
export function withInterviewerToken(
  send: (input: string, init: RequestInit) => Promise<Response>,
  login: InterviewerLogin,
): (input: string, init: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const headers = new Headers(init.headers);
    headers.set(INTERVIEWER_HEADER, login.token);
    const response = await send(input, { ...init, headers });
    await noteRenewedToken(login.token, response.headers.get(INTERVIEWER_HEADER), TOKEN_LIFETIME_MS).catch(
      () => undefined,
    );
    return response;
  };
}
