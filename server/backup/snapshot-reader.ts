import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { safeRelative } from './data-files';
import type { Manifest } from './manifest';
import { FILES_PREFIX, MANIFEST_MEMBER, manifestSchema } from './manifest';
import { measuring } from '../lib/measuring-stream';

/** Reads a snapshot's manifest (its first member) without reading the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new Error(`There is no backup file at ${file}`);
  const notBackup = `${file} is not a Field Console backup (it does not start with ${MANIFEST_MEMBER})`;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), extract).catch(() => undefined);
  try {
    for await (const entry of extract) {
      if (entry.header.name !== MANIFEST_MEMBER || entry.header.size > MANIFEST_LIMIT) break;
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      return parseManifest(Buffer.concat(chunks).toString('utf8'));
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('the backup manifest')) throw error;
    throw new Error(notBackup, { cause: error });
  } finally {
    extract.destroy();
    await reading;
  }
  throw new Error(notBackup);
}

/** A manifest lists each file in a line or two; anything this large is not one. */
const MANIFEST_LIMIT = 64 * 1024 * 1024;

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('the backup manifest is not JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`the backup manifest is not one this version reads: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * Unpacks a snapshot into `staging`: the database member as `database`, DATA_DIR's files under `data/`.
 * Each member's size and checksum must be the manifest's, and every member it lists must be there.
 */
export async function unpackSnapshot(file: string, manifest: Manifest, staging: string): Promise<void> {
  const expected = new Map([[manifest.database.name, manifest.database]]);
  for (const member of manifest.files) expected.set(FILES_PREFIX + member.name, member);
  const seen = new Set<string>();
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === MANIFEST_MEMBER) {
        entry.resume();
        continue;
      }
      const member = expected.get(name);
      if (!member) throw new Error(`the backup holds ${name}, which its manifest does not list`);
      const target =
        name === manifest.database.name
          ? path.join(staging, 'database')
          : path.join(staging, 'data', safeRelative(name.slice(FILES_PREFIX.length)));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const measure = measuring();
      await pipeline(entry, measure.transform, fs.createWriteStream(target, { mode: 0o600 }));
      const { bytes, sha256 } = measure.result();
      if (bytes !== member.bytes || sha256 !== member.sha256)
        throw new Error(`${name} in the backup is damaged (its checksum is not the manifest's)`);
      seen.add(name);
    }
  } catch (error) {
    extract.destroy();
    // The reading side fails too once the extract stops; the member's own error is the one to tell.
    await reading.catch(() => undefined);
    throw error;
  }
  await reading;
  const missing = [...expected.keys()].filter((name) => !seen.has(name));
  if (missing.length > 0)
    throw new Error(`the backup is incomplete: ${missing.slice(0, 3).join(', ')} missing`);
}
