import { z } from 'zod';
import { fieldLabel } from '../../../lib/field-errors';
import { HttpError } from '../../../lib/http-errors';
import { violatedConstraint } from '../../../lib/unique-violation';

/**
 * A batch written as a whole met a case it leaves to the row-by-row writer (a row naming a record another
 * row of the batch creates, say): the batch is undone and written again row by row.
 */
export class WriteRowByRow extends Error {
  constructor(reason: string) {
    super(`written row by row: ${reason}`);
  }
}

/** A row refused before or during its write, with messages a person can act on. */
export class RowRejected extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

function issueMessage(issue: z.core.$ZodIssue, headers: Readonly<Record<string, string>>): string {
  const key = String(issue.path[0] ?? '');
  // A nested field ("administrator.email") may have its own column; else its object's column names it.
  const label = headers[issue.path.join('.')] ?? headers[key] ?? fieldLabel(key || 'row');
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return `${label} is required`;
  return /^[a-z]/.test(issue.message) ? `${label} ${issue.message}` : issue.message;
}

/**
 * Parses a row's input with the area's own create or update schema, so an imported row meets the rules and
 * messages of the API call; the messages name the sheet's columns ("Name is required"), found in `headers` by
 * the field's path (`address.countryId`) or its first part.
 */
export function parseRow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  headers: Readonly<Record<string, string>>,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new RowRejected(result.error.issues.map((issue) => issueMessage(issue, headers)));
}

/**
 * What a rejected row reports, from whatever its write threw: the area's own refusals (HttpError), schema
 * issues, and constraints the database enforces. Null when the failure is not the row's fault (the job fails).
 */
export function rowErrors(error: unknown): string[] | null {
  if (error instanceof RowRejected) return error.messages;
  if (error instanceof HttpError)
    return error.errors.length ? error.errors.map((e) => e.message) : [error.message];
  if (error instanceof z.ZodError) return error.issues.map((issue) => issueMessage(issue, {}));
  if (violatedConstraint(error, '23505') !== null) return ['A record with this name or code already exists.'];
  if (violatedConstraint(error, '23503') !== null)
    return ['This row refers to a record that does not exist.'];
  if (violatedConstraint(error, '42501') !== null) return ['This row is outside what you may change.'];
  return null;
}
