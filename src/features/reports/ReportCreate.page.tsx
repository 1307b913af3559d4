import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showErrorToast } from '../../components/error-toast';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { useCreateReport } from './api/report-writes';
import {
  EMPTY_REPORT,
  reportFormErrors,
  reportPayload,
  REPORTS_PATH,
  type ReportFormValues,
} from './components/report-form';
import { ReportBuilder } from './components/ReportBuilder';
import { builderFieldErrors } from './components/server-errors';

/** /reports/create: a new report, built and run before it is saved. */
export function ReportCreatePage() {
  const navigate = useNavigate();
  const ids = useCreateIds();
  const create = useCreateReport();
  const form = useForm<ReportFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_REPORT,
    validate: reportFormErrors,
  });

  function submit(values: ReportFormValues) {
    create.mutate(
      { body: { ...reportPayload(values), id: ids.id }, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The report "${data.name}" was saved.`,
        after: () => {
          void navigate(REPORTS_PATH);
        },
        refused: (error) => {
          form.setErrors(builderFieldErrors(error));
          showErrorToast(error);
        },
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Reports', to: REPORTS_PATH }}
        current="New report"
        subLine="Choose what to count and how to filter it, run it to check, then save it."
      />
      <ReportBuilder
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(REPORTS_PATH)}
        submitLabel="Save report"
        submitting={create.isPending}
      />
    </Stack>
  );
}
