import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { RelationalSchemaConfig, TablesRelationalConfig } from 'drizzle-orm/relations';
import type pg from 'pg';

/**
 * A transaction whose first statements are sent with its BEGIN, as one simple query: one round trip to the
 * database instead of two, on every request (each round trip costs the server a write and a wake-up of the
 * database's process, more than the statement itself). `opening` holds no parameters: literals only.
 */
export type OpenTransaction<Tx> = <T>(opening: string, work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Transactions on `pool` for `db` (drizzle over that pool; `Tx` its transactions' type): the same session and
 * transaction objects drizzle's own `transaction` makes, on a connection taken from the pool, committed or
 * rolled back as drizzle does.
 */
export function transactionsOn<Tx>(pool: pg.Pool, db: object): OpenTransaction<Tx> {
  const internals = db as unknown as {
    dialect: PgDialect;
    _: RelationalSchemaConfig<TablesRelationalConfig>;
  };
  const { dialect, _: schema } = internals;
  return async (opening, work) => {
    const client = await pool.connect();
    const session = new NodePgSession(client, dialect, schema);
    const tx = new NodePgTransaction(dialect, session, schema) as unknown as Tx;
    let broken: Error | undefined;
    try {
      await client.query(`begin; ${opening}`);
      const result = await work(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((failure: Error) => (broken = failure));
      throw error;
    } finally {
      // A connection that could not even roll back is closed, not handed to the next request.
      client.release(broken);
    }
  };
}
