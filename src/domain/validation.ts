import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  EMAIL_PATTERN,
  isWellFormedText,
  TEXT_MAX,
  WELL_FORMED_MESSAGE,
} from './text-rules';

/** The plain rules (no zod, for screens that check input without it) are re-exported beside the schemas. */
export {
  clearLeadingSpace,
  DEFAULT_PAGE_SIZE,
  EMAIL_PATTERN,
  hasImageExtension,
  IMAGE_EXTENSIONS,
  INTEGER_MAX,
  INTEGER_MIN,
  isWellFormedText,
  PAGE_SIZES,
  TEXT_MAX,
  WELL_FORMED_MESSAGE,
} from './text-rules';

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
