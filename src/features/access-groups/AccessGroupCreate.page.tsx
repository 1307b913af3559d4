import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useProjectOption } from '../../data/lookups/project-lookup';
import { useCreateIds } from '../../data/use-create-ids';
import { accessGroups } from './api/access-groups';
import { accessGroupRules, treePath, type AccessGroupFormValues } from './components/access-group-form';
import { AccessGroupForm } from './components/AccessGroupForm';

/** /access-groups/create (`?projectId=&parentId=` when started from a node of the tree). */
export function AccessGroupCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = accessGroups.useCreate();
  const ids = useCreateIds();
  const form = useForm<AccessGroupFormValues>({
    mode: 'controlled',
    initialValues: { projectId: params.get('projectId'), name: '', parentId: params.get('parentId') },
    validate: accessGroupRules,
  });
  const project = useProjectOption(form.getValues().projectId);

  function submit(values: AccessGroupFormValues) {
    const body = {
      id: ids.id,
      projectId: values.projectId ?? '',
      name: values.name.trim(),
      parentId: values.parentId,
    };
    create.mutate(
      { body, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The access group "${data.name}" was created.`,
        after: () => void navigate(treePath(values.projectId)),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Access groups', to: treePath(params.get('projectId')) }}
        current="New access group"
      />
      <AccessGroupForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(treePath(form.getValues().projectId))}
        submitLabel="Create group"
        submitting={create.isPending}
        project={project}
      />
    </Stack>
  );
}
