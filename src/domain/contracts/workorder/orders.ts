import type { AnyContract } from '../kit';

/** The work order service's calls about work orders (work-order/). */
export const ORDER_CONTRACTS: readonly AnyContract[] = [];
