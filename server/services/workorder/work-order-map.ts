import { and, eq, sql } from 'drizzle-orm';
import { offsetOf } from '../../../src/domain/paging';
import type { WorkOrderMapList } from '../../../src/domain/work-order-map';
import type { WorkOrderListQuery } from '../../../src/domain/workorders';
import type { Executor } from '../../db/client';
import { crew, vendor, workOrder } from '../../db/schema/index';
import { countWorkOrders, NEWEST_FIRST, organisationValue, workOrderFilter } from './work-order-list';

/** Gives each distinct name an index, in order of first use. */
function dictionary() {
  const index = new Map<string, number>();
  const names: string[] = [];
  return {
    names,
    of(id: string | null, name: string | null): number | null {
      if (id === null) return null;
      let at = index.get(id);
      if (at === undefined) {
        at = names.length;
        index.set(id, at);
        names.push(name ?? '');
      }
      return at;
    },
  };
}

/**
 * POST Workorder/GetAll with `isMapView`: the located orders of the filter, newest first, as the map's
 * columns (only what a marker and its popup need). Same filter, scoping and total as the list.
 */
export async function listWorkOrderMap(tx: Executor, filter: WorkOrderListQuery): Promise<WorkOrderMapList> {
  const where = and(eq(workOrder.organisationId, await organisationValue(tx)), await workOrderFilter(tx, filter));
  const rows = await tx
    .select({
      id: workOrder.id,
      code: workOrder.code,
      status: workOrder.status,
      approvalStatus: workOrder.approvalStatus,
      latitude: sql<number>`${workOrder.latitude}::float8`,
      longitude: sql<number>`${workOrder.longitude}::float8`,
      locationIdentifier: workOrder.locationIdentifier,
      vendorId: workOrder.vendorId,
      vendorName: vendor.name,
      crewId: workOrder.crewId,
      crewName: crew.name,
      plannedStart: sql<number | null>`(extract(epoch from ${workOrder.plannedStartTime}) * 1000)::float8`,
      completedAt: sql<number | null>`(extract(epoch from ${workOrder.completedAt}) * 1000)::float8`,
    })
    .from(workOrder)
    .leftJoin(vendor, and(eq(vendor.organisationId, workOrder.organisationId), eq(vendor.id, workOrder.vendorId)))
    .leftJoin(crew, and(eq(crew.organisationId, workOrder.organisationId), eq(crew.id, workOrder.crewId)))
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const pageTotal = await countWorkOrders(tx, filter, where);

  const vendors = dictionary();
  const crews = dictionary();
  const n = rows.length;
  const map: WorkOrderMapList['map'] = {
    ids: new Array(n),
    codes: new Array(n),
    statuses: new Array(n),
    approvalStatuses: new Array(n),
    latitudes: new Array(n),
    longitudes: new Array(n),
    locationIdentifiers: new Array(n),
    vendors: new Array(n),
    crews: new Array(n),
    plannedStarts: new Array(n),
    completedAts: new Array(n),
    vendorNames: vendors.names,
    crewNames: crews.names,
  };
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    map.ids[i] = row.id;
    map.codes[i] = row.code;
    map.statuses[i] = row.status;
    map.approvalStatuses[i] = row.approvalStatus;
    map.latitudes[i] = Number(row.latitude);
    map.longitudes[i] = Number(row.longitude);
    map.locationIdentifiers[i] = row.locationIdentifier;
    map.vendors[i] = vendors.of(row.vendorId, row.vendorName);
    map.crews[i] = crews.of(row.crewId, row.crewName);
    map.plannedStarts[i] = row.plannedStart === null ? null : Number(row.plannedStart);
    map.completedAts[i] = row.completedAt === null ? null : Number(row.completedAt);
  }
  return { map, pageTotal };
}
