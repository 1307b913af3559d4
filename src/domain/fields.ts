import { z } from 'zod';
import { EMAIL_PATTERN, INTEGER_MAX, TEXT_MAX, WELL_FORMED_MESSAGE, isWellFormedText } from './validation';

/**
 * Field schemas shared by the people and organisation payloads. Optional text accepts an empty string or
 * whitespace from a cleared form input and stores it as null, so "no value" has one spelling.
 */
export function optionalTextOrNull(max: number = TEXT_MAX) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isWellFormedText, WELL_FORMED_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));
}

function optionalMatching(pattern: RegExp, message: string, max: number = TEXT_MAX) {
  return optionalTextOrNull(max).refine((value) => value === null || pattern.test(value), message);
}

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,19}$/;
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** Uploaded images are served at this path; other image URLs must be https. */
export const IMAGE_URL_PATTERN = /^(\/api\/document\/Image\/[0-9a-f-]{36}|https:\/\/\S+)$/i;
export const IMAGE_URL_MAX = 500;

export const optionalEmail = () => optionalMatching(EMAIL_PATTERN, 'Enter valid email address');
export const optionalPhone = () =>
  optionalMatching(PHONE_PATTERN, 'must be a phone number (digits, spaces, + ( ) -)');
export const optionalPostalCode = () =>
  optionalMatching(POSTAL_CODE_PATTERN, 'must be a postal code (letters, digits, spaces, -)');
export const optionalWebsite = () =>
  optionalMatching(WEBSITE_PATTERN, 'must be a web address starting with http:// or https://');
export const optionalImageUrl = () =>
  optionalMatching(IMAGE_URL_PATTERN, 'must be an uploaded image or an https address', IMAGE_URL_MAX);

/** A reference-data id (country, state, city, industry): a positive whole number or nothing. */
export const optionalReferenceId = () =>
  z
    .number()
    .int()
    .positive('must be chosen from the list')
    .max(INTEGER_MAX, 'must be chosen from the list')
    .nullish()
    .transform((v) => v ?? null);

/** Optional on input; the server checks it against the caller's organisation. */
export const organisationIdField = { organisationId: z.uuid().optional() };

export const versionField = {
  version: z
    .number()
    .int()
    .min(1, 'must be the version you edited')
    .max(INTEGER_MAX, 'must be the version you edited'),
};

/**
 * A report or a dashboard as read: the organisation's (vendorId null) or one vendor's, and whether an
 * organisation one is shared with vendor users.
 */
export const sharedRecordViewShape = {
  id: z.uuid(),
  organisationId: z.uuid(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  name: z.string(),
  shared: z.boolean(),
};

export const idQuerySchema = z.strictObject({ id: z.uuid() });
export const deletedSchema = z.object({ id: z.uuid() });

/** Query strings as the API spells them (`?Id`, `?OrganisationId`) and in camelCase alike. */
export function camelQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, v]) => [key.charAt(0).toLowerCase() + key.slice(1), v]),
          )
        : value,
    schema,
  );
}
