import { TextField } from '../../../components/form/TextFields';
import { AccessGroupPicker } from '../../../components/lookups/AccessGroupPicker';
import { ProjectSection } from '../../../components/form/ProjectSection';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import type { Option } from '../../../domain/paging';
import type { AccessGroupFormValues } from './access-group-form';

interface AccessGroupFormProps extends RecordFormProps<AccessGroupFormValues> {
  /** The chosen project's name (a group never changes project, so editing shows it fixed). */
  project: Option | null;
  projectFixed?: boolean;
}

/** A group's project, name and the group it sits under. */
export function AccessGroupForm({
  form,
  readOnly = false,
  project,
  projectFixed = false,
  ...formProps
}: AccessGroupFormProps) {
  const values = form.getValues();
  const projectInput = form.getInputProps('projectId');
  const parentInput = form.getInputProps('parentId');
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <ProjectSection
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
      >
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
      </ProjectSection>
    </RecordForm>
  );
}
