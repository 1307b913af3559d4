import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dataResponse,
  errorResponse,
  stubFetch,
  type SentRequest,
} from '../../../../tests/support/fetch-stub';
import { setViewportWidth } from '../../../../tests/support/dom-polyfills';
import { renderRoutes } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import type { PermissionKey } from '../../../domain/permissions';
import type { SwimlaneCrew, SwimlaneOrder } from '../../../domain/swimlane';
import { SwimLanePage } from './SwimLane.page';

const VENDOR = '01890a5d-ac96-7000-8000-000000000201';
const CREW_A = '01890a5d-ac96-7000-8000-000000000301';
const CREW_B = '01890a5d-ac96-7000-8000-000000000302';
const ORDER = '01890a5d-ac96-7000-8000-000000000401';
const at = (hour: number, minute = 0) => new Date(2026, 2, 14, hour, minute).toISOString();

function order(overrides: Partial<SwimlaneOrder> = {}): SwimlaneOrder {
  return {
    id: ORDER,
    code: 'WO-000401',
    status: 2,
    approvalStatus: null,
    locationIdentifier: 'GHY-401',
    workLocationName: 'Pole 401',
    plannedStartTime: at(10),
    plannedEndTime: at(11),
    actualStartTime: null,
    actualEndTime: null,
    version: 3,
    vendorId: VENDOR,
    crewId: CREW_A,
    ...overrides,
  };
}

function crews(orders: SwimlaneOrder[] = [order()]): SwimlaneCrew[] {
  return [
    { crewId: null, name: 'Unassigned', vendorId: null, vendorName: null, crewMembers: [], workOrders: [] },
    {
      crewId: CREW_A,
      name: 'Chandmari Line Crew',
      vendorId: VENDOR,
      vendorName: 'Brahmaputra Field Services',
      crewMembers: [
        { name: 'Ratul Kalita', role: 'leader', icon: null },
        { name: 'Bikash Das', role: 'technician', icon: null },
      ],
      workOrders: orders,
    },
    {
      crewId: CREW_B,
      name: 'Beltola Maintenance Crew',
      vendorId: VENDOR,
      vendorName: 'Brahmaputra Field Services',
      crewMembers: [{ name: 'Mridul Gogoi', role: 'leader', icon: null }],
      workOrders: [],
    },
  ];
}

interface Answers {
  permissions?: PermissionKey[];
  vendorId?: string | null;
  swimlane?: () => Response;
  assign?: () => Response;
}

function stubServer({
  permissions = ['swimLane.view', 'workOrder.update'],
  vendorId = null,
  swimlane,
  assign,
}: Answers = {}): SentRequest[] {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) {
      return dataResponse(
        sessionInfo(permissions, vendorId ? { vendorId, vendorName: 'Brahmaputra Field Services' } : {}),
      );
    }
    if (request.url.endsWith('Workorder/GetSwimlaneViewData'))
      return swimlane?.() ?? dataResponse({ crews: crews() });
    if (request.url.endsWith('Workorder/AssignMultipleWorkorders')) {
      return assign?.() ?? dataResponse({ workOrderIds: [ORDER], count: 1 });
    }
    return dataResponse({ vendors: [{ id: VENDOR, name: 'Brahmaputra Field Services' }], pageTotal: 1 });
  });
}

const render = (route = '/work-order/swim-lane?date=2026-03-14') =>
  renderRoutes([{ path: '/work-order/swim-lane', element: <SwimLanePage /> }], { route });

const swimlaneCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.endsWith('GetSwimlaneViewData'));

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1280);
});

describe('/work-order/swim-lane', { timeout: 20_000 }, () => {
  it('asks for the chosen day from local midnight and shows each crew with its members and orders', async () => {
    const sent = stubServer();
    render();
    const item = await screen.findByRole('button', { name: /^WO-000401, 10:00 to 11:00, Assigned, GHY-401/ });
    expect(item).toHaveTextContent('WO-000401 10:00');
    expect(swimlaneCalls(sent)[0]!.body).toEqual({
      vendorId: null,
      completedDate: new Date(2026, 2, 14).toISOString(),
    });
    expect(screen.getByRole('list', { name: 'Members of Chandmari Line Crew' })).toHaveTextContent(
      'Ratul Kalita, Leader',
    );
    expect(screen.getByRole('listitem', { name: 'Unassigned' })).toBeInTheDocument();
    expect(screen.getByTestId('swimlane-window')).toHaveTextContent('08:00–18:00');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toBeInTheDocument();
  });

  it('sends a vendor user’s own vendor and offers them no vendor selector', async () => {
    const sent = stubServer({ vendorId: VENDOR });
    render();
    await screen.findByRole('button', { name: /^WO-000401/ });
    expect(swimlaneCalls(sent)[0]!.body).toMatchObject({ vendorId: VENDOR });
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
  });

  it('says "Error while fetching Swimlane Data" when the failure says nothing', async () => {
    stubServer({ swimlane: () => errorResponse(500, {}) });
    render();
    // The toast and the board's alert (with its Try again) both say it.
    await waitFor(() => expect(screen.getAllByText('Error while fetching Swimlane Data')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the failure’s own message under the screen’s heading', async () => {
    stubServer({
      swimlane: () => errorResponse(403, { title: 'Forbidden', message: 'You may not see this vendor.' }),
    });
    render();
    await waitFor(() => expect(screen.getAllByText('You may not see this vendor.')).toHaveLength(2));
    expect(screen.getByRole('alert', { name: 'The swim lane could not be loaded' })).toHaveTextContent(
      'You may not see this vendor.',
    );
  });

  it('moves an order to another crew from the keyboard, and puts it back with the server’s reason when refused', async () => {
    const sent = stubServer({
      assign: () =>
        errorResponse(422, { title: 'Unprocessable', message: 'WO-000401 cannot be assigned to this crew.' }),
    });
    const user = userEvent.setup();
    render();
    const item = await screen.findByRole('button', { name: /^WO-000401/ });
    item.focus();
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'Work order WO-000401' });
    expect(within(details).getByRole('link', { name: 'Open work order' })).toHaveAttribute(
      'href',
      `/work-order/list-view/view/${ORDER}`,
    );
    await user.click(within(details).getByRole('button', { name: 'Move…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move WO-000401' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Crew' }));
    await user.click(await screen.findByRole('option', { name: /^Beltola Maintenance Crew/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url.endsWith('AssignMultipleWorkorders'))?.body).toEqual({
        workOrderIds: [ORDER],
        vendorId: VENDOR,
        crewId: CREW_B,
      }),
    );
    expect(await screen.findByText('WO-000401 cannot be assigned to this crew.')).toBeInTheDocument();
    const rowA = screen.getByRole('group', { name: 'Work orders of Chandmari Line Crew' });
    await waitFor(() => expect(within(rowA).getByRole('button', { name: /^WO-000401/ })).toBeInTheDocument());
  });

  it('lets only holders of workOrder.update move orders', async () => {
    stubServer({ permissions: ['swimLane.view'] });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /^WO-000401/ }));
    const details = await screen.findByRole('dialog', { name: 'Work order WO-000401' });
    expect(within(details).queryByRole('button', { name: 'Move…' })).not.toBeInTheDocument();
  });
});

describe('/work-order/swim-lane on a phone', { timeout: 20_000 }, () => {
  it('lists each crew’s day with full codes; moves an order to another crew from a sheet', async () => {
    setViewportWidth(360);
    const sent = stubServer();
    const user = userEvent.setup();
    render();
    const crewA = await screen.findByRole('region', { name: 'Chandmari Line Crew' });
    expect(screen.queryByTestId('swimlane-board')).not.toBeInTheDocument();
    expect(crewA).toHaveTextContent('Ratul Kalita (Leader), Bikash Das (Technician)');
    const item = within(crewA).getByRole('listitem', { name: /^WO-000401, 10:00 to 11:00, Assigned/ });
    expect(within(item).getByRole('link', { name: 'WO-000401' })).toHaveAttribute(
      'href',
      `/work-order/list-view/view/${ORDER}`,
    );
    expect(item).toHaveTextContent('GHY-401 · Pole 401');

    await user.click(within(item).getByRole('button', { name: 'Move to crew' }));
    const sheet = await screen.findByRole('dialog', { name: 'Move WO-000401' });
    // The Unassigned row and the order's own crew are no choice.
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Beltola Maintenance CrewBrahmaputra Field Services']);
    await user.click(within(sheet).getByRole('radio', { name: /^Beltola Maintenance Crew/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url.endsWith('AssignMultipleWorkorders'))?.body).toEqual({
        workOrderIds: [ORDER],
        vendorId: VENDOR,
        crewId: CREW_B,
      }),
    );
    // No plan change: the order keeps its times.
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });
});
