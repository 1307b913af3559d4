import { Box, Checkbox, Text } from '@mantine/core';
import type { PermissionArea } from '../api/roles';
import { actionLabel, type CheckState, type MatrixControls } from './permission-matrix';
import classes from './PermissionMatrix.module.css';

interface MatrixCheckboxProps {
  /** The accessible name, which says where the box is: "Asset: Change location". */
  label: string;
  /** Visible text beside the box, when the column header does not already say it. */
  text?: string;
  state: CheckState;
  disabled: boolean;
  onToggle: () => void;
}

/** One box of the matrix; "some" shows as a dash (a row or column partly granted). */
export function MatrixCheckbox({ label, text, state, disabled, onToggle }: MatrixCheckboxProps) {
  return (
    <Box
      component="label"
      className={classes.target}
      data-disabled={disabled || undefined}
      data-with-text={text ? true : undefined}
    >
      <Checkbox
        aria-label={label}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={disabled}
        onChange={onToggle}
      />
      {text ? (
        <Text size="sm" component="span">
          {text}
        </Text>
      ) : null}
    </Box>
  );
}

interface PermissionCheckboxProps {
  area: PermissionArea;
  permission: PermissionArea['permissions'][number];
  controls: MatrixControls;
}

/** The box of one permission, shown with its action and named with its area: "Asset: Change location". */
export function PermissionCheckbox({ area, permission, controls }: PermissionCheckboxProps) {
  const text = actionLabel(permission.action);
  return (
    <MatrixCheckbox
      label={`${area.label}: ${text}`}
      text={text}
      state={controls.state([permission.key])}
      disabled={controls.locked([permission.key])}
      onToggle={() => controls.toggle([permission.key])}
    />
  );
}
