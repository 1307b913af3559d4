import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The layout of the snapshot files this code writes and reads (a restore refuses any other). */
export const SNAPSHOT_FORMAT = 1;

/** The member names inside a snapshot file (a tar archive; manifest.json first). */
export const MANIFEST_MEMBER = 'manifest.json';
export const PGLITE_MEMBER = 'database/pglite-datadir.tar.gz';
export const POSTGRES_MEMBER = 'database/postgres.dump';
/** DATA_DIR's own files (uploads, file-job files, the generated JWT secret) sit under this prefix. */
export const FILES_PREFIX = 'data/';

const memberSchema = z.object({
  name: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestMember = z.infer<typeof memberSchema>;

export const manifestSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  engine: z.enum(['pglite', 'postgres']),
  /** The tag of the last migration the database had, e.g. 0020_caller_stamp. */
  migration: z.string().min(1),
  createdAt: z.string(),
  database: memberSchema,
  files: z.array(memberSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
);

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The tag of the newest migration a database has applied, read from drizzle's own table (it records each
 * migration's timestamp, which the journal maps to its tag). null when the database has none.
 */
export function migrationTag(appliedAt: number | null): string | null {
  if (appliedAt === null) return null;
  const entry = knownMigrations().find((e) => e.when === appliedAt);
  if (!entry) throw new Error(`the database has a migration this version does not know (${appliedAt})`);
  return entry.tag;
}

export const LAST_MIGRATION_SQL =
  'select (select max(created_at) from drizzle.__drizzle_migrations)::text as applied';
