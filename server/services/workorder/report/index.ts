import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard-routes';
import { configureReportJobs } from './report-context';
import { reportRoutes } from './report-routes';

/** Reports and dashboards, under the work-order service (contracts/workorder/report in src/domain). */
export async function reportService(app: FastifyInstance) {
  configureReportJobs(app);
  await app.register(reportRoutes);
  await app.register(dashboardRoutes);
}
