import { onlineOnly, type OfflineRoute } from '../offline-action-kit';

/** The work-order calls are declared as contracts (src/domain/contracts/workorder/work-order). */
export const ORDER_ROUTES: Record<string, OfflineRoute> = {};

/**
 * Reports and dashboards need the server: a run is answered by the database, and a saved report's SQL is
 * checked by the server's sandbox. Their definitions are shown from the cached queries while offline.
 */
export const REPORT_ROUTES: Record<string, OfflineRoute> = {
  'POST Report/DynamicWorkorderReport': onlineOnly,
  'GET Report/GetAll': onlineOnly,
  'GET Report/GetById': onlineOnly,
  'POST Report/GetReportFromDbQueryById': onlineOnly,
  'POST Report/Export': onlineOnly,
  'POST Report': onlineOnly,
  'PUT Report': onlineOnly,
  'DELETE Report': onlineOnly,
  'GET Dashboard/GetAll': onlineOnly,
  'GET Dashboard/GetById': onlineOnly,
  'POST Dashboard/DashboardDataByWidgetId': onlineOnly,
  'POST Dashboard': onlineOnly,
  'PUT Dashboard': onlineOnly,
  'DELETE Dashboard': onlineOnly,
  'POST Dashboard/Widget': onlineOnly,
  'PUT Dashboard/Widget': onlineOnly,
  'DELETE Dashboard/Widget': onlineOnly,
};
