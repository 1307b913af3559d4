import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offsetOf } from '../../../../src/domain/paging';
import type { Workforce } from '../../../../src/domain/workforce';
import type { Executor } from '../../../db/client';
import { crew, crewMember, vendor, workforce } from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

const supervisor = alias(workforce, 'supervisor');

const columns = {
  id: workforce.id,
  kind: workforce.kind,
  name: workforce.name,
  email: workforce.email,
  phone: workforce.phone,
  employeeCode: workforce.employeeCode,
  vendorId: workforce.vendorId,
  vendorName: vendor.name,
  supervisorId: workforce.supervisorId,
  supervisorName: supervisor.name,
  isActive: workforce.isActive,
  version: workforce.version,
  updatedAt: workforce.updatedAt,
};

type Summary = Omit<Workforce, 'crews' | 'reportCount'>;

function toSummary(row: Omit<Summary, 'updatedAt'> & { updatedAt: Date }): Summary {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

function selectWorkforce(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(workforce)
    .leftJoin(vendor, tenantJoin(vendor.id, workforce.vendorId))
    .leftJoin(supervisor, tenantJoin(supervisor.id, workforce.supervisorId))
    .where(where);
}

export interface WorkforceFilter {
  page: number;
  pageSize: number;
  searchString?: string | undefined;
  vendorId?: string | null | undefined;
  kind?: number | undefined;
  supervisorId?: string | undefined;
  isActive?: boolean | undefined;
}

export async function listWorkforce(tx: Executor, filter: WorkforceFilter) {
  const like = filter.searchString ? `%${filter.searchString}%` : null;
  const where = and(
    like
      ? or(
          ilike(workforce.name, like),
          ilike(workforce.email, like),
          ilike(workforce.employeeCode, like),
          ilike(workforce.phone, like),
        )
      : undefined,
    filter.vendorId === null
      ? isNull(workforce.vendorId)
      : filter.vendorId
        ? eq(workforce.vendorId, filter.vendorId)
        : undefined,
    filter.kind ? eq(workforce.kind, filter.kind) : undefined,
    filter.supervisorId ? eq(workforce.supervisorId, filter.supervisorId) : undefined,
    filter.isActive === undefined ? undefined : eq(workforce.isActive, filter.isActive),
  );
  const rows = await selectWorkforce(tx, where)
    .orderBy(asc(workforce.name), asc(workforce.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(workforce).where(where);
  return { workforce: rows.map(toSummary), pageTotal: total?.n ?? 0 };
}

/** The crews a workforce member belongs to, with their role in each. */
export async function crewsOf(tx: Executor, workforceId: string) {
  return tx
    .select({ id: crew.id, name: crew.name, role: crewMember.role })
    .from(crewMember)
    .innerJoin(crew, tenantJoin(crew.id, crewMember.crewId))
    .where(eq(crewMember.workforceId, workforceId))
    .orderBy(asc(crew.name));
}

/** Names of the mobile users reporting to a supervisor. */
export async function reportsOf(tx: Executor, supervisorId: string) {
  const rows = await tx
    .select({ name: workforce.name })
    .from(workforce)
    .where(eq(workforce.supervisorId, supervisorId))
    .orderBy(asc(workforce.name));
  return rows.map((r) => r.name);
}

export async function getWorkforce(tx: Executor, id: string): Promise<Workforce | null> {
  const [row] = await selectWorkforce(tx, eq(workforce.id, id));
  if (!row) return null;
  const [reports] = await tx.select({ n: count() }).from(workforce).where(eq(workforce.supervisorId, id));
  return { ...toSummary(row), crews: await crewsOf(tx, id), reportCount: reports?.n ?? 0 };
}
