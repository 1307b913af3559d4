import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import type { PaginationState } from '../../../components/data-table/pagination';
import type { ReportResult, ReportRow } from '../../../domain/reports';
import { cellText, rowLink } from './chart-data';

type Column = ReportResult['columns'][number];

function formatCell(column: Column, row: ReportRow): string {
  const cell = row.cells[column.key];
  if (typeof cell === 'string' && cell && (column.type === 'date' || column.type === 'dateTime')) {
    const time = dayjs(cell);
    if (time.isValid()) return time.format(column.type === 'date' ? 'DD MMM YY' : 'DD MMM YY, HH:mm');
  }
  return cellText(cell);
}

/** The columns that name a row (a group, an order's code) first, so a phone's card is titled by them. */
function orderedColumns(result: ReportResult | undefined): Column[] {
  if (!result) return [];
  const naming = result.labelKeys
    .map((key) => result.columns.find((column) => column.key === key))
    .filter((column): column is Column => column !== undefined);
  return [...naming, ...result.columns.filter((column) => !naming.includes(column))];
}

interface ResultTableProps {
  result: ReportResult | undefined;
  label: string;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  loading: boolean;
  notOnDevice?: boolean;
}

/**
 * A result's rows, paged. A grouped row opens the work-order list filtered to its orders, an order's row
 * opens the order; rows of a SQL report lead nowhere.
 */
export function ResultTable({
  result,
  label,
  pagination,
  onPaginationChange,
  loading,
  notOnDevice,
}: ResultTableProps) {
  const navigate = useNavigate();
  const columns: DataTableColumn<ReportRow>[] = orderedColumns(result).map((column, index) => ({
    key: column.key,
    header: column.label,
    primary: index === 0,
    render: (row) => formatCell(column, row),
  }));
  const linked = result?.rows.some((row) => rowLink(row) !== null) ?? false;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={result?.rows}
      rowKey={(row) => result?.rows.indexOf(row).toString() ?? ''}
      total={result?.total ?? 0}
      pagination={pagination}
      onPaginationChange={onPaginationChange}
      loading={loading}
      notOnDevice={notOnDevice}
      emptyText="No work orders match this report"
      onRowClick={
        linked
          ? (row) => {
              const to = rowLink(row);
              if (to) void navigate(to);
            }
          : undefined
      }
    />
  );
}
