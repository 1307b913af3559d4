import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse } from '../../../../tests/support/fetch-stub';
import type { PermissionKey } from '../../../domain/permissions';
import {
  COLUMNS,
  isExtent,
  mapCalls,
  mapFrame,
  render,
  setUpMapPage,
  stubServer,
  viewportAnswer,
} from './map-page-test-kit';

setUpMapPage();

describe('/work-order/map-view', { timeout: 20_000 }, () => {
  it('fits the map to the open orders, then asks for the part in view and puts each order on it', async () => {
    const sent = stubServer();
    render();
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-markers', '2'));
    // First where the orders are (the whole world, cheap to count), then the viewport the map was fitted to.
    const extent = sent.filter(isExtent);
    expect(extent).toHaveLength(1);
    expect(extent[0]!.body).toEqual({
      status: 1,
      multipleStatus: [2, 3, 5],
      west: -180,
      south: -85.05,
      east: 180,
      north: 85.05,
      zoom: 2,
    });
    const viewport = mapCalls(sent)[0]!.body as Record<string, number>;
    expect(viewport).toMatchObject({ status: 1, multipleStatus: [2, 3, 5] });
    expect(viewport.zoom).toBe(Number(mapFrame().getAttribute('data-zoom')));
    expect(viewport.zoom).toBeGreaterThan(8);
    expect(viewport.west).toBeLessThan(91.76);
    expect(viewport.east).toBeGreaterThan(91.79);
    expect(mapFrame()).toHaveAttribute('aria-label', 'Map of active work orders');
    expect(mapFrame()).toHaveAttribute('data-answer', 'orders');
    expect(mapFrame().querySelectorAll('.leaflet-marker-icon[title^="WO-"]')).toHaveLength(2);
    expect(screen.getByText('2 work orders on the map')).toBeInTheDocument();
    // Shown once the session's permissions are read, which may come after the map's first answer.
    expect(await screen.findByRole('link', { name: 'Create new order' })).toHaveAttribute(
      'href',
      '/work-order/list-view/assign-work-order',
    );
  });

  it('turns a status off from the legend, and keeps the last one with SPEC’s message', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    render();
    const legend = await screen.findByRole('group', { name: 'Statuses shown' });
    const entry = (name: string) => within(legend).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(entry('Unassigned')).toHaveAttribute('aria-pressed', 'true');

    await user.click(entry('Unassigned'));
    await waitFor(() =>
      expect(mapCalls(sent).at(-1)!.body).toMatchObject({ status: 2, multipleStatus: [3, 5] }),
    );
    expect(entry('Unassigned')).toHaveAttribute('aria-pressed', 'false');

    await user.click(entry('Assigned'));
    await user.click(entry('In Progress'));
    await waitFor(() => expect(mapCalls(sent).at(-1)!.body).toMatchObject({ status: 5 }));
    const calls = mapCalls(sent).length;
    await user.click(entry('On Hold'));
    expect(await screen.findByText('You must have to select any one status.')).toBeInTheDocument();
    expect(entry('On Hold')).toHaveAttribute('aria-pressed', 'true');
    // Nothing asked for without On Hold (the map may fetch the next zoom ahead, with On Hold alone).
    for (const call of mapCalls(sent).slice(calls)) {
      expect(call.body).toMatchObject({ status: 5 });
      expect(call.body).not.toHaveProperty('multipleStatus');
    }
  });

  it('shows the server’s message with Try again and an empty map when the orders cannot be loaded', async () => {
    let fail = true;
    const sent = stubServer({
      map: (body) =>
        fail
          ? errorResponse(503, { title: 'Unavailable', message: 'The work-order service is restarting.' })
          : dataResponse(viewportAnswer(COLUMNS, body)),
    });
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert', { name: 'The work orders could not be loaded' });
    expect(alert).toHaveTextContent('The work-order service is restarting.');
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-markers', '0'));

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-markers', '2'));
    expect(
      screen.queryByRole('alert', { name: 'The work orders could not be loaded' }),
    ).not.toBeInTheDocument();
    expect(mapCalls(sent).length).toBeGreaterThanOrEqual(2);
  });

  it('draws the server’s clusters with their mix, counts the legend from the same answer, and zooms into one', async () => {
    // The server groups everything (as it does past 500 orders in view).
    const sent = stubServer({ map: (body) => dataResponse(viewportAnswer(COLUMNS, body, 0)) });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-answer', 'clusters'));
    expect(mapFrame()).toHaveAttribute('data-markers', '2');
    const legend = screen.getByRole('group', { name: 'Statuses shown' });
    const entry = (name: string) => within(legend).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(entry('Unassigned')).toHaveTextContent('Unassigned1');
    expect(entry('Assigned')).toHaveTextContent('Assigned1');
    expect(entry('On Hold')).toHaveTextContent(/^On Hold0$/);

    const bubbles = [...mapFrame().querySelectorAll<HTMLElement>('.leaflet-marker-icon.marker-cluster')];
    expect(bubbles.length).toBeGreaterThan(0);
    const names = bubbles.map((bubble) => bubble.getAttribute('aria-label'));
    expect(names.join(' | ')).toMatch(/work order/);
    const zoom = Number(mapFrame().getAttribute('data-zoom'));
    const calls = mapCalls(sent).length;
    await user.click(bubbles[0]!);
    await waitFor(() => expect(Number(mapFrame().getAttribute('data-zoom'))).toBeGreaterThan(zoom));
    await waitFor(() => expect(mapCalls(sent).length).toBeGreaterThan(calls));
    expect((mapCalls(sent).at(-1)!.body as { zoom: number }).zoom).toBe(
      Number(mapFrame().getAttribute('data-zoom')),
    );
  });

  it('offline and never opened here, says this part of the map is not on the device: no markers, no counts', async () => {
    const sent = stubServer();
    // The console reads the browser's connection as it starts (createQueryClient).
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render();
      const notice = await screen.findByTestId('not-on-device');
      expect(notice).toHaveTextContent('This part of the map is not on this device yet');
      expect(mapFrame()).not.toHaveAttribute('data-markers');
      expect(mapFrame().querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
      const legend = screen.getByRole('group', { name: 'Statuses shown' });
      expect(within(legend).getByRole('button', { name: /^Unassigned/ })).toHaveTextContent(/^Unassigned$/);
      expect(screen.queryByText(/work orders? on the map/)).not.toBeInTheDocument();
      expect(sent.filter((request) => request.url.endsWith('GetMapClusters'))).toHaveLength(0);
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('opens an order’s menu on right-click and assigns it from there', async () => {
    stubServer();
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-markers', '2'));
    const marker = await waitFor(() => {
      const found = mapFrame().querySelector('.leaflet-marker-icon[title="WO-000401"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.contextMenu(marker);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Assign Work Order', 'Re-Open']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Assign Work Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Work Order' });
    expect(dialog).toHaveTextContent('Assign 1 work order');
  });

  it('offers no menu, no drawing and no create button to a user who may only look', async () => {
    stubServer({ permissions: ['mapView.view'] });
    render();
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-markers', '2'));
    const marker = mapFrame().querySelector('.leaflet-marker-icon[title="WO-000401"]');
    if (marker) fireEvent.contextMenu(marker);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw polygon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create new order' })).not.toBeInTheDocument();
  });
});

describe('/work-order/map-view/completed-order', { timeout: 20_000 }, () => {
  it('asks for the last month’s completed orders and names approval states that do not toggle', async () => {
    const sent = stubServer({
      map: (body) =>
        dataResponse(
          viewportAnswer(
            {
              ...COLUMNS,
              statuses: [4, 4],
              approvalStatuses: [2, null],
              completedAts: [Date.now(), Date.now()],
            },
            body,
          ),
        ),
    });
    const user = userEvent.setup();
    render('/work-order/map-view/completed-order');
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-markers', '2'));
    const body = mapCalls(sent)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ status: 4 });
    expect(body).not.toHaveProperty('multipleStatus');
    expect(body).not.toHaveProperty('pageSize');
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    expect(body.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\.999Z$/);

    // A legend to read: list items with their counts, no buttons that would do nothing.
    const legend = screen.getByRole('list', { name: 'Approval legend' });
    expect(within(legend).queryAllByRole('button')).toHaveLength(0);
    const entries = within(legend).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Pending Approval1',
      'Approved1',
      'Rejected0',
    ]);
    const calls = sent.length;
    await user.click(entries[0]!);
    expect(sent).toHaveLength(calls);
    expect(screen.getByRole('button', { name: /^Completed between/ })).toHaveTextContent(
      /\d{2} \w{3} \d{2} – \d{2} \w{3} \d{2}/,
    );
    expect(screen.queryByText(/Bulk Upload|Export in CSV/)).not.toBeInTheDocument();
  });
});

describe('the map’s menu: Bulk Upload and Export in CSV', { timeout: 20_000 }, () => {
  const FILES: PermissionKey[] = [
    'mapView.view',
    'workOrder.view',
    'workOrder.create',
    'workOrder.import',
    'workOrder.export',
  ];

  async function openMenu() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More' }));
    return { user, menu: await screen.findByRole('menu') };
  }

  it('offers both on the completed map, and exports what the map shows', async () => {
    const sent = stubServer({ permissions: FILES });
    render('/work-order/map-view/completed-order');
    await waitFor(() => expect(mapCalls(sent)).toHaveLength(1));
    const { user, menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bulk Upload', 'Export in CSV']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Export in CSV' }));
    expect(await screen.findByText('Export queued')).toBeInTheDocument();
    const exported = sent.find((request) => request.url.endsWith('/api/workorder/Workorder/Export'))!;
    const shown = mapCalls(sent)[0]!.body as Record<string, unknown>;
    expect(exported.body).toEqual({ status: 4, startDate: shown.startDate, endDate: shown.endDate });
  });

  it('opens the upload dialog from Bulk Upload', async () => {
    stubServer({ permissions: FILES });
    render('/work-order/map-view/completed-order');
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Bulk Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('File is required.')).toBeInTheDocument();
  });

  it('shows each only with its access: Bulk Upload needs create and import, Export in CSV view and export', async () => {
    stubServer({ permissions: ['mapView.view', 'workOrder.view', 'workOrder.export', 'workOrder.import'] });
    render('/work-order/map-view/completed-order');
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Export in CSV']);
  });

  it('has no menu on the active map, whatever the access', async () => {
    stubServer({ permissions: [...FILES, 'workOrder.update'] });
    render();
    // The create link shows once the session is there: from then on the menu would show too.
    expect(await screen.findByRole('link', { name: 'Create new order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Bulk Upload|Export in CSV/)).not.toBeInTheDocument();
  });
});
