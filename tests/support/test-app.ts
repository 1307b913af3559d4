import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { ORGANISATION_ADMIN_ROLE } from '../../src/domain/permissions';
import { buildApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { openDatabase } from '../../server/db/client';
import { createOrganisation } from '../../server/db/bootstrap';
import { userAccount, vendor } from '../../server/db/schema/index';
import { hashPassword, newId, randomToken } from '../../server/crypto';
import type { MailMessage } from '../../server/lib/mail';
import { TEMPLATE_DB, TEMPLATE_DIR, withDatabase } from './api-global-setup';

export const PASSWORD = 'Field-Pass-2026';

export interface Response<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
}

/** A real app on its own database (PGlite by default, PostgreSQL when the run provides DATABASE_URL). */
export class TestApp {
  constructor(
    readonly app: FastifyInstance,
    readonly database: Database,
    /** Every mail the app sent, in order (the app's mail transport writes here). */
    readonly mail: MailMessage[],
    private readonly cleanup: () => Promise<void>,
    /** The PostgreSQL database the app runs on (undefined on PGlite), for a second server on it. */
    readonly databaseUrl?: string | undefined,
  ) {}

  get db(): Db {
    return this.database.db;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  async request<T = any>(method: string, url: string, options: RequestOptions = {}): Promise<Response<T>> {
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: options.address ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    const text = response.body;
    return { status: response.statusCode, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  async signIn(email: string, password = PASSWORD): Promise<string> {
    const response = await this.request('POST', '/api/account/Auth/SignIn', { body: { email, password } });
    if (response.status !== 200)
      throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
    return response.body.data.access_token as string;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.database.close();
    await this.cleanup();
  }
}

export async function createTestApp(
  options: {
    staticDir?: string;
    config?: Partial<AppConfig>;
    logStream?: NodeJS.WritableStream;
    /** false: the app queues background jobs but runs none (a second app on the same database runs them). */
    jobs?: boolean;
    /** PGlite: the hold limit of requests and jobs (PGLITE_HOLD_LIMIT_MS; 2000). */
    holdLimitMs?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-test-'));
  const url = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (url) {
    const name = `t_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    databaseUrl = withDatabase(url, name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    fs.cpSync(path.join(TEMPLATE_DIR, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const database = await openDatabase({ dataDir, databaseUrl, holdLimitMs: options.holdLimitMs });
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent', JWT_SECRET: randomToken(40) }),
    staticDir: options.staticDir ?? path.join(dataDir, 'no-client'),
    ...options.config,
  };
  const mail: MailMessage[] = [];
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    mail: { send: async (message) => void mail.push(message) },
    jobs: options.jobs ?? true,
  });
  await app.ready();
  return new TestApp(
    app,
    database,
    mail,
    async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    databaseUrl,
  );
}

export interface Tenant {
  organisationId: string;
  roleIds: Map<string, string>;
  adminEmail: string;
}

let counter = 0;

/** An organisation with its default roles and an administrator who can sign in with PASSWORD. */
export async function createTenant(t: TestApp, name: string): Promise<Tenant> {
  const { organisationId, roleIds } = await createOrganisation(t.db, { name });
  const adminEmail = `admin${++counter}.${organisationId.slice(-6)}@example.com`;
  await addUser(t, organisationId, { email: adminEmail, roleId: roleIds.get(ORGANISATION_ADMIN_ROLE)! });
  return { organisationId, roleIds, adminEmail };
}

export async function addVendor(t: TestApp, organisationId: string, name: string): Promise<string> {
  const id = newId();
  await t.db.insert(vendor).values({ organisationId, id, name });
  return id;
}

export async function addUser(
  t: TestApp,
  organisationId: string,
  user: { email: string; roleId: string; vendorId?: string | null; name?: string; isActive?: boolean },
): Promise<string> {
  const id = newId();
  await t.db.insert(userAccount).values({
    organisationId,
    id,
    email: user.email,
    name: user.name ?? user.email.split('@')[0]!,
    passwordHash: await hashPassword(PASSWORD),
    roleId: user.roleId,
    vendorId: user.vendorId ?? null,
    isActive: user.isActive ?? true,
  });
  return id;
}
