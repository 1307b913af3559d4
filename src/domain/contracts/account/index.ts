import * as crew from './crew';
import * as vendor from './vendor';

export * from './crew';
export * from './vendor';

/**
 * The calls of the account service (/api/account/...) declared so far; the others are still in
 * src/domain/offline-routes/account.ts.
 */
export const ACCOUNT_CONTRACTS = [...Object.values(crew), ...Object.values(vendor)];
