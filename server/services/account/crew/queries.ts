import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Crew } from '../../../../src/domain/crews';
import { offsetOf } from '../../../../src/domain/paging';
import type { Executor } from '../../../db/client';
import { crew, crewMember, vendor, workforce } from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const memberCount = sql<number>`(select count(*)::int from crew_member m where m.organisation_id = crew.organisation_id and m.crew_id = crew.id)`;
const leaderName = sql<
  string | null
>`(select w.name from crew_member m join workforce w on w.organisation_id = m.organisation_id and w.id = m.workforce_id
  where m.organisation_id = crew.organisation_id and m.crew_id = crew.id and m.role = 'leader' limit 1)`;

const columns = {
  id: crew.id,
  name: crew.name,
  code: crew.code,
  vendorId: crew.vendorId,
  vendorName: vendor.name,
  isActive: crew.isActive,
  memberCount,
  leaderName,
  version: crew.version,
  updatedAt: crew.updatedAt,
};

type Summary = Omit<Crew, 'members'>;

function toSummary(row: Omit<Summary, 'updatedAt'> & { updatedAt: Date }): Summary {
  return { ...row, memberCount: Number(row.memberCount), updatedAt: row.updatedAt.toISOString() };
}

function selectCrews(tx: Executor, where: SQL | undefined) {
  return tx.select(columns).from(crew).leftJoin(vendor, tenantJoin(vendor.id, crew.vendorId)).where(where);
}

/** `vendorId` undefined: every crew the caller sees; null: the organisation's own crews; an id: that vendor's. */
export function crewFilter(filter: {
  search?: string | undefined;
  vendorId?: string | null | undefined;
  isActive?: boolean | undefined;
}) {
  const like = filter.search ? `%${filter.search}%` : null;
  return and(
    like ? or(ilike(crew.name, like), ilike(crew.code, like)) : undefined,
    filter.vendorId === null
      ? isNull(crew.vendorId)
      : filter.vendorId
        ? eq(crew.vendorId, filter.vendorId)
        : undefined,
    filter.isActive === undefined ? undefined : eq(crew.isActive, filter.isActive),
  );
}

export async function listCrews(
  tx: Executor,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    vendorId?: string | null | undefined;
    isActive?: boolean | undefined;
  },
) {
  const where = crewFilter({ ...filter, search: filter.searchString });
  const rows = await selectCrews(tx, where)
    .orderBy(asc(crew.name), asc(crew.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(crew).where(where);
  return { crews: rows.map(toSummary), pageTotal: total?.n ?? 0 };
}

const roleOrder = sql`case ${crewMember.role} when 'leader' then 0 when 'technician' then 1 else 2 end`;

export async function getCrew(tx: Executor, id: string): Promise<Crew | null> {
  const [row] = await selectCrews(tx, eq(crew.id, id));
  if (!row) return null;
  const members = await tx
    .select({
      workforceId: crewMember.workforceId,
      name: workforce.name,
      kind: workforce.kind,
      employeeCode: workforce.employeeCode,
      phone: workforce.phone,
      role: crewMember.role,
    })
    .from(crewMember)
    .innerJoin(workforce, tenantJoin(workforce.id, crewMember.workforceId))
    .where(eq(crewMember.crewId, id))
    .orderBy(roleOrder, asc(workforce.name));
  return { ...toSummary(row), members: members as Crew['members'] };
}
