import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
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
  STATIC_DIR: z.string().default('dist'),
});

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
  };
}
