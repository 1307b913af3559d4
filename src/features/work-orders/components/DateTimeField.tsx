import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { usePhoneScreen } from '../../../components/use-screen-matches';

export interface DateTimeFieldProps extends Omit<DateTimePickerProps, 'value' | 'onChange' | 'label'> {
  label: string;
  /** Local 'YYYY-MM-DD HH:mm:ss', as the picker holds it. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** A date and time picker shown as "DD MMM YY HH:mm"; a full-screen calendar on phones. */
export function DateTimeField({ label, value, onChange, ...props }: DateTimeFieldProps) {
  const compact = usePhoneScreen();
  return (
    <DateTimePicker
      valueFormat="DD MMM YY HH:mm"
      clearable
      leftSection={<IconCalendarTime size={18} aria-hidden />}
      dropdownType={compact ? 'modal' : 'popover'}
      placeholder="Choose a date and time"
      {...props}
      label={label}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      submitButtonProps={{ 'aria-label': `Use this date and time for ${label}` }}
    />
  );
}
