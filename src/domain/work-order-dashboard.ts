import { z } from 'zod';
import { organisationIdField } from './fields';
import { isoDateTime } from './workorders';

/** POST WorkOrder/GetDashboardWorkorderStats: counts in the caller's scope, by status, approval and vendor. */
export const dashboardStatsQuerySchema = z.strictObject({
  projectId: z.uuid().nullish(),
  vendorId: z.uuid().nullish(),
  startDate: isoDateTime.nullish(),
  endDate: isoDateTime.nullish(),
  ...organisationIdField,
});
const countOf = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export const dashboardStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.array(countOf),
  byApproval: z.array(countOf),
  /** Organisation-level callers only: counts per vendor (null vendor: not assigned). */
  byVendor: z.array(
    z.object({
      vendorId: z.uuid().nullable(),
      vendorName: z.string(),
      total: z.number().int(),
      byStatus: z.array(countOf),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
