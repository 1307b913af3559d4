import type { MapArea, MapViewAnswer } from '../../src/domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../src/domain/work-order-map';

/** An order on the map (status 1 unless said), with no vendor, crew or dates. */
export function mapOrder(id: string, latitude: number, longitude: number, status = 1): WorkOrderMapItem {
  return {
    id,
    code: `WO-${id}`,
    status,
    approvalStatus: null,
    latitude,
    longitude,
    locationIdentifier: `L-${id}`,
    vendorName: null,
    crewName: null,
    plannedStartTime: null,
    completedAt: null,
  };
}

/** A viewport's answer of orders over `area`, counted by status as the server counts them. */
export function ordersAnswer(items: WorkOrderMapItem[], area: MapArea, zoom = 14): MapViewAnswer {
  return {
    kind: 'orders',
    zoom,
    total: items.length,
    statuses: [1, 2, 3, 4, 5].map((status) => items.filter((item) => item.status === status).length),
    approvals: [0, 0, 0],
    clusters: [],
    area,
    items,
  };
}
