import type { FieldError } from '../../src/domain/envelope';
import { HttpError } from './http-errors';

/** The constraint named by a database error of the given SQLSTATE, looking through wrapped causes. */
export function violatedConstraint(error: unknown, sqlState: string): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs a write and turns a unique violation of a known index into a 409 with a field error. Uniqueness that
 * crosses what the caller can see (emails across organisations, codes across vendors) can only be checked
 * by the index itself, so the index is the check and this names the field.
 */
export async function withUniqueFields<T>(
  work: () => Promise<T>,
  fields: Record<string, FieldError>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error, '23505');
    const field = constraint ? fields[constraint] : undefined;
    if (field) throw new HttpError(409, 'Conflict', field.message, { errors: [field] });
    throw error;
  }
}
