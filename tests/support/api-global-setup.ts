import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { loadReferenceData } from '../../server/db/reference-data';

/** Overridable so that two test runs in one checkout do not share a template. */
export const TEMPLATE_DIR = path.resolve(process.env.TEST_TEMPLATE_DIR ?? '.tmp/test-template');
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'field_console_template';

/**
 * Migrating and loading 150,000 cities takes seconds, so it happens once per run into a template: a PGlite
 * data directory that each test file copies, or a PostgreSQL template database each test file clones.
 */
export async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({
      dataDir: TEMPLATE_DIR,
      databaseUrl: withDatabase(url, TEMPLATE_DB),
    });
    await loadReferenceData(database.db);
    await database.close();
    return;
  }
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: TEMPLATE_DIR });
  await loadReferenceData(database.db);
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
