import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The red alert of something that failed or was refused, announced to screen readers at once. */
export function FailureAlert(props: Omit<AlertProps, 'color' | 'variant' | 'icon' | 'role'>) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
      {...props}
    />
  );
}
