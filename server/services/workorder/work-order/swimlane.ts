import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type SwimlaneCrew, type SwimlaneOrder } from '../../../../src/domain/swimlane';
import { WORK_ORDER_STATUS } from '../../../../src/domain/workorders';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { crew, crewMember, vendor, workforce, workLocation, workOrder } from '../../../db/schema/index';
import * as contracts from '../../../../src/domain/contracts/workorder/orders';
import { defineRoute } from '../../../lib/route';
import { assertVendorExists } from '../../../lib/vendor-scope';
import { organisationValue } from './list';
import { tenantJoin } from '../../../db/tenant-join';

const DAY_MS = 24 * 60 * 60 * 1000;

// Where an order sits in time, as the board draws it: from its actual start (else planned start) to its
// actual end (else planned end), an hour when that end is missing or not after the start.
const spanStart = sql`coalesce(${workOrder.actualStartTime}, ${workOrder.plannedStartTime})`;
const spanEnd = sql`case when coalesce(${workOrder.actualEndTime}, ${workOrder.plannedEndTime}) > ${spanStart}
  then coalesce(${workOrder.actualEndTime}, ${workOrder.plannedEndTime}) else ${spanStart} + interval '1 hour' end`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The orders whose span overlaps [from, from + 24 h), of one vendor (and the unassigned ones) or of all. */
async function ordersOfDay(tx: Executor, from: Date, vendorId: string | null, withUnassigned: boolean) {
  const to = new Date(from.getTime() + DAY_MS);
  const rows = await tx
    .select({
      id: workOrder.id,
      code: workOrder.code,
      status: workOrder.status,
      approvalStatus: workOrder.approvalStatus,
      locationIdentifier: workOrder.locationIdentifier,
      workLocationName: workLocation.name,
      plannedStartTime: workOrder.plannedStartTime,
      plannedEndTime: workOrder.plannedEndTime,
      actualStartTime: workOrder.actualStartTime,
      actualEndTime: workOrder.actualEndTime,
      version: workOrder.version,
      vendorId: workOrder.vendorId,
      crewId: workOrder.crewId,
    })
    .from(workOrder)
    .leftJoin(workLocation, tenantJoin(workLocation.id, workOrder.workLocationId))
    .where(
      and(
        eq(workOrder.organisationId, await organisationValue(tx)),
        sql`${spanStart} < ${to}`,
        sql`${spanEnd} > ${from}`,
        vendorId
          ? or(
              eq(workOrder.vendorId, vendorId),
              withUnassigned ? eq(workOrder.status, WORK_ORDER_STATUS.unassigned) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(spanStart, asc(workOrder.code));
  return rows.map((row): SwimlaneOrder => ({
    ...row,
    workLocationName: row.workLocationName ?? row.locationIdentifier,
    plannedStartTime: iso(row.plannedStartTime),
    plannedEndTime: iso(row.plannedEndTime),
    actualStartTime: iso(row.actualStartTime),
    actualEndTime: iso(row.actualEndTime),
  }));
}

/** Vendor crews (of one vendor, or all the caller sees): the active ones, and any with orders that day. */
async function crewsOf(tx: Executor, vendorId: string | null, withOrders: string[]) {
  return tx
    .select({ crewId: crew.id, name: crew.name, vendorId: crew.vendorId, vendorName: vendor.name })
    .from(crew)
    .innerJoin(vendor, tenantJoin(vendor.id, crew.vendorId))
    .where(
      and(
        isNotNull(crew.vendorId),
        vendorId ? eq(crew.vendorId, vendorId) : undefined,
        withOrders.length > 0
          ? or(eq(crew.isActive, true), inArray(crew.id, withOrders))
          : eq(crew.isActive, true),
      ),
    )
    .orderBy(asc(vendor.name), asc(crew.name));
}

async function membersOf(tx: Executor, crewIds: string[]) {
  if (crewIds.length === 0) return [];
  return tx
    .select({ crewId: crewMember.crewId, name: workforce.name, role: crewMember.role })
    .from(crewMember)
    .innerJoin(workforce, tenantJoin(workforce.id, crewMember.workforceId))
    .where(inArray(crewMember.crewId, crewIds))
    .orderBy(asc(crewMember.crewId), sql`${crewMember.role} <> 'leader'`, asc(workforce.name));
}

/**
 * The day board: a row per vendor crew with its members and the orders overlapping the day, and for
 * organisation users first a row of the day's orders without a crew ("Unassigned").
 */
export async function swimlaneData(
  tx: Executor,
  auth: AuthContext,
  query: { vendorId: string | null; completedDate: string },
): Promise<{ crews: SwimlaneCrew[] }> {
  // A vendor user's board is their vendor's (naming another vendor was refused by the request guard).
  const vendorId = auth.vendorId ?? query.vendorId;
  await assertVendorExists(tx, vendorId);
  const withUnassigned = !auth.vendorId;
  const orders = await ordersOfDay(tx, new Date(query.completedDate), vendorId, withUnassigned);
  const crewIds = [...new Set(orders.flatMap((order) => (order.crewId ? [order.crewId] : [])))];
  const crews = await crewsOf(tx, vendorId, crewIds);
  const members = await membersOf(
    tx,
    crews.map((c) => c.crewId),
  );
  const rows: SwimlaneCrew[] = crews.map((c) => ({
    crewId: c.crewId,
    name: c.name,
    vendorId: c.vendorId,
    vendorName: c.vendorName,
    crewMembers: members
      .filter((m) => m.crewId === c.crewId)
      .map((m) => ({ name: m.name, role: m.role, icon: null })),
    workOrders: orders.filter((order) => order.crewId === c.crewId),
  }));
  if (!withUnassigned) return { crews: rows };
  const unassigned: SwimlaneCrew = {
    crewId: null,
    name: 'Unassigned',
    vendorId: null,
    vendorName: null,
    crewMembers: [],
    workOrders: orders.filter((order) => order.crewId === null),
  };
  return { crews: [unassigned, ...rows] };
}

export async function swimlaneRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getWorkOrderSwimlane, {
    handler: ({ tx, auth, body }) => swimlaneData(tx, auth, body),
  });
}
