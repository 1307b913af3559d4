import { MESSAGES, requiredMessage } from '../../domain/messages';
import { EMAIL_PATTERN } from '../../domain/text-rules';

/**
 * The validation rules of SPEC section 5, written once. Each returns the message to show or null; they fit
 * @mantine/form's `validate` record as they are: `validate: { name: requiredRule('Name') }`.
 */
export type Rule = (value: unknown) => string | null;

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Required text or select: "{field name} is required", or the screen's own message. */
export function requiredRule(fieldName: string, message?: string): Rule {
  return (value) => (isBlank(value) ? (message ?? requiredMessage(fieldName)) : null);
}

/** Email: "Enter valid email address" when filled in wrongly; "{field name} is required" when required and empty. */
export function emailRule(
  fieldName: string,
  { required = false, message }: { required?: boolean; message?: string } = {},
): Rule {
  return (value) => {
    if (isBlank(value)) return required ? (message ?? requiredMessage(fieldName)) : null;
    return EMAIL_PATTERN.test(String(value).trim()) ? null : MESSAGES.invalidEmail;
  };
}

/** Required dropdown (searchable lookups): "This field is required." */
export function dropdownRule(message: string = MESSAGES.requiredDropdown): Rule {
  return (value) => (isBlank(value) ? message : null);
}

/**
 * A required choice once the form's rules have passed (submit runs only then): typed as made, so the payload
 * matches its schema. Null here means a form sent without its rules, a bug rather than a user's mistake.
 */
export function chosen(value: string | null): string {
  if (value === null) throw new Error('A required choice reached the request unchecked.');
  return value;
}

/** Required date: "Date is required." */
export function dateRule(message: string = MESSAGES.dateRequired): Rule {
  return (value) => (isBlank(value) ? message : null);
}

/** Required file: "File is required." */
export function fileRule(message: string = MESSAGES.fileRequired): Rule {
  return (value) => (isBlank(value) ? message : null);
}

/** JSON text (SPEC section 5's JSON validity check): "Enter valid JSON" when it does not parse. */
export function jsonRule(message = 'Enter valid JSON'): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    try {
      JSON.parse(String(value));
      return null;
    } catch {
      return message;
    }
  };
}

/** Runs rules in order and returns the first message. */
export function firstError(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };
}
