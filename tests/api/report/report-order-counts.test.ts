import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';

/*
 * Grouped counts (reporting.order_counts) add the tally's slots up: one connection may count an order up in
 * its slot and another count it down in theirs when the order moves, and only the sum is true.
 */
let t: TestApp;
let organisationId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: false });
  organisationId = (await createTenant(t, 'Order Counts Org')).organisationId;
});
afterAll(() => t?.close());

describe('reporting.order_counts', () => {
  it('counts a combination by the sum of its slots, not by any slot alone', async () => {
    const ids = { project: crypto.randomUUID(), workflow: crypto.randomUUID() };
    const row = (slot: number, status: number, n: number) =>
      `('${organisationId}', '${ids.project}', '${ids.workflow}', ${status}, false, ${slot}, ${n})`;
    // An order created through slot 0 (unassigned), then assigned through slot 3; another one created through 5.
    await t.database.executeSql(
      `insert into work_order_tally (organisation_id, project_id, workflow_id, status, located, slot, n)
       values ${[row(0, 1, 2), row(3, 1, -1), row(3, 2, 1), row(5, 2, 1)].join(', ')}`,
    );
    const { rows } = await t.database.executeSql(
      `select status, orders::int as orders from reporting.order_counts where project_id = $1 order by status`,
      [ids.project],
    );
    expect(rows).toEqual([
      { status: 1, orders: 1 },
      { status: 2, orders: 2 },
    ]);
  });
});
