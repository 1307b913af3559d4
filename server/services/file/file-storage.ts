import fs from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../crypto';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * Uploads and results of file jobs live under DATA_DIR/files/<organisation id>/<job id>/; paths stored in
 * file_job are relative to DATA_DIR/files. Uploads still being checked wait in DATA_DIR/files/incoming/.
 */
export function filesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The absolute file of a stored path; a path that would leave the files directory is refused. */
export function storedPath(dataDir: string, relative: string): string {
  const root = filesRoot(dataDir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) throw new Error('stored path outside the files directory');
  return file;
}

/** The stored path of a job's file, relative to the files root; its directory is created. */
export async function jobFile(
  dataDir: string,
  organisationId: string,
  jobId: string,
  name: string,
): Promise<string> {
  if (!UUID.test(organisationId) || !UUID.test(jobId)) throw new Error('job files need uuids');
  const relative = `${organisationId}/${jobId}/${name}`;
  await fs.mkdir(path.dirname(storedPath(dataDir, relative)), { recursive: true });
  return relative;
}

/** A fresh path for an upload being received (not yet a job's). */
export async function incomingFile(dataDir: string): Promise<string> {
  const dir = path.join(filesRoot(dataDir), 'incoming');
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${newId()}.upload`);
}

/** Removes every file of a deleted organisation. */
export async function removeOrganisationFiles(dataDir: string, organisationId: string): Promise<void> {
  if (!UUID.test(organisationId)) return;
  await fs.rm(path.join(filesRoot(dataDir), organisationId), { recursive: true, force: true });
}
