import { onlineManager } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { storeSession } from '../../../../tests/support/session-fixtures';
import type { MapFilterInput } from '../../../domain/work-order-clusters';
import { COLUMNS, setUpMapPage, viewportAnswer } from './map-page-test-kit';
import { useMapViewport, VIEWPORT_DEBOUNCE_MS } from './use-map-viewport';

setUpMapPage();

const FILTER: MapFilterInput = { status: 1, multipleStatus: [2, 3, 5] };
type Body = Record<string, number>;

interface Call {
  body: Body;
  signal: AbortSignal | null;
  release: () => void;
}

/**
 * The stand-in server (map-page-test-kit's viewport answers over two orders near Guwahati), recording each
 * GetMapClusters call with its abort signal. A call `hold` picks waits until released.
 */
function serve(hold: (body: Body) => boolean = () => false): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as Body;
      let release = () => {};
      const gate = hold(body) ? new Promise<void>((resolve) => (release = resolve)) : null;
      calls.push({ body, signal: init.signal ?? null, release });
      await gate;
      return new Response(JSON.stringify({ data: viewportAnswer(COLUMNS, body) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The viewport calls (not the extent, the whole world at zoom 2), at `zoom` when given. */
const viewports = (calls: Call[], zoom?: number) =>
  calls.filter((call) => call.body.zoom !== 2 && (zoom === undefined || call.body.zoom === zoom));

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useMapViewport', { timeout: 20_000 }, () => {
  let map: L.Map;
  let container: HTMLDivElement;
  let shown: ReturnType<typeof useMapViewport>;

  function Harness() {
    shown = useMapViewport(map, 'active', FILTER);
    return null;
  }

  beforeEach(() => {
    storeSession();
    container = document.createElement('div');
    document.body.append(container);
    map = L.map(container, { center: [26.155, 91.779], zoom: 8, zoomAnimation: false, fadeAnimation: false });
  });
  afterEach(() => {
    map.remove();
    container.remove();
    onlineManager.setOnline(true);
    localStorage.clear();
  });

  /** Renders the hook and waits for the first viewport's answer; answers the map's zoom. */
  async function opened() {
    renderWithProviders(<Harness />);
    await waitFor(() => expect(shown.answer?.total).toBe(2));
    return map.getZoom();
  }

  const pan = (x: number, y: number) => act(() => void map.panBy([x, y], { animate: false }));

  it('fits the map to the orders, asks for a box around the view, and nothing for a pan within its margin', async () => {
    const calls = serve();
    const zoom = await opened();
    expect(zoom).toBeGreaterThan(8);
    expect(viewports(calls, zoom)).toHaveLength(1);
    const asked = viewports(calls, zoom)[0]!.body;
    const view = map.getBounds();
    // Past the view on each side (a quarter of the map's 800 x 600 pixels).
    expect(asked.west).toBeLessThan(view.getWest());
    expect(asked.east).toBeGreaterThan(view.getEast());
    expect(asked.north).toBeGreaterThan(view.getNorth());
    expect(asked.south).toBeLessThan(view.getSouth());

    pan(150, -100);
    await sleep(250);
    expect(viewports(calls, zoom)).toHaveLength(1);
    expect(shown.answer?.area.west).toBe(asked.west);
  });

  it('waits for the map to rest before asking, then asks once for where it stopped', async () => {
    const calls = serve();
    const zoom = await opened();
    // Three steps, each sooner after the last than the wait: nothing is asked until the last has rested.
    for (let step = 0; step < 3; step++) {
      pan(600, 0);
      await sleep(VIEWPORT_DEBOUNCE_MS / 2);
      expect(viewports(calls, zoom)).toHaveLength(1);
    }
    await waitFor(() => expect(viewports(calls, zoom)).toHaveLength(2));
    await sleep(200);
    expect(viewports(calls, zoom)).toHaveLength(2);
    const asked = viewports(calls, zoom)[1]!.body;
    expect(asked.west).toBeLessThan(map.getBounds().getWest());
    expect(asked.east).toBeGreaterThan(map.getBounds().getEast());
  });

  it('cancels a request the map moved away from, and never shows its answer', async () => {
    let holding = false;
    const calls = serve(() => holding);
    const zoom = await opened();
    holding = true;
    pan(1200, 0);
    await waitFor(() => expect(viewports(calls, zoom)).toHaveLength(2));
    const left = viewports(calls, zoom)[1]!;
    holding = false;
    pan(1200, 0);
    await waitFor(() => expect(viewports(calls, zoom)).toHaveLength(3));
    const arrived = viewports(calls, zoom)[2]!;
    expect(left.signal?.aborted).toBe(true);
    await waitFor(() => expect(shown.answer?.area.west).toBe(arrived.body.west));
    act(() => left.release());
    await sleep(100);
    expect(shown.answer?.area.west).toBe(arrived.body.west);
  });

  it('shows a viewport seen before at once, without asking again', async () => {
    const calls = serve();
    const zoom = await opened();
    const first = shown.answer;
    pan(1500, 0);
    await waitFor(() => expect(shown.answer?.area.west).toBe(viewports(calls, zoom)[1]?.body.west));
    pan(-1500, 0);
    expect(shown.answer).toBe(first);
    await sleep(200);
    expect(viewports(calls, zoom)).toHaveLength(2);
  });

  it('asks for the next zoom ahead once the map rests, so a step in shows at once', async () => {
    const calls = serve();
    const zoom = await opened();
    await waitFor(() => expect(viewports(calls, zoom + 1)).toHaveLength(1));
    const ahead = viewports(calls, zoom + 1)[0]!.body;
    // It covers everything in view now, wherever the step in is centred.
    const view = map.getBounds();
    expect(ahead.west).toBeLessThanOrEqual(view.getWest());
    expect(ahead.east).toBeGreaterThanOrEqual(view.getEast());
    await waitFor(() => expect(shown.answer).not.toBeNull());

    act(() => void map.setZoomAround(map.getBounds().getNorthWest(), zoom + 1, { animate: false }));
    expect(shown.answer?.zoom).toBe(zoom + 1);
    await sleep(200);
    expect(viewports(calls, zoom + 1)).toHaveLength(1);
  });

  it('offline, shows a viewport seen before with its age, and says when one is not on the device', async () => {
    const calls = serve();
    await opened();
    const first = shown.answer;
    const fetchedAt = shown.fetchedAt;
    expect(fetchedAt).toBeGreaterThan(0);
    const asked = calls.length;
    act(() => onlineManager.setOnline(false));

    pan(3000, 0);
    await waitFor(() => expect(shown.notOnDevice).toBe(true));
    expect(shown.answer).toBeNull();
    expect(shown.counts).toBeNull();

    pan(-3000, 0);
    await waitFor(() => expect(shown.notOnDevice).toBe(false));
    expect(shown.answer).toBe(first);
    expect(shown.fetchedAt).toBe(fetchedAt);
    expect(calls).toHaveLength(asked);
  });
});
