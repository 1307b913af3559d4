import { parseArgs } from 'node:util';
import { createBackup, formatBytes } from '../backup/backup';
import { loadConfig } from '../config';

const USAGE = `Usage: npm run backup [-- <file or directory>]
  Writes one snapshot of the installation (database, uploads and other files in DATA_DIR, the generated
  secrets) while the server runs. Without an argument it goes into BACKUP_DIR.`;

/** `npm run backup`: one snapshot file; prints where it went, its size and how long it took. */
async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  const config = loadConfig();
  const target = positionals[0] ?? config.backup.dir;
  if (positionals.length > 1 || !target)
    throw new Error(`Give one file or directory, or set BACKUP_DIR.\n${USAGE}`);
  const result = await createBackup(config, target);
  const hold = result.holdMs === null ? 'pg_dump, no hold' : `database held ${result.holdMs} ms`;
  console.log(`Backup written to ${result.file}`);
  console.log(
    `  ${formatBytes(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s (${result.engine}, ${hold})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
