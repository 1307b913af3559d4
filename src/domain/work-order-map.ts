import { z } from 'zod';

/** The maps load every located order at once (SPEC section 9: page size 100000 on the active map). */
export const MAP_PAGE_SIZE_MAX = 100_000;
/** The completed map's page (SPEC section 9). */
export const COMPLETED_MAP_PAGE_SIZE = 1000;
/** An area selection assigns or re-opens at most this many orders (SPEC section 8). */
export const MAP_SELECTION_MAX = 100;

/**
 * The map's answer to `Workorder/GetAll` with `isMapView`: one column per field a marker and its popup need,
 * position i of every column describing order i (newest first). Vendor and crew names are given once each
 * and referred to by their index. Columns of plain numbers and strings are several times smaller than a list
 * of full orders and parse in a fraction of the time: 100,000 orders arrive in one answer.
 */
export const workOrderMapColumnsSchema = z.object({
  ids: z.array(z.string()),
  codes: z.array(z.string()),
  statuses: z.array(z.number().int()),
  approvalStatuses: z.array(z.number().int().nullable()),
  latitudes: z.array(z.number()),
  longitudes: z.array(z.number()),
  locationIdentifiers: z.array(z.string()),
  /** Index into `vendorNames`, or null when unassigned. */
  vendors: z.array(z.number().int().nullable()),
  /** Index into `crewNames`, or null when unassigned. */
  crews: z.array(z.number().int().nullable()),
  /** Planned start, epoch milliseconds. */
  plannedStarts: z.array(z.number().nullable()),
  /** Completion time, epoch milliseconds. */
  completedAts: z.array(z.number().nullable()),
  vendorNames: z.array(z.string()),
  crewNames: z.array(z.string()),
});
export type WorkOrderMapColumns = z.infer<typeof workOrderMapColumnsSchema>;

/** The columns of a map with no orders. */
export const EMPTY_MAP_COLUMNS: WorkOrderMapColumns = {
  ids: [],
  codes: [],
  statuses: [],
  approvalStatuses: [],
  latitudes: [],
  longitudes: [],
  locationIdentifiers: [],
  vendors: [],
  crews: [],
  plannedStarts: [],
  completedAts: [],
  vendorNames: [],
  crewNames: [],
};

export const workOrderMapListSchema = z.strictObject({
  map: workOrderMapColumnsSchema,
  pageTotal: z.number().int(),
});
export type WorkOrderMapList = z.infer<typeof workOrderMapListSchema>;

/** One order on the map, as the screen uses it. */
export interface WorkOrderMapItem {
  id: string;
  code: string;
  status: number;
  approvalStatus: number | null;
  latitude: number;
  longitude: number;
  locationIdentifier: string;
  vendorName: string | null;
  crewName: string | null;
  plannedStartTime: number | null;
  completedAt: number | null;
}

/** The orders of a map answer as objects (the columns turned into rows). */
export function mapItems(columns: WorkOrderMapColumns): WorkOrderMapItem[] {
  const items: WorkOrderMapItem[] = new Array(columns.ids.length);
  for (let i = 0; i < columns.ids.length; i++) {
    const vendor = columns.vendors[i];
    const crew = columns.crews[i];
    items[i] = {
      id: columns.ids[i]!,
      code: columns.codes[i]!,
      status: columns.statuses[i]!,
      approvalStatus: columns.approvalStatuses[i] ?? null,
      latitude: columns.latitudes[i]!,
      longitude: columns.longitudes[i]!,
      locationIdentifier: columns.locationIdentifiers[i]!,
      vendorName: vendor === null || vendor === undefined ? null : (columns.vendorNames[vendor] ?? null),
      crewName: crew === null || crew === undefined ? null : (columns.crewNames[crew] ?? null),
      plannedStartTime: columns.plannedStarts[i] ?? null,
      completedAt: columns.completedAts[i] ?? null,
    };
  }
  return items;
}
