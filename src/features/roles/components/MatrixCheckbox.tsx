import { Box, Checkbox, Text } from '@mantine/core';
import type { CheckState } from './permission-matrix';
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
