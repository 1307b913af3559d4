import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, jsonResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { WorkOrderDetail } from '../../domain/workorders';
import { IDS, orderFixture } from '../../../tests/support/activity-fixtures';
import { WorkOrderEditPage } from './WorkOrderEdit.page';

function stubServer(order: WorkOrderDetail, put: () => Response) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['workOrder.view', 'workOrder.update']));
    if (request.url.includes('Workorder/GetById')) return dataResponse(order);
    if (request.method === 'PUT') return put();
    return dataResponse(null);
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/work-order/list-view/:id', element: <WorkOrderEditPage /> },
      { path: '/work-order/list-view/view/:id', element: <p>The order</p> },
    ],
    { route: `/work-order/list-view/${IDS.order}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/work-order/list-view/:id', { timeout: 30_000 }, () => {
  it('puts assigned work on hold, keeping the saved plan, at the version seen', async () => {
    const order = orderFixture({
      description: 'Replace the meter',
      plannedStartTime: '2026-03-02T04:30:00.000Z',
    });
    const sent = stubServer(order, () =>
      dataResponse({ ...order, status: 5, statusName: 'On Hold', version: 5 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Put on hold' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url).toContain(`workorderId=${IDS.order}`);
    expect(put.body).toEqual({
      plannedStartTime: '2026-03-02T04:30:00.000Z',
      plannedEndTime: null,
      description: 'Replace the meter',
      onHold: true,
      version: 4,
    });
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says so when someone else changed the order first, and loads their version', async () => {
    const order = orderFixture();
    const theirs = orderFixture({ description: 'Bring a ladder', version: 6 });
    stubServer(order, () =>
      jsonResponse(409, { title: 'Conflict', message: 'stale', returnMessage: [], errors: [], data: theirs }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('textbox', { name: 'Description' }));
    await user.paste('Take the spare meter');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Someone else changed this meanwhile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the current version' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Bring a ladder');
  });
});
