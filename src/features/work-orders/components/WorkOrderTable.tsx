import { Stack, Table } from '@mantine/core';
import dayjs from 'dayjs';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { emptyTableState, firstLoad, TableNotOnDevice } from '../../../components/data-table/DataTable';
import { useBackgroundRows } from '../../../components/data-table/background-rows';
import { ChangedMark } from '../../../components/live/ChangedMark';
import type { PaginationState } from '../../../components/data-table/pagination';
import { TablePagination } from '../../../components/data-table/TablePagination';
import { ListCheckbox } from '../../../components/data-table/ListCheckbox';
import type { WorkOrder } from '../../../domain/workorders';
import { WaitingMark } from '../../../components/WaitingMark';
import { ApprovalBadge, StatusBadge } from '../../../components/WorkOrderBadges';
import { workOrderViewPath } from '../paths';
import { usePhoneScreen } from '../../../components/use-screen-matches';
import classes from './WorkOrderTable.module.css';

export interface WorkOrderTableProps {
  /** undefined while the page loads: the old rows are not shown meanwhile (SPEC section 4). */
  rows: readonly WorkOrder[] | undefined;
  total: number;
  loading: boolean;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  /** Ids of the chosen orders; absent: rows cannot be chosen. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  onOpen: (row: WorkOrder) => void;
  emptyText: string;
  /** Offline, this page was never loaded on the device: said instead of the empty text. */
  notOnDevice?: boolean;
  notOnDeviceAction?: ReactNode;
}

const plannedStart = (row: WorkOrder) =>
  row.plannedStartTime ? dayjs(row.plannedStartTime).format('DD MMM YY, HH:mm') : '—';
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

function openOn(row: WorkOrder, onOpen: (row: WorkOrder) => void) {
  return {
    onClick: () => onOpen(row),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen(row);
      }
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}

/** The order's code as a link: a block 28 px tall, well apart from the row's check box, for a finger. */
function CodeLink({ row }: { row: WorkOrder }) {
  return (
    <Link to={workOrderViewPath(row.id)} onClick={stop} className={`${classes.code} mantine-focus-auto`}>
      {row.code}
    </Link>
  );
}

/** The code, marked for a few seconds when someone else changed the order. */
function CodeCell({ row }: { row: WorkOrder }) {
  return (
    <>
      <CodeLink row={row} />
      <ChangedMark id={row.id} />
    </>
  );
}

function Pair({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <div>
      <p className={classes.text}>{first}</p>
      <p className={`${classes.small} ${classes.dimmed}`}>{second}</p>
    </div>
  );
}

function RowCheckbox({
  row,
  selected,
  toggle,
}: {
  row: WorkOrder;
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
}) {
  return (
    <ListCheckbox
      id={`select-order-${row.id}`}
      label={`Select ${row.code}`}
      checked={selected.has(row.id)}
      onChange={() => toggle(row.id)}
    />
  );
}

interface BodyProps {
  rows: readonly WorkOrder[];
  onOpen: (row: WorkOrder) => void;
  selection: { selected: ReadonlySet<string>; toggle: (id: string) => void; togglePage: () => void } | null;
}

function OrderCards({ rows, onOpen, selection }: BodyProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Work orders">
      {rows.map((row) => (
        <div
          key={row.id}
          className={`${classes.card} mantine-focus-auto`}
          role="listitem"
          {...openOn(row, onOpen)}
        >
          <div className={classes.cardTop}>
            <div className={classes.cardLead}>
              {selection ? <RowCheckbox row={row} {...selection} /> : null}
              <div className={classes.shrink}>
                <CodeCell row={row} />
                <p className={`${classes.small} ${classes.dimmed} ${classes.truncate}`}>
                  {row.locationIdentifier}
                </p>
              </div>
            </div>
            <div className={classes.marks}>
              <StatusBadge status={row.status} />
              <ApprovalBadge approvalStatus={row.approvalStatus} />
              <WaitingMark id={row.id} />
            </div>
          </div>
          <p className={`${classes.text} ${classes.line}`}>
            {row.projectName} · {row.workflowName}
          </p>
          <p className={`${classes.text} ${classes.dimmed}`}>
            {row.vendorName ? `${row.vendorName} · ${row.crewName ?? '—'}` : 'Not assigned'}
          </p>
          {row.plannedStartTime ? (
            <p className={`${classes.text} ${classes.dimmed}`}>Planned start {plannedStart(row)}</p>
          ) : null}
        </div>
      ))}
    </Stack>
  );
}

function OrderRows({ rows, onOpen, selection }: BodyProps) {
  const onPage = rows.filter((row) => selection?.selected.has(row.id)).length;
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Work orders" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          {selection ? (
            <Table.Th w={52}>
              <ListCheckbox
                id="select-orders-on-page"
                label="Select every order on this page"
                checked={onPage > 0 && onPage === rows.length}
                indeterminate={onPage > 0 && onPage < rows.length}
                onChange={selection.togglePage}
              />
            </Table.Th>
          ) : null}
          <Table.Th>Work order / Location</Table.Th>
          <Table.Th>Project / Workflow</Table.Th>
          <Table.Th>Vendor / Crew</Table.Th>
          <Table.Th w={130}>Status</Table.Th>
          <Table.Th w={140}>Planned start</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.id}
            {...openOn(row, onOpen)}
            aria-selected={selection ? selection.selected.has(row.id) : undefined}
          >
            {selection ? (
              <Table.Td>
                <RowCheckbox row={row} {...selection} />
              </Table.Td>
            ) : null}
            <Table.Td>
              <Pair first={<CodeCell row={row} />} second={row.locationIdentifier} />
            </Table.Td>
            <Table.Td>
              <Pair first={row.projectName} second={row.workflowName} />
            </Table.Td>
            <Table.Td>
              <Pair first={row.vendorName ?? 'Not assigned'} second={row.crewName ?? '—'} />
            </Table.Td>
            <Table.Td>
              <div className={classes.cellMarks}>
                <StatusBadge status={row.status} />
                <ApprovalBadge approvalStatus={row.approvalStatus} />
                <WaitingMark id={row.id} />
              </div>
            </Table.Td>
            <Table.Td>
              <p className={classes.text}>{plannedStart(row)}</p>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The work-order list with row selection: a table from tablet width, cards on phones (no sideways scrolling),
 * and "x - y items of total" paging. A row or its code opens the order; the checkbox only chooses it.
 */
export function WorkOrderTable({
  rows: pageRows,
  total,
  loading: pageLoading,
  pagination,
  onPaginationChange,
  selected,
  onSelectedChange,
  onOpen,
  emptyText,
  notOnDevice = false,
  notOnDeviceAction,
}: WorkOrderTableProps) {
  const asCards = usePhoneScreen();
  const { rows, loading } = useBackgroundRows(pageRows, pageLoading);
  const selection =
    selected && onSelectedChange
      ? {
          selected,
          toggle: (id: string) => {
            const next = new Set(selected);
            if (!next.delete(id)) next.add(id);
            onSelectedChange(next);
          },
          togglePage: () => {
            const ids = (rows ?? []).map((row) => row.id);
            const next = new Set(selected);
            const all = ids.every((id) => next.has(id));
            for (const id of ids) {
              if (all) next.delete(id);
              else next.add(id);
            }
            onSelectedChange(next);
          },
        }
      : null;

  if (notOnDevice) {
    return (
      <TableNotOnDevice
        pagination={pagination}
        onPaginationChange={onPaginationChange}
        action={notOnDeviceAction}
      />
    );
  }

  const body: ReactNode =
    emptyTableState(rows, loading, emptyText) ??
    (asCards ? (
      <OrderCards rows={rows!} onOpen={onOpen} selection={selection} />
    ) : (
      <OrderRows rows={rows!} onOpen={onOpen} selection={selection} />
    ));

  return (
    <Stack gap="xs" aria-busy={loading}>
      {body}
      {firstLoad(rows, loading) ? null : (
        <TablePagination pagination={pagination} total={total} onChange={onPaginationChange} />
      )}
    </Stack>
  );
}
