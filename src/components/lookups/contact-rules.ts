import { PHONE_PATTERN, POSTAL_CODE_PATTERN, WEBSITE_PATTERN } from '../../domain/fields';
import type { Rule } from '../form/rules';

/**
 * Optional contact fields checked as the server checks them (src/domain/fields.ts), so a form filled in
 * offline is right before it is queued rather than refused on replay. Empty is always fine here.
 */
function optionalPattern(pattern: RegExp, message: string): Rule {
  return (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text === '' || pattern.test(text) ? null : message;
  };
}

export const phoneRule = optionalPattern(
  PHONE_PATTERN,
  'Enter a valid phone number (digits, spaces, + ( ) -)',
);
export const websiteRule = optionalPattern(
  WEBSITE_PATTERN,
  'Enter a web address starting with http:// or https://',
);
export const postalCodeRule = optionalPattern(POSTAL_CODE_PATTERN, 'Enter a valid postal code');

/** Trimmed text, or null when empty: how optional text travels to the API. */
export function textOrNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}
