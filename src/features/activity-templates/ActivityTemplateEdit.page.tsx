import { Button, Group, Stack } from '@mantine/core';
import { IconTemplateOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { conflictRecord } from '../../data/conflict';
import { showErrorToast } from '../../components/error-toast';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { toastSuccess } from '../../notices/toast';
import { activityTemplateSchema, type ActivityTemplate } from '../../domain/workflows';
import { activityTemplates } from '../../data/resources/activity-templates';
import {
  ACTIVITY_TEMPLATES_PATH,
  templateErrors,
  templatePayload,
  templateValuesOf,
  type TemplateFormValues,
} from './components/template-form';
import { TemplateEditor } from './components/TemplateEditor';

function Editor({ template }: { template: ActivityTemplate }) {
  const navigate = useNavigate();
  const can = useCanMany(['activityTemplate.update', 'activityTemplate.delete'] as const);
  const update = activityTemplates.useUpdate();
  const remove = activityTemplates.useDelete();
  const [base, setBase] = useState(template);
  const [values, setValues] = useState<TemplateFormValues>(() => templateValuesOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<ActivityTemplate | null>(null);

  function save() {
    const found = templateErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: base.id, body: { ...templatePayload(values), version: base.version } },
      {
        onSuccess: (outcome) => {
          if (outcome.queued) return;
          setBase(outcome.data);
          setValues(templateValuesOf(outcome.data));
          toastSuccess(`The activity template "${outcome.data.name}" was saved.`);
        },
        onError: (error) => {
          const current = conflictRecord<ActivityTemplate>(error, activityTemplateSchema);
          if (current) return setConflict(current);
          showErrorToast(error);
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Activity templates', to: ACTIVITY_TEMPLATES_PATH }}
        current={base.name}
        subLine={`${base.activityTypeName} · used by ${base.workflowCount} ${base.workflowCount === 1 ? 'workflow' : 'workflows'}`}
        actions={
          can['activityTemplate.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={`The activity template "${base.name}" will be deleted. A template a workflow was built from cannot be deleted.`}
              done={`The activity template "${base.name}" was deleted.`}
              leaveTo={ACTIVITY_TEMPLATES_PATH}
            />
          ) : null
        }
      />
      {conflict ? (
        <ConflictAlert
          subject="this activity template"
          onReload={() => {
            setBase(conflict);
            setValues(templateValuesOf(conflict));
            setConflict(null);
          }}
        />
      ) : null}
      <TemplateEditor
        values={values}
        onChange={setValues}
        errors={errors}
        readOnly={!can['activityTemplate.update']}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => void navigate(ACTIVITY_TEMPLATES_PATH)}>
          {can['activityTemplate.update'] ? 'Cancel' : 'Back'}
        </Button>
        {can['activityTemplate.update'] ? (
          <Button onClick={save} loading={update.isPending}>
            Save template
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** /activity-template/edit?id=…: change a template; workflows keep the copy they published. */
export function ActivityTemplateEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { query, record } = activityTemplates.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="activity template"
      icon={IconTemplateOff}
      back={{ to: ACTIVITY_TEMPLATES_PATH, label: 'activity templates' }}
    >
      {(template) => <Editor key={id} template={template} />}
    </RecordGate>
  );
}
