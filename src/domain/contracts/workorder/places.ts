import type { AnyContract } from '../kit';

/**
 * The work order service's calls about projects, access groups, work locations, their templates and groups, and
 * the groups given to vendors and crews.
 */
export const PLACE_CONTRACTS: readonly AnyContract[] = [];
