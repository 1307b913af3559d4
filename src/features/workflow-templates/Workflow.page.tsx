import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconRouteOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { conflictRecord } from '../../data/conflict';
import { showErrorToast } from '../../components/error-toast';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { SectionSave } from '../../components/record/FormActions';
import { RecordGate } from '../../components/record/RecordGate';
import { toastSuccess } from '../../notices/toast';
import { workflowDetailSchema, type WorkflowDetail } from '../../domain/workflows';
import { useAllActivityTemplates } from '../../data/resources/activity-templates';
import { workflows } from './api/workflows';
import type { WriteOutcome } from '../../offline/use-optimistic-write';
import {
  activitiesPayload,
  activityErrors,
  detailErrors,
  detailsPayload,
  WORKFLOWS_PATH,
  workflowValuesOf,
  type WorkflowFormValues,
} from './components/workflow-form';
import { WorkflowActivityFields, WorkflowDetailFields } from './components/WorkflowFields';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

function Editor({ workflow }: { workflow: WorkflowDetail }) {
  const can = useCanMany(['workflow.update', 'workflow.delete'] as const);
  const templates = useAllActivityTemplates();
  const updateDetails = workflows.useUpdate('details');
  const publish = workflows.useUpdate('activities');
  const remove = workflows.useDelete();
  const [base, setBase] = useState(workflow);
  const [values, setValues] = useState<WorkflowFormValues>(() => workflowValuesOf(workflow));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<WorkflowDetail | null>(null);
  const readOnly = !can['workflow.update'];

  function failed(error: unknown) {
    const current = conflictRecord<WorkflowDetail>(error, workflowDetailSchema);
    if (current) return setConflict(current);
    showErrorToast(error);
  }

  function save(part: 'details' | 'activities') {
    const found = part === 'details' ? detailErrors(values) : activityErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const names = new Map((templates.data?.activityTemplates ?? []).map((t) => [t.id, t.name]));
    const callbacks = {
      onSuccess: (outcome: WriteOutcome<WorkflowDetail>) => {
        if (outcome.queued) return;
        setBase(outcome.data);
        setValues(workflowValuesOf(outcome.data));
        toastSuccess(
          part === 'details'
            ? 'The workflow details were saved.'
            : `Version ${outcome.data.publishedVersion} of the activities was published.`,
        );
      },
      onError: failed,
    };
    const { id, version } = base;
    if (part === 'details')
      updateDetails.mutate({ id, body: { ...detailsPayload(values), version } }, callbacks);
    else publish.mutate({ id, body: { activities: activitiesPayload(values, names), version } }, callbacks);
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Workflow templates', to: WORKFLOWS_PATH }}
        current={base.name}
        recordId={base.id}
        subLine={`Published version ${base.publishedVersion} · ${base.activityCount} ${base.activityCount === 1 ? 'activity' : 'activities'}`}
        actions={
          can['workflow.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={`The workflow "${base.name}" will be deleted with its versions.`}
              done={`The workflow "${base.name}" was deleted.`}
              leaveTo={WORKFLOWS_PATH}
            />
          ) : null
        }
      />
      {conflict ? (
        <ConflictAlert
          subject="this workflow"
          onReload={() => {
            setBase(conflict);
            setValues(workflowValuesOf(conflict));
            setConflict(null);
          }}
        />
      ) : null}
      <Section title="Workflow">
        <WorkflowDetailFields values={values} onChange={setValues} errors={errors} readOnly={readOnly} />
        {readOnly ? null : (
          <SectionSave
            label="Save details"
            onClick={() => save('details')}
            loading={updateDetails.isPending}
          />
        )}
      </Section>
      <Section
        title="Activities"
        hint="Publishing makes a new version for new work orders; work orders already running keep theirs."
      >
        <WorkflowActivityFields values={values} onChange={setValues} errors={errors} readOnly={readOnly} />
        {readOnly ? null : (
          <SectionSave
            label="Publish a new version"
            onClick={() => save('activities')}
            loading={publish.isPending}
          />
        )}
      </Section>
    </Stack>
  );
}

/** /workflow-template/:id: details saved on their own; activity changes publish a new version. */
export function WorkflowPage() {
  const { id = '' } = useParams();
  const { query, record } = workflows.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="workflow"
      icon={IconRouteOff}
      back={{ to: WORKFLOWS_PATH, label: 'workflow templates' }}
    >
      {(workflow) => <Editor key={id} workflow={workflow} />}
    </RecordGate>
  );
}
