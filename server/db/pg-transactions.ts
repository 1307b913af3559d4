import type pg from 'pg';
import {
  checkPgInternals,
  drizzleParts,
  drizzleTransaction,
  pgQuery,
  submit,
  withQuery,
  type Connection,
  type InnerQuery,
} from './pg-internals';

/**
 * A transaction whose opening statements (BEGIN and `opening`) travel with its first query: one round trip to
 * the database instead of two, on every request (each round trip costs the server a write and a wake-up of
 * the database's process, more than the statements themselves). `opening` holds no parameters: literals only.
 */
export type OpenTransaction<Tx> = <T>(
  opening: string,
  work: (tx: Tx) => Promise<T>,
  options?: { always: boolean },
) => Promise<T>;

/**
 * Transactions on `pool` for `db` (drizzle over that pool; `Tx` its transactions' type): the same session and
 * transaction objects drizzle's own `transaction` makes, on a connection taken from the pool, committed or
 * rolled back as drizzle does. A transaction that never queried is neither opened nor committed, unless
 * `always` (its opening checks something the work's answer depends on).
 */
export function transactionsOn<Tx>(pool: pg.Pool, db: object): OpenTransaction<Tx> {
  checkPgInternals(db);
  const parts = drizzleParts(db);
  return async (opening, work, options) => {
    const client = await pool.connect();
    const opened = openingWithFirstQuery(client, opening);
    const tx = drizzleTransaction<Tx>(opened.client, parts);
    let broken: Error | undefined;
    try {
      const result = await work(tx);
      if (options?.always && !opened.sent()) await opened.client.query(OPENING_ONLY);
      // Work that went on past a failed opening (it caught the error) ran in no transaction of its own.
      const failed = opened.failure();
      if (failed) throw failed;
      if (opened.sent()) await client.query('commit');
      return result;
    } catch (error) {
      if (opened.sent()) await client.query('rollback').catch((failure: Error) => (broken = failure));
      // The opening's failure is the transaction's, whatever the work made of it.
      throw opened.failure() ?? error;
    } finally {
      // A connection that could not even roll back is closed, not handed to the next request.
      client.release(broken);
    }
  };
}

/** A statement that does nothing, prepared (named), so the opening can travel with it. */
const OPENING_ONLY: pg.QueryConfig = { name: 'opening_only', text: 'select 1' };

type QueryConfig = pg.QueryConfig & { submit?: unknown };

/**
 * `client` as the transaction's session sees it: its first query carries BEGIN and `opening` in front of it
 * (see OpeningQuery); a first query that cannot go in the extended protocol (a script without values) waits
 * for the opening, sent on its own, instead.
 */
function openingWithFirstQuery(client: pg.PoolClient, opening: string) {
  let pending = true;
  let openingFailure: Error | undefined;
  const query = async (config: string | QueryConfig, values?: unknown[]) => {
    if (!pending) return client.query(config as pg.QueryConfig, values);
    pending = false;
    const inner = pgQuery(client, config as pg.QueryConfig, values);
    if (typeof config !== 'object' || config.submit !== undefined || !inner.requiresPreparation()) {
      await client.query(`begin; ${opening}`).catch((error: Error) => {
        throw (openingFailure = error);
      });
      return client.query(config as pg.QueryConfig, values);
    }
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const train = new OpeningQuery(opening, inner);
      inner.callback = (error, result) => {
        if (error && train.openingFailed) openingFailure = error;
        return error ? reject(error) : resolve(result as pg.QueryResult);
      };
      submit(client, train);
    });
  };
  return { client: withQuery(client, query), sent: () => !pending, failure: () => openingFailure };
}

/** Statements of the opening before the first query: BEGIN, then the scope. */
const OPENING_STATEMENTS = 2;

/**
 * BEGIN, the opening and `inner` (a prepared query: parse, bind, describe, execute, sync) written as one
 * message train in the extended protocol, answered with one ReadyForQuery. The opening's statements are
 * executed without a describe, so their answers are counted by their CommandComplete and dropped; everything
 * after them is `inner`'s. An error anywhere ends the train (the database skips to the sync) and is `inner`'s
 * error: the transaction is then aborted or never began, and the caller rolls back.
 */
class OpeningQuery {
  private completed = 0;
  /** The error ended the train in BEGIN or the opening, before `inner` ran. */
  openingFailed = false;

  constructor(
    private readonly opening: string,
    private readonly inner: InnerQuery,
  ) {}

  /** Read by pg when a statement is parsed: only `inner`'s named statement is remembered as prepared. */
  get name() {
    return this.completed >= OPENING_STATEMENTS ? this.inner.name : undefined;
  }

  get text() {
    return this.inner.text;
  }

  submit(connection: Connection): Error | null {
    const { name, text, values } = this.inner;
    const previous = name && (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name]);
    if (previous && previous !== text)
      return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
    if (values && !Array.isArray(values)) return new Error('Query values must be an array');
    connection.stream.cork?.();
    try {
      for (const statement of ['begin', this.opening]) {
        connection.parse({ text: statement });
        connection.bind({});
        connection.execute({});
      }
      return this.inner.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(message: unknown) {
    this.inner.handleRowDescription(message);
  }

  handleDataRow(message: unknown) {
    if (this.completed >= OPENING_STATEMENTS) this.inner.handleDataRow(message);
  }

  handleCommandComplete(message: unknown, connection: Connection) {
    if (this.completed >= OPENING_STATEMENTS) this.inner.handleCommandComplete(message, connection);
    else this.completed++;
  }

  handleEmptyQuery(connection: Connection) {
    this.inner.handleEmptyQuery(connection);
  }

  handlePortalSuspended(connection: Connection) {
    this.inner.handlePortalSuspended(connection);
  }

  handleCopyInResponse(connection: Connection) {
    this.inner.handleCopyInResponse(connection);
  }

  handleCopyData(message: unknown, connection: Connection) {
    this.inner.handleCopyData(message, connection);
  }

  handleError(error: Error, connection: Connection) {
    // The database skipped `inner`'s parse: it must be parsed again next time.
    const { name } = this.inner;
    this.openingFailed = this.completed < OPENING_STATEMENTS;
    if (this.openingFailed && name) delete connection.submittedNamedStatements[name];
    this.inner.handleError(error, connection);
  }

  handleReadyForQuery(connection: Connection) {
    this.inner.handleReadyForQuery(connection);
  }
}
