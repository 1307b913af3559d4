import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showErrorToast } from '../../components/error-toast';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { FormActions } from '../../components/record/FormActions';
import { useCreateIds } from '../../data/use-create-ids';
import { useAllActivityTemplates } from '../../data/resources/activity-templates';
import { workflows } from './api/workflows';
import {
  activitiesPayload,
  activityErrors,
  detailErrors,
  detailsPayload,
  EMPTY_WORKFLOW,
  WORKFLOWS_PATH,
  type WorkflowFormValues,
} from './components/workflow-form';
import { WorkflowActivityFields, WorkflowDetailFields } from './components/WorkflowFields';

/** /workflow-template/create: a workflow from activity templates; saving publishes version 1. */
export function WorkflowCreatePage() {
  const navigate = useNavigate();
  const create = workflows.useCreate();
  const templates = useAllActivityTemplates();
  const ids = useCreateIds();
  const [values, setValues] = useState<WorkflowFormValues>(EMPTY_WORKFLOW);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = { ...detailErrors(values), ...activityErrors(values) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const names = new Map((templates.data?.activityTemplates ?? []).map((t) => [t.id, t.name]));
    const body = { ...detailsPayload(values), activities: activitiesPayload(values, names), id: ids.id };
    create.mutate(
      { body, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The workflow "${data.name}" was created.`,
        after: () => void navigate(WORKFLOWS_PATH),
        refused: (error) => showErrorToast(error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Workflow templates', to: WORKFLOWS_PATH }} current="New workflow" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <WorkflowDetailFields values={values} onChange={setValues} errors={errors} />
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-label="Activities">
            <Title order={2} size="h4" mb="sm">
              Activities
            </Title>
            <WorkflowActivityFields values={values} onChange={setValues} errors={errors} />
          </Paper>
          <FormActions
            onCancel={() => void navigate(WORKFLOWS_PATH)}
            submitLabel="Create workflow"
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
