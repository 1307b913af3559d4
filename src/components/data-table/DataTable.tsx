import { Box, Button, Card, Center, Group, Loader, LoadingOverlay, Stack, Table, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { NotOnDeviceNotice } from '../PageState';
import { WithWaitingMark } from '../WaitingMark';
import { useBackgroundRows } from './background-rows';
import type { PaginationState } from './pagination';
import { TablePagination } from './TablePagination';
import { usePhoneScreen } from '../use-screen-matches';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The card title on small screens; the first column when none is marked. */
  primary?: boolean;
  width?: number | string;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. "Assets". */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  total: number;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  loading?: boolean;
  emptyText?: string;
  onRowClick?: (row: Row) => void;
  /**
   * Offline, this page was never loaded on the device (isNotOnDevice of its query): says so instead of the
   * empty text, and offers the first page; `notOnDeviceAction` adds a way back to what is on the device.
   */
  notOnDevice?: boolean;
  notOnDeviceAction?: ReactNode;
}

function activate<Row>(onRowClick: ((row: Row) => void) | undefined, row: Row) {
  if (!onRowClick) return {};
  return {
    onClick: () => onRowClick(row),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onRowClick(row);
      }
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}

function RowCards<Row>({
  columns,
  rows,
  rowKey,
  onRowClick,
  label,
}: DataTableProps<Row> & { rows: readonly Row[] }) {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const rest = columns.filter((column) => column !== primary);
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder padding="sm" role="listitem" {...activate(onRowClick, row)}>
          {primary ? (
            <Text fw={600} component="div">
              <WithWaitingMark id={rowKey(row)}>{primary.render(row)}</WithWaitingMark>
            </Text>
          ) : null}
          {rest.map((column) => (
            <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" mih={28}>
              <Text size="sm" c="dimmed">
                {column.header}
              </Text>
              <Box ta="right">{column.render(row)}</Box>
            </Group>
          ))}
        </Card>
      ))}
    </Stack>
  );
}

function RowTable<Row>({
  columns,
  rows,
  rowKey,
  onRowClick,
  label,
}: DataTableProps<Row> & { rows: readonly Row[] }) {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  return (
    <Table.ScrollContainer minWidth={columns.length * 140}>
      <Table striped highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...activate(onRowClick, row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>
                  {column === primary ? (
                    <WithWaitingMark id={rowKey(row)}>{column.render(row)}</WithWaitingMark>
                  ) : (
                    column.render(row)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A server-paginated list: the caller fetches `pagination`'s page and passes that page's rows and the total. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { emptyText = 'No records found', total, pagination, onPaginationChange } = props;
  const { rows, loading } = useBackgroundRows(props.rows, props.loading ?? false);
  // Rows become cards on a phone, so a list stays readable at 360 px.
  const asCards = usePhoneScreen();

  if (props.notOnDevice) {
    return (
      <TableNotOnDevice
        pagination={pagination}
        onPaginationChange={onPaginationChange}
        action={props.notOnDeviceAction}
      />
    );
  }

  const body: ReactNode =
    emptyTableState(rows, loading, emptyText) ??
    (asCards ? <RowCards {...props} rows={rows!} /> : <RowTable {...props} rows={rows!} />);

  return (
    <Stack gap="xs" pos="relative" aria-busy={loading}>
      <LoadingOverlay visible={loading && Boolean(rows?.length)} zIndex={2} />
      {body}
      {firstLoad(rows, loading) ? null : (
        <TablePagination pagination={pagination} total={total} onChange={onPaginationChange} />
      )}
    </Stack>
  );
}

interface TableNotOnDeviceProps {
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  action?: ReactNode;
}

/**
 * A table whose page was never loaded on this device, offline: says so instead of an empty list and
 * "0 - 0 items of 0", and offers page 1 (the page a list opens on, so the one most often on the device).
 */
export function TableNotOnDevice({ pagination, onPaginationChange, action }: TableNotOnDeviceProps) {
  const later = pagination.page > 1;
  return (
    <NotOnDeviceNotice
      what={later ? `Page ${pagination.page}` : undefined}
      action={
        later || action ? (
          <>
            {later ? (
              <Button variant="light" onClick={() => onPaginationChange({ ...pagination, page: 1 })}>
                Show page 1
              </Button>
            ) : null}
            {action}
          </>
        ) : null
      }
    />
  );
}

/**
 * The first page is on its way: no rows yet. The pagination bar waits for it too. Drawn below the loader, it
 * would move up when a page shorter than the loader arrives (0.073 of layout shift on the reports list);
 * arriving with the rows, nothing that was on the screen moves.
 */
export function firstLoad(rows: readonly unknown[] | undefined, loading: boolean): boolean {
  return !rows && loading;
}

/** What a table shows instead of rows: a loader while the first rows come, or the empty text; null when there are rows. */
export function emptyTableState(
  rows: readonly unknown[] | undefined,
  loading: boolean,
  emptyText: string,
): ReactNode | null {
  if (firstLoad(rows, loading)) {
    return (
      // As tall as a page of rows would stand on the screen: what follows the table keeps its place when a
      // full page arrives (the list's pagination bar once moved down with the rows: 0.137 of layout shift).
      <Center mih="min(70vh, 560px)" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" c="dimmed" data-testid="empty-state">
        <IconMoodEmpty size={32} aria-hidden />
        <Text>{emptyText}</Text>
      </Stack>
    );
  }
  return null;
}
