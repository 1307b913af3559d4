import { Paper, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { FormActions } from '../../../components/record/FormActions';
import { PROJECT_CODE_MAX, type ProjectFormValues } from './project-form';
import { ActiveSwitch } from '../../../components/form/FormSection';

interface ProjectFormProps {
  form: UseFormReturnType<ProjectFormValues>;
  onSubmit: (values: ProjectFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  readOnly?: boolean;
  notice?: ReactNode;
}

/** A project's name, code, description and whether it is in use: one form for creating and editing. */
export function ProjectForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  readOnly = false,
  notice,
}: ProjectFormProps) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {notice}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextField
              label="Project name"
              required
              disabled={readOnly}
              {...form.getInputProps('projectName')}
            />
            <TextField
              label="Code"
              placeholder="A short code, e.g. GHY-DT"
              maxLength={PROJECT_CODE_MAX}
              disabled={readOnly}
              {...form.getInputProps('code')}
            />
          </SimpleGrid>
          <TextAreaField
            label="Description"
            mt="sm"
            disabled={readOnly}
            {...form.getInputProps('description')}
          />
          <ActiveSwitch
            description="Inactive projects are left out of the project dropdowns"
            mt="md"
            disabled={readOnly}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
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
