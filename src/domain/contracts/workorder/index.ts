import { ORDER_CONTRACTS } from './orders';
import { PLACE_CONTRACTS } from './places';
import { REPORT_CONTRACTS } from './reports';

export * from './orders';
export * from './places';
export * from './reports';

/**
 * The calls of the work order service (/api/workorder/...) declared so far; the others are still in
 * src/domain/offline-routes/workorder-*.ts.
 */
export const WORKORDER_CONTRACTS = [...ORDER_CONTRACTS, ...PLACE_CONTRACTS, ...REPORT_CONTRACTS];
