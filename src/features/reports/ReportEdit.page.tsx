import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { reportSchema, type Report } from '../../domain/reports';
import { useReportRecord } from './api/get-report';
import { useDeleteReport, useUpdateReport } from './api/report-writes';
import { ExportReportButton } from './components/ExportReportButton';
import {
  reportFormErrors,
  reportPayload,
  REPORTS_PATH,
  reportValuesOf,
  type ReportFormValues,
} from './components/report-form';
import { ReportBuilder } from './components/ReportBuilder';
import { deleteReportMessage, reportSubLine } from './components/report-text';
import { builderFieldErrors } from './components/server-errors';

function ReportEditor({ report }: { report: Report }) {
  const navigate = useNavigate();
  const can = useCanMany(['report.delete', 'report.export'] as const);
  const update = useUpdateReport();
  const remove = useDeleteReport();
  const form = useForm<ReportFormValues>({
    mode: 'controlled',
    initialValues: reportValuesOf(report),
    validate: reportFormErrors,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: report,
    form,
    valuesOf: reportValuesOf,
    schema: reportSchema,
  });
  const readOnly = !base.canEdit;

  function submit(values: ReportFormValues) {
    update.mutate(
      { id: base.id, body: { ...reportPayload(values), version: base.version } },
      whenSaved({
        saved: (data) => `The report "${data.name}" was saved.`,
        after: () => {
          void navigate(REPORTS_PATH);
        },
        refused: (error) => {
          failed(error);
          form.setErrors({ ...form.errors, ...builderFieldErrors(error) });
        },
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Reports', to: REPORTS_PATH }}
        current={base.name}
        subLine={reportSubLine(base)}
        actions={
          can['report.delete'] && base.canEdit ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={deleteReportMessage(base.name)}
              done={`The report "${base.name}" was deleted.`}
              leaveTo={REPORTS_PATH}
            />
          ) : null
        }
      />
      <ReportBuilder
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(REPORTS_PATH)}
        submitLabel="Save report"
        submitting={update.isPending}
        readOnly={readOnly}
        savedId={base.id}
        notice={conflict ? <ConflictAlert subject="this report" onReload={reload} /> : null}
        actions={can['report.export'] ? <ExportReportButton report={base} /> : null}
      />
    </Stack>
  );
}

/** /reports/edit/:id: a saved report in the builder (read-only, run as saved, when it may not be changed). */
export function ReportEditPage() {
  const { id = '' } = useParams();
  const { query, record } = useReportRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="report"
      icon={IconReportAnalytics}
      back={{ to: REPORTS_PATH, label: 'reports' }}
    >
      {(report) => <ReportEditor key={id} report={report} />}
    </RecordGate>
  );
}
