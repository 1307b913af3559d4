import { z } from 'zod';
import type { FuzzCase } from './fuzz-cases';
import type { RouteSpec } from './fuzz-routes';

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function anyOf(patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.source).join('|'));
}

/** The error envelope exactly: nothing else (no stack, no `code`, no database detail) may ride along. */
const errorEnvelope = z.strictObject({
  title: z.string(),
  message: z.string(),
  returnMessage: z.array(z.string()),
  errors: z.array(z.strictObject({ field: z.string(), message: z.string() })),
  requestId: z.string(),
  /** The current record on a 409 version conflict. */
  data: z.unknown().optional(),
});

/**
 * What no answer may contain. SQL keywords are matched in PostgreSQL's lower case, so console messages
 * ("Select a project") do not trip them.
 */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at \S|at Object\.|at async |node:internal/],
  ['SQL text', anyOf([/\bselect [\w"*.,() ]+ from /, /insert into/, /update "?\w+"? set /, /delete from/])],
  [
    'a database error',
    anyOf([
      /violates/,
      /syntax error/,
      /invalid input syntax/,
      /invalid byte sequence/,
      /out of range for type/,
      /value too long for type/,
      /duplicate key/,
      /unsupported Unicode escape/,
    ]),
  ],
  ['a source path', /node_modules|\.ts:|\/server\/|\/work\//],
];

/** Codes meant for the server's log; data in a success may carry codes of its own (a vendor's code). */
const INTERNAL_CODE = anyOf([
  /FST_[A-Z_]+/,
  /\bERR_[A-Z_]{3,}/,
  /ZodError|SQLSTATE/,
  /\b(?:invalid_type|invalid_union|too_big|too_small|unrecognized_keys|invalid_format)\b/,
  /"code":"[0-9A-Z]{5}"/,
  /\bE(?:CONNREFUSED|PIPE|NOENT|ACCES)\b/,
]);

/** An error answer this large is echoing the request back (a 1 MB field) rather than naming the problem. */
const ERROR_BODY_MAX = 64 * 1024;

function envelopeProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `an error body that is not JSON: ${body.slice(0, 120)}`;
  }
  const result = errorEnvelope.safeParse(parsed);
  if (result.success) return null;
  return `an error body that is not the envelope (${result.error.issues[0]?.message}): ${body.slice(0, 200)}`;
}

/** Every rule one answer breaks, in words that name what was wrong. */
export function problemsOf(route: RouteSpec, fuzzCase: FuzzCase, answer: Answer): string[] {
  const problems: string[] = [];
  const isJson = answer.contentType.includes('json');
  if (answer.status >= 500) problems.push(`answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  if (answer.status >= 400) {
    const envelope = envelopeProblem(answer.body);
    if (envelope) problems.push(envelope);
    if (answer.body.length > ERROR_BODY_MAX)
      problems.push(`an error body of ${answer.body.length} characters`);
    const code = INTERNAL_CODE.exec(answer.body);
    if (code) problems.push(`an internal error code (${code[0]}) in: ${answer.body.slice(0, 200)}`);
  }
  if (isJson || answer.status >= 400) {
    for (const [what, pattern] of LEAKS) {
      const found = pattern.exec(answer.body);
      if (found) problems.push(`${what} ("${found[0]}") in: ${answer.body.slice(0, 200)}`);
    }
  }
  const unsigned = fuzzCase.caller === 'anonymous' || fuzzCase.caller === 'forged';
  if (!route.isPublic && unsigned && answer.status < 400) {
    problems.push(`accepted without a valid token (${answer.status})`);
  }
  return problems;
}
