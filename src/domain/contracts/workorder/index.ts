import { ORDER_CONTRACTS } from './orders';
import { PLACE_CONTRACTS } from './places';
import { REPORT_CONTRACTS } from './reports';

export * from './orders';
export * from './places';
export * from './reports';

/** Every call of the work order service (/api/workorder/...): work orders, places, reports and dashboards. */
export const WORKORDER_CONTRACTS = [...ORDER_CONTRACTS, ...PLACE_CONTRACTS, ...REPORT_CONTRACTS];
