import { onlineOnly, type OfflineRoute } from '../offline-action-kit';

/** The work-order calls are declared as contracts (src/domain/contracts/workorder/work-order). */
export const ORDER_ROUTES: Record<string, OfflineRoute> = {};

/**
 * Reports and dashboards are declared as contracts (src/domain/contracts/workorder/report), their offline
 * policy with them; nothing of theirs is left here.
 */
export const REPORT_ROUTES: Record<string, OfflineRoute> = {};
