import type { z } from 'zod';
import { ApiError } from '../api/errors';

/**
 * The record as it is now, when a write was refused for a stale version: the server answers 409 with the
 * current record in `data`. null for any other failure, including a 409 that is not a version conflict
 * (a role still in use, the last administrator), which carries no record.
 */
export function conflictRecord<T>(error: unknown, schema: z.ZodType<T>): T | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body.data === undefined) return null;
  const parsed = schema.safeParse(error.body.data);
  return parsed.success ? parsed.data : null;
}

/** A refusal the user should read where they are working (403, or a 409 rule such as the last administrator). */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 409)) return null;
  return error.body.message || error.body.returnMessage[0] || error.body.title || null;
}
