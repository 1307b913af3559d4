import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveChange, LiveWorkOrder } from '../../domain/live-events';
import type { SwimlaneOrder, SwimlaneViewData } from '../../domain/swimlane';
import type { MapViewAnswer } from '../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../domain/work-order-map';
import type { WorkOrder } from '../../domain/workorders';
import { ordersAnswer as answerOfOrders } from '../../../tests/support/map-fixtures';
import { applyToWorkOrderLists } from './apply-changes';

const ORDER = '01a22600-0000-7000-8000-000000000001';
const OTHER = '01a22600-0000-7000-8000-000000000002';
const VENDOR_A = '01a22600-0000-7000-8000-0000000000a0';
const VENDOR_B = '01a22600-0000-7000-8000-0000000000b0';
const CREW_A1 = '01a22600-0000-7000-8000-0000000000a1';
const CREW_B1 = '01a22600-0000-7000-8000-0000000000b1';
const DAY = '2026-11-29T00:00:00.000Z';

const activeMap = { status: 1, multipleStatus: [2, 3, 5] };
const AREA = { west: 91.5, south: 26, east: 92, north: 26.5 };
const box = (west: number) => ({ zoom: 12, west, north: 6900, east: west + 30, south: 6930 });
/** A viewport of the active map answered as its orders; another answered as clusters; the map's extent. */
const mapKey = ['workOrders', 'list', 'map', 'viewport', activeMap, box(12300)];
const clustersKey = ['workOrders', 'list', 'map', 'viewport', activeMap, box(12400)];
const extentKey = ['workOrders', 'list', 'map', 'extent', activeMap];
const boardQuery = { vendorId: null, completedDate: DAY };
const boardKey = ['workOrders', 'list', 'swimlane', boardQuery];
const listKey = ['workOrders', 'list', { status: 4, multipleStatus: [1] }];

function marker(id: string, status: number, crewName: string | null): WorkOrderMapItem {
  return {
    id,
    code: id === ORDER ? 'WO-000001' : 'WO-000002',
    status,
    approvalStatus: null,
    latitude: 26.1,
    longitude: 91.7,
    locationIdentifier: 'N1-100',
    vendorName: crewName ? 'Assam Line Works' : null,
    crewName,
    plannedStartTime: Date.parse('2026-11-29T09:00:00Z'),
    completedAt: null,
  };
}

function boardOrder(id: string, vendorId: string | null, crewId: string | null): SwimlaneOrder {
  return {
    id,
    code: id === ORDER ? 'WO-000001' : 'WO-000002',
    status: crewId ? 2 : 1,
    approvalStatus: null,
    locationIdentifier: 'N1-100',
    workLocationName: 'Transformer N1-100',
    plannedStartTime: '2026-11-29T09:00:00.000Z',
    plannedEndTime: '2026-11-29T11:00:00.000Z',
    actualStartTime: null,
    actualEndTime: null,
    version: 2,
    vendorId,
    crewId,
  };
}

const row = (crewId: string | null, vendorId: string | null, workOrders: SwimlaneOrder[]) => ({
  crewId,
  name: crewId ?? 'Unassigned',
  vendorId,
  vendorName: vendorId,
  crewMembers: [],
  workOrders,
});

function eventOrder(overrides: Partial<LiveWorkOrder>): NonNullable<LiveChange['data']> {
  const order: LiveWorkOrder = {
    code: 'WO-000001',
    status: 2,
    approvalStatus: null,
    vendorId: VENDOR_B,
    crewId: CREW_B1,
    vendorName: 'Brahmaputra Electric',
    crewName: 'Crew B1',
    locationIdentifier: 'N1-100',
    workLocationName: 'Transformer N1-100',
    latitude: 26.1,
    longitude: 91.7,
    plannedStartTime: '2026-11-29T09:00:00+00:00',
    plannedEndTime: '2026-11-29T11:00:00+00:00',
    actualStartTime: null,
    actualEndTime: null,
    completedAt: null,
    ...overrides,
  };
  // As the server sends it: the trigger's fields, the rest under `order`, nulls left out.
  const { code, status, approvalStatus, vendorId, crewId, ...details } = order;
  const sent = (fields: object) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  return { ...sent({ code, status, approvalStatus, vendorId, crewId }), order: sent(details) };
}

function change(data: LiveChange['data'], op: LiveChange['op'] = 'update'): LiveChange {
  return { seq: 9, kind: 'work_order', op, id: ORDER, version: 3, by: null, at: DAY, data };
}

const ordersAnswer = (items: WorkOrderMapItem[]) => answerOfOrders(items, AREA, 12);

const CLUSTERS: MapViewAnswer = {
  ...ordersAnswer([]),
  kind: 'clusters',
  total: 40,
  statuses: [30, 10, 0, 0, 0],
  clusters: [
    {
      latitude: 26.2,
      longitude: 91.8,
      count: 40,
      statuses: [30, 10, 0, 0, 0],
      approvals: [0, 0, 0],
      bounds: [91.7, 26.1, 91.9, 26.3],
    },
  ],
  items: null,
};

const mapData = (client: QueryClient) => client.getQueryData<MapViewAnswer>(mapKey)!;

function cached() {
  const client = new QueryClient();
  client.setQueryData(mapKey, ordersAnswer([marker(ORDER, 2, 'Crew A1'), marker(OTHER, 1, null)]));
  client.setQueryData(clustersKey, CLUSTERS);
  client.setQueryData(extentKey, CLUSTERS);
  client.setQueryData<SwimlaneViewData>(boardKey, {
    crews: [
      row(null, null, [boardOrder(OTHER, null, null)]),
      row(CREW_A1, VENDOR_A, [boardOrder(ORDER, VENDOR_A, CREW_A1)]),
      row(CREW_B1, VENDOR_B, []),
    ],
  });
  client.setQueryData(listKey, { workorders: [], pageTotal: 0 });
  return client;
}

const invalidated = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;
const boardIds = (client: QueryClient) =>
  client.getQueryData<SwimlaneViewData>(boardKey)!.crews.map((r) => r.workOrders.map((o) => o.id));

/** A list table's row as `Workorder/GetAll` answers it. */
function tableRow(id: string, crewName: string | null): WorkOrder {
  return {
    id,
    code: id === ORDER ? 'WO-000001' : 'WO-000002',
    status: 2,
    statusName: 'Assigned',
    approvalStatus: null,
    approvalStatusName: null,
    projectId: OTHER,
    projectName: 'Feeder upgrade',
    workLocationId: OTHER,
    locationIdentifier: 'N1-100',
    workLocationName: 'Transformer N1-100',
    accessGroupId: null,
    accessGroupName: null,
    workflowId: OTHER,
    workflowName: 'Meter swap',
    publishedVersion: 1,
    vendorId: VENDOR_A,
    vendorName: 'Assam Line Works',
    crewId: CREW_A1,
    crewName,
    description: null,
    plannedStartTime: '2026-11-29T09:00:00.000Z',
    plannedEndTime: '2026-11-29T11:00:00.000Z',
    actualStartTime: null,
    actualEndTime: null,
    completedAt: null,
    latitude: 26.1,
    longitude: 91.7,
    version: 2,
    createdAt: DAY,
    updatedAt: DAY,
  };
}

describe('an order change applied to the cached lists', () => {
  it('shows the change in a list table’s row at once, and asks for the page again', () => {
    const client = cached();
    const assignedKey = ['workOrders', 'list', { status: 2, page: 1, pageSize: 10 }];
    client.setQueryData(assignedKey, {
      workorders: [tableRow(OTHER, 'Crew A1'), tableRow(ORDER, 'Crew A1')],
      pageTotal: 2,
    });
    applyToWorkOrderLists(client, [change(eventOrder({ status: 3 }))]);

    const page = client.getQueryData<{ workorders: WorkOrder[] }>(assignedKey)!;
    expect(page.workorders[1]).toMatchObject({
      id: ORDER,
      vendorId: VENDOR_B,
      vendorName: 'Brahmaputra Electric',
      crewName: 'Crew B1',
      status: 3,
      statusName: 'In Progress',
      projectName: 'Feeder upgrade',
      plannedStartTime: '2026-11-29T09:00:00.000Z',
      version: 3,
    });
    expect(page.workorders[0]).toEqual(tableRow(OTHER, 'Crew A1'));
    expect(invalidated(client, assignedKey)).toBe(true);
  });

  it('patches the map’s marker and moves the order on the swim lane; asks again for the list table and the clusters', () => {
    const client = cached();
    const outcome = applyToWorkOrderLists(client, [change(eventOrder({}))]);

    expect(outcome).toEqual({ patched: 2, refetched: 2 });
    const map = mapData(client);
    expect(map.items![0]).toMatchObject({
      id: ORDER,
      crewName: 'Crew B1',
      vendorName: 'Brahmaputra Electric',
    });
    expect(map.total).toBe(2);
    expect(boardIds(client)).toEqual([[OTHER], [], [ORDER]]);
    const moved = client.getQueryData<SwimlaneViewData>(boardKey)!.crews[2]!.workOrders[0]!;
    expect(moved).toMatchObject({
      version: 3,
      vendorId: VENDOR_B,
      plannedStartTime: '2026-11-29T09:00:00.000Z',
    });
    expect(invalidated(client, mapKey)).toBe(false);
    expect(invalidated(client, boardKey)).toBe(false);
    expect(invalidated(client, listKey)).toBe(true);
    // Clusters do not say where the order stood: that viewport is asked again. The extent stays.
    expect(invalidated(client, clustersKey)).toBe(true);
    expect(invalidated(client, extentKey)).toBe(false);
  });

  it('counts the legend again from a patched answer of orders, and takes off an order moved out of its area', () => {
    const client = cached();
    applyToWorkOrderLists(client, [change(eventOrder({ status: 5 }))]);
    expect(mapData(client).statuses).toEqual([1, 0, 0, 0, 1]);
    expect(mapData(client).total).toBe(2);

    applyToWorkOrderLists(client, [change(eventOrder({ latitude: 27.2, longitude: 93.1 }))]);
    expect(mapData(client).items!.map((i) => i.id)).toEqual([OTHER]);
    expect(mapData(client)).toMatchObject({ total: 1, statuses: [1, 0, 0, 0, 0] });
    expect(invalidated(client, mapKey)).toBe(false);
  });

  it('takes an order off the map when its new status is not the map’s, and off a day it left', () => {
    const client = cached();
    applyToWorkOrderLists(client, [
      change(eventOrder({ status: 4, plannedStartTime: '2026-11-30T09:00:00Z', plannedEndTime: null })),
    ]);
    expect(mapData(client)).toEqual(ordersAnswer([marker(OTHER, 1, null)]));
    expect(boardIds(client)).toEqual([[OTHER], [], []]);
  });

  it('takes away an order that moved to another vendor, from what the event says alone', () => {
    const client = cached();
    applyToWorkOrderLists(client, [change({ code: 'WO-000001', movedAway: true }, 'delete')]);
    expect(mapData(client).items!.map((i) => i.id)).toEqual([OTHER]);
    expect(boardIds(client)).toEqual([[OTHER], [], []]);
    expect(invalidated(client, mapKey)).toBe(false);
  });

  it('asks again for a map or board the event cannot settle: no order in it, or a crew the board lacks', () => {
    const client = cached();
    applyToWorkOrderLists(client, [change({ status: 2, vendorId: VENDOR_B, crewId: CREW_B1 })]);
    expect(invalidated(client, mapKey)).toBe(true);
    expect(invalidated(client, boardKey)).toBe(true);

    const other = cached();
    applyToWorkOrderLists(other, [change(eventOrder({ crewId: '01a22600-0000-7000-8000-0000000000b2' }))]);
    expect(invalidated(other, boardKey)).toBe(true);
    expect(invalidated(other, mapKey)).toBe(false);
  });

  it('leaves a map alone when an order it does not show changes into something it would not show', () => {
    const client = cached();
    const outcome = applyToWorkOrderLists(client, [
      {
        ...change(eventOrder({ status: 4, plannedStartTime: null })),
        id: '01a22600-0000-7000-8000-00000000000f',
      },
    ]);
    expect(outcome).toEqual({ patched: 0, refetched: 2 });
    expect(invalidated(client, mapKey)).toBe(false);
    expect(invalidated(client, boardKey)).toBe(false);
  });
});
