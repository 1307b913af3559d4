import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * PostgreSQL's client programs (pg_dump, pg_restore): from PG_BIN, else the newest of
 * /usr/lib/postgresql/<version>/bin (Debian's layout), else the PATH. pg_dump must be at least as new as
 * the server it dumps, hence the newest.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN, ...versionDirs('/usr/lib/postgresql')].filter((dir): dir is string =>
    Boolean(dir),
  );
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    if (dir && fs.existsSync(file)) return file;
  }
  throw new Error(
    `${name} was not found (PG_BIN, /usr/lib/postgresql/*/bin, PATH): install PostgreSQL's client programs (apt-get install postgresql-client)`,
  );
}

function versionDirs(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

/**
 * The connection for libpq's programs: the URL without its password on the command line (where any local
 * user's `ps` would show it); the password goes in PGPASSWORD.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL program to its end; its error output becomes the error's message. */
export function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed: ${stderr.trim() || `exit ${code}`}`)),
    );
  });
}

/** Runs a PostgreSQL program and reads its standard output as it comes. */
export function toolOutput(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { stdout: Readable; done: Promise<void> } {
  const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed: ${stderr.trim() || `exit ${code}`}`)),
    );
  });
  return { stdout: child.stdout, done };
}
