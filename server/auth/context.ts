import type { PermissionKey } from '../../src/domain/permissions';

/** Who is calling, resolved from the access token and the current state of their account. */
export interface AuthContext {
  userId: string;
  organisationId: string;
  /** Set for vendor-bound users: every query and write is locked to this vendor. */
  vendorId: string | null;
  roleId: string;
  name: string;
  email: string;
  permissions: ReadonlySet<string>;
  isPlatformAdmin: boolean;
  /** Expiry (seconds since epoch) of the presented access token. */
  tokenExp: number;
}

export function can(auth: AuthContext, key: PermissionKey): boolean {
  return auth.permissions.has(key);
}
