/** The data a load run needs: the seeded organisation, and what its requests name. */
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../server/config';
import { workOrder } from '../server/db/schema/index';
import { seedBulkWorkOrders } from '../server/seed/bulk-work-orders';
import { prepareDatabase } from '../server/start-up';
import { BENCH_ADMIN } from './bench-db';
import type { LoadLookups } from './load-runs';

type Lookups = Omit<LoadLookups, 'token'>;
type Prepared = Awaited<ReturnType<typeof prepareDatabase>>;

async function lookupsOf({ database, bootstrap }: Prepared): Promise<Lookups> {
  const organisationId = bootstrap.organisationId;
  // A sample of orders spread over the whole table, for reads by id.
  const orders = await database.db
    .select({
      id: workOrder.id,
      projectId: workOrder.projectId,
      workLocationId: workOrder.workLocationId,
      workflowId: workOrder.workflowId,
      vendorId: workOrder.vendorId,
    })
    .from(workOrder)
    .where(eq(workOrder.organisationId, organisationId))
    .orderBy(sql`random()`)
    .limit(2_000);
  const first = orders[0];
  const vendorId = orders.find((o) => o.vendorId)?.vendorId;
  if (!first || !vendorId) throw new Error('the organisation has no work orders with a vendor');
  return {
    organisationId,
    orderIds: orders.map((o) => o.id),
    create: {
      projectId: first.projectId,
      workLocationId: first.workLocationId,
      workflowId: first.workflowId,
    },
    vendorId,
    credentials: BENCH_ADMIN,
  };
}

/** Prepares the database of `config` (migrations, demo organisation), seeds `total` orders unless `seeded`. */
export async function seedOnce(config: AppConfig, total: number, seeded: boolean): Promise<Lookups> {
  const prepared = await prepareDatabase(config);
  try {
    if (!seeded) {
      const began = performance.now();
      await seedBulkWorkOrders(prepared.database.db, prepared.bootstrap.organisationId, total);
      const secondsTaken = ((performance.now() - began) / 1000).toFixed(1);
      console.log(
        `seeded ${total.toLocaleString('en')} work orders (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}) in ${secondsTaken} s`,
      );
    }
    return await lookupsOf(prepared);
  } finally {
    await prepared.database.close();
  }
}

/** The lookups of an already seeded database. */
export async function loadLookups(config: AppConfig): Promise<Lookups> {
  const prepared = await prepareDatabase(config);
  try {
    return await lookupsOf(prepared);
  } finally {
    await prepared.database.close();
  }
}
