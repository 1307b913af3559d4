/**
 * The plain text rules of SPEC section 5 and the limits schemas share, without zod: screens that check input
 * with plain rules (sign-in) import them from here, so the first screen's code does not carry zod.
 * validation.ts re-exports all of it beside the schemas built on it.
 */

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
