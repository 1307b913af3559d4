import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MapClusters } from '../../../../src/domain/work-order-clusters';
import {
  mapItems,
  type WorkOrderMapColumns,
  type WorkOrderMapItem,
} from '../../../../src/domain/work-order-map';
import type { TestApp, Tenant } from '../../../support/test-app';
import type { WorkOrderWorld } from './work-order-fixtures';
import { buildWorld } from './work-order-fixtures';

/**
 * Copies of one order at known positions, written straight into the table (the tally's triggers count them
 * as they count the API's writes): `count` orders, order i at (latitude + i * step.latitude, longitude + i *
 * step.longitude), coded `<prefix>-<i>`.
 */
export async function cloneOrder(
  t: TestApp,
  templateId: string,
  prefix: string,
  count: number,
  start: { latitude: number; longitude: number },
  step: { latitude: number; longitude: number },
): Promise<void> {
  await t.db.execute(sql`
    insert into work_order (organisation_id, id, code, project_id, work_location_id, location_identifier,
      access_group_id, latitude, longitude, workflow_id, published_version, vendor_id, crew_id, status,
      approval_status)
    select o.organisation_id, gen_random_uuid(), ${prefix} || '-' || g, o.project_id, o.work_location_id,
      o.location_identifier, o.access_group_id,
      round((${start.latitude}::float8 + g * ${step.latitude}::float8)::numeric, 6),
      round((${start.longitude}::float8 + g * ${step.longitude}::float8)::numeric, 6),
      o.workflow_id, o.published_version, o.vendor_id, o.crew_id, o.status, o.approval_status
    from work_order o cross join generate_series(0, ${count - 1}::int) g
    where o.id = ${templateId}::uuid`);
}

export interface MapWorld {
  world: WorkOrderWorld;
  /** Orders of vendor A, in a row along latitude 25: order i at longitude 90 + i / 1000. */
  vendorALine: number;
}

/**
 * An organisation's map: 400 unassigned orders spread over 26.0-26.4 N, 91.0-91.4 E (a diagonal of 20 x 20
 * steps), 150 of vendor A in a row at 25 N from 90 E, 60 of vendor B near 26.5 N, 92.5 E, and the three orders
 * the API created to copy (at the world's locations, near 26.1 N, 91.7 E).
 */
export async function seedMap(t: TestApp, org: Tenant, admin: string, prefix: string): Promise<MapWorld> {
  const world = await buildWorld(t, org, admin, prefix);
  const create = async (extra: Record<string, unknown>) => {
    const response = await t.request('POST', '/api/workorder/Workorder', {
      token: admin,
      body: {
        projectId: world.tree.projectId,
        workLocationId: world.locations.get('N1-100'),
        workflowId: world.workflowId,
        ...extra,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.id as string;
  };
  const unassigned = await create({});
  const ofA = await create({ vendorId: world.vendorA, crewId: world.crewA1 });
  const ofB = await create({ vendorId: world.vendorB, crewId: world.crewB1 });
  for (let row = 0; row < 20; row++) {
    await cloneOrder(
      t,
      unassigned,
      `${prefix}U${row}`,
      20,
      { latitude: 26 + row * 0.02, longitude: 91 },
      { latitude: 0.001, longitude: 0.02 },
    );
  }
  await cloneOrder(
    t,
    ofA,
    `${prefix}A`,
    150,
    { latitude: 25, longitude: 90 },
    { latitude: 0, longitude: 0.001 },
  );
  await cloneOrder(
    t,
    ofB,
    `${prefix}B`,
    60,
    { latitude: 26.5, longitude: 92.5 },
    { latitude: 0.0005, longitude: 0.0005 },
  );
  return { world, vendorALine: 150 };
}

/** Every located order the caller's GetAll map view answers for the filter, and its total. */
export async function mapOrders(
  t: TestApp,
  token: string,
  filter: Record<string, unknown> = {},
): Promise<{ items: WorkOrderMapItem[]; pageTotal: number }> {
  const response = await t.request('POST', '/api/workorder/Workorder/GetAll', {
    token,
    body: { isMapView: true, pageSize: 100_000, ...filter },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const data = response.body.data as { map: WorkOrderMapColumns; pageTotal: number };
  return { items: mapItems(data.map), pageTotal: data.pageTotal };
}

/** Around everything seedMap places. */
export const REGION = { west: 89, south: 24, east: 94, north: 28 };

/** The caller's GetMapClusters answer for REGION at zoom 8, with `body` over those. */
export async function mapClusters(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<MapClusters> {
  const response = await t.request('POST', '/api/workorder/Workorder/GetMapClusters', {
    token,
    body: { ...REGION, zoom: 8, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}
