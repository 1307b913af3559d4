import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { ACTIVITY_TYPES, FORM_ELEMENT_TYPES } from '../../../domain/workflows';
import { ItemControls } from '../../../components/form/ItemControls';
import { moved } from '../../../components/form/reorder';
import {
  ELEMENT_TYPE_NAMES,
  newElement,
  newTask,
  type TaskValues,
  type TemplateFormValues,
} from './template-form';

interface TemplateEditorProps {
  values: TemplateFormValues;
  onChange: (values: TemplateFormValues) => void;
  errors: Record<string, string>;
  readOnly?: boolean;
}

const ELEMENT_OPTIONS = FORM_ELEMENT_TYPES.map((type) => ({ value: type, label: ELEMENT_TYPE_NAMES[type] }));
const TYPE_OPTIONS = ACTIVITY_TYPES.map((type) => ({ value: String(type.id), label: type.name }));

/** An activity template: its name and type, then ordered tasks, each with ordered form elements. */
export function TemplateEditor({ values, onChange, errors, readOnly = false }: TemplateEditorProps) {
  const setTasks = (tasks: TaskValues[]) => onChange({ ...values, tasks });
  const setTask = (index: number, task: TaskValues) =>
    setTasks(values.tasks.map((current, i) => (i === index ? task : current)));

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextField
            label="Template name"
            required
            disabled={readOnly}
            value={values.name}
            error={errors.name}
            onChange={(e) => onChange({ ...values, name: e.currentTarget.value })}
          />
          <SelectField
            label="Activity type"
            required
            disabled={readOnly}
            data={TYPE_OPTIONS}
            value={values.activityTypeId}
            error={errors.activityTypeId}
            onChange={(activityTypeId) => onChange({ ...values, activityTypeId })}
          />
        </SimpleGrid>
        <TextAreaField
          label="Description"
          mt="sm"
          maxLength={500}
          disabled={readOnly}
          value={values.description}
          onChange={(e) => onChange({ ...values, description: e.currentTarget.value })}
        />
      </Paper>
      {values.tasks.map((task, t) => {
        const taskLabel = task.name.trim() || `task ${t + 1}`;
        return (
          <Paper
            key={task.key}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={`Task ${t + 1}`}
          >
            <Group justify="space-between" wrap="nowrap" mb="sm">
              <Title order={2} size="h5">
                Task {t + 1}
              </Title>
              {readOnly ? null : (
                <Group gap={0} wrap="nowrap">
                  <ItemControls
                    label={taskLabel}
                    index={t}
                    count={values.tasks.length}
                    onMove={(delta) => setTasks(moved(values.tasks, t, delta))}
                    onRemove={() => setTasks(values.tasks.filter((_, i) => i !== t))}
                  />
                </Group>
              )}
            </Group>
            <TextField
              label="Task name"
              required
              disabled={readOnly}
              value={task.name}
              error={errors[`tasks.${t}.name`]}
              onChange={(e) => setTask(t, { ...task, name: e.currentTarget.value })}
            />
            <Stack gap="xs" mt="sm">
              <Text size="sm" fw={500}>
                Form elements
              </Text>
              {task.elements.map((element, e) => {
                const setElement = (patch: Partial<typeof element>) =>
                  setTask(t, {
                    ...task,
                    elements: task.elements.map((current, i) =>
                      i === e ? { ...current, ...patch } : current,
                    ),
                  });
                const elementLabel = element.label.trim() || `element ${e + 1} of ${taskLabel}`;
                return (
                  <Paper key={element.key} withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                      <SelectField
                        label="Element type"
                        required
                        searchable
                        disabled={readOnly}
                        data={ELEMENT_OPTIONS}
                        value={element.elementType}
                        error={errors[`tasks.${t}.elements.${e}.elementType`]}
                        onChange={(value) => setElement({ elementType: value as typeof element.elementType })}
                      />
                      <TextField
                        label="Label"
                        required
                        disabled={readOnly}
                        value={element.label}
                        error={errors[`tasks.${t}.elements.${e}.label`]}
                        onChange={(ev) => setElement({ label: ev.currentTarget.value })}
                      />
                    </SimpleGrid>
                    <Group justify="space-between" mt="xs" wrap="nowrap">
                      <Checkbox
                        label="Required"
                        size="md"
                        disabled={readOnly}
                        checked={element.isRequired}
                        onChange={(ev) => setElement({ isRequired: ev.currentTarget.checked })}
                      />
                      {readOnly ? null : (
                        <Group gap={0} wrap="nowrap">
                          <ItemControls
                            label={elementLabel}
                            index={e}
                            count={task.elements.length}
                            onMove={(delta) =>
                              setTask(t, { ...task, elements: moved(task.elements, e, delta) })
                            }
                            onRemove={() =>
                              setTask(t, { ...task, elements: task.elements.filter((_, i) => i !== e) })
                            }
                          />
                        </Group>
                      )}
                    </Group>
                  </Paper>
                );
              })}
              {readOnly ? null : (
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setTask(t, { ...task, elements: [...task.elements, newElement()] })}
                  >
                    Add an element to {taskLabel}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      {readOnly ? null : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setTasks([...values.tasks, newTask()])}
          >
            Add a task
          </Button>
        </Group>
      )}
    </Stack>
  );
}
