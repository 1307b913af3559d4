import path from 'node:path';

/*
 * Where a running server on PGlite can be found: its private directory in DATA_DIR (mode 0700) with the
 * control socket the backup asks for the database image, and the server's pid.
 */

export function runDir(dataDir: string): string {
  return path.join(dataDir, 'run');
}

export function controlSocketPath(dataDir: string): string {
  return path.join(runDir(dataDir), 'control.sock');
}

export function pidFilePath(dataDir: string): string {
  return path.join(runDir(dataDir), 'server.pid');
}

/** What the server answers before the image's bytes: one JSON line. */
export interface ImageHeader {
  bytes: number;
  /** How long the database was held for the image. */
  holdMs: number;
  /** drizzle's timestamp of the newest applied migration (null: none). */
  appliedAt: number | null;
}
