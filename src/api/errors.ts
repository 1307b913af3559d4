import type { ErrorBody } from '../domain/envelope';
import { MESSAGES } from '../domain/messages';

/** A response with a failure status, carrying the server's error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message || body.title || MESSAGES.somethingWentWrong);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The write did not reach the server (offline, or no response); the service worker kept it in its outbox
 * and will replay it with the same Idempotency-Key. Callers keep their optimistic state.
 */
export class WriteQueuedError extends Error {
  readonly idempotencyKey: string;

  constructor(idempotencyKey: string) {
    super('Saved offline; it will be sent when the connection returns.');
    this.name = 'WriteQueuedError';
    this.idempotencyKey = idempotencyKey;
  }
}

/** The text a toast shows for a failure: title, message or first returnMessage (SPEC section 8). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body.title || error.body.message || error.body.returnMessage[0] || MESSAGES.somethingWentWrong;
  }
  return MESSAGES.somethingWentWrong;
}
