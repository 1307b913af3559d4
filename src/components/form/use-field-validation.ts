import { useState, type ReactNode } from 'react';
import type { Rule } from './rules';

interface FieldValidationInput<Value> {
  rule: Rule | null;
  /** The controlled value; undefined when the field is uncontrolled. */
  value: Value | undefined;
  defaultValue?: Value;
  /** An error from outside (form validation on submit, or the server); it wins over the field's own. */
  error?: ReactNode;
}

/**
 * A required field complains only after the user has left it once (SPEC section 5: "after blur"), and its
 * message follows the current value, so it disappears as soon as the value is valid.
 */
export function useFieldValidation<Value>({ rule, value, defaultValue, error }: FieldValidationInput<Value>) {
  const [touched, setTouched] = useState(false);
  const [uncontrolled, setUncontrolled] = useState<Value | undefined>(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const own = touched && rule ? rule(current) : null;
  return {
    error: error || own || undefined,
    /** Records the latest value for uncontrolled use. */
    track: setUncontrolled,
    touch: () => setTouched(true),
  };
}
