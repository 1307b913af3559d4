import { Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { WorkforceRow } from '../api/workforce';
import { kindName } from './workforce-form';
import { NotOnDeviceNotice } from '../../../components/PageState';
import { ActiveName } from '../../../components/record/list-parts';
import { usePhoneScreen } from '../../../components/use-screen-matches';

interface WorkforceTableProps {
  rows: readonly WorkforceRow[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Offline, the list was never loaded on this device. */
  notOnDevice?: boolean;
  onOpen: (row: WorkforceRow) => void;
  /** Per-row actions (delete), shown at the end of a row or card. */
  actions?: (row: WorkforceRow) => ReactNode;
}

interface Column {
  header: string;
  render: (row: WorkforceRow) => ReactNode;
}

const COLUMNS: Column[] = [
  {
    header: 'Kind and code',
    render: (row) => [kindName(row.kind), row.employeeCode].filter(Boolean).join(' · '),
  },
  { header: 'Vendor', render: (row) => row.vendorName ?? 'Organisation' },
  { header: 'Reports to', render: (row) => row.supervisorName ?? '—' },
];

function opener(onOpen: (row: WorkforceRow) => void, row: WorkforceRow) {
  return {
    onClick: () => onOpen(row),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen(row);
      }
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}

function NameCell({ row }: { row: WorkforceRow }) {
  return (
    <div>
      <ActiveName name={row.name} isActive={row.isActive} />
      <Text size="xs" c="dimmed">
        {row.email}
      </Text>
      {row.phone ? (
        <Text size="xs" c="dimmed">
          {row.phone}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * The mobile workforce as loaded so far: a table on tablets and desktops, cards on phones. It grows with
 * "Load more" instead of paging, so a supervisor scrolling the list keeps their place.
 */
export function WorkforceTable({
  rows,
  loading,
  emptyText,
  notOnDevice = false,
  onOpen,
  actions,
}: WorkforceTableProps) {
  const asCards = usePhoneScreen();
  if (notOnDevice) return <NotOnDeviceNotice />;
  if (!rows) {
    return loading ? (
      <Center mih={160} role="status" aria-label="Loading">
        <Loader />
      </Center>
    ) : null;
  }
  if (rows.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" c="dimmed">
        <IconMoodEmpty size={32} aria-hidden />
        <Text>{emptyText}</Text>
      </Stack>
    );
  }
  if (asCards) {
    return (
      <Stack gap="sm" role="list" aria-label="Mobile workforce">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="sm" role="listitem" {...opener(onOpen, row)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <NameCell row={row} />
              {actions?.(row)}
            </Group>
            {COLUMNS.map((column) => (
              <Group key={column.header} justify="space-between" gap="xs" wrap="nowrap" mih={28}>
                <Text size="sm" c="dimmed">
                  {column.header}
                </Text>
                <Text size="sm" ta="right" component="div">
                  {column.render(row)}
                </Text>
              </Group>
            ))}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Mobile workforce">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            {actions ? <Table.Th w={90}>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} {...opener(onOpen, row)}>
              <Table.Td>
                <NameCell row={row} />
              </Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td key={column.header}>{column.render(row)}</Table.Td>
              ))}
              {actions ? <Table.Td>{actions(row)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
