import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { PermissionKey } from '../../domain/permissions';
import type { WorkOrder } from '../../domain/workorders';
import { clearToasts } from '../../notices/toast';
import { workOrderFixture } from '../../../tests/support/quick-view-fixtures';
import { QuickViewPage } from './QuickView.page';

const ALL: PermissionKey[] = [
  'workOrder.view',
  'workOrder.create',
  'workOrder.update',
  'workOrder.reopen',
  'workOrder.approve',
];

interface ServerOptions {
  permissions?: PermissionKey[];
  /** Answers one Workorder/GetAll page; by default every order on one page. */
  list?: (body: Record<string, unknown>) => Response;
  orders?: WorkOrder[];
}

function stubServer({ permissions = ALL, orders = [], list }: ServerOptions = {}) {
  const calls: SentRequest[] = [];
  stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(permissions));
    calls.push(request);
    if (request.url.includes('Workorder/GetAll')) {
      return list
        ? list(request.body as Record<string, unknown>)
        : dataResponse({ workorders: orders, pageTotal: orders.length });
    }
    if (request.url.includes('UpdateApprovalStatus')) {
      const order = orders.find((o) => request.url.includes(o.id))!;
      return dataResponse({
        ...order,
        approvalRemarks: null,
        approvalSignatureUrl: null,
        approvedByName: null,
        approvedAt: null,
      });
    }
    if (request.url.includes('GetAllVendors')) return dataResponse({ vendors: [], pageTotal: 0 });
    return errorResponse(404, { title: 'Not found', message: request.url });
  });
  return calls;
}

const bodiesOf = (calls: SentRequest[], path: string) =>
  calls.filter((c) => c.url.includes(path)).map((c) => c.body);

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store shared by every render; one test's toast must not be another test's alert.
  clearToasts();
});

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/work-order/quick-view', { timeout: 20_000 }, () => {
  it('starts with unassigned and completed work as cards', async () => {
    const orders = [workOrderFixture({ status: 1 }), workOrderFixture({ status: 4, approvalStatus: 1 })];
    const calls = stubServer({ orders });
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    expect(await screen.findByRole('article', { name: orders[0]!.code })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: orders[1]!.code })).toBeInTheDocument();
    expect(screen.getByTestId('quick-view-count')).toHaveTextContent('Showing 2 of 2 work orders');
    expect(bodiesOf(calls, 'GetAll')).toEqual([{ pageSize: 20, multipleStatus: [1, 4], page: 1 }]);
    expect(screen.getByRole('checkbox', { name: 'Unassigned' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Assigned' })).not.toBeChecked();
    // Shown once the session's permissions are read, which may come after the first cards.
    expect(await screen.findByRole('link', { name: 'New work order' })).toHaveAttribute(
      'href',
      '/work-order/quick-view/create',
    );
  });

  it('changes the statuses with one tap and filters completed work awaiting approval', async () => {
    const calls = stubServer({ orders: [workOrderFixture()] });
    const user = userEvent.setup();
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    await screen.findByTestId('quick-view-count');
    await user.click(screen.getByRole('checkbox', { name: 'Assigned' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'GetAll').at(-1)).toMatchObject({ multipleStatus: [1, 2, 4] }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Awaiting approval' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'GetAll').at(-1)).toMatchObject({ multipleStatus: [4], approvalStatus: 1 }),
    );
    expect(screen.getByRole('checkbox', { name: 'Awaiting approval' })).toBeChecked();
  });

  it('loads more cards until every order is shown', async () => {
    const all = Array.from({ length: 25 }, () => workOrderFixture());
    const calls = stubServer({
      orders: all,
      list: (body) => {
        const page = Number(body.page);
        return dataResponse({ workorders: all.slice((page - 1) * 20, page * 20), pageTotal: all.length });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    expect(await screen.findByTestId('quick-view-count')).toHaveTextContent('Showing 20 of 25');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByTestId('quick-view-count')).toHaveTextContent('Showing 25 of 25'));
    expect(screen.getAllByTestId('quick-view-card')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(bodiesOf(calls, 'GetAll').map((body) => (body as { page: number }).page)).toEqual([1, 2]);
  });

  it('approves completed work at the version on the card', async () => {
    const order = workOrderFixture({ status: 4, approvalStatus: 1, version: 7 });
    const calls = stubServer({ orders: [order] });
    const user = userEvent.setup();
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    const actions = await screen.findByRole('group', { name: `Actions for ${order.code}` });
    await user.click(within(actions).getByRole('button', { name: `Approve ${order.code}` }));
    expect(await screen.findByText(`${order.code} approved.`)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.includes('UpdateApprovalStatus'))!;
    expect(sent.url).toContain(`workorderId=${order.id}`);
    expect(sent.body).toEqual({ approvalStatus: 2, remarks: null, version: 7 });
  });

  it('asks for a remark before rejecting', async () => {
    const order = workOrderFixture({ status: 4, approvalStatus: 1, version: 2 });
    const calls = stubServer({ orders: [order] });
    const user = userEvent.setup();
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    const actions = await screen.findByRole('group', { name: `Actions for ${order.code}` });
    await user.click(within(actions).getByRole('button', { name: `Reject ${order.code}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${order.code}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Remarks is required')).toBeInTheDocument();
    expect(bodiesOf(calls, 'UpdateApprovalStatus')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Remarks' }),
      'Photo of the meter is blurred',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(calls, 'UpdateApprovalStatus')).toEqual([
      { approvalStatus: 3, remarks: 'Photo of the meter is blurred', version: 2 },
    ]);
  });

  it('opens the assign modal for the order tapped', async () => {
    const order = workOrderFixture({ status: 1 });
    stubServer({ orders: [order] });
    const user = userEvent.setup();
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    const actions = await screen.findByRole('group', { name: `Actions for ${order.code}` });
    await user.click(within(actions).getByRole('button', { name: `Assign ${order.code}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Work Order' });
    expect(within(dialog).getByText(/Assign 1 work order/)).toBeInTheDocument();
  });

  it('offers no actions and no create button without their keys', async () => {
    const order = workOrderFixture({ status: 4, approvalStatus: 1 });
    stubServer({ orders: [order], permissions: ['workOrder.view'] });
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    expect(await screen.findByRole('article', { name: order.code })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: `Actions for ${order.code}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New work order' })).not.toBeInTheDocument();
  });

  it('shows the failure, without stale cards, and tries again', async () => {
    let fail = true;
    const order = workOrderFixture();
    stubServer({
      list: () =>
        fail
          ? errorResponse(500, { title: 'Server error', message: 'The database is unavailable.' })
          : dataResponse({ workorders: [order], pageTotal: 1 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuickViewPage />, { route: '/work-order/quick-view' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The work orders could not be loaded');
    expect(alert).toHaveTextContent('The database is unavailable.');
    expect(screen.queryByTestId('quick-view-card')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: order.code })).toBeInTheDocument();
  });
});
