import type { FastifyServerOptions } from 'fastify';

/*
 * What the log may carry. Logs are read by more people, and kept longer, than the database, so nothing that
 * signs someone in or identifies their data goes there: no password, hash, token or one-time password, no
 * query string (search terms, ids, the odd token in a link), and no values bound to a failed query. A failed
 * query is logged with its SQL text and the database's code and constraint, which is what fixing it needs.
 */

/** Field names redacted wherever they appear at the top of a log line or one level down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'hash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'resetToken',
  'otp',
  'authorization',
  'cookie',
];

export const REDACTED = '[redacted]';

const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * Properties of a database error worth keeping: which rule failed, where. Those holding values of the row or
 * statement (params, detail, where, hint, internalQuery) are left out.
 */
const KEPT_PROPERTIES = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'severity',
  'routine',
  'statusCode',
];

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [property: string]: unknown;
}

/** "Failed query: <sql>\nparams: <values>" (drizzle) loses its values. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = withoutParams(error.message);
  // The stack begins with the message as it was when the error was made, values included.
  const stack = (error.stack ?? '').replace(error.message, message);
  const serialized: SerializedError = { type: error.constructor?.name ?? 'Error', message, stack };
  const record = error as unknown as Record<string, unknown>;
  for (const key of KEPT_PROPERTIES) {
    if (record[key] !== undefined) serialized[key] = record[key];
  }
  if (typeof record.query === 'string') serialized.query = record.query;
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  ip?: string;
  id?: string;
}

/** A request as the log shows it: the path without its query string. */
export function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/** The server's logger settings: level, redaction and the serializers above. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
