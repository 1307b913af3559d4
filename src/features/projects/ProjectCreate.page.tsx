import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { projects } from './api/projects';
import {
  EMPTY_PROJECT,
  projectPayload,
  projectRules,
  PROJECTS_PATH,
  type ProjectFormValues,
} from './components/project-form';
import { ProjectForm } from './components/ProjectForm';

/** /projects/create: a new project. */
export function ProjectCreatePage() {
  const navigate = useNavigate();
  const create = projects.useCreate();
  const ids = useCreateIds();
  const form = useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_PROJECT,
    validate: projectRules,
  });

  function submit(values: ProjectFormValues) {
    create.mutate(
      { body: { ...projectPayload(values), id: ids.id }, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The project "${data.projectName}" was created.`,
        after: () => void navigate(PROJECTS_PATH),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Projects', to: PROJECTS_PATH }} current="New project" />
      <ProjectForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(PROJECTS_PATH)}
        submitLabel="Create project"
        submitting={create.isPending}
      />
    </Stack>
  );
}
