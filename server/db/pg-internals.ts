import { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { RelationalSchemaConfig, TablesRelationalConfig } from 'drizzle-orm/relations';
import pg from 'pg';

/**
 * Everything pg-transactions.ts uses of drizzle-orm and pg beyond their documented API, in one place: drizzle's
 * dialect and relational schema on a database object, its session and transaction classes, and pg's Query
 * (the members a submitted query answers to, which are not in pg's type declarations).
 *
 * Written against the versions in VERIFIED_WITH. `server/db/pg-internals.test.ts` fails as soon as
 * package-lock.json holds others, and `checkPgInternals` (run when the first pool's transactions are made)
 * stops the server with the missing member's name rather than letting a transaction go wrong quietly. After an
 * upgrade: run the PostgreSQL suite (tests/api/scoped-transactions.test.ts shows the round trips), then move
 * VERIFIED_WITH.
 */
export const VERIFIED_WITH = { 'drizzle-orm': '0.45.4', pg: '8.23.1', 'pg-protocol': '1.16.1' } as const;

/** What a submitted query of pg answers to (pg's own Query class; none of it is in the type declarations). */
export interface InnerQuery {
  name?: string;
  text: string;
  values?: unknown[];
  callback?: (error: Error | null, result?: unknown) => void;
  _result: { _types?: unknown };
  requiresPreparation(): boolean;
  submit(connection: Connection): Error | null;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleEmptyQuery(connection: Connection): void;
  handlePortalSuspended(connection: Connection): void;
  handleCopyInResponse(connection: Connection): void;
  handleCopyData(message: unknown, connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
}

/** pg's connection as a submitted query writes to it. */
export interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name?: string }): void;
  bind(message: { values?: unknown[] }): void;
  execute(message: { rows?: number }): void;
}

/** A query object pg's client accepts: anything with `submit` and the handlers (see InnerQuery). */
export type Submittable = Omit<InnerQuery, '_result' | 'requiresPreparation' | 'values' | 'callback'>;

const QUERY_MEMBERS = [
  'requiresPreparation',
  'submit',
  'handleRowDescription',
  'handleDataRow',
  'handleCommandComplete',
  'handleEmptyQuery',
  'handlePortalSuspended',
  'handleCopyInResponse',
  'handleCopyData',
  'handleError',
  'handleReadyForQuery',
] as const;

/** The members this module relies on that the installed versions lack, as words; empty when all are there. */
export function missingPgInternals(db?: object): string[] {
  const missing: string[] = [];
  const prototype = pg.Query.prototype as unknown as Record<string, unknown>;
  for (const member of QUERY_MEMBERS)
    if (typeof prototype[member] !== 'function') missing.push(`pg Query.prototype.${member}`);
  if (typeof NodePgSession !== 'function') missing.push('drizzle-orm NodePgSession');
  if (typeof NodePgTransaction !== 'function') missing.push('drizzle-orm NodePgTransaction');
  if (db) {
    const parts = db as Partial<DrizzleParts & { _: unknown }>;
    if (!(parts.dialect instanceof PgDialect)) missing.push('drizzle-orm database.dialect (a PgDialect)');
    if (typeof parts._ !== 'object' || parts._ === null) missing.push('drizzle-orm database._ (its schema)');
  }
  return missing;
}

/** Throws, naming what is missing, unless the installed drizzle-orm and pg have what this module uses. */
export function checkPgInternals(db: object): void {
  const missing = missingPgInternals(db);
  if (missing.length > 0) {
    throw new Error(
      `The installed drizzle-orm or pg lack what the PostgreSQL transactions use (written for ` +
        `${JSON.stringify(VERIFIED_WITH)}): ${missing.join(', ')}`,
    );
  }
}

interface DrizzleParts {
  dialect: PgDialect;
  schema: RelationalSchemaConfig<TablesRelationalConfig>;
}

/** The dialect and relational schema of a drizzle database over node-postgres. */
export function drizzleParts(db: object): DrizzleParts {
  const internals = db as { dialect: PgDialect; _: RelationalSchemaConfig<TablesRelationalConfig> };
  return { dialect: internals.dialect, schema: internals._ };
}

/** The transaction object drizzle's own `transaction` hands its callback, on `client`. */
export function drizzleTransaction<Tx>(client: pg.PoolClient, { dialect, schema }: DrizzleParts): Tx {
  const session = new NodePgSession(client, dialect, schema);
  return new NodePgTransaction(dialect, session, schema) as unknown as Tx;
}

/** pg's own query object for what the session asked, with the client's type parsers when it has none. */
export function pgQuery(client: pg.PoolClient, config: pg.QueryConfig, values?: unknown[]): InnerQuery {
  const inner = new pg.Query(config, values) as unknown as InnerQuery;
  const types = (client as unknown as { _types?: unknown })._types;
  if (!inner._result._types) inner._result._types = types;
  return inner;
}

/** Submits a query object of our own making (see Submittable) on `client`. */
export function submit(client: pg.PoolClient, query: Submittable): void {
  void client.query(query as unknown as pg.QueryConfig);
}

/** `client` with its `query` replaced, everything else its own. */
export function withQuery(
  client: pg.PoolClient,
  query: (config: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>,
): pg.PoolClient {
  const view = Object.create(client) as pg.PoolClient;
  view.query = query as unknown as pg.PoolClient['query'];
  return view;
}
