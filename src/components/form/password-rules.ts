import { SERVER_MESSAGES } from '../../domain/messages';
import { passwordSchema } from '../../domain/validation';
import { firstError, requiredRule, type Rule } from './rules';

/** Said when the confirmation differs from the new password. */
export const PASSWORDS_DIFFER = SERVER_MESSAGES.passwordsDiffer;

/** The server's password rule, checked before sending so the user hears it at once. */
export function strongPasswordRule(fieldName: string): Rule {
  return firstError(requiredRule(fieldName), (value) =>
    passwordSchema.safeParse(value).success ? null : SERVER_MESSAGES.weakPassword,
  );
}

/** "Confirm password": required, and equal to the password typed above it (read from the form values). */
export function confirmPasswordRule<Values>(fieldName: string, password: (values: Values) => string) {
  return (value: unknown, values: Values): string | null =>
    requiredRule(fieldName)(value) ?? (value === password(values) ? null : PASSWORDS_DIFFER);
}
