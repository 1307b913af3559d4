import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';

const USAGE = `Usage: npm run restore -- <backup file> [--replace]
  Fills an empty DATA_DIR (with DATABASE_URL: an empty PostgreSQL database, and DATA_DIR for the files)
  from a backup written by npm run backup. Stop the server first.
  --replace  overwrite a DATA_DIR or database that already holds data`;

/** `npm run restore -- <file>`: one command from a snapshot to a directory the server starts on. */
async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, replace: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new RestoreRefused(`Give the backup file to restore.\n${USAGE}`);
  const config = loadConfig();
  const result = await restoreBackup(config, positionals[0]!, { replace: values.replace ?? false });
  const schema = result.migrated ? `migrated from ${result.migration}` : `schema ${result.migration}`;
  console.log(`Restored a ${result.from} backup into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
  console.log(`  in ${(result.ms / 1000).toFixed(1)} s (${schema}); start the server with npm start`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
});
