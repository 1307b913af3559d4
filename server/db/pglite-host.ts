import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseStatus } from './database-hold';
import { currentHolder, DatabaseHeldTooLong } from './database-hold';
import type { CopySession, DataDirCopy } from './pglite-copy';
import { copyDataDirOnline } from './pglite-copy';

export interface HoldLimits {
  /** A request's or job's hold past this is stopped (its thread ended, the database reopened). */
  limitMs: number;
  /** A hold past this is logged with its holder, and the health answer says the database is busy. */
  warnMs: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** Query options as PGlite takes them; `parsers` must be drizzle's pass-through parsers (see the worker). */
export interface HostQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
  blob?: Blob;
}

export interface HostResults {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** PGlite's transaction surface, as drizzle and the reference-data load use it. */
export interface HostTransaction {
  query(text: string, params?: unknown[], options?: HostQueryOptions): Promise<HostResults>;
  exec(text: string, options?: HostQueryOptions): Promise<HostResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Hold {
  label: string;
  limited: boolean;
  since: number;
  dead: boolean;
  release: () => void;
  timer?: NodeJS.Timeout | undefined;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  hold: Hold | null;
}

const require = createRequire(import.meta.url);
const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

/** A database error as the worker sent it: an Error with its fields (code, constraint, detail...). */
function databaseError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  return Object.assign(error, fields);
}

/**
 * PGlite in a thread of its own, behind the same query surface (query, exec, transaction). PGlite runs one
 * statement at a time, so whoever holds it (one statement, or a transaction from BEGIN to COMMIT) holds
 * everyone: this host queues holders in order, and a request's or job's hold past `limitMs` is stopped by
 * ending the thread and reopening the database (PostgreSQL's crash recovery: committed work stays, the
 * unfinished transaction is gone). The server's own thread is never blocked, so health answers throughout.
 */
export class PgliteHost {
  #worker!: Worker;
  #ready!: Promise<void>;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #tail: Promise<void> = Promise.resolve();
  #hold: Hold | null = null;
  #restarting = false;
  /** Counts the database thread's starts: a backup in progress does not survive one. */
  #generation = 0;
  #copying: Promise<unknown> = Promise.resolve();
  readonly #listeners = new Map<string, Set<() => void>>();
  #closed = false;
  readonly #wasmModule: WebAssembly.Module;
  readonly #fsBundle: Uint8Array;

  private constructor(
    readonly dataDir: string,
    readonly limits: HoldLimits,
  ) {
    // Compiled once: a reopened database starts in a fraction of a second.
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    this.#wasmModule = new WebAssembly.Module(fs.readFileSync(path.join(dist, 'pglite.wasm')));
    this.#fsBundle = fs.readFileSync(path.join(dist, 'pglite.data'));
  }

  static async open(dataDir: string, limits: HoldLimits): Promise<PgliteHost> {
    const host = new PgliteHost(dataDir, limits);
    host.#ready = host.#spawn();
    await host.#ready;
    return host;
  }

  #spawn(): Promise<void> {
    this.#generation += 1;
    const worker = new Worker(workerFile, {
      workerData: { dataDir: this.dataDir, wasmModule: this.#wasmModule, fsBundle: this.#fsBundle },
    });
    this.#worker = worker;
    return new Promise<void>((resolve, reject) => {
      worker.on(
        'message',
        (message: { id?: number; ready?: boolean; notify?: string; result?: unknown; error?: object }) => {
          if (message.ready) return resolve(this.#listenAgain());
          if (message.notify) return this.#notify(message.notify);
          const pending = message.id === undefined ? undefined : this.#pending.get(message.id);
          if (!pending) return;
          this.#pending.delete(message.id as number);
          if (message.error) pending.reject(databaseError(message.error as Record<string, unknown>));
          else pending.resolve(message.result);
        },
      );
      worker.on('error', (error) => {
        reject(error);
        this.limits.log.error({ err: error }, 'the built-in database stopped');
      });
      worker.on('exit', () => {
        if (this.#worker !== worker) return;
        this.#failPending(() => new Error('the built-in database stopped'));
        // Ended without being told to (out of memory, a fault): open it again for whoever comes next.
        if (!this.#closed && !this.#restarting) this.#ready = this.#spawn();
      });
    });
  }

  /** A reopened database has no listeners: listen again, and tell each listener it may have missed one. */
  #listenAgain() {
    for (const channel of this.#listeners.keys())
      this.#send(null, { op: 'listen', channel }).then(
        () => this.#notify(channel),
        () => undefined,
      );
  }

  #notify(channel: string) {
    for (const listener of this.#listeners.get(channel) ?? []) listener();
  }

  /** Calls `onNotify` after each commit that sent NOTIFY on `channel`; answers a function that stops it. */
  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#ready;
      await this.#send(null, { op: 'listen', channel });
    }
    listeners.add(onNotify);
    return async () => void listeners.delete(onNotify);
  }

  #failPending(error: (pending: Pending) => Error, only?: Hold) {
    for (const [id, pending] of this.#pending) {
      if (only && pending.hold !== only) continue;
      this.#pending.delete(id);
      pending.reject(error(pending));
    }
  }

  #send<T>(hold: Hold | null, message: Record<string, unknown>): Promise<T> {
    if (hold?.dead) return Promise.reject(new DatabaseHeldTooLong(hold.label, this.limits.limitMs));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, hold });
      this.#worker.postMessage({ id, ...message });
    });
  }

  /** Waits for the database, then holds it for `work`; holds are taken in the order they were asked for. */
  async #exclusive<T>(work: (hold: Hold) => Promise<T>, unlimited = false): Promise<T> {
    if (this.#closed) throw new Error('the built-in database is closed');
    const holder = currentHolder();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    const hold: Hold = {
      label: holder?.label ?? 'server',
      limited: !unlimited && (holder?.limited ?? false),
      since: 0,
      dead: false,
      release,
    };
    try {
      await this.#ready;
      hold.since = Date.now();
      this.#hold = hold;
      if (hold.limited) hold.timer = setTimeout(() => this.#stop(hold), this.limits.limitMs);
      return await work(hold);
    } finally {
      this.#endHold(hold);
    }
  }

  #endHold(hold: Hold) {
    clearTimeout(hold.timer);
    if (this.#hold === hold) this.#hold = null;
    const heldMs = hold.since ? Date.now() - hold.since : 0;
    // Requests and jobs: start-up work (migrating, loading reference data, seeding) is expected to be long.
    if (!hold.dead && hold.limited && heldMs > this.limits.warnMs) {
      this.limits.log.warn({ route: hold.label, heldMs }, 'held the built-in database for over a second');
    }
    hold.release();
  }

  /** Ends the thread under a hold past its limit and reopens the database for the holders that wait. */
  #stop(hold: Hold) {
    if (hold.dead || this.#closed) return;
    hold.dead = true;
    const heldMs = Date.now() - hold.since;
    this.limits.log.warn(
      { route: hold.label, heldMs, limitMs: this.limits.limitMs },
      'stopped a hold of the built-in database past its limit',
    );
    this.#restarting = true;
    const worker = this.#worker;
    this.#ready = worker
      .terminate()
      .then(() => this.#spawn())
      .finally(() => (this.#restarting = false));
    this.#failPending(() => new DatabaseHeldTooLong(hold.label, this.limits.limitMs), hold);
    if (this.#hold === hold) this.#hold = null;
    // The holder may still be running JavaScript: the next holder does not wait for it.
    hold.release();
  }

  query(text: string, params?: unknown[], options?: HostQueryOptions): Promise<HostResults> {
    return this.#exclusive((hold) => this.#send(hold, { op: 'query', text, params, options: wire(options) }));
  }

  exec(text: string, options?: HostQueryOptions): Promise<HostResults[]> {
    return this.#exclusive((hold) => this.#send(hold, { op: 'exec', text, options: wire(options) }));
  }

  /** BEGIN, `work`, COMMIT (ROLLBACK when it throws); nobody else's statement runs in between. */
  transaction<T>(work: (tx: HostTransaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async (hold) => {
      await this.#send(hold, { op: 'exec', text: 'BEGIN' });
      let closed = false;
      const tx: HostTransaction = {
        query: (text, params, options) =>
          this.#send(hold, { op: 'query', text, params, options: wire(options) }),
        exec: (text, options) => this.#send(hold, { op: 'exec', text, options: wire(options) }),
        rollback: async () => {
          await this.#send(hold, { op: 'exec', text: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await work(tx);
        if (hold.dead) throw new DatabaseHeldTooLong(hold.label, this.limits.limitMs);
        if (!closed) {
          closed = true;
          const [commit] = await this.#send<Array<{ command?: string }>>(hold, {
            op: 'exec',
            text: 'COMMIT',
          });
          if (commit?.command === 'ROLLBACK') throw new Error('the transaction was rolled back');
        }
        return result;
      } catch (error) {
        if (!closed && !hold.dead) {
          closed = true;
          await this.#send(hold, { op: 'exec', text: 'ROLLBACK' });
        }
        throw error;
      }
    });
  }

  /**
   * A consistent copy of the data directory in `target` (an empty directory), for a backup, taken while
   * everyone else's work goes on (see pglite-copy.ts); one copy at a time.
   */
  copyDataDir(target: string): Promise<DataDirCopy> {
    const session: CopySession = {
      dataDir: this.dataDir,
      generation: () => this.#generation,
      held: (work) =>
        this.#exclusive(
          (hold) =>
            work(async (text) => (await this.#send<HostResults>(hold, { op: 'query', text })).rows as never),
          true,
        ),
    };
    const copy = this.#copying.then(() => copyDataDirOnline(session, target));
    this.#copying = copy.catch(() => undefined);
    return copy;
  }

  status(): DatabaseStatus {
    if (this.#closed) return { state: 'unavailable' };
    if (this.#restarting) return { state: 'restarting' };
    const hold = this.#hold;
    const heldMs = hold?.since ? Date.now() - hold.since : 0;
    if (hold && heldMs > this.limits.warnMs) return { state: 'busy', holder: hold.label, heldMs };
    return { state: 'ready' };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#exclusive((hold) => this.#send(hold, { op: 'close' })).catch(() => undefined);
    this.#closed = true;
    await this.#worker.terminate();
  }
}

/** Options as they cross to the worker: drizzle's parsers (pass-through functions) become their type ids. */
function wire(options: HostQueryOptions | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const { parsers, ...rest } = options;
  return parsers ? { ...rest, rawTypes: Object.keys(parsers).map(Number) } : rest;
}
