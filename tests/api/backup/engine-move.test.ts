import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_ADMIN_ROLE } from '../../../src/domain/permissions';
import { buildApp } from '../../../server/app';
import { createBackup } from '../../../server/backup/backup';
import { restoreBackup } from '../../../server/backup/restore';
import type { AppConfig } from '../../../server/config';
import { loadConfig } from '../../../server/config';
import { createOrganisation } from '../../../server/db/bootstrap';
import type { Database } from '../../../server/db/client';
import { openDatabase } from '../../../server/db/client';
import { userAccount } from '../../../server/db/schema/index';
import { hashPassword, newId } from '../../../server/crypto';
import { PASSWORD } from '../../support/test-app';
import type { RestoreTarget } from './backup-fixtures';
import { emptyTarget, freshSecurityFacts, securityFacts, startOn, tenantTableSums } from './backup-fixtures';
import { PNG_1PX, multipart } from '../people-fixtures';

/*
 * An organisation that outgrows the built-in database moves to PostgreSQL with a backup and a restore, and
 * can move back the same way. Needs a PostgreSQL server: it runs in the PostgreSQL pass of the API tests.
 */
const url = process.env.DATABASE_URL;
const EMAIL = 'mover@example.com';

let source: { app: FastifyInstance; database: Database; config: AppConfig };
let sourceDir: string;
let picture: string;
let original: Buffer;
const cleanups: Array<() => Promise<void>> = [];

async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/Auth/SignIn',
    payload: { email: EMAIL, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { data: { access_token: string } }).data.access_token;
}

beforeAll(async () => {
  if (!url) return;
  sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-move-'));
  const config = {
    ...loadConfig({ DATA_DIR: sourceDir, SEED: 'none', LOG_LEVEL: 'silent' }),
    databaseUrl: undefined,
  };
  const database = await openDatabase({ dataDir: sourceDir });
  const { organisationId, roleIds } = await createOrganisation(database.db, { name: 'Moving Up' });
  await database.db.insert(userAccount).values({
    organisationId,
    id: newId(),
    email: EMAIL,
    name: 'Mover',
    passwordHash: await hashPassword(PASSWORD),
    roleId: roleIds.get(ORGANISATION_ADMIN_ROLE)!,
  });
  const app = await buildApp({ config, database, logger: false, jobs: false });
  await app.ready();
  source = { app, database, config };
  const token = await signIn(app);
  for (const name of ['North Line Works', 'South "Quoted" Works', 'Tab\tand\\slash Works'])
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/account/Vendor',
          payload: { name },
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
  const { payload, contentType } = multipart({}, { key: 'model', name: 'meter.png', content: PNG_1PX });
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/document/Image',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  picture = (JSON.parse(uploaded.body) as { data: { url: string } }).data.url;
  original = (
    await app.inject({ method: 'GET', url: picture, headers: { authorization: `Bearer ${token}` } })
  ).rawPayload;
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (source) {
    await source.app.close();
    await source.database.close();
    fs.rmSync(sourceDir, { recursive: true, force: true });
  }
});

async function restoredInto(target: RestoreTarget, file: string) {
  cleanups.push(() => target.drop());
  const result = await restoreBackup(target.config, file, { replace: false });
  const server = await startOn(target.config);
  cleanups.push(async () => {
    await server.app.close();
    await server.database.close();
  });
  return { result, server };
}

describe.runIf(url)('moving from PGlite to PostgreSQL and back', () => {
  it('keeps every tenant table, sign-in, sequences and uploads both ways', async () => {
    const expected = await tenantTableSums(source.database);
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-move-backups-'));
    cleanups.push(async () => fs.rmSync(backups, { recursive: true, force: true }));

    const fromPglite = await createBackup(source.config, path.join(backups, 'pglite.backup'));
    expect(fromPglite.engine).toBe('pglite');
    const postgres = await restoredInto(await emptyTarget(), fromPglite.file);
    expect(postgres.result).toMatchObject({ from: 'pglite', to: 'postgres' });
    expect(await tenantTableSums(postgres.server.database)).toEqual(expected);

    const pgConfig = postgres.server.app.config;
    const fromPostgres = await createBackup(pgConfig, path.join(backups, 'postgres.backup'));
    expect(fromPostgres.engine).toBe('postgres');
    const pgliteTarget = await emptyTarget();
    const back = await restoredInto(
      { ...pgliteTarget, config: { ...pgliteTarget.config, databaseUrl: undefined } },
      fromPostgres.file,
    );
    expect(back.result).toMatchObject({ from: 'postgres', to: 'pglite' });
    expect(await tenantTableSums(back.server.database)).toEqual(expected);

    // Row-level security, policies and grants are a fresh install's, on either engine.
    expect(await securityFacts(postgres.server.database)).toEqual(await freshSecurityFacts());
    expect(await securityFacts(back.server.database)).toEqual(await securityFacts(source.database));

    for (const server of [postgres.server, back.server]) {
      // Twice: each sign-in writes a sign_in_attempt row, whose sequence must continue after the copied ones.
      await signIn(server.app);
      const token = await signIn(server.app);
      const download = await server.app.inject({
        method: 'GET',
        url: picture,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(Buffer.compare(download.rawPayload, original)).toBe(0);
      const vendors = await server.app.inject({
        method: 'POST',
        url: '/api/account/Vendor',
        payload: { name: 'After the move' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(vendors.statusCode).toBe(200);
    }
  }, 120_000);
});
