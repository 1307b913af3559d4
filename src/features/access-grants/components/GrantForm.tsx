import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dropdownRule } from '../../../components/form/rules';
import { ProjectSection } from '../../../components/form/ProjectSection';
import { AccessGroupMultiPicker } from '../../../components/lookups/AccessGroupPicker';
import { useProjectAccessGroups } from '../../../data/lookups/access-group-lookup';
import { RecordForm } from '../../../components/record/RecordForm';
import type { Option } from '../../../domain/paging';

export interface GrantFormValues {
  projectId: string | null;
  accessGroupIds: string[];
}

interface GrantFormProps {
  initial: GrantFormValues;
  /** The project's name when it is fixed (a grant never changes project). */
  project: Option | null;
  onSubmit: (values: GrantFormValues, setError: (field: string, message: string) => void) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
}

/** A project and the access groups of it to grant; each group brings the groups under it. */
export function GrantForm({ initial, project, onSubmit, ...actions }: GrantFormProps) {
  const form = useForm<GrantFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      projectId: dropdownRule(),
      accessGroupIds: (ids) => (ids.length === 0 ? 'Access groups is required' : null),
    },
  });
  const values = form.getValues();
  const groups = useProjectAccessGroups(values.projectId);
  const groupsError = form.errors.accessGroupIds;
  return (
    <RecordForm
      form={form}
      onSubmit={(next) => onSubmit(next, (field, message) => form.setFieldError(field, message))}
      {...actions}
    >
      <ProjectSection
        value={values.projectId}
        selectedOption={project}
        disabled={Boolean(project && initial.projectId)}
        error={form.errors.projectId}
        onChange={(id) => {
          form.setFieldValue('projectId', id);
          form.setFieldValue('accessGroupIds', []);
        }}
      >
        <AccessGroupMultiPicker
          projectId={values.projectId}
          required
          description="Each group includes the groups under it"
          value={values.accessGroupIds}
          onChange={(ids) => form.setFieldValue('accessGroupIds', ids)}
          error={typeof groupsError === 'string' ? groupsError : undefined}
        />
        {values.projectId && groups.loaded && groups.choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            This project has no access groups you can grant.
          </Text>
        ) : null}
      </ProjectSection>
    </RecordForm>
  );
}
