import { Paper } from '@mantine/core';
import { RecordBasics } from '../../../components/form/RecordBasics';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import { PROJECT_CODE_MAX, type ProjectFormValues } from './project-form';

type ProjectFormProps = RecordFormProps<ProjectFormValues>;

/** A project's name, code, description and whether it is in use: one form for creating and editing. */
export function ProjectForm({ form, readOnly = false, ...formProps }: ProjectFormProps) {
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <Paper withBorder p="md" radius="md">
        <RecordBasics
          form={form}
          readOnly={readOnly}
          name={{ label: 'Project name', field: 'projectName' }}
          code={{ example: 'GHY-DT', max: PROJECT_CODE_MAX }}
          inactiveText="Inactive projects are left out of the project dropdowns"
        />
      </Paper>
    </RecordForm>
  );
}
