import { Select, type SelectProps } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, type FocusEvent } from 'react';
import { dateRule, dropdownRule, requiredRule } from './rules';
import { useFieldValidation } from './use-field-validation';
import { usePhoneScreen } from '../use-screen-matches';

/** Dates are shown as "DD MMM YY" (SPEC section 9); the value stays "YYYY-MM-DD". */
export const DATE_DISPLAY_FORMAT = 'DD MMM YY';

interface ChoiceRuleProps {
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

export type DateFieldProps = Omit<DatePickerInputProps, 'label' | 'required' | 'type'> & ChoiceRuleProps;

/** Date picker shown as "DD MMM YY": "Date is required." once the user leaves it empty. */
export function DateField({ label, required, requiredMessage, popoverProps, ...props }: DateFieldProps) {
  const compact = usePhoneScreen();
  const open = useRef(false);
  const validation = useFieldValidation({
    rule: required ? dateRule(requiredMessage) : null,
    value: props.value,
    defaultValue: props.defaultValue,
    error: props.error,
  });
  return (
    <DatePickerInput
      valueFormat={DATE_DISPLAY_FORMAT}
      leftSection={<IconCalendar size={18} aria-hidden />}
      dropdownType={compact ? 'modal' : 'popover'}
      {...props}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          open.current = true;
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          open.current = false;
          popoverProps?.onClose?.();
        },
      }}
      label={label}
      withAsterisk={required}
      aria-required={required}
      error={validation.error}
      onChange={(value) => {
        validation.track(value);
        props.onChange?.(value);
      }}
      // Focus moves into the calendar while picking; that is not leaving the field.
      onBlur={(event) => {
        if (!open.current) validation.touch();
        props.onBlur?.(event);
      }}
      onDropdownClose={() => {
        validation.touch();
        props.onDropdownClose?.();
      }}
    />
  );
}
