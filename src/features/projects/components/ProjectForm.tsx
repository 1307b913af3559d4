import { Paper, SimpleGrid } from '@mantine/core';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import { PROJECT_CODE_MAX, type ProjectFormValues } from './project-form';
import { ActiveSwitch } from '../../../components/form/FormSection';

type ProjectFormProps = RecordFormProps<ProjectFormValues>;

/** A project's name, code, description and whether it is in use: one form for creating and editing. */
export function ProjectForm({ form, readOnly = false, ...formProps }: ProjectFormProps) {
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
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
    </RecordForm>
  );
}
