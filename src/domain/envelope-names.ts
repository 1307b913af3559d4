/**
 * The names the envelope and its headers use, without zod (envelope.ts re-exports them beside the schemas):
 * the api client imports them from here, so the first screen's code does not carry zod.
 */

/** Header carrying a renewed access token when the presented one is close to expiry. */
export const AUTH_TOKEN_HEADER = 'x-auth-token';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export function toPascalCase(field: string): string {
  return field.length === 0 ? field : field[0]!.toUpperCase() + field.slice(1);
}

export function toCamelCase(field: string): string {
  return field.length === 0 ? field : field[0]!.toLowerCase() + field.slice(1);
}
