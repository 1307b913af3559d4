import { Select, type SelectProps } from '@mantine/core';
import { type FocusEvent } from 'react';
import { dropdownRule, requiredRule } from './rules';
import { useFieldValidation } from './use-field-validation';

export interface ChoiceRuleProps {
  label: string;
  required?: boolean;
  requiredMessage?: string;
}

export type SelectFieldProps = Omit<SelectProps, 'label' | 'required'> & ChoiceRuleProps;

function useChoiceValidation(props: SelectProps, rule: ReturnType<typeof requiredRule> | null) {
  const validation = useFieldValidation({
    rule,
    value: props.value,
    defaultValue: props.defaultValue,
    error: props.error,
  });
  return {
    error: validation.error,
    onChange: (value: string | null, option: Parameters<NonNullable<SelectProps['onChange']>>[1]) => {
      validation.track(value);
      props.onChange?.(value, option);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      validation.touch();
      props.onBlur?.(event);
    },
  };
}

/** Select of a fixed list: "{field name} is required" after blur when required and empty. */
export function SelectField({ label, required, requiredMessage, ...props }: SelectFieldProps) {
  const behaviour = useChoiceValidation(props, required ? requiredRule(label, requiredMessage) : null);
  return <Select {...props} {...behaviour} label={label} withAsterisk={required} aria-required={required} />;
}

export type DropdownFieldProps = SelectFieldProps;

/**
 * Searchable dropdown for lookups (vendors, crews, projects...): "This field is required." after blur when
 * required and empty. Server-side search goes through `onSearchChange`.
 */
export function DropdownField({ label, required, requiredMessage, ...props }: DropdownFieldProps) {
  const behaviour = useChoiceValidation(props, required ? dropdownRule(requiredMessage) : null);
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage="Nothing found"
      {...props}
      {...behaviour}
      label={label}
      withAsterisk={required}
      aria-required={required}
    />
  );
}
