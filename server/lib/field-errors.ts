import type { FieldError } from '../../src/domain/envelope';
import { toPascalCase } from '../../src/domain/envelope';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** "newPassword" -> "New password": the label used in messages such as "New password is required". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldName(path: string[]): string {
  return path.filter(Boolean).map(toPascalCase).join('.');
}

/**
 * Turns schema validation issues into the envelope's field errors: PascalCase field names and messages a
 * person can read ("Email is required", "Name must be at most 100 characters").
 */
export function toFieldErrors(issues: readonly ValidationIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        errors.push({ field: fieldName([...path, key]), message: `${fieldLabel(key)} is not a known field` });
      }
      continue;
    }
    const last = path[path.length - 1] ?? 'body';
    const label = fieldLabel(last);
    const raw = issue.message ?? 'is not valid';
    let message: string;
    if (issue.keyword === 'invalid_type' && /received undefined/.test(raw)) message = `${label} is required`;
    else if (issue.keyword === 'invalid_type')
      message = `${label} has the wrong type (${raw.replace(/^Invalid input: /, '')})`;
    else if (/^[a-z]/.test(raw)) message = `${label} ${raw}`;
    else message = raw;
    errors.push({ field: path.length ? fieldName(path) : 'Body', message });
  }
  return errors;
}
