import * as organisation from './organisation';
import * as reference from './reference';
import * as warehouse from './warehouse';
import * as warehouseUser from './warehouse-user';

export * from './organisation';
export * from './reference';
export * from './warehouse';
export * from './warehouse-user';

/** Every call of the organisation service (/api/organisation/...). */
export const ORGANISATION_CONTRACTS = [
  ...Object.values(reference),
  ...Object.values(organisation),
  ...Object.values(warehouse),
  ...Object.values(warehouseUser),
];
