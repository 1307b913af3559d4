import { z } from 'zod';

/** Text inputs hold at most 100 characters (SPEC section 9). */
export const TEXT_MAX = 100;

/**
 * The range of PostgreSQL's `integer`, the type of every whole-number column (versions, reference ids, type
 * ids). A number past it makes the query itself fail, so schemas refuse it before it gets there.
 */
export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;

/**
 * A lone UTF-16 surrogate: no character at all. A text column silently stores it as U+FFFD and a jsonb
 * column refuses it outright, so text holding one is refused like any other malformed input.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
export const WELL_FORMED_MESSAGE = 'must not contain invalid characters';

export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'bmp', 'gif', 'png'] as const;
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A leading single space is cleared as the user types (SPEC section 5). */
export function clearLeadingSpace(value: string): string {
  return value.startsWith(' ') ? value.replace(/^\s+/, '') : value;
}

export function hasImageExtension(fileName: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** A required text of at most 100 characters, trimmed of leading spaces. */
export function requiredText(max: number = TEXT_MAX) {
  return z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine(isWellFormedText, WELL_FORMED_MESSAGE);
}

export function optionalText(max: number = TEXT_MAX) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isWellFormedText, WELL_FORMED_MESSAGE)
    .nullish();
}

export const emailSchema = z
  .string()
  .trim()
  .max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`)
  .regex(EMAIL_PATTERN, 'Enter valid email address');

/** Passwords: 8-100 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`)
  .regex(/[A-Za-z]/, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');

export const uuidSchema = z.uuid();

export const pageSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(DEFAULT_PAGE_SIZE),
});

/** A whole number taken from a query string ("12"), with readable messages for missing or bad values. */
export function queryInt() {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number);
}
