import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';
import type { Database } from '../db/database';

/**
 * tus upload locks that hold across server processes, for PostgreSQL deployments (several API processes
 * behind one address). @tus/server's default MemoryLocker knows only its own process: two processes could
 * both append to one upload. Here a lock is a PostgreSQL advisory lock on the upload id, taken with
 * pg_try_advisory_lock on a connection of its own, held until unlock (or until that connection dies, when
 * PostgreSQL frees it: a crashed process never leaves an upload locked).
 *
 * The MemoryLocker's contract is kept: a request that finds the lock taken asks the holder to let go (the
 * holder's `requestRelease`, which makes tus end the holder's request after its drain time) and waits for the
 * lock until `acquireLockTimeout`, then fails with ERR_LOCK_TIMEOUT; an aborted request stops waiting the
 * same way. The holder may be in another process, so the request to let go is a NOTIFY on one channel that
 * every locker LISTENs to; each calls the `requestRelease` of the lock it holds for that id.
 *
 * PGlite needs none of this: one process owns its data directory, and the MemoryLocker is right there.
 */
export type PostgresLockerOptions = {
  /** Connection settings of the database (the app's pool's); the locker opens connections of its own. */
  connection: pg.PoolConfig;
  /** How long a request waits for a lock before tus answers 500 (MemoryLocker's default: 30 s). */
  acquireLockTimeout?: number;
  /** Locks held at once by this process (one connection each): concurrent uploads beyond it wait. */
  maxLocks?: number;
  /** How often a waiting request tries again. */
  retryEveryMs?: number;
};

/** Every locker's channel: its payload is the id of an upload whose holder is asked to let go. */
const RELEASE_CHANNEL = 'wenda_tus_release';
/**
 * The first key of the two-key advisory lock form: a space of its own (the single-key form, which the
 * migrations' lock uses, never overlaps with it), the second key being hashtext(upload id). Two live
 * uploads whose ids hash alike only take turns.
 */
const TUS_LOCK_SPACE = 7_302_116;
/** A waiting request asks the holder to let go again this often, in case the first ask was missed. */
const ASK_AGAIN_MS = 1_000;

export class PostgresLocker implements Locker {
  readonly timeout: number;
  readonly retryEveryMs: number;
  private readonly pool: pg.Pool;
  /** The locks this process holds, by upload id: the holder's request to let go and the connection. */
  readonly held = new Map<string, { release: RequestRelease; client: pg.PoolClient }>();
  /** Connections given an error listener (the pool reuses them). */
  private readonly watched = new WeakSet<pg.PoolClient>();
  private listener: Promise<pg.PoolClient> | undefined;
  /** Lets the listening connection go, once (set by listen()). */
  private releaseListener: (() => void) | undefined;
  private closed = false;
  private closing: Promise<void> | undefined;

  constructor(options: PostgresLockerOptions) {
    this.timeout = options.acquireLockTimeout ?? 30_000;
    this.retryEveryMs = options.retryEveryMs ?? 50;
    // +1: the listening connection.
    this.pool = new pg.Pool({ ...options.connection, max: (options.maxLocks ?? 25) + 1 });
    this.pool.on('error', (error) => {
      console.warn(`PostgreSQL dropped an upload lock's idle connection: ${error.message}`);
    });
  }

  newLock(id: string): Lock {
    return new PostgresLock(id, this);
  }

  /** LISTENs once, on a connection kept for it: asks to let go reach this process's holders. */
  listen(): Promise<pg.PoolClient> {
    this.listener ??= this.pool.connect().then(async (client) => {
      client.on('notification', (message) => {
        const holder = message.payload ? this.held.get(message.payload) : undefined;
        if (holder) void Promise.resolve(holder.release()).catch(() => undefined);
      });
      // Released once, whichever comes first: the connection dying (told once or twice) or close(). A second
      // release throws out of the pool, and an 'error' does arrive after close() when pool.end() ends it.
      let released = false;
      const releaseOnce = (error?: Error) => {
        if (released) return;
        released = true;
        client.release(error ?? true);
      };
      this.releaseListener = () => releaseOnce();
      client.on('error', (error) => {
        // The connection died: the next lock listens again on a new one.
        if (!released) this.listener = undefined;
        releaseOnce(error);
      });
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
      return client;
    });
    return this.listener;
  }

  async connect(): Promise<pg.PoolClient> {
    if (this.closed) throw new Error('the upload locker is closed');
    const client = await this.pool.connect();
    if (!this.watched.has(client)) {
      this.watched.add(client);
      // A connection lost while it holds a lock (a database restart, a terminated session) emits 'error' on
      // the client, which the pool does not catch for connections in use: unheard, it would end the process.
      // PostgreSQL freed the lock with the session; unlock's query then fails and drops the connection.
      client.on('error', (error) => {
        console.warn(`PostgreSQL dropped an upload lock's connection: ${error.message}`);
      });
    }
    return client;
  }

  /** Asks whichever process holds `id` to let go. */
  async askRelease(client: pg.PoolClient, id: string): Promise<void> {
    await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
  }

  /** Ends every connection; locks still held are freed with them (PostgreSQL ends their sessions). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      await this.listener?.catch(() => undefined);
      this.listener = undefined;
      this.releaseListener?.();
      for (const { client } of this.held.values()) client.release(true);
      this.held.clear();
      await this.pool.end();
    })();
    return this.closing;
  }
}

class PostgresLock implements Lock {
  /** The connection holding the lock, while held. */
  private client: pg.PoolClient | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.timeout;
    const givenUp = () => stopSignal.aborted || Date.now() >= deadline;
    await this.locker.listen();
    const client = await this.locker.connect();
    let askedAt = 0;
    try {
      while (!givenUp()) {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
          [TUS_LOCK_SPACE, this.id],
        );
        if (rows[0]?.locked) {
          this.client = client;
          this.locker.held.set(this.id, { release: requestRelease, client });
          return;
        }
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          await this.locker.askRelease(client, this.id);
        }
        await pause(this.locker.retryEveryMs, stopSignal);
      }
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    client.release();
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = undefined;
    if (this.locker.held.get(this.id)?.client !== client) return; // Freed when the locker closed.
    this.locker.held.delete(this.id);
    try {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [TUS_LOCK_SPACE, this.id]);
      client.release();
    } catch (error) {
      // Dropping the connection frees the lock as surely.
      client.release(error instanceof Error ? error : true);
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The app's PostgreSQL pool when the database is PostgreSQL (node-postgres), undefined for PGlite. */
export function postgresConnectionOf(db: Database): pg.PoolConfig | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? { ...client.options } : undefined;
}
