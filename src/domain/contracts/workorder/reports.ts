import type { AnyContract } from '../kit';
import * as dashboard from './report/dashboard';
import * as report from './report/report';

export * from './report/dashboard';
export * from './report/report';

/** The work order service's calls about reports and dashboards (report/). */
export const REPORT_CONTRACTS: readonly AnyContract[] = [
  ...Object.values(report),
  ...Object.values(dashboard),
];
