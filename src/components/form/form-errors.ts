import type { ReactNode } from 'react';
import { toCamelCase } from '../../domain/envelope-names';
import { ApiError } from '../../api/errors';
import { showErrorToast } from '../error-toast';

/** The part of a @mantine/form form that server field errors are written into. */
export interface FieldErrorTarget {
  setFieldError: (path: string, error: ReactNode) => void;
}

/**
 * The server names fields in PascalCase (`Email`); form fields are camelCase (`email`). Several messages for
 * one field are joined so none is lost.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const { field, message } of error.body.errors) {
    const key = toCamelCase(field);
    result[key] = result[key] ? `${result[key]} ${message}` : message;
  }
  return result;
}

/** Puts the response's field errors onto the form; true when at least one was set. */
export function applyFieldErrors(form: FieldErrorTarget, error: unknown): boolean {
  const errors = fieldErrorsOf(error);
  for (const [field, message] of Object.entries(errors)) form.setFieldError(field, message);
  return Object.keys(errors).length > 0;
}

/** A refused save: its field errors onto the form, and a toast saying why. */
export function showFormErrors(form: FieldErrorTarget, error: unknown): void {
  applyFieldErrors(form, error);
  showErrorToast(error);
}
