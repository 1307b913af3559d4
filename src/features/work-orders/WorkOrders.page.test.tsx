import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { PermissionKey } from '../../domain/permissions';
import type { WorkOrder } from '../../domain/workorders';
import { prefetchScreenData, WorkOrdersPage } from './WorkOrders.page';

const PROJECT = '01890a5d-ac96-7000-8000-000000000101';

function order(index: number, status = 1): WorkOrder {
  const id = `01890a5d-ac96-7000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    code: `WO-${String(index).padStart(6, '0')}`,
    status,
    statusName: status === 1 ? 'Unassigned' : 'Completed',
    approvalStatus: status === 4 ? 1 : null,
    approvalStatusName: status === 4 ? 'Pending' : null,
    projectId: PROJECT,
    projectName: 'Guwahati Smart Meters',
    workLocationId: id,
    locationIdentifier: `GHY-${index}`,
    workLocationName: `Pole ${index}`,
    accessGroupId: null,
    accessGroupName: null,
    workflowId: id,
    workflowName: 'Meter replacement',
    publishedVersion: 1,
    vendorId: null,
    vendorName: null,
    crewId: null,
    crewName: null,
    description: null,
    plannedStartTime: '2025-03-01T09:00:00.000Z',
    plannedEndTime: null,
    actualStartTime: null,
    actualEndTime: null,
    completedAt: null,
    latitude: null,
    longitude: null,
    version: 1,
    createdAt: '2025-02-01T00:00:00.000Z',
    updatedAt: '2025-02-01T00:00:00.000Z',
  };
}

const ALL: PermissionKey[] = [
  'workOrder.view',
  'workOrder.create',
  'workOrder.update',
  'workOrder.reopen',
  'workOrder.delete',
];

interface Answers {
  permissions?: PermissionKey[];
  list?: (body: Record<string, unknown>) => Response;
  bulkDelete?: () => Response;
}

function stubServer({ permissions = ALL, list, bulkDelete }: Answers = {}): SentRequest[] {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(permissions));
    if (request.url.endsWith('Workorder/GetAll')) {
      return (
        list?.(request.body as Record<string, unknown>) ??
        dataResponse({ workorders: [order(1), order(2, 4)], pageTotal: 2 })
      );
    }
    if (request.url.endsWith('Workorder/Bulk'))
      return bulkDelete?.() ?? dataResponse({ workOrderIds: [], count: 2 });
    return dataResponse({
      projects: [],
      vendors: [],
      crews: [],
      workFlows: [],
      workLocationTemplates: [],
      pageTotal: 0,
    });
  });
}

function render(route = '/work-order/list-view') {
  return renderRoutes(
    [
      { path: '/work-order/list-view', element: <WorkOrdersPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { route },
  );
}

const listCalls = (sent: SentRequest[]) => sent.filter((request) => request.url.endsWith('Workorder/GetAll'));

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/work-order/list-view', { timeout: 20_000 }, () => {
  it('starts on status 4 and MultipleStatus [1], page 1 of 10, and shows each order with its status', async () => {
    const sent = stubServer();
    render();
    expect(await screen.findByText('WO-000001')).toBeInTheDocument();
    expect(listCalls(sent)[0]!.body).toEqual({ status: 4, multipleStatus: [1], page: 1, pageSize: 10 });
    expect(screen.getByText('Unassigned')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-text')).toHaveTextContent('1 - 2 items of 2');
    // The permission-gated link follows the session, which may answer after the list.
    expect(await screen.findByRole('link', { name: 'New work order' })).toHaveAttribute(
      'href',
      '/work-order/list-view/create',
    );
  });

  it('shows the rows asked for at start, for the address, without asking for them again', async () => {
    const sent = stubServer();
    const queryClient = createTestQueryClient();
    await prefetchScreenData(queryClient, new URLSearchParams('page=2&q=GHY'));
    expect(listCalls(sent).map((request) => request.body)).toEqual([
      { status: 4, multipleStatus: [1], searchString: 'GHY', page: 2, pageSize: 10 },
    ]);
    renderRoutes([{ path: '/work-order/list-view', element: <WorkOrdersPage /> }], {
      route: '/work-order/list-view?page=2&q=GHY',
      queryClient,
    });
    expect(await screen.findByText('WO-000001')).toBeInTheDocument();
    expect(listCalls(sent)).toHaveLength(1);
  });

  it('searches code and location identifier from page 1 and keeps the search in the address', async () => {
    const sent = stubServer();
    const { router } = render('/work-order/list-view?page=2');
    await screen.findByText('WO-000001');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search code or location' }), 'GHY-1');
    await waitFor(() =>
      expect(listCalls(sent).at(-1)!.body).toMatchObject({ searchString: 'GHY-1', page: 1 }),
    );
    expect(router.state.location.search).toBe('?q=GHY-1');
  });

  it('empties list and total when the fetch fails, and says why', async () => {
    stubServer({
      list: () =>
        errorResponse(403, { title: 'Forbidden', message: 'You do not have permission to do this.' }),
    });
    render();
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByText('WO-000001')).not.toBeInTheDocument();
    // The emptied page is drawn in the background (useBackgroundRows), a moment after the message.
    expect(await screen.findByTestId('pagination-text')).toHaveTextContent('0 - 0 items of 0');
  });

  it('offers only the bulk actions the user holds', async () => {
    stubServer({ permissions: ['workOrder.view', 'workOrder.reopen'] });
    render();
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Select WO-000002' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Chosen work orders' });
    expect(within(toolbar).getByRole('button', { name: 'Re-Open' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New work order' })).not.toBeInTheDocument();
  });

  it('asks "Do you Want to delete these items?" and lists the orders a refused delete names, keeping them chosen', async () => {
    const sent = stubServer({
      bulkDelete: () =>
        errorResponse(409, {
          title: 'Conflict',
          message: 'Some work orders cannot be deleted.',
          errors: [{ field: 'WorkOrderIds[1]', message: 'WO-000002 is completed and approved.' }],
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every order on this page' }));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you Want to delete these items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('WO-000002 is completed and approved.')).toBeInTheDocument();
    expect(sent.find((request) => request.url.endsWith('Workorder/Bulk'))!.body).toEqual({
      workOrderIds: [order(1).id, order(2).id],
    });
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 work orders chosen');
  });
});
