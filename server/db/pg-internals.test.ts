// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkPgInternals, missingPgInternals, VERIFIED_WITH } from './pg-internals';
import { transactionsOn } from './pg-transactions';

const lock = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8'),
) as {
  packages: Record<string, { version?: string }>;
};

describe('the PostgreSQL transactions’ reach into drizzle-orm and pg', () => {
  it('is pinned to the versions it was written against: an upgrade fails here until it is checked again', () => {
    const installed = Object.fromEntries(
      Object.keys(VERIFIED_WITH).map((name) => [name, lock.packages[`node_modules/${name}`]?.version]),
    );
    expect(
      installed,
      'drizzle-orm or pg moved: run the PostgreSQL suite (tests/api/scoped-transactions.test.ts), then update VERIFIED_WITH in server/db/pg-internals.ts',
    ).toEqual(VERIFIED_WITH);
  });

  it('finds every member it uses in the installed versions', () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      const db = drizzle(pool);
      expect(missingPgInternals(db)).toEqual([]);
      expect(() => transactionsOn(pool, db)).not.toThrow();
    } finally {
      void pool.end();
    }
  });

  it('stops at once, naming the member, when one is gone', () => {
    const query = pg.Query.prototype as unknown as Record<string, unknown>;
    const kept = query.handleDataRow;
    try {
      delete query.handleDataRow;
      expect(() => checkPgInternals({})).toThrow(/pg Query\.prototype\.handleDataRow/);
    } finally {
      query.handleDataRow = kept;
    }
    expect(missingPgInternals({ dialect: {}, _: null })).toEqual([
      'drizzle-orm database.dialect (a PgDialect)',
      'drizzle-orm database._ (its schema)',
    ]);
  });
});
