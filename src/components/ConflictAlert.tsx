import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';

export interface ConflictAlertProps {
  /** What was edited, for the sentence: "this role", "this user". */
  subject: string;
  /** Replaces the form's values with the current record and its version. */
  onReload: () => void;
}

/**
 * Shown when a save was refused because someone else saved the record first (HTTP 409 with the current
 * record). Nothing is overwritten silently: the user chooses to load the other version and redo their change.
 */
export function ConflictAlert({ subject, onReload }: ConflictAlertProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitCompare size={20} aria-hidden />}
      title="Someone else changed this meanwhile"
      role="alert"
    >
      <Text size="sm">
        {`Your changes to ${subject} were not saved, because it was changed by someone else after you opened it.`}{' '}
        Load the current version, then make your change again.
      </Text>
      <Group mt="sm">
        <Button variant="filled" color="orange" onClick={onReload}>
          Load the current version
        </Button>
      </Group>
    </Alert>
  );
}
