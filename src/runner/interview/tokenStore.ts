/**
 * Where the device keeps the interviewer's login (docs/architecture.md "Interviewer mode"): its own small
 * IndexedDB database, read with IndexedDB's own calls, so the service worker (which has no localStorage) and
 * the answer page (which keeps Dexie out of its first load) both reach the token a queued save or discard
 * must carry. One row: the interviewer logged in on this device now.
 */

/** INTERVIEWER_TOKEN_HEADER of src/core/api/interviewers.ts, written out: that module brings zod. */
export const INTERVIEWER_HEADER = 'interviewer-token';

export interface InterviewerLogin {
  token: string;
  /** When the token ends unless renewed (ISO; every call past half its life renews it). */
  expiresAt: string;
  interviewer: { id: string; kind: 'account' | 'code'; name: string };
  /** Epoch ms of the login; kept for the screen's "logged in since". */
  loggedInAt: number;
}

const DB_NAME = 'wenda-interviewer';
const STORE = 'login';
const KEY = 'current';

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The login kept on this device, or undefined (never logged in, logged out, no IndexedDB). */
export async function readLogin(): Promise<InterviewerLogin | undefined> {
  try {
    return (await inStore<InterviewerLogin | undefined>('readonly', (store) => store.get(KEY))) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepLogin(login: InterviewerLogin): Promise<void> {
  return inStore('readwrite', (store) => store.put(login, KEY));
}

export function forgetLogin(): Promise<void> {
  return inStore('readwrite', (store) => store.delete(KEY));
}

/**
 * A renewed token came back in a reply's header: kept in place of the one sent (when it is still the one
 * kept: a login meanwhile wins). The renewed token lives a full lifetime from now.
 */
export async function noteRenewedToken(sent: string, renewed: string | null, lifetimeMs: number) {
  if (!renewed || renewed === sent) return;
  const login = await readLogin();
  if (!login || login.token !== sent) return;
  await keepLogin({ ...login, token: renewed, expiresAt: new Date(Date.now() + lifetimeMs).toISOString() });
}

/** A designer's and an interviewer's session both live 7 days (server/interviewers/sessions.ts). */
export const TOKEN_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * A fetch that carries the kept interviewer token and keeps the renewed one the server sends back: what an
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
