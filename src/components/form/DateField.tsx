import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import type { ChoiceRuleProps } from './ChoiceFields';
import { dateRule } from './rules';
import { useFieldValidation } from './use-field-validation';
import { usePhoneScreen } from '../use-screen-matches';

/*
 * Apart from the other choice fields: only the screens with a date field load the date picker and dayjs
 * (the build gives this module to the dates chunk).
 */

/** Dates are shown as "DD MMM YY" (SPEC section 9); the value stays "YYYY-MM-DD". */
export const DATE_DISPLAY_FORMAT = 'DD MMM YY';

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
