import { Alert, Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlayerPlay, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_PAGINATION, type PaginationState } from '../../../components/data-table/pagination';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { useOnline } from '../../../offline/use-data-age';
import { useReportRun, type ReportRunRequest } from '../api/run-report';
import { definitionOf, reportFormErrors, type ReportFormValues } from './report-form';
import { ReportFields } from './ReportFields';
import { ReportResultView } from './ReportResultView';
import { builderFieldErrors } from './server-errors';

export const NEEDS_CONNECTION = 'Building and running reports needs a connection.';

interface ReportBuilderProps {
  form: UseFormReturnType<ReportFormValues>;
  onSubmit: (values: ReportFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** Without the right to change it, the report can still be run as saved. */
  readOnly?: boolean;
  savedId?: string;
  notice?: ReactNode;
  /** Buttons beside Run and Save (Export). */
  actions?: ReactNode;
}

/**
 * The report builder: the fields, then Run (the result below, not saved) and Save. Offline it says that it
 * needs a connection, and neither runs nor saves: a run is never put in the outbox.
 */
export function ReportBuilder(props: ReportBuilderProps) {
  const { form, readOnly = false, savedId } = props;
  const online = useOnline();
  const scope = useVendorScope();
  const [request, setRequest] = useState<ReportRunRequest | null>(null);
  const [pagination, setPagination] = useState<PaginationState>(DEFAULT_PAGINATION);
  const run = useReportRun(request, pagination);
  const { setErrors } = form;

  useEffect(() => {
    if (run.error) setErrors(builderFieldErrors(run.error));
  }, [run.error, run.errorUpdatedAt, setErrors]);

  function startRun() {
    // Each Run asks again, even for the same definition: the orders may have changed since.
    const runNumber = (request?.runNumber ?? 0) + 1;
    if (readOnly && savedId) {
      setRequest({ source: 'saved', id: savedId, runNumber });
    } else {
      // A run needs what is counted and filtered; the name matters only to Save.
      const { name: _name, ...errors } = reportFormErrors(form.values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
      const { kind, sql } = form.values;
      const body = { kind, definition: definitionOf(form.values), sql: kind === 'sql' ? sql.trim() : null };
      setRequest({ source: 'definition', body, runNumber });
    }
    setPagination((current) => ({ ...current, page: 1 }));
  }

  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate>
      <Stack gap="md">
        {online ? null : (
          <Alert
            color="orange"
            variant="light"
            icon={<IconPlugConnectedX size={20} aria-hidden />}
            role="status"
          >
            {`${NEEDS_CONNECTION} What you change here is kept on this screen until the connection returns.`}
          </Alert>
        )}
        {props.notice}
        <ReportFields form={form} readOnly={readOnly} canShare={scope.ready && !scope.vendorBound} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {readOnly ? 'Back' : 'Cancel'}
          </Button>
          {props.actions}
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={startRun}
            loading={run.isFetching}
            disabled={!online}
          >
            Run
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={props.submitting} disabled={!online}>
              {props.submitLabel}
            </Button>
          )}
        </Group>
        {request ? (
          <ReportResultView
            result={run.isError ? undefined : run.data}
            chart={run.data?.chart ?? form.values.chart}
            title={form.values.name || 'Report'}
            pagination={pagination}
            onPaginationChange={setPagination}
            loading={run.isFetching}
            note={readOnly ? undefined : 'the report is saved only with Save'}
          />
        ) : null}
      </Stack>
    </form>
  );
}
