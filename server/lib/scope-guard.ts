import { SERVER_MESSAGES } from '../../src/domain/messages';
import type { AuthContext } from '../auth/context';
import { forbidden } from './http-errors';

const ORGANISATION_KEY = /^organi[sz]ation_?id$/i;
const VENDOR_KEY = /^vendor_?id$/i;

function ids(source: unknown, pattern: RegExp): string[] {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (pattern.test(key) && typeof value === 'string' && value !== '') found.push(value);
  }
  return found;
}

/**
 * The tenant comes from the token, never from the request: an organisationId in the body or query that
 * differs from the caller's is refused, and a vendor-bound caller may not name another vendor.
 */
export function assertRequestScope(auth: AuthContext, ...sources: unknown[]): void {
  for (const source of sources) {
    for (const id of ids(source, ORGANISATION_KEY)) {
      if (id.toLowerCase() !== auth.organisationId) throw forbidden(SERVER_MESSAGES.otherOrganisation);
    }
    if (auth.vendorId) {
      for (const id of ids(source, VENDOR_KEY)) {
        if (id.toLowerCase() !== auth.vendorId) throw forbidden(SERVER_MESSAGES.otherVendor);
      }
    }
  }
}
