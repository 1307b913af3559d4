import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { vendor } from '../db/schema/index';
import { seedDemo } from '../db/seed/demo';
import { prepareDatabase } from '../start-up';

/**
 * `npm run seed`: migrates, creates the first organisation if the database is empty, and adds the demo
 * data to it unless it already has some. Options grow as areas land (large data sets for benchmarks).
 */
async function main() {
  const { values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log('Usage: npm run seed\n  Adds the demo organisation data to the database in DATA_DIR (or DATABASE_URL).');
    return;
  }
  const config = { ...loadConfig(), seed: 'none' as const };
  const { database, bootstrap } = await prepareDatabase(config);
  try {
    const [existing] = await database.db
      .select({ n: count() })
      .from(vendor)
      .where(eq(vendor.organisationId, bootstrap.organisationId));
    if (existing && existing.n > 0) {
      console.log('The organisation already has data; nothing added.');
    } else {
      await seedDemo(database.db, bootstrap.organisationId);
      console.log('Demo data added.');
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
