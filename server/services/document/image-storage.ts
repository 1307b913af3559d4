import fs from 'node:fs/promises';
import path from 'node:path';

const UUID = /^[0-9a-f-]{36}$/i;

/** Uploaded files live under DATA_DIR/uploads/<organisation id>/, one file per image id. */
export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The absolute file of a stored path; a path that would leave the uploads directory is refused. */
export function storedFile(dataDir: string, storagePath: string): string {
  const root = uploadsRoot(dataDir);
  const file = path.resolve(root, storagePath);
  if (!file.startsWith(root + path.sep)) throw new Error('storage path outside the uploads directory');
  return file;
}

/** Writes the image and returns its storage path (relative to the uploads directory). */
export async function saveImageFile(
  dataDir: string,
  organisationId: string,
  id: string,
  extension: string,
  content: Buffer,
): Promise<string> {
  if (!UUID.test(organisationId) || !UUID.test(id)) throw new Error('image ids must be uuids');
  const storagePath = `${organisationId}/${id}.${extension}`;
  const file = storedFile(dataDir, storagePath);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content, { flag: 'wx' });
  return storagePath;
}

export async function removeImageFile(dataDir: string, storagePath: string): Promise<void> {
  await fs.rm(storedFile(dataDir, storagePath), { force: true });
}

/** Removes every file of a deleted organisation. */
export async function removeOrganisationUploads(dataDir: string, organisationId: string): Promise<void> {
  if (!UUID.test(organisationId)) return;
  await fs.rm(path.join(uploadsRoot(dataDir), organisationId), { recursive: true, force: true });
}
