import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { useCreateTemplate } from './api/templates';
import {
  EMPTY_TEMPLATE,
  templatePayload,
  templateRules,
  TEMPLATES_PATH,
  type TemplateFormValues,
} from './components/template-form';
import { TemplateForm } from './components/TemplateForm';

/** /wl-templates/create: a new template; its fields are added on the template's own page next. */
export function TemplateCreatePage() {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const ids = useCreateIds();
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_TEMPLATE,
    validate: templateRules,
  });

  function submit(values: TemplateFormValues) {
    create.mutate(
      { body: { ...templatePayload(values), id: ids.id }, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: () => `The template "${values.name.trim()}" was created. Add its fields now.`,
        after: () => void navigate(`${TEMPLATES_PATH}/${ids.id}`),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work location templates', to: TEMPLATES_PATH }}
        current="New template"
      />
      <TemplateForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(TEMPLATES_PATH)}
        submitLabel="Create template"
        submitting={create.isPending}
      />
    </Stack>
  );
}
