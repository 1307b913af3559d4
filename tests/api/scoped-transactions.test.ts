import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../server/db/client';
import type { OpenTransaction } from '../../server/db/pg-transactions';
import { transactionsOn } from '../../server/db/pg-transactions';

// How a request's transaction talks to PostgreSQL (PGlite is in the process: no round trips to save).
describe.runIf(process.env.DATABASE_URL)('a scoped transaction on PostgreSQL', () => {
  let pool: pg.Pool;
  let open: OpenTransaction<Tx>;
  /** ReadyForQuery messages (one per round trip) the pool's connections received. */
  let roundTrips = 0;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    pool.on('connect', (client) => {
      const connection = (client as unknown as { connection: NodeJS.EventEmitter }).connection;
      connection.on('readyForQuery', () => roundTrips++);
    });
    open = transactionsOn<Tx>(pool, drizzle(pool));
    await pool.query('create table if not exists scoped_probe (id int primary key)');
    await pool.query('truncate scoped_probe');
  });

  afterAll(async () => {
    await pool?.query('drop table if exists scoped_probe');
    await pool?.end();
  });

  const setting = (tx: Tx, name = 'scoped_setting') =>
    tx
      .select({ value: sql<string>`current_setting('app.probe', true)` })
      .from(sql`(select 1) as one`)
      .prepare(name)
      .execute();

  /** The database's error, as it comes (the opening's) or wrapped by drizzle (a query's). */
  const failure = async (work: Promise<unknown>) => {
    const error = (await work.then(
      () => null,
      (caught: unknown) => caught,
    )) as (Error & { cause?: Error }) | null;
    return error?.cause?.message ?? error?.message ?? 'no error';
  };

  const counted = async <T>(work: () => Promise<T>) => {
    const before = roundTrips;
    const result = await work();
    return { result, trips: roundTrips - before };
  };

  it('sends BEGIN and the opening with the first query: one round trip, then the commit', async () => {
    const { result, trips } = await counted(() =>
      open(`select set_config('app.probe', 'north', true)`, (tx) => setting(tx)),
    );
    expect(result).toEqual([{ value: 'north' }]);
    expect(trips).toBe(2);
    // The opening was local to that transaction.
    const { rows } = await pool.query(`select current_setting('app.probe', true) as value`);
    expect(rows[0].value ?? '').toBe('');
  });

  it('keeps every statement in one transaction: a later failure undoes the first write', async () => {
    const failed = open(`select set_config('app.probe', 'south', true)`, async (tx) => {
      await tx.execute(sql`insert into scoped_probe (id) values (${1})`);
      await tx.execute(sql`insert into scoped_probe (id) values (${1})`);
    });
    expect(await failure(failed)).toMatch(/duplicate key/);
    const { rows } = await pool.query('select count(*)::int as n from scoped_probe');
    expect(rows[0].n).toBe(0);
  });

  it('fails the first query when the opening fails, and the connection serves the next request', async () => {
    const failed = open(`select 1 / 0`, (tx) => setting(tx, 'after_failed_opening'));
    expect(await failure(failed)).toMatch(/division by zero/);
    // The named statement the failed train carried was never parsed: the next use parses it again.
    const again = await open(`select set_config('app.probe', 'east', true)`, (tx) =>
      setting(tx, 'after_failed_opening'),
    );
    expect(again).toEqual([{ value: 'east' }]);
  });

  it('fails the transaction when its opening failed, even if the work caught the error and went on', async () => {
    const failed = open(`select 1 / 0`, async (tx) => {
      await setting(tx).catch(() => undefined);
      await tx.execute(sql`insert into scoped_probe (id) values (${3})`).catch(() => undefined);
      return 'carried on';
    });
    expect(await failure(failed)).toMatch(/division by zero/);
    const { rows } = await pool.query('select count(*)::int as n from scoped_probe where id = 3');
    expect(rows[0].n).toBe(0);
  });

  it('sends the opening for work that does not query when told to: its check still decides', async () => {
    const checked = open(`select 1 / 0`, async () => 'nothing asked', { always: true });
    expect(await failure(checked)).toMatch(/division by zero/);
    const { trips } = await counted(() =>
      open(`select set_config('app.probe', 'up', true)`, async () => 'nothing asked', { always: true }),
    );
    expect(trips).toBe(2);
  });

  it('opens nothing for work that does not query, and runs a script first on its own', async () => {
    expect((await counted(() => open(`select 1 / 0`, async () => 'nothing asked'))).trips).toBe(0);
    const script = await open(`select set_config('app.probe', 'west', true)`, async (tx) => {
      await tx.execute(
        sql.raw(`insert into scoped_probe (id) values (7); insert into scoped_probe (id) values (8)`),
      );
      return setting(tx);
    });
    expect(script).toEqual([{ value: 'west' }]);
    const { rows } = await pool.query('select count(*)::int as n from scoped_probe');
    expect(rows[0].n).toBe(2);
  });
});
