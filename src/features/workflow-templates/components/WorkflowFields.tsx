import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { ItemControls } from '../../../components/form/ItemControls';
import { moved } from '../../../components/form/reorder';
import { useAllActivityTemplates } from '../../../data/resources/activity-templates';
import { newActivity, type WorkflowFormValues } from './workflow-form';
import { ActiveSwitch } from '../../../components/form/FormSection';

interface Props {
  values: WorkflowFormValues;
  onChange: (values: WorkflowFormValues) => void;
  errors: Record<string, string>;
  readOnly?: boolean;
}

export function WorkflowDetailFields({ values, onChange, errors, readOnly }: Props) {
  return (
    <Stack gap="sm">
      <TextField
        label="Workflow name"
        required
        disabled={readOnly}
        value={values.name}
        error={errors.name}
        onChange={(e) => onChange({ ...values, name: e.currentTarget.value })}
      />
      <TextAreaField
        label="Description"
        maxLength={500}
        disabled={readOnly}
        value={values.description}
        onChange={(e) => onChange({ ...values, description: e.currentTarget.value })}
      />
      <ActiveSwitch
        description="Inactive workflows are not offered for new work orders"
        disabled={readOnly}
        checked={values.isActive}
        onChange={(e) => onChange({ ...values, isActive: e.currentTarget.checked })}
      />
    </Stack>
  );
}

/** The workflow's activities, in order, each from an activity template and optionally renamed. */
export function WorkflowActivityFields({ values, onChange, errors, readOnly }: Props) {
  const templates = useAllActivityTemplates();
  const options = (templates.data?.activityTemplates ?? []).map((t) => ({
    value: t.id,
    label: `${t.name} (${t.activityTypeName})`,
  }));
  const setActivities = (activities: WorkflowFormValues['activities']) => onChange({ ...values, activities });
  return (
    <Stack gap="sm">
      {values.activities.map((activity, index) => {
        const label = `activity ${index + 1}`;
        return (
          <Paper key={activity.key} withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <SelectField
                label={`Activity ${index + 1}`}
                required
                searchable
                disabled={readOnly}
                data={options}
                value={activity.activityTemplateId}
                error={errors[`activities.${index}`]}
                onChange={(id) =>
                  setActivities(
                    values.activities.map((current, i) =>
                      i === index ? { ...current, activityTemplateId: id, name: '' } : current,
                    ),
                  )
                }
              />
              <TextField
                label="Name in this workflow"
                placeholder="The template's name"
                disabled={readOnly}
                value={activity.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setActivities(
                    values.activities.map((current, i) => (i === index ? { ...current, name } : current)),
                  );
                }}
              />
            </SimpleGrid>
            {readOnly ? null : (
              <Group justify="flex-end" gap={0} mt={4}>
                <ItemControls
                  label={label}
                  index={index}
                  count={values.activities.length}
                  onMove={(delta) => setActivities(moved(values.activities, index, delta))}
                  onRemove={() => setActivities(values.activities.filter((_, i) => i !== index))}
                />
              </Group>
            )}
          </Paper>
        );
      })}
      {errors.activities ? (
        <Text size="sm" c="red">
          {errors.activities}
        </Text>
      ) : null}
      {readOnly ? null : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setActivities([...values.activities, newActivity()])}
          >
            Add an activity
          </Button>
        </Group>
      )}
    </Stack>
  );
}
