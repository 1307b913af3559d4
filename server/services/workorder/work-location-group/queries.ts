import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { WorkLocationGroup } from '../../../../src/domain/work-location-groups';
import type { Executor } from '../../../db/client';
import { project, workLocation, workLocationGroup, workLocationGroupMember } from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

// Counted through work_location, so row-level security leaves out members the caller may not see.
const workLocationCount = sql<number>`(select count(*)::int from work_location_group_member m
  join work_location l on l.organisation_id = m.organisation_id and l.id = m.work_location_id
  where m.organisation_id = work_location_group.organisation_id and m.group_id = work_location_group.id)`;

const columns = {
  id: workLocationGroup.id,
  name: workLocationGroup.name,
  description: workLocationGroup.description,
  projectId: workLocationGroup.projectId,
  projectName: project.name,
  workLocationCount,
  version: workLocationGroup.version,
  updatedAt: workLocationGroup.updatedAt,
};

export function toGroup(row: Omit<WorkLocationGroup, 'updatedAt'> & { updatedAt: Date }): WorkLocationGroup {
  return { ...row, workLocationCount: Number(row.workLocationCount), updatedAt: row.updatedAt.toISOString() };
}

export function selectGroups(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(workLocationGroup)
    .innerJoin(project, tenantJoin(project.id, workLocationGroup.projectId))
    .where(where);
}

/** The list's filters (project, search by name); the export reads with the same ones. */
export function groupFilter(filter: {
  searchString?: string | undefined;
  projectId?: string | undefined;
}): SQL | undefined {
  return and(
    filter.projectId ? eq(workLocationGroup.projectId, filter.projectId) : undefined,
    filter.searchString ? ilike(workLocationGroup.name, `%${filter.searchString}%`) : undefined,
  );
}

export async function listLocationGroups(
  tx: Executor,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    projectId?: string | undefined;
  },
) {
  const where = groupFilter(filter);
  const rows = await selectGroups(tx, where)
    .orderBy(asc(workLocationGroup.name), asc(workLocationGroup.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(workLocationGroup).where(where);
  return { workLocationGroups: rows.map(toGroup), pageTotal: total?.n ?? 0 };
}

export async function getLocationGroup(tx: Executor, id: string) {
  const [row] = await selectGroups(tx, eq(workLocationGroup.id, id));
  if (!row) return null;
  const workLocations = await tx
    .select({
      id: workLocation.id,
      locationIdentifier: workLocation.locationIdentifier,
      name: workLocation.name,
    })
    .from(workLocationGroupMember)
    .innerJoin(workLocation, tenantJoin(workLocation.id, workLocationGroupMember.workLocationId))
    .where(eq(workLocationGroupMember.groupId, id))
    .orderBy(asc(workLocation.locationIdentifier));
  return { ...toGroup(row), workLocations };
}

/** The ids among `ids` of locations of the project the caller can see. */
export async function visibleLocationIds(
  tx: Executor,
  projectId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: workLocation.id })
    .from(workLocation)
    .where(and(eq(workLocation.projectId, projectId), inArray(workLocation.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the members the caller can see; members hidden from the caller by its access groups stay. */
export async function replaceMembers(
  tx: Executor,
  organisationId: string,
  groupId: string,
  workLocationIds: string[],
) {
  await tx.execute(sql`delete from work_location_group_member m where m.group_id = ${groupId}
    and exists (select 1 from work_location l where l.organisation_id = m.organisation_id and l.id = m.work_location_id)`);
  if (workLocationIds.length === 0) return;
  await tx
    .insert(workLocationGroupMember)
    .values(workLocationIds.map((workLocationId) => ({ organisationId, groupId, workLocationId })));
}
