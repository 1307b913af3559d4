import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { orderFixture } from '../../../tests/support/activity-fixtures';
import { WorkOrderCreatePage } from './WorkOrderCreate.page';

const PROJECT = { id: '01890a5d-ac96-7000-8000-0000000000a1', projectName: 'Guwahati Smart Metering' };
const LOCATION = {
  id: '01890a5d-ac96-7000-8000-0000000000b1',
  locationIdentifier: 'GHY-CM-0001',
  name: 'Consumer 1, Ganeshguri',
};
const WORKFLOW = { id: '01890a5d-ac96-7000-8000-0000000000c1', name: 'Smart meter rollout' };

function stubServer(create: () => Response = () => dataResponse(orderFixture())) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['workOrder.view', 'workOrder.create']));
    if (request.url.endsWith('Project/GetAll')) {
      const project = {
        ...PROJECT,
        code: null,
        description: null,
        isActive: true,
        accessGroupCount: 0,
        version: 1,
        updatedAt: '2026-03-01T00:00:00Z',
      };
      return dataResponse({ projects: [project], pageTotal: 1 });
    }
    if (request.url.endsWith('SearchWorklocation')) {
      return dataResponse({
        workLocations: [{ ...LOCATION, projectId: PROJECT.id, latitude: null, longitude: null }],
        pageTotal: 1,
      });
    }
    if (request.url.endsWith('GetAllWorkFlowsForOrganisation')) {
      const flow = {
        ...WORKFLOW,
        description: null,
        isActive: true,
        publishedVersion: 2,
        activityCount: 2,
        version: 3,
        updatedAt: '2026-03-01T00:00:00Z',
      };
      const retired = {
        ...flow,
        id: '01890a5d-ac96-7000-8000-0000000000c2',
        name: 'Old survey',
        isActive: false,
      };
      return dataResponse({ workFlows: [flow, retired], pageTotal: 2 });
    }
    if (request.method === 'POST' && request.url.endsWith('/Workorder')) return create();
    return dataResponse({ crews: [], vendors: [], pageTotal: 0 });
  });
}

function renderPage(route = '/work-order/list-view/create') {
  return renderRoutes(
    [
      { path: '/work-order/list-view/create', element: <WorkOrderCreatePage /> },
      { path: '/work-order/quick-view/create', element: <WorkOrderCreatePage /> },
      { path: '/work-order/list-view/view/:id', element: <p>The new order</p> },
      { path: '/work-order/list-view', element: <p>The work-order list</p> },
      { path: '/work-order/quick-view', element: <p>The quick view</p> },
    ],
    { route },
  );
}

async function choose(label: RegExp, option: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

describe('/work-order/list-view/create', { timeout: 30_000 }, () => {
  it('asks for the project, the work location and the workflow', async () => {
    const sent = stubServer();
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create work order' }));
    for (const message of ['Project is required', 'Work location is required', 'Workflow is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(sent.some((request) => request.method === 'POST' && request.url.endsWith('/Workorder'))).toBe(
      false,
    );
  });

  it('creates the order with its own id and Idempotency-Key, then opens it', async () => {
    const sent = stubServer();
    const { router } = renderPage();
    await choose(/^Project/, /Guwahati Smart Metering/);
    await choose(/^Work location/, /^GHY-CM-0001 · Consumer 1/);
    await userEvent.setup().click(screen.getByRole('combobox', { name: /^Workflow/ }));
    expect(screen.queryByRole('option', { name: /Old survey/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('option', { name: 'Smart meter rollout (version 2)' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create work order' }));

    await screen.findByText('The new order');
    const create = sent.find((request) => request.method === 'POST' && request.url.endsWith('/Workorder'))!;
    const body = create.body as { id: string };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      projectId: PROJECT.id,
      workLocationId: LOCATION.id,
      workflowId: WORKFLOW.id,
      vendorId: null,
      crewId: null,
      plannedStartTime: null,
      plannedEndTime: null,
      description: null,
    });
    expect(create.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.state.location.pathname).toBe(`/work-order/list-view/view/${body.id}`);
  });

  it('puts the server’s field errors on the fields', async () => {
    stubServer(() =>
      errorResponse(400, {
        title: 'Some fields are not valid.',
        errors: [{ field: 'WorkLocationId', message: 'The work location is not in this project.' }],
      }),
    );
    renderPage();
    await choose(/^Project/, /Guwahati Smart Metering/);
    await choose(/^Work location/, /^GHY-CM-0001/);
    await choose(/^Workflow/, /Smart meter rollout/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create work order' }));
    expect(await screen.findAllByText('The work location is not in this project.')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /^Work location/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the quick view it came from', async () => {
    stubServer();
    const { router } = renderPage('/work-order/quick-view/create');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-order/quick-view'));
  });
});
