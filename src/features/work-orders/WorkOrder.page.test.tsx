import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { PermissionKey } from '../../domain/permissions';
import type { WorkOrderDetail } from '../../domain/workorders';
import { activityFixture, historyFixture, IDS, orderFixture } from '../../../tests/support/activity-fixtures';
import { stubCanvas } from '../../../tests/support/canvas-stub';
import { WorkOrderPage } from './WorkOrder.page';

const VIEW = `/work-order/list-view/view/${IDS.order}`;

function stubServer(permissions: PermissionKey[], order: WorkOrderDetail) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(permissions));
    if (request.url.includes('Workorder/GetById')) return dataResponse(order);
    if (request.url.includes('GetWorkorderActivities'))
      return dataResponse({ workorderId: order.id, version: order.version, activities: [activityFixture()] });
    if (request.url.includes('GetWorkorderStatusHistory'))
      return dataResponse({ statusHistory: [historyFixture()] });
    if (request.url.includes('UpdateApprovalStatus'))
      return dataResponse({
        ...order,
        approvalStatus: 2,
        approvalStatusName: 'Approved',
        version: order.version + 1,
      });
    return dataResponse(null);
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/work-order/list-view/view/:id', element: <WorkOrderPage /> },
      { path: '/work-order/list-view', element: <p>The work-order list</p> },
    ],
    { route: VIEW },
  );
}

const completedPending = () =>
  orderFixture({ status: 4, statusName: 'Completed', approvalStatus: 1, approvalStatusName: 'Pending' });

beforeEach(stubCanvas);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/work-order/list-view/view/:id', { timeout: 30_000 }, () => {
  it('sends a user without view access to the list view', async () => {
    const sent = stubServer(['workOrder.update'], orderFixture());
    renderPage();
    expect(await screen.findByText('The work-order list')).toBeInTheDocument();
    expect(sent.some((request) => request.url.includes('GetById'))).toBe(false);
  });

  it('offers recording on assigned work only to edit-activity users', async () => {
    stubServer(['workOrder.view', 'workOrder.editActivity'], orderFixture());
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Record work: Smart meter installation' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('explains why approved work cannot be recorded', async () => {
    stubServer(
      ['workOrder.view', 'workOrder.editActivity', 'workOrder.reopen'],
      orderFixture({ status: 4, statusName: 'Completed', approvalStatus: 2, approvalStatusName: 'Approved' }),
    );
    renderPage();
    expect(await screen.findByTestId('recording-closed')).toHaveTextContent(
      'The work is approved, so its values are final. Re-open the order to correct them.',
    );
    expect(screen.queryByRole('button', { name: /^Record work/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-Open' })).toBeInTheDocument();
  });

  it('approves completed work at the version seen', async () => {
    const sent = stubServer(['workOrder.view', 'workOrder.approve'], completedPending());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approval of WO-000042' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Remarks' }));
    await user.paste('All evidence present');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent.some((request) => request.url.includes('UpdateApprovalStatus'))).toBe(true),
    );
    const request = sent.find((candidate) => candidate.url.includes('UpdateApprovalStatus'))!;
    expect(request.url).toContain(`workorderId=${IDS.order}`);
    expect(request.body).toEqual({
      approvalStatus: 2,
      remarks: 'All evidence present',
      signatureDataUrl: null,
      version: 4,
    });
    expect(await screen.findByText('The work order "WO-000042" was approved.')).toBeInTheDocument();
  });

  it('shows the order’s location, workflow, crew and history', async () => {
    stubServer(['workOrder.view'], completedPending());
    renderPage();
    expect(await screen.findByTestId('order-location')).toHaveTextContent(
      'GHY-CM-0001 · Chandmari consumer 1',
    );
    expect(screen.getByText('Smart meter rollout (version 1)')).toBeInTheDocument();
    expect(screen.getByTestId('order-crew')).toHaveTextContent('Beltola Maintenance Crew');
    expect(within(screen.getByTestId('order-badges')).getByText('Pending')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Status history' })).toBeInTheDocument();
  });
});
