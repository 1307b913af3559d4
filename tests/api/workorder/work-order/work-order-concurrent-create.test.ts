import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../../server/auth/context';
import type { Db, Tx } from '../../../../server/db/client';
import { userAccount } from '../../../../server/db/schema/index';
import { draftWorkOrder, numberWorkOrder } from '../../../../server/services/workorder/work-order/writes';
import { ok, openWorkOrderWorld, org, t, w } from './work-order-world';

// Creates in one organisation at the same moment, on PostgreSQL (PGlite runs one statement at a time).
openWorkOrderWorld();

/** A transaction kept open on its own connection, running the steps it is given until it is committed. */
function heldTransaction(db: Db) {
  const steps: Array<{ step: (tx: Tx) => Promise<unknown>; done: (value: unknown) => void }> = [];
  let wake = () => {};
  let committing = false;
  const ended = db.transaction(async (tx) => {
    for (;;) {
      while (steps.length === 0 && !committing) await new Promise<void>((resolve) => (wake = resolve));
      const next = steps.shift();
      if (!next) return;
      next.done(await next.step(tx));
    }
  });
  ended.catch(() => {});
  return {
    run<T>(step: (tx: Tx) => Promise<T>): Promise<T> {
      return Promise.race([
        new Promise<T>((done) => {
          steps.push({ step, done: done as (value: unknown) => void });
          wake();
        }),
        ended.then(() => Promise.reject(new Error('the transaction ended'))),
      ]);
    },
    commit() {
      committing = true;
      wake();
      return ended;
    },
  };
}

const slotOf = async (tx: Tx) => {
  const result = (await tx.execute(sql`select pg_backend_pid() % 8 as slot`)) as unknown as {
    rows: Array<{ slot: number }>;
  };
  return Number(result.rows[0]!.slot);
};

describe.runIf(process.env.DATABASE_URL)('creates at the same moment in one organisation', () => {
  it('a create is not held up by another still open: the code is taken last, the tally row is its own', async () => {
    const [admin] = await t.db
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.email, org.adminEmail));
    const auth: AuthContext = {
      userId: admin!.id,
      organisationId: org.organisationId,
      vendorId: null,
      roleId: '',
      name: 'Administrator',
      email: org.adminEmail,
      permissions: new Set(),
      isPlatformAdmin: false,
      tokenExp: 0,
    };
    const body = {
      projectId: w.tree.projectId,
      workLocationId: w.locations.get('N1-100')!,
      workflowId: w.workflowId,
      description: null,
      plannedStartTime: null,
      plannedEndTime: null,
      vendorId: null,
      crewId: null,
    };
    const before = (await ok('POST', 'Workorder/GetAll', { pageSize: 1 })).pageTotal;

    // Two connections that count into different tally slots (the pool hands each open transaction its own).
    const held: Array<ReturnType<typeof heldTransaction>> = [];
    const open = () => {
      const transaction = heldTransaction(t.db);
      held.push(transaction);
      return transaction;
    };
    let firstCode: string;
    let secondCode: string;
    try {
      const first = open();
      const firstSlot = await first.run(slotOf);
      let second: ReturnType<typeof heldTransaction> | null = null;
      while (!second && held.length < 8) {
        const candidate = open();
        if ((await candidate.run(slotOf)) !== firstSlot) second = candidate;
      }
      expect(second, 'no connection of the pool counts into another slot').not.toBeNull();

      // The first supervisor's order is written (same project, workflow and status) and not yet committed.
      const draft = await first.run((tx) => draftWorkOrder(tx, auth, body));
      // The second's whole create goes through meanwhile: it would wait on the first's locks and time out.
      secondCode = await second!.run(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        return numberWorkOrder(tx, auth, await draftWorkOrder(tx, auth, body));
      });
      await second!.commit();
      firstCode = await first.run((tx) => numberWorkOrder(tx, auth, draft));
    } finally {
      await Promise.allSettled(held.map((transaction) => transaction.commit()));
    }

    // Codes stay gapless, in the order the creates finished.
    expect(Number(firstCode.slice(3))).toBe(Number(secondCode.slice(3)) + 1);
    expect((await ok('POST', 'Workorder/GetAll', { pageSize: 1 })).pageTotal).toBe(before + 2);
    const listed = await ok('POST', 'Workorder/GetAll', { pageSize: 10, searchString: firstCode });
    expect(listed.workorders.map((order: { code: string }) => order.code)).toEqual([firstCode]);
  });
});
