import type { AnyContract } from '../kit';
import * as actions from './work-order/actions';
import * as board from './work-order/board';
import * as field from './work-order/field';
import * as map from './work-order/map';
import * as orders from './work-order/orders';

export * from './work-order/actions';
export * from './work-order/board';
export * from './work-order/field';
export * from './work-order/map';
export * from './work-order/orders';

/** The work order service's calls about work orders (work-order/). */
export const ORDER_CONTRACTS: readonly AnyContract[] = [
  ...Object.values(orders),
  ...Object.values(actions),
  ...Object.values(field),
  ...Object.values(map),
  ...Object.values(board),
];
