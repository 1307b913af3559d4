import { callParsed } from '../../../api/call';
import type { CreateInput, UpdateInput } from '../../../data/record-resource';
import { createReport, deleteReport, updateReport } from '../../../domain/contracts/workorder/report/report';
import type { Report } from '../../../domain/reports';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import type { ReportBody } from '../components/report-form';
import { withoutReport } from './get-reports';
import { reportKeys } from './report-keys';

/** A new report (createReport; a vendor user's belongs to their vendor). */
export function useCreateReport() {
  return useOptimisticWrite<CreateInput<ReportBody>, Report>({
    mutationFn: ({ body, idempotencyKey }) => callParsed(createReport, { body }, { idempotencyKey }),
    invalidates: () => [reportKeys.lists()],
  });
}

/** The whole report with the version it was based on (updateReport); 409 carries the current one. */
export function useUpdateReport() {
  return useOptimisticWrite<UpdateInput<ReportBody>, Report>({
    mutationFn: ({ id, body }) => callParsed(updateReport, { body: { ...body, id } }),
    invalidates: ({ id }) => [reportKeys.lists(), reportKeys.detail(id)],
  });
}

/** Deletes a report (deleteReport, by id): refused (409, naming the dashboards) while a widget shows it. */
export function useDeleteReport() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: (id) => callParsed(deleteReport, { query: { id } }),
    optimistic: (id) => [optimisticPatch(reportKeys.lists(), withoutReport(id))],
    invalidates: () => [reportKeys.lists()],
  });
}
