import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import type { ChangedField } from './use-record-editor';

export interface ChangedWhileEditingProps {
  /** Who changed it, when the live feed said so. */
  by: string | null;
  changes: ChangedField[];
  /** A label per form field; a field without one is named from its key. */
  labels: Partial<Record<string, string>>;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (value instanceof Date) return value.toLocaleString();
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value))
    return new Date(value.replace(' ', 'T')).toLocaleString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function labelOf(field: string, labels: Partial<Record<string, string>>): string {
  const spaced = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return labels[field] ?? spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Said before the user saves: someone else saved this record while it was being edited. Their values stand
 * beside the form's, and the user takes theirs or keeps their own (saving then replaces theirs knowingly).
 */
export function ChangedWhileEditing({
  by,
  changes,
  labels,
  onTakeTheirs,
  onKeepMine,
}: ChangedWhileEditingProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitCompare size={20} aria-hidden />}
      title={
        by ? `${by} changed this while you were editing` : 'Someone else changed this while you were editing'
      }
      role="alert"
    >
      <Stack gap="sm">
        {changes.length > 0 ? (
          <Table withRowBorders={false} verticalSpacing={4} aria-label="Their values and yours">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Theirs</Table.Th>
                <Table.Th scope="col">Yours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Th scope="row">{labelOf(change.field, labels)}</Table.Th>
                  <Table.Td>{shown(change.theirs)}</Table.Td>
                  <Table.Td>{shown(change.yours)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">None of the fields here changed; other details of the record did.</Text>
        )}
        <Group>
          <Button variant="filled" color="orange" onClick={onTakeTheirs}>
            Use their version
          </Button>
          <Button variant="default" onClick={onKeepMine}>
            Keep mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
