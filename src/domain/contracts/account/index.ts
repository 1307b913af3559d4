import { GRANT_CONTRACTS } from './access-grant';
import * as auth from './auth';
import * as adminUser from './admin-user';
import * as crew from './crew';
import * as notification from './notification';
import * as permissionGroup from './permission-group';
import * as profile from './profile';
import * as role from './role';
import * as user from './user';
import * as vendor from './vendor';
import * as workforce from './workforce';

export * from './access-grant';
export * from './auth';
export * from './admin-user';
export * from './crew';
export * from './notification';
export * from './permission-group';
export * from './profile';
export * from './role';
export * from './user';
export * from './vendor';
export * from './workforce';

/** Every call of the account service (/api/account/...). */
export const ACCOUNT_CONTRACTS = [
  ...Object.values(auth),
  ...Object.values(user),
  ...Object.values(adminUser),
  ...Object.values(profile),
  ...Object.values(role),
  ...Object.values(permissionGroup),
  ...Object.values(crew),
  ...Object.values(vendor),
  ...Object.values(GRANT_CONTRACTS).flatMap((calls) => Object.values(calls)),
  ...Object.values(workforce),
  ...Object.values(notification),
];
