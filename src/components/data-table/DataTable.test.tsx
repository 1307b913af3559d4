import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../tests/support/dom-polyfills';
import { renderWithProviders } from '../../../tests/support/render';
import { DataTable, type DataTableColumn } from './DataTable';
import { DEFAULT_PAGINATION, paginationText, type PaginationState } from './pagination';

interface Order {
  id: string;
  code: string;
  status: string;
}

const COLUMNS: DataTableColumn<Order>[] = [
  { key: 'code', header: 'Code', render: (row) => row.code, primary: true },
  { key: 'status', header: 'Status', render: (row) => row.status },
];

/** The server's answer for one page of 57 work orders. */
function page({ page: number, pageSize }: PaginationState): Order[] {
  const first = (number - 1) * pageSize;
  return Array.from({ length: Math.max(0, Math.min(pageSize, 57 - first)) }, (_, index) => ({
    id: String(first + index + 1),
    code: `WO-${String(first + index + 1).padStart(6, '0')}`,
    status: 'Assigned',
  }));
}

function Harness({ onChange }: { onChange?: (next: PaginationState) => void }) {
  const [pagination, setPagination] = useState(DEFAULT_PAGINATION);
  return (
    <DataTable
      label="Work orders"
      columns={COLUMNS}
      rows={page(pagination)}
      rowKey={(row) => row.id}
      total={57}
      pagination={pagination}
      onPaginationChange={(next) => {
        setPagination(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => setViewportWidth(1280));

describe('paginationText', () => {
  it('reads "x - y items of total"', () => {
    expect(paginationText({ page: 1, pageSize: 10 }, 57)).toBe('1 - 10 items of 57');
    expect(paginationText({ page: 6, pageSize: 10 }, 57)).toBe('51 - 57 items of 57');
    expect(paginationText({ page: 1, pageSize: 10 }, 0)).toBe('0 - 0 items of 0');
  });
});

describe('DataTable', () => {
  it('starts on page 1 with 10 rows and says "1 - 10 items of 57"', () => {
    renderWithProviders(<Harness />);
    const table = screen.getByRole('table', { name: 'Work orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1 - 10 items of 57')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('asks for the next page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    expect(screen.getByText('11 - 20 items of 57')).toBeInTheDocument();
  });

  it('offers page sizes 5, 10, 20, 50, 100 and goes back to page 1 on a new size', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    const options = within(sizes)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '20', '50', '100']);
    await user.selectOptions(sizes, '50');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    expect(screen.getByText('1 - 50 items of 57')).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads and a message when there is nothing', () => {
    const props = {
      label: 'Work orders',
      columns: COLUMNS,
      rowKey: (row: Order) => row.id,
      total: 0,
      pagination: DEFAULT_PAGINATION,
      onPaginationChange: () => undefined,
    };
    const { rerender } = renderWithProviders(<DataTable {...props} rows={undefined} loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(<DataTable {...props} rows={[]} emptyText="No work orders match the filter" />);
    expect(screen.getByText('No work orders match the filter')).toBeInTheDocument();
    expect(screen.getByText('0 - 0 items of 0')).toBeInTheDocument();
  });

  it('turns rows into cards on a 360 px phone', () => {
    setViewportWidth(360);
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Work orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByText('WO-000001')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Status')).toBeInTheDocument();
  });

  it('pages with first, previous, next and last buttons on a phone', async () => {
    const user = userEvent.setup();
    setViewportWidth(360);
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('51 - 57 items of 57')).toBeInTheDocument();
    expect(screen.getByText('6 / 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('41 - 50 items of 57')).toBeInTheDocument();
  });
});
