import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../../../tests/support/render';
import type { MapFilterInput, MapViewAnswer } from '../../../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../../domain/work-order-map';
import { shouldPersistQuery } from '../../../../offline/query-persistence';
import type { ViewportBox } from '../map-viewport';
import {
  keepRecentViewports,
  MAP_VIEWPORTS_KEPT,
  mapViewportQueryOptions,
  workOrderMapKeys,
} from './work-order-map-clusters';

const FILTER: MapFilterInput = { status: 1, multipleStatus: [2, 3, 5] };
const box = (west: number): ViewportBox => ({ zoom: 12, west, north: 100, east: west + 20, south: 120 });

function answer(orders = 0): MapViewAnswer {
  const items = Array.from({ length: orders }, (_, i) => ({ id: String(i) }) as WorkOrderMapItem);
  return {
    kind: orders > 0 ? 'orders' : 'clusters',
    zoom: 12,
    total: orders,
    statuses: [orders, 0, 0, 0, 0],
    approvals: [0, 0, 0],
    clusters: [],
    area: { west: 91, south: 26, east: 92, north: 27 },
    items: orders > 0 ? items : null,
  };
}

const kept = (client: ReturnType<typeof createTestQueryClient>) =>
  client
    .getQueryCache()
    .findAll({ queryKey: [...workOrderMapKeys.all(), 'viewport'] })
    .map((query) => (query.queryKey[5] as ViewportBox).west)
    .sort((a, b) => a - b);

describe('keepRecentViewports', () => {
  it('keeps the 20 viewports fetched last, and the one on screen however old', async () => {
    const client = createTestQueryClient();
    for (let i = 0; i < 25; i++) {
      client.setQueryData(workOrderMapKeys.viewport(FILTER, box(i)), answer(), { updatedAt: 1000 + i });
    }
    // The oldest is on screen.
    const observer = new QueryObserver(client, {
      ...mapViewportQueryOptions(FILTER, box(0)),
      enabled: false,
    });
    const stop = observer.subscribe(() => {});
    keepRecentViewports(client);
    expect(kept(client)).toEqual([0, ...Array.from({ length: MAP_VIEWPORTS_KEPT - 1 }, (_, i) => i + 6)]);
    stop();
  });

  it('keeps fewer when they hold many orders between them', () => {
    const client = createTestQueryClient();
    for (let i = 0; i < 5; i++) {
      client.setQueryData(workOrderMapKeys.viewport(FILTER, box(i)), answer(4000), { updatedAt: 1000 + i });
    }
    keepRecentViewports(client);
    expect(kept(client)).toEqual([3, 4]);
  });

  it('lets a viewport’s answer into the offline copy of the cache', () => {
    const client = createTestQueryClient();
    client.setQueryData(workOrderMapKeys.viewport(FILTER, box(0)), answer(3));
    const query = client.getQueryCache().find({ queryKey: workOrderMapKeys.viewport(FILTER, box(0)) })!;
    expect(shouldPersistQuery(query)).toBe(true);
  });
});
