import { api } from '../../../api/client';
import type { CreateInput, UpdateInput } from '../../../data/record-resource';
import { deletedSchema } from '../../../domain/fields';
import { reportSchema, type Report } from '../../../domain/reports';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import type { ReportBody } from '../components/report-form';
import { withoutReport } from './get-reports';
import { reportKeys } from './report-keys';

/** POST Report: a new report (a vendor user's belongs to their vendor). */
export function useCreateReport() {
  return useOptimisticWrite<CreateInput<ReportBody>, Report>({
    mutationFn: async ({ body, idempotencyKey }) =>
      reportSchema.parse(await api.workorder.post<unknown>('Report', body, { idempotencyKey })),
    invalidates: () => [reportKeys.lists()],
  });
}

/** PUT Report: the whole report with the version it was based on; 409 carries the current one. */
export function useUpdateReport() {
  return useOptimisticWrite<UpdateInput<ReportBody>, Report>({
    mutationFn: async ({ id, body }) =>
      reportSchema.parse(await api.workorder.put<unknown>('Report', { ...body, id })),
    invalidates: ({ id }) => [reportKeys.lists(), reportKeys.detail(id)],
  });
}

/** DELETE Report?id: refused (409, naming the dashboards) while a widget shows it. */
export function useDeleteReport() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(await api.workorder.delete<unknown>('Report', undefined, { query: { id } })),
    optimistic: (id) => [optimisticPatch(reportKeys.lists(), withoutReport(id))],
    invalidates: () => [reportKeys.lists()],
  });
}
