import type { AnyContract } from '../kit';

/** The work order service's calls about reports and dashboards (report/). */
export const REPORT_CONTRACTS: readonly AnyContract[] = [];
