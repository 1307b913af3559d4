import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** A backup every night at 02:30, server time, when BACKUP_DIR is set and BACKUP_SCHEDULE is not. */
const DAILY_BACKUP = '30 2 * * *';

/** Five cron fields of numbers, ranges, steps, lists or names: what pg-boss's schedules take. */
function isCronExpression(value: string): boolean {
  const fields = value.trim().split(/\s+/);
  return fields.length === 5 && fields.every((field) => /^[\d*/,\-A-Za-z]+$/.test(field));
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    ADMIN_EMAIL: z.string().email().default('admin@example.com'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    ORGANISATION_NAME: z.string().min(1).max(100).default('Field Operations'),
    JWT_SECRET: z.string().min(32).optional(),
    SEED: z.enum(['demo', 'none']).default('demo'),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z.string().optional(),
    MAIL_DIR: z.string().optional(),
    MAIL_FROM: z.string().default('Field Console <no-reply@localhost>'),
    PUBLIC_URL: z.string().optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
    PUSH_ALLOW_HTTP: z.enum(['0', '1', 'false', 'true']).default('0'),
    STATIC_DIR: z.string().default('dist'),
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    WORKERS: z.coerce.number().int().min(1).max(256).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
    REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    REPORT_ROW_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    REPORT_MAX_COST: z.coerce.number().min(1000).max(1e12).default(10_000_000),
    PGLITE_HOLD_LIMIT_MS: z.coerce.number().int().min(500).max(3_600_000).default(2000),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    BACKUP_SCHEDULE: z.string().default(DAILY_BACKUP).refine(isCronExpression, {
      message: 'must be a cron expression of five fields (minute hour day month weekday), e.g. "30 2 * * *"',
    }),
    TRUST_PROXY: z
      .string()
      .optional()
      .refine((value) => value === undefined || parseTrustProxy(value) !== null, {
        message:
          'must be a number of proxy hops, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      }),
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither, to generate a pair once)',
  });

/**
 * Which proxies may name the client's address in X-Forwarded-For. Nothing by default, so a client cannot
 * choose the address its sign-in attempts are counted against; a hop count or the proxies' addresses when
 * the console is deployed behind them. null for a value that is neither.
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  organisationName: string;
  jwtSecret: string | undefined;
  seed: 'demo' | 'none';
  mapTileUrl: string;
  logLevel: string;
  smtpUrl: string | undefined;
  /** A pickup directory: each outgoing message is written there as a JSON file (when no SMTP_URL). */
  mailDir: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  /** Directory of the built PWA; not served when missing. */
  staticDir: string;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); false: none, the socket's address is the client's. */
  trustProxy: TrustProxy;
  /** Imports and exports one process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /** Server processes on PostgreSQL (WORKERS; the number of cores by default). PGlite always runs one. */
  workers: number;
  /** WORKERS was set explicitly (a value given for PGlite is worth a warning). */
  workersSet: boolean;
  /** Connections each server process keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Report SQL: statement timeout (PostgreSQL), row cap, and the planner's cost estimate a query may not pass. */
  report: { statementTimeoutMs: number; rowLimit: number; maxCost: number };
  /** PGlite: the longest a request or job may hold the database (one statement, or a transaction). */
  holdLimitMs: number;
  /**
   * Web Push: the VAPID key pair (unset: generated once and kept in DATA_DIR), the contact the push services
   * see (mailto: the admin by default), and whether endpoints may be plain http (a local push service only).
   */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
    allowHttp: boolean;
  };
  /** Scheduled backups: into `dir` (unset: none) on `schedule` (cron), keeping the newest `keep`. */
  backup: { dir: string | undefined; keep: number; schedule: string };
}

/** Reads configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    organisationName: e.ORGANISATION_NAME,
    jwtSecret: e.JWT_SECRET,
    seed: e.SEED,
    mapTileUrl: e.MAP_TILE_URL,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailDir: e.MAIL_DIR ? path.resolve(e.MAIL_DIR) : undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    jobConcurrency: e.JOB_CONCURRENCY,
    workers: e.WORKERS ?? os.availableParallelism(),
    workersSet: e.WORKERS !== undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    report: {
      statementTimeoutMs: e.REPORT_STATEMENT_TIMEOUT_MS,
      rowLimit: e.REPORT_ROW_LIMIT,
      maxCost: e.REPORT_MAX_COST,
    },
    holdLimitMs: e.PGLITE_HOLD_LIMIT_MS,
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL}`,
      allowHttp: e.PUSH_ALLOW_HTTP === '1' || e.PUSH_ALLOW_HTTP === 'true',
    },
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
      keep: e.BACKUP_KEEP,
      schedule: e.BACKUP_SCHEDULE.trim(),
    },
  };
}
