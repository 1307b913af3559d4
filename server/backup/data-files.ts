import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ManifestMember } from './manifest';

/**
 * DATA_DIR's own directories a snapshot leaves out: the PGlite files (the database member holds their
 * consistent image), the running server's socket and pid, and uploads still being received (not yet a job's).
 */
const SKIPPED = ['pglite', 'run', path.join('files', 'incoming')];

/**
 * Every regular file under DATA_DIR a snapshot carries (uploads, file jobs' files, the generated JWT secret
 * and whatever else the server keeps there), with its size and checksum, paths relative to DATA_DIR.
 * `exclude` holds directories to leave out too (a BACKUP_DIR inside DATA_DIR).
 */
export async function listDataFiles(dataDir: string, exclude: string[] = []): Promise<ManifestMember[]> {
  const skipped = new Set([
    ...SKIPPED.map((entry) => path.join(dataDir, entry)),
    ...exclude.map((e) => path.resolve(e)),
  ]);
  const files: ManifestMember[] = [];
  async function walk(dir: string) {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (skipped.has(full)) continue;
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        const { bytes, sha256 } = await hashFile(full);
        files.push({ name: path.relative(dataDir, full).split(path.sep).join('/'), bytes, sha256 });
      }
    }
  }
  await walk(dataDir);
  return files;
}

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A relative member path that stays inside its directory (no absolute path, no `..`). */
export function safeRelative(name: string): string {
  const normal = path.posix.normalize(name);
  if (normal.startsWith('/') || normal === '..' || normal.startsWith('../') || normal.includes('\0'))
    throw new Error(`the snapshot holds a path outside its directory: ${name}`);
  return normal;
}
