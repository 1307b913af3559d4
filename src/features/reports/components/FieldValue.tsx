import { TextInput } from '@mantine/core';
import { SelectField } from '../../../components/form/ChoiceFields';
import { DateField } from '../../../components/form/DateField';
import { clearLeadingSpace, TEXT_MAX } from '../../../domain/validation';
import type { FilterRowDraft } from './filter-row';
import type { useRowFields } from './use-row-fields';

interface FieldValueProps {
  row: FilterRowDraft;
  field: ReturnType<typeof useRowFields>['field'];
  set: (patch: Partial<FilterRowDraft>) => void;
  label: string;
  labelProps: { className?: string };
  error?: string;
  disabled?: boolean;
}

/** A field's value to compare with: a day for dates, one of the choices, or text (numbers as text). */
export function FieldValue({ row, field, set, ...common }: FieldValueProps) {
  const disabled = common.disabled || !field;
  const placeholder = field ? undefined : 'Choose a field first';
  const error = row.elementId ? common.error : undefined;
  if (field?.valueType === 'date') {
    return (
      <DateField
        {...common}
        error={error}
        value={row.fieldValue || null}
        onChange={(day) => set({ fieldValue: day ?? '' })}
        disabled={disabled}
      />
    );
  }
  if (field && field.choices.length > 0) {
    return (
      <SelectField
        {...common}
        error={error}
        data={field.choices}
        value={row.fieldValue || null}
        onChange={(v) => set({ fieldValue: v ?? '' })}
        disabled={disabled}
      />
    );
  }
  return (
    <TextInput
      {...common}
      error={error}
      value={row.fieldValue}
      inputMode={field?.valueType === 'number' ? 'decimal' : undefined}
      maxLength={TEXT_MAX}
      placeholder={placeholder}
      onChange={(e) => set({ fieldValue: clearLeadingSpace(e.currentTarget.value) })}
      disabled={disabled}
    />
  );
}
