import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextField } from '../../../components/form/TextFields';
import { AccessGroupPicker } from '../../../components/lookups/AccessGroupPicker';
import { FormAddressFields } from '../../../components/lookups/AddressFields';
import { ProjectSelect } from '../../../components/lookups/ProjectSelect';
import { useTemplateOptions } from '../../../data/lookups/template-lookup';
import { PositionPicker } from '../../../components/map/PositionPicker';
import type { Element } from '../../../domain/work-location-templates';
import type { Option } from '../../../domain/paging';
import { ElementValueInput } from './ElementValueInput';
import type { WorkLocationFormValues } from './work-location-form';

type Form = UseFormReturnType<WorkLocationFormValues>;

function errorOf(form: Form, path: string): string | undefined {
  const error = form.errors[path];
  return typeof error === 'string' ? error : undefined;
}

/** Project and template (fixed once the location exists), chosen on creation. */
export function PlacementFields({ form, project }: { form: Form; project: Option | null }) {
  const templates = useTemplateOptions();
  const values = form.getValues();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <ProjectSelect
        required
        value={values.projectId}
        selectedOption={project}
        error={errorOf(form, 'projectId')}
        onChange={(id) => {
          form.setFieldValue('projectId', id);
          form.setFieldValue('accessGroupId', null);
        }}
      />
      <SelectField
        label="Template"
        required
        searchable
        data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
        {...form.getInputProps('workLocationTemplateId')}
      />
    </SimpleGrid>
  );
}

export function AccessGroupField({ form, disabled }: { form: Form; disabled?: boolean }) {
  const values = form.getValues();
  return (
    <AccessGroupPicker
      projectId={values.projectId}
      description="Who may see this location follows from its group"
      value={values.accessGroupId}
      onChange={(id) => form.setFieldValue('accessGroupId', id)}
      error={errorOf(form, 'accessGroupId')}
      disabled={disabled}
    />
  );
}

export function IdentityFields({ form, disabled }: { form: Form; disabled?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextField
        label="Location identifier"
        required
        placeholder="e.g. GHY-DT-0001"
        disabled={disabled}
        {...form.getInputProps('locationIdentifier')}
      />
      <TextField label="Name" required disabled={disabled} {...form.getInputProps('name')} />
    </SimpleGrid>
  );
}

export function AddressAndPosition({ form, disabled }: { form: Form; disabled?: boolean }) {
  const values = form.getValues();
  return (
    <Stack gap="md">
      <FormAddressFields form={form} disabled={disabled} />
      <PositionPicker
        value={values.position}
        onChange={(position) => form.setFieldValue('position', position)}
        readOnly={disabled}
        errors={{ latitude: errorOf(form, 'latitude'), longitude: errorOf(form, 'longitude') }}
        label={`Position of ${values.name || 'the location'}`}
      />
    </Stack>
  );
}

/** One input per field of the template, in the template's order. */
export function ElementValueFields({
  form,
  elements,
  disabled,
}: {
  form: Form;
  elements: readonly Element[];
  disabled?: boolean;
}) {
  const entries = form.getValues().elementValues;
  if (elements.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This template has no fields.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {entries.map((entry, index) => {
        const element = elements.find((candidate) => candidate.id === entry.elementId);
        if (!element) return null;
        return (
          <ElementValueInput
            key={entry.elementId}
            element={element}
            value={entry.value}
            onChange={(value) => form.setFieldValue(`elementValues.${index}.value`, value)}
            error={errorOf(form, `elementValues.${index}.value`)}
            disabled={disabled}
          />
        );
      })}
    </SimpleGrid>
  );
}
