import { Stack } from '@mantine/core';
import { SelectField } from '../../../components/form/ChoiceFields';
import { useTemplateOptions } from '../../../data/lookups/template-lookup';
import { useWorkflowOptions } from '../api/lookup-options';
import { activityGroups } from './field-options';
import {
  definitionOf,
  withElement,
  withSubType,
  type FilterRowDraft,
  type FilterRowErrors,
} from './filter-row';
import type { useRowFields } from './use-row-fields';
import classes from './FilterGrid.module.css';

interface FilterSubTypeProps {
  row: FilterRowDraft;
  errors: FilterRowErrors;
  context: ReturnType<typeof useRowFields>;
  onChange: (row: FilterRowDraft) => void;
  disabled?: boolean;
}

const PLACEHOLDERS = {
  workflow: 'Choose a workflow',
  activity: 'Choose an activity',
  template: 'Choose a template',
};

/**
 * The Sub Type cell: the workflow of an activity, the activity of a task or form field, the template of a
 * location field; for a field's value, the field itself below it. Empty for types that need none.
 */
export function FilterSubType({ row, errors, context, onChange, disabled }: FilterSubTypeProps) {
  const definition = definitionOf(row);
  const subType = definition?.subType ?? 'none';
  const workflows = useWorkflowOptions(subType === 'workflow');
  const templates = useTemplateOptions();
  if (!definition || subType === 'none') return <div className={classes.emptyCell} aria-hidden />;
  const data =
    subType === 'workflow'
      ? (workflows.data ?? []).map((w) => ({ value: w.id, label: w.name }))
      : subType === 'template'
        ? (templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))
        : activityGroups(context.catalogue.activities);
  const labelProps = { className: classes.cellLabel };
  return (
    <Stack gap="xs">
      <SelectField
        label="Sub Type"
        labelProps={labelProps}
        placeholder={PLACEHOLDERS[subType]}
        searchable
        data={data}
        value={row.subTypeId}
        onChange={(id) => onChange(withSubType(row, id))}
        error={errors.subTypeId}
        disabled={disabled}
        required
      />
      {definition.value === 'fieldValue' ? (
        <SelectField
          label="Field"
          placeholder={row.subTypeId ? 'Choose a field' : `${PLACEHOLDERS[subType]} first`}
          searchable
          data={context.fields.map((field) => ({ value: field.id, label: field.name }))}
          value={row.elementId}
          onChange={(id) => {
            const field = context.fields.find((f) => f.id === id);
            onChange(withElement(row, id, field?.valueType ?? null));
          }}
          error={errors.value && !row.elementId ? errors.value : undefined}
          disabled={disabled || !row.subTypeId}
          required
        />
      ) : null}
    </Stack>
  );
}
