import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showErrorToast } from '../../components/error-toast';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { SaveTemplateModal } from '../../components/SaveTemplateModal';
import { toastSuccess } from '../../notices/toast';
import { activityTemplates } from '../../data/resources/activity-templates';
import {
  ACTIVITY_TEMPLATES_PATH,
  EMPTY_TEMPLATE,
  templateErrors,
  templatePayload,
  type TemplateFormValues,
} from './components/template-form';
import { TemplateEditor } from './components/TemplateEditor';

/** /activity-template/create: build the tasks, then save the template under a name. */
export function ActivityTemplateCreatePage() {
  const navigate = useNavigate();
  const create = activityTemplates.useCreate();
  const ids = useCreateIds();
  const [values, setValues] = useState<TemplateFormValues>(EMPTY_TEMPLATE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);

  function askToSave() {
    // The name is asked for in the save dialog; everything else must be complete first.
    const { name: _name, ...others } = templateErrors({ ...values, name: values.name || 'x' });
    void _name;
    setErrors(others);
    if (Object.keys(others).length === 0) setAsking(true);
  }

  function save(name: string) {
    const next = { ...values, name };
    setValues(next);
    create.mutate(
      { body: { ...templatePayload(next), id: ids.id }, idempotencyKey: ids.idempotencyKey },
      {
        onSuccess: (outcome) => {
          setAsking(false);
          if (!outcome.queued) toastSuccess(`The activity template "${outcome.data.name}" was created.`);
          void navigate(ACTIVITY_TEMPLATES_PATH);
        },
        onError: (error) => {
          setAsking(false);
          showErrorToast(error);
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Activity templates', to: ACTIVITY_TEMPLATES_PATH }}
        current="New activity template"
      />
      <TemplateEditor values={values} onChange={setValues} errors={errors} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => void navigate(ACTIVITY_TEMPLATES_PATH)}>
          Cancel
        </Button>
        <Button onClick={askToSave}>Save template</Button>
      </Group>
      <SaveTemplateModal
        opened={asking}
        onCancel={() => setAsking(false)}
        onSave={save}
        saving={create.isPending}
        initialName={values.name}
      />
    </Stack>
  );
}
