import { accountSheets } from './services/account/index';
import { registerSheets } from './services/file/index';
import { organisationSheets } from './services/organisation/index';
import { workorderSheets } from './services/workorder/index';

/**
 * The composition root of imports and exports. Each resource declares its sheets beside itself
 * (`services/<service>/<resource>/<resource>.sheet.ts`) and its service lists them in its index.ts; they are
 * registered here with the file service, which imports no other service. Importing this module registers
 * them, so the app (and anything that asks the file service for a data type's sheets) imports it first.
 */
export const SHEETS = { ...accountSheets, ...organisationSheets, ...workorderSheets };

registerSheets(SHEETS);

export { exportOf, importOf } from './services/file/index';
