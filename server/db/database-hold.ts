import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is using the database, for the embedded database's hold limit: a request (its route) or a job (its
 * queue). Work outside any holder (starting up, migrating, seeding, command-line tools) is not limited.
 */
export interface DatabaseHolder {
  /** Shown in warnings and in the health answer: "GET /api/workorder/Workorder/GetAll", "job file-import". */
  label: string;
  /** Stop a hold of this holder's past the host's limit (requests and jobs). */
  limited: boolean;
}

const holders = new AsyncLocalStorage<DatabaseHolder>();

/** The holder of the work running now, if any. */
export function currentHolder(): DatabaseHolder | undefined {
  return holders.getStore();
}

/** Runs `work` (and everything it starts) as `holder`. */
export function runAsHolder<T>(holder: DatabaseHolder, work: () => T): T {
  return holders.run(holder, work);
}

/** SQLSTATE query_canceled: PostgreSQL's answer to a statement past statement_timeout; PGlite's here too. */
export const QUERY_CANCELED = '57014';

/**
 * The embedded database stopped a hold past its limit: the statement's thread was ended and the database
 * reopened, so nothing of the unfinished transaction remains.
 */
export class DatabaseHeldTooLong extends Error {
  readonly code = QUERY_CANCELED;
  constructor(
    readonly holder: string,
    readonly limitMs: number,
  ) {
    super(`stopped after ${limitMs / 1000} s: the built-in database answers one query at a time`);
    this.name = 'DatabaseHeldTooLong';
  }
}

/** `error` and what it wraps (drizzle wraps the driver's error as its cause). */
function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when `error`, or what it wraps, is a statement stopped for time (PostgreSQL's timeout or PGlite's limit). */
export function isStoppedForTime(error: unknown): boolean {
  return [...causes(error)].some((cause) => (cause as { code?: unknown }).code === QUERY_CANCELED);
}

/** The embedded database's stop of a hold, if that is what `error` is or wraps. */
export function heldTooLong(error: unknown): DatabaseHeldTooLong | null {
  const found = [...causes(error)].find((cause) => cause instanceof DatabaseHeldTooLong);
  return (found as DatabaseHeldTooLong | undefined) ?? null;
}

/** What the health answer says of the database. */
export interface DatabaseStatus {
  /** busy: one holder has had it past the warning threshold; restarting: reopening after a stopped hold. */
  state: 'ready' | 'busy' | 'restarting' | 'unavailable';
  holder?: string | undefined;
  heldMs?: number | undefined;
}
