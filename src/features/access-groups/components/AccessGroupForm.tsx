import { Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/form/TextFields';
import { AccessGroupPicker } from '../../../components/lookups/AccessGroupPicker';
import { ProjectSelect } from '../../../components/lookups/ProjectSelect';
import { FormActions } from '../../../components/record/FormActions';
import type { Option } from '../../../domain/paging';
import type { AccessGroupFormValues } from './access-group-form';

interface AccessGroupFormProps {
  form: UseFormReturnType<AccessGroupFormValues>;
  onSubmit: (values: AccessGroupFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** The chosen project's name (a group never changes project, so editing shows it fixed). */
  project: Option | null;
  projectFixed?: boolean;
  readOnly?: boolean;
  notice?: ReactNode;
}

/** A group's project, name and the group it sits under. */
export function AccessGroupForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  project,
  projectFixed = false,
  readOnly = false,
  notice,
}: AccessGroupFormProps) {
  const values = form.getValues();
  const projectInput = form.getInputProps('projectId');
  const parentInput = form.getInputProps('parentId');
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {notice}
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <ProjectSelect
              required
              value={values.projectId}
              selectedOption={project}
              disabled={readOnly || projectFixed}
              description={projectFixed ? 'A group stays in its project' : undefined}
              error={projectInput.error as string | undefined}
              onChange={(id) => {
                form.setFieldValue('projectId', id);
                // A parent belongs to one project: a new project starts at its top level.
                form.setFieldValue('parentId', null);
              }}
            />
            <TextField label="Group name" required disabled={readOnly} {...form.getInputProps('name')} />
            <AccessGroupPicker
              projectId={values.projectId}
              label="Under"
              description="Leave empty for a top-level group"
              value={values.parentId}
              onChange={(id) => form.setFieldValue('parentId', id)}
              error={parentInput.error as string | undefined}
              disabled={readOnly}
            />
          </Stack>
        </Paper>
        <FormActions
          onCancel={onCancel}
          submitLabel={submitLabel}
          submitting={submitting}
          readOnly={readOnly}
        />
      </Stack>
    </form>
  );
}
