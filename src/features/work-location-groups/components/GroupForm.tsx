import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { dropdownRule, requiredRule } from '../../../components/form/rules';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { LookupSelect } from '../../../components/lookups/LookupSelect';
import { useWorkLocationLookup } from '../../../data/lookups/work-location-lookup';
import { ProjectSection } from '../../../components/form/ProjectSection';
import { RecordForm } from '../../../components/record/RecordForm';
import type { Option } from '../../../domain/paging';

export const GROUPS_PATH = '/work-locations-groups';

export interface GroupFormValues {
  projectId: string | null;
  name: string;
  description: string;
  members: Option[];
}

interface GroupFormProps {
  initial: GroupFormValues;
  project: Option | null;
  /** A group stays in its project. */
  projectFixed?: boolean;
  onSubmit: (
    values: GroupFormValues,
    form: { setFieldError: (path: string, error: ReactNode) => void },
  ) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  readOnly?: boolean;
  notice?: ReactNode;
}

/** A group's project, name, description and its member locations, added by search. */
export function GroupForm({
  initial,
  project,
  projectFixed = false,
  onSubmit,
  readOnly = false,
  ...actions
}: GroupFormProps) {
  const form = useForm<GroupFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: { projectId: dropdownRule(), name: requiredRule('Group name') },
  });
  const values = form.getValues();
  const { lookup, setTerm } = useWorkLocationLookup(values.projectId, Boolean(values.projectId) && !readOnly);
  const memberIds = new Set(values.members.map((member) => member.id));
  return (
    <RecordForm form={form} onSubmit={(next) => onSubmit(next, form)} readOnly={readOnly} {...actions}>
      <ProjectSection
        value={values.projectId}
        selectedOption={project}
        disabled={readOnly || projectFixed}
        error={form.errors.projectId}
        onChange={(id) => {
          form.setFieldValue('projectId', id);
          form.setFieldValue('members', []);
        }}
      >
        <TextField label="Group name" required disabled={readOnly} {...form.getInputProps('name')} />
        <TextAreaField label="Description" disabled={readOnly} {...form.getInputProps('description')} />
      </ProjectSection>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="group-members">
        <Title order={2} size="h4" id="group-members" mb="sm">
          {`Locations (${values.members.length})`}
        </Title>
        {readOnly ? null : (
          <LookupSelect
            label="Add a location"
            placeholder={values.projectId ? 'Search by identifier or name' : 'Choose a project first'}
            disabled={!values.projectId}
            value={null}
            lookup={{ ...lookup, options: lookup.options.filter((option) => !memberIds.has(option.id)) }}
            onTermChange={setTerm}
            onChange={(_id, option) => {
              if (option) form.setFieldValue('members', [...values.members, option]);
            }}
          />
        )}
        {/* An empty list is no list: said in words instead (a list must hold items). */}
        {values.members.length === 0 ? (
          <Text size="sm" c="dimmed" mt="sm">
            No locations yet.
          </Text>
        ) : null}
        {values.members.length > 0 ? (
          <Stack gap={0} mt="sm" role="list" aria-label="Locations of the group">
            {values.members.map((member) => (
              <Group key={member.id} role="listitem" justify="space-between" wrap="nowrap" py={4}>
                <Text size="sm">{member.name}</Text>
                {readOnly ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={`Remove ${member.name}`}
                    onClick={() =>
                      form.setFieldValue(
                        'members',
                        values.members.filter((m) => m.id !== member.id),
                      )
                    }
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        ) : null}
      </Paper>
    </RecordForm>
  );
}
