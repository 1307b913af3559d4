import * as crew from './crew';
import * as notification from './notification';
import * as permissionGroup from './permission-group';
import * as role from './role';
import * as vendor from './vendor';
import * as workforce from './workforce';

export * from './crew';
export * from './notification';
export * from './permission-group';
export * from './role';
export * from './vendor';
export * from './workforce';

/**
 * The calls of the account service (/api/account/...) declared so far; the others are still in
 * src/domain/offline-routes/account.ts.
 */
export const ACCOUNT_CONTRACTS = [
  ...Object.values(role),
  ...Object.values(permissionGroup),
  ...Object.values(crew),
  ...Object.values(vendor),
  ...Object.values(workforce),
  ...Object.values(notification),
];
