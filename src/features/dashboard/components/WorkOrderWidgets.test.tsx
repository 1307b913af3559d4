import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import type { DashboardStats } from '../../../domain/work-order-dashboard';
import { WorkOrderStatsView, WorkOrderWidgets } from './WorkOrderWidgets';

const VENDOR = '01890a5d-ac96-7000-8000-0000000000aa';

const counts = (values: number[], names: string[]) =>
  values.map((count, i) => ({ id: i + 1, name: names[i]!, count }));
const STATUS_NAMES = ['Unassigned', 'Assigned', 'In Progress', 'Completed', 'On Hold'];

export const STATS: DashboardStats = {
  total: 42,
  byStatus: counts([10, 8, 5, 17, 2], STATUS_NAMES),
  byApproval: counts([6, 9, 2], ['Pending', 'Approved', 'Rejected']),
  byVendor: [
    {
      vendorId: VENDOR,
      vendorName: 'Assam Line Works',
      total: 30,
      byStatus: counts([0, 8, 5, 15, 2], STATUS_NAMES),
    },
    // A vendor with only some statuses: the others count as 0.
    {
      vendorId: null,
      vendorName: 'Not assigned',
      total: 12,
      byStatus: [
        { id: 1, name: 'Unassigned', count: 10 },
        { id: 4, name: 'Completed', count: 2 },
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('WorkOrderStatsView', () => {
  it('puts the work awaiting approval first, with a link to review it', () => {
    renderWithProviders(<WorkOrderStatsView stats={STATS} showVendors />);
    expect(screen.getByTestId('pending-approval')).toHaveTextContent('6');
    expect(screen.getByRole('link', { name: 'Review work orders awaiting approval' })).toHaveAttribute(
      'href',
      '/work-order/quick-view?approval=1',
    );
    expect(screen.getByTestId('approval-Approved')).toHaveTextContent('9');
    expect(screen.getByTestId('approval-Rejected')).toHaveTextContent('2');
  });

  it('counts every status, each a link to those orders', () => {
    renderWithProviders(<WorkOrderStatsView stats={STATS} showVendors />);
    const list = screen.getByRole('list', { name: 'Work orders by status' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Total42',
      'Unassigned10',
      'Assigned8',
      'In Progress5',
      'Completed17',
      'On Hold2',
    ]);
    expect(links[0]).toHaveAttribute('href', '/work-order/quick-view?status=1,2,3,4,5');
    expect(links[4]).toHaveAttribute('href', '/work-order/quick-view?status=4');
  });

  it('shows organisation-level users a row per vendor', () => {
    renderWithProviders(<WorkOrderStatsView stats={STATS} showVendors />);
    const table = screen.getByRole('table', { name: 'By vendor' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Vendor', 'Total', 'Unassigned', 'Assigned', 'In Progress', 'Completed', 'On Hold'],
      ['Assam Line Works', '30', '0', '8', '5', '15', '2'],
      ['Not assigned', '12', '10', '0', '0', '2', '0'],
    ]);
  });

  it('leaves the vendor table out for vendor users and when there are no vendors', () => {
    const { unmount } = renderWithProviders(<WorkOrderStatsView stats={STATS} showVendors={false} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<WorkOrderStatsView stats={{ ...STATS, byVendor: [] }} showVendors />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows zeros, not gaps, when the scope holds no work orders', () => {
    renderWithProviders(
      <WorkOrderStatsView stats={{ total: 0, byStatus: [], byApproval: [], byVendor: [] }} showVendors />,
    );
    expect(screen.getByTestId('pending-approval')).toHaveTextContent('0');
    expect(screen.getByTestId('count-Completed')).toHaveTextContent('0');
  });
});

function stubServer(stats: () => Response, user: { vendorId?: string; vendorName?: string } = {}) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(['workOrder.view'], user));
    return stats();
  });
}

describe('WorkOrderWidgets', { timeout: 15_000 }, () => {
  it('starts loading, then shows the figures of WorkOrder/GetDashboardWorkorderStats', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = stubFetch((request) => {
      if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(['workOrder.view']));
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderWithProviders(<WorkOrderWidgets />);
    expect(screen.getByRole('status', { name: 'Loading work-order figures' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(sent.some((r) => r.url === '/api/workorder/WorkOrder/GetDashboardWorkorderStats')).toBe(true),
    );
    answer(dataResponse(STATS));
    expect(await screen.findByTestId('pending-approval')).toHaveTextContent('6');
    expect(screen.queryByRole('status', { name: 'Loading work-order figures' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'By vendor' })).toBeInTheDocument();
  });

  it('hides the vendor table from a vendor user', async () => {
    stubServer(() => dataResponse({ ...STATS, byVendor: STATS.byVendor.slice(0, 1) }), {
      vendorId: VENDOR,
      vendorName: 'Assam Line Works',
    });
    renderWithProviders(<WorkOrderWidgets />);
    expect(await screen.findByTestId('pending-approval')).toHaveTextContent('6');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded and tries again', async () => {
    let fail = true;
    stubServer(() =>
      fail
        ? errorResponse(503, { title: 'Unavailable', message: 'The server is busy.' })
        : dataResponse(STATS),
    );
    renderWithProviders(<WorkOrderWidgets />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The work-order figures could not be loaded');
    expect(alert).toHaveTextContent('The server is busy.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('pending-approval')).toHaveTextContent('6');
  });
});
