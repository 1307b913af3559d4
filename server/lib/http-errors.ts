import type { FieldError } from '../../src/domain/envelope';
import { SERVER_MESSAGES } from '../../src/domain/messages';

/**
 * An expected failure with a status and the envelope's parts. Anything thrown that is not an HttpError is
 * an unexpected failure: it is logged and answered with a 500 that reveals nothing.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly title: string;
  readonly errors: FieldError[];
  readonly returnMessage: string[];
  /** Extra payload for the client, e.g. the current record on a version conflict. */
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    title: string,
    message: string,
    extra: {
      errors?: FieldError[];
      returnMessage?: string[];
      data?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.title = title;
    this.errors = extra.errors ?? [];
    this.returnMessage = extra.returnMessage ?? [message];
    this.data = extra.data;
    this.headers = extra.headers ?? {};
  }
}

export function badRequest(message: string, errors: FieldError[] = []): HttpError {
  return new HttpError(400, 'Validation failed', message, { errors });
}

export function fieldError(field: string, message: string): HttpError {
  return badRequest(message, [{ field, message }]);
}

export function unauthorized(
  message: string = SERVER_MESSAGES.unauthenticated,
  title = 'Unauthorized',
): HttpError {
  return new HttpError(401, title, message);
}

export function forbidden(message: string = SERVER_MESSAGES.forbidden): HttpError {
  return new HttpError(403, 'Forbidden', message);
}

export function notFound(message: string = SERVER_MESSAGES.notFound): HttpError {
  return new HttpError(404, 'Not found', message);
}

export function conflict(message: string, data?: unknown): HttpError {
  return new HttpError(409, 'Conflict', message, { data });
}

export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'Too many requests', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}
