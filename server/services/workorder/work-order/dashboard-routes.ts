import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPROVAL_STATUSES, WORK_ORDER_STATUSES } from '../../../../src/domain/workorders';
import { vendor, workOrder } from '../../../db/schema/index';
import * as contracts from '../../../../src/domain/contracts/workorder/orders';
import { defineRoute } from '../../../lib/route';
import { tallyByStatus } from './count';

/** The dashboard counts: work orders by status, by approval and (organisation users) by vendor. */
export async function workOrderDashboardRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getWorkOrderDashboardStats, {
    handler: async ({ tx, auth, body }) => {
      // Without a date range the tally answers; a range counts the orders created in it.
      const rows =
        body.startDate || body.endDate
          ? await tx
              .select({
                status: workOrder.status,
                approvalStatus: workOrder.approvalStatus,
                vendorId: workOrder.vendorId,
                n: sql<number>`count(*)::int`,
              })
              .from(workOrder)
              .where(
                and(
                  body.projectId ? eq(workOrder.projectId, body.projectId) : undefined,
                  body.vendorId ? eq(workOrder.vendorId, body.vendorId) : undefined,
                  body.startDate ? gte(workOrder.createdAt, new Date(body.startDate)) : undefined,
                  body.endDate ? lte(workOrder.createdAt, new Date(body.endDate)) : undefined,
                ),
              )
              .groupBy(workOrder.status, workOrder.approvalStatus, workOrder.vendorId)
          : await tallyByStatus(tx, body);
      const sum = (match: (row: (typeof rows)[number]) => boolean) =>
        rows.filter(match).reduce((total, row) => total + Number(row.n), 0);
      const byStatus = (match: (row: (typeof rows)[number]) => boolean) =>
        WORK_ORDER_STATUSES.map((s) => ({
          id: s.id,
          name: s.name,
          count: sum((row) => match(row) && row.status === s.id),
        }));
      const vendorIds = [...new Set(rows.map((row) => row.vendorId))];
      const names = new Map(
        auth.vendorId
          ? []
          : (await tx.select({ id: vendor.id, name: vendor.name }).from(vendor)).map(
              (v) => [v.id, v.name] as const,
            ),
      );
      return {
        total: sum(() => true),
        byStatus: byStatus(() => true),
        byApproval: APPROVAL_STATUSES.map((a) => ({
          id: a.id,
          name: a.name,
          count: sum((row) => row.approvalStatus === a.id),
        })),
        byVendor: auth.vendorId
          ? []
          : vendorIds
              .map((vendorId) => ({
                vendorId,
                vendorName: vendorId ? (names.get(vendorId) ?? 'Unknown vendor') : 'Not assigned',
                total: sum((row) => row.vendorId === vendorId),
                byStatus: byStatus((row) => row.vendorId === vendorId),
              }))
              .filter((row) => row.total > 0)
              .sort((a, b) =>
                a.vendorId === null ? 1 : b.vendorId === null ? -1 : a.vendorName.localeCompare(b.vendorName),
              ),
      };
    },
  });
}
