import { MultiSelect, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { dropdownRule } from '../../../components/form/rules';
import { ProjectSection } from '../../../components/form/ProjectSection';
import { RecordForm } from '../../../components/record/RecordForm';
import type { Option } from '../../../domain/paging';
import { useProjectGroups } from '../api/assignments';

export interface AssignmentFormValues {
  projectId: string | null;
  workLocationGroupIds: string[];
}

interface AssignmentFormProps {
  initial: AssignmentFormValues;
  /** Set when editing: an assignment belongs to one project. */
  project: Option | null;
  onSubmit: (
    values: AssignmentFormValues,
    form: { setFieldError: (path: string, error: ReactNode) => void },
  ) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
}

/** A project and the work-location groups of it the vendor or crew works on. */
export function AssignmentForm({ initial, project, onSubmit, ...actions }: AssignmentFormProps) {
  const form = useForm<AssignmentFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      projectId: dropdownRule(),
      workLocationGroupIds: (ids) => (ids.length === 0 ? 'Work location groups is required' : null),
    },
  });
  const values = form.getValues();
  const groups = useProjectGroups(values.projectId);
  return (
    <RecordForm form={form} onSubmit={(next) => onSubmit(next, form)} {...actions}>
      <ProjectSection
        value={values.projectId}
        selectedOption={project}
        disabled={Boolean(project)}
        error={form.errors.projectId}
        onChange={(id) => {
          form.setFieldValue('projectId', id);
          form.setFieldValue('workLocationGroupIds', []);
        }}
      >
        {values.projectId ? (
          <MultiSelect
            label="Work location groups"
            withAsterisk
            searchable
            placeholder={values.workLocationGroupIds.length === 0 ? 'Choose groups' : undefined}
            data={(groups.data ?? []).map((group) => ({
              value: group.id,
              label: `${group.name} (${group.workLocationCount})`,
            }))}
            nothingFoundMessage="Nothing found"
            {...form.getInputProps('workLocationGroupIds')}
          />
        ) : null}
        {values.projectId && groups.isSuccess && groups.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            This project has no work location groups yet.
          </Text>
        ) : null}
      </ProjectSection>
    </RecordForm>
  );
}
