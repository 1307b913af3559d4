import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessGroup } from '../../../../src/domain/access-groups';
import { offsetOf } from '../../../../src/domain/paging';
import type { Executor } from '../../../db/client';
import { accessGroupAllowed } from '../../../db/schema/columns';
import { accessGroup, project } from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

const parent = alias(accessGroup, 'parent');
// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const hasChildren = sql<boolean>`exists (select 1 from access_group c where c.organisation_id = access_group.organisation_id and c.parent_id = access_group.id)`;

const columns = {
  id: accessGroup.id,
  name: accessGroup.name,
  accessGroupId: accessGroup.parentId,
  accessGroupName: parent.name,
  parentId: accessGroup.parentId,
  projectId: accessGroup.projectId,
  projectName: project.name,
  hasChildren,
  version: accessGroup.version,
  updatedAt: accessGroup.updatedAt,
};

type Row = Omit<AccessGroup, 'updatedAt'> & { updatedAt: Date };

function toAccessGroup(row: Row): AccessGroup {
  return { ...row, hasChildren: Boolean(row.hasChildren), updatedAt: row.updatedAt.toISOString() };
}

function selectGroups(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(accessGroup)
    .innerJoin(project, tenantJoin(project.id, accessGroup.projectId))
    .leftJoin(parent, tenantJoin(parent.id, accessGroup.parentId))
    .where(where);
}

export async function listAccessGroups(
  tx: Executor,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    projectId: string;
    parentId: string | null;
  },
) {
  const where = and(
    eq(accessGroup.projectId, filter.projectId),
    filter.parentId ? eq(accessGroup.parentId, filter.parentId) : isNull(accessGroup.parentId),
    filter.searchString ? ilike(accessGroup.name, `%${filter.searchString}%`) : undefined,
  );
  const rows = await selectGroups(tx, where)
    .orderBy(asc(accessGroup.name), asc(accessGroup.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(accessGroup).where(where);
  return { accessGroups: rows.map(toAccessGroup), pageTotal: total?.n ?? 0 };
}

export async function getAccessGroup(tx: Executor, id: string): Promise<AccessGroup | null> {
  const [row] = await selectGroups(tx, eq(accessGroup.id, id));
  return row ? toAccessGroup(row) : null;
}

/**
 * The groups the caller may see (all, or those inside their grants), by project, ordered for a tree. A
 * restricted caller's top visible groups keep their parentId; the client roots the tree at them.
 */
export async function groupsByProject(tx: Executor, projectId: string | undefined) {
  const where = and(
    projectId ? eq(accessGroup.projectId, projectId) : undefined,
    accessGroupAllowed(sql`${accessGroup.id}`),
  );
  const rows = await selectGroups(tx, where).orderBy(
    asc(project.name),
    asc(accessGroup.name),
    asc(accessGroup.id),
  );
  const projects = new Map<string, { projectId: string; projectName: string; accessGroups: AccessGroup[] }>();
  for (const row of rows.map(toAccessGroup)) {
    const entry = projects.get(row.projectId) ?? {
      projectId: row.projectId,
      projectName: row.projectName,
      accessGroups: [],
    };
    entry.accessGroups.push(row);
    projects.set(row.projectId, entry);
  }
  return { projects: [...projects.values()] };
}
