import type { AppConfig } from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/client';
import type { BootstrapResult } from './db/bootstrap';
import { bootstrapFirstOrganisation } from './db/bootstrap';
import { loadReferenceData } from './db/reference-data';
import { seedDemo } from './db/seed/demo';

/**
 * Everything before serving: open and migrate the database, load reference data, and on an empty
 * database create the first organisation and administrator (and the demo data unless SEED=none).
 */
export async function prepareDatabase(config: AppConfig): Promise<{ database: Database; bootstrap: BootstrapResult }> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await loadReferenceData(database.db);
  const bootstrap = await database.db.transaction((tx) =>
    bootstrapFirstOrganisation(tx, {
      organisationName: config.organisationName,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    }),
  );
  if (bootstrap.created && config.seed === 'demo') await seedDemo(database.db, bootstrap.organisationId, { dataDir: config.dataDir });
  return { database, bootstrap };
}
