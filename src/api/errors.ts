import type { ErrorBody } from '../domain/envelope';
import type { WriteAction } from '../domain/offline-action-kit';
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
  /** What the write does, as the outbox names it ("Approve WO-002888"), when the worker said. */
  readonly action: WriteAction | null;

  constructor(idempotencyKey: string, action: WriteAction | null = null) {
    super('Saved offline; it will be sent when the connection returns.');
    this.name = 'WriteQueuedError';
    this.idempotencyKey = idempotencyKey;
    this.action = action;
  }
}

/** The request got no response at all (no network, or the server cannot be reached). */
export function isNoResponse(error: unknown): boolean {
  return error instanceof Error && error.name === 'FetchError' && !('response' in error && error.response);
}

/** The text a toast shows for a failure: title, message or first returnMessage (SPEC section 8). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    return (
      error.body.title || error.body.message || error.body.returnMessage[0] || MESSAGES.somethingWentWrong
    );
  }
  return MESSAGES.somethingWentWrong;
}

/** A 401 that survived the token refresh: the session is over and the user is on the way to /sign-in. */
export class SessionEndedError extends ApiError {
  override readonly name = 'SessionEndedError';
}
