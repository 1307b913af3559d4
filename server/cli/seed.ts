import { parseArgs } from 'node:util';
import { and, count, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { vendor } from '../db/schema/index';
import { seedBulkWorkOrders } from '../seed/bulk-work-orders';
import { DEMO_VENDORS, seedDemo } from '../seed/demo';
import { seedDemoWorkOrders } from '../seed/demo-work-orders';
import { prepareDatabase } from '../start-up';

const USAGE = `Usage: npm run seed [-- --work-orders N]
  Adds the demo organisation data to the database in DATA_DIR (or DATABASE_URL).
  --work-orders N  then adds N more work orders to it (in batches of 100,000; the organisation first grows
                   to 10,000 work locations), for trying the console or benchmarking at scale.`;

/**
 * `npm run seed`: migrates, creates the first organisation if the database is empty, and adds the demo
 * data to it unless it already has some (demo work orders are added to older demo data that lacks them).
 * `--work-orders N` adds a large set of work orders on top.
 */
async function main() {
  const { values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, 'work-orders': { type: 'string' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const wanted = values['work-orders'] === undefined ? 0 : Number(values['work-orders'].replace(/_/g, ''));
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > 50_000_000)
    throw new Error(`--work-orders takes a whole number up to 50,000,000\n${USAGE}`);
  const config = { ...loadConfig(), seed: 'none' as const };
  const { database, bootstrap } = await prepareDatabase(config);
  try {
    const organisationId = bootstrap.organisationId;
    const [existing] = await database.db
      .select({ n: count() })
      .from(vendor)
      .where(eq(vendor.organisationId, organisationId));
    if (existing && existing.n > 0) {
      // Demo work orders join demo data from before they existed, never an organisation's real data.
      const [demo] = await database.db
        .select({ n: count() })
        .from(vendor)
        .where(
          and(
            eq(vendor.organisationId, organisationId),
            inArray(
              vendor.name,
              DEMO_VENDORS.map((v) => v.name),
            ),
          ),
        );
      const added =
        demo?.n === DEMO_VENDORS.length
          ? await database.db.transaction((tx) =>
              seedDemoWorkOrders(tx, organisationId, { dataDir: config.dataDir }),
            )
          : 0;
      console.log(
        added > 0
          ? `The organisation already has data; ${added} demo work orders added.`
          : 'The organisation already has data; nothing added.',
      );
    } else {
      await seedDemo(database.db, organisationId, { dataDir: config.dataDir });
      console.log('Demo data added.');
    }
    if (wanted > 0) {
      console.log(`Adding ${wanted.toLocaleString('en')} work orders (${database.kind})...`);
      const result = await seedBulkWorkOrders(database.db, organisationId, wanted, {
        log: (line) => console.log(`  ${line}`),
      });
      console.log(
        `Added WO-${String(result.first).padStart(6, '0')} to WO-${String(result.last).padStart(6, '0')} in ${result.seconds.toFixed(1)} s (vacuumed and analyzed).`,
      );
    }
    if (bootstrap.generatedPassword) {
      console.log(`Administrator: ${bootstrap.adminEmail}\nPassword: ${bootstrap.generatedPassword}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
