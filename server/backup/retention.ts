import fs from 'node:fs';
import path from 'node:path';

/** The names `npm run backup` and the schedule give their snapshots (dated, so they sort by time). */
const SNAPSHOT_NAME = /^field-console-\d{4}-\d{2}-\d{2}T[\d-]+Z\.backup$/;

/**
 * Keeps the newest `keep` snapshots in `dir` and deletes the older ones; files of other names (a snapshot
 * copied in by hand under another name, anything else) are never touched. Answers the deleted names.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.promises.readdir(dir)).filter((name) => SNAPSHOT_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fs.promises.rm(path.join(dir, name), { force: true });
  return old;
}
