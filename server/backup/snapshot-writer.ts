import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { Manifest, ManifestMember } from './manifest';
import { FILES_PREFIX, MANIFEST_MEMBER } from './manifest';
import { measuring } from '../lib/measuring-stream';

/**
 * Writes the snapshot: a tar whose first member is manifest.json, then the database member (staged in
 * `databaseFile`), then DATA_DIR's files. It is written beside `target` and renamed onto it once complete
 * and on disk, so a snapshot file either is whole or does not exist. A DATA_DIR file that changed since it
 * was listed fails the backup (uploads are written once, so it does not happen in normal work).
 */
export async function writeSnapshot(
  target: string,
  manifest: Manifest,
  databaseFile: string,
  dataDir: string,
): Promise<void> {
  const partial = `${target}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(partial, { mode: 0o600 }));
  try {
    await addMember(pack, MANIFEST_MEMBER, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await addFile(pack, manifest.database, databaseFile);
    for (const file of manifest.files)
      await addFile(pack, { ...file, name: FILES_PREFIX + file.name }, path.join(dataDir, file.name));
    pack.finalize();
    await written;
    const handle = await fs.promises.open(partial, 'r');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(partial, target);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

function addMember(pack: tar.Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: content.length, mode: 0o600, mtime: new Date() }, content, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function addFile(pack: tar.Pack, member: ManifestMember, file: string): Promise<void> {
  const measure = measuring();
  const entry = pack.entry({ name: member.name, size: member.bytes, mode: 0o600, mtime: new Date() });
  await pipeline(fs.createReadStream(file) as Readable, measure.transform, entry);
  const { sha256 } = measure.result();
  if (sha256 !== member.sha256) throw new Error(`${member.name} changed while it was being backed up`);
}
