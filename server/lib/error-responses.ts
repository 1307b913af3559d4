import type { ErrorStatus } from '../../src/domain/contracts/kit';
import { errorBodySchema } from '../../src/domain/envelope';

/** The failures the API answers in the error envelope (see server/plugins/errors.ts): contracts name them. */
export type { ErrorStatus };

/**
 * Every authenticated call: 400 (validation, with the fields in `errors`; or work stopped for time), 401 (not
 * signed in), 403 (no permission, another tenant named, or refused by row-level security), 404 (a record it
 * names is not there) and 500 (nothing inside revealed).
 */
export const READ_ERRORS = [400, 401, 403, 404, 500] as const satisfies readonly ErrorStatus[];

/**
 * Calls other than GET add 409 (a stale version, with the current record; a unique or referenced record) and
 * 422 (an Idempotency-Key reused for another request, or a change the record's state refuses).
 */
export const WRITE_ERRORS = [...READ_ERRORS, 409, 422] as const satisfies readonly ErrorStatus[];

/** Calls without sign-in: refused credentials or codes (401), too many attempts (429). */
export const PUBLIC_ERRORS = [400, 401, 403, 429, 500] as const satisfies readonly ErrorStatus[];

/**
 * The route schema's responses for these statuses. Each is the error envelope; the OpenAPI document shows
 * them as the shared responses of components/responses (server/lib/openapi-document.ts).
 */
export function errorResponses(
  statuses: readonly ErrorStatus[],
): Partial<Record<ErrorStatus, typeof errorBodySchema>> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}
