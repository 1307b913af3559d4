import type { FastifyInstance } from 'fastify';
import { accessGroupRoutes } from './access-group/routes';
import { locationGroupAssignmentRoutes } from './location-group-assignment/routes';
import { vendorWorkLocationRoutes } from './vendor-work-location/routes';
import { projectRoutes } from './project/routes';
import { reportService } from './report/index';
import { workLocationElementRoutes } from './work-location-template/element-routes';
import { workLocationGroupRoutes } from './work-location-group/routes';
import { workLocationRoutes } from './work-location/routes';
import { workLocationTemplateRoutes } from './work-location-template/routes';
import { workLocationUpdateRoutes } from './work-location/update-routes';
import { workOrderActionRoutes } from './work-order/action-routes';
import { workOrderApprovalRoutes } from './work-order/approval-routes';
import { workOrderDashboardRoutes } from './work-order/dashboard-routes';
import { workOrderFieldRoutes } from './work-order/field-routes';
import { workOrderRoutes } from './work-order/routes';
import { workOrderMapRoutes } from './work-order/map-routes';
import { swimlaneRoutes } from './work-order/swimlane';
import type { SheetTable } from '../file/index';
import { projectImport } from './project/project.sheet';
import { reportExport } from './report/report.sheet';
import { workLocationImport } from './work-location/work-location.sheet';
import { workLocationExport } from './work-location/work-location-export.sheet';
import {
  workLocationGroupExport,
  workLocationGroupImport,
} from './work-location-group/work-location-group.sheet';
import { workOrderImport } from './work-order/work-order.sheet';
import { workOrderExport } from './work-order/work-order-export.sheet';

/** The work order service: /api/workorder/... (projects, access groups, work locations and their templates, work orders). */
export async function workorderService(app: FastifyInstance) {
  await app.register(projectRoutes);
  await app.register(accessGroupRoutes);
  await app.register(workLocationTemplateRoutes);
  await app.register(workLocationElementRoutes);
  await app.register(workLocationRoutes);
  await app.register(workLocationUpdateRoutes);
  await app.register(workLocationGroupRoutes);
  await app.register(locationGroupAssignmentRoutes);
  await app.register(vendorWorkLocationRoutes);
  await app.register(workOrderRoutes);
  await app.register(workOrderMapRoutes);
  await app.register(workOrderDashboardRoutes);
  await app.register(workOrderActionRoutes);
  await app.register(workOrderApprovalRoutes);
  await app.register(workOrderFieldRoutes);
  await app.register(swimlaneRoutes);
  await app.register(reportService);
}

/** The work order service's imports and exports, registered with the file service by server/sheets.ts. */
export const workorderSheets: SheetTable = {
  project: { import: projectImport },
  workLocation: { import: workLocationImport, export: workLocationExport },
  workLocationGroup: { import: workLocationGroupImport, export: workLocationGroupExport },
  workOrder: { import: workOrderImport, export: workOrderExport },
  report: { export: reportExport },
};
