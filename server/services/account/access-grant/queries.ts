import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Grant, GrantKind, GrantListQuery } from '../../../../src/domain/access-grants';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import type { Executor } from '../../../db/client';
import { accessGrant, accessGroup, project } from '../../../db/schema/index';
import { accessGroupAllowed } from '../../../db/schema/columns';
import { fieldError } from '../../../lib/http-errors';
import { subjectProjectFilter } from '../../../lib/subjects';
import { tenantJoin } from '../../../db/tenant-join';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const subjectName = sql<string>`case access_grant.kind
  when 'admin' then (select u.name from user_account u where u.organisation_id = access_grant.organisation_id and u.id = access_grant.subject_id)
  when 'vendor' then (select v.name from vendor v where v.organisation_id = access_grant.organisation_id and v.id = access_grant.subject_id)
  else (select c.name from crew c where c.organisation_id = access_grant.organisation_id and c.id = access_grant.subject_id) end`;
const groups = sql<
  Grant['accessGroups']
>`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id), '[]'::json)
  from access_group g where g.organisation_id = access_grant.organisation_id and g.id = any(access_grant.access_group_ids))`;

const columns = {
  id: accessGrant.id,
  subjectId: accessGrant.subjectId,
  subjectName,
  vendorId: accessGrant.vendorId,
  projectId: accessGrant.projectId,
  projectName: project.name,
  accessGroups: groups,
  version: accessGrant.version,
  updatedAt: accessGrant.updatedAt,
};

const projectJoin = tenantJoin(project.id, accessGrant.projectId);

function scoped(kind: GrantKind, where: SQL | undefined) {
  return and(eq(accessGrant.kind, kind), sql`(${subjectName}) is not null`, where);
}

function selectGrants(tx: Executor, kind: GrantKind, where: SQL | undefined) {
  return tx.select(columns).from(accessGrant).innerJoin(project, projectJoin).where(scoped(kind, where));
}

function toGrant(row: Omit<Grant, 'updatedAt'> & { updatedAt: Date }): Grant {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function listGrants(tx: Executor, kind: GrantKind, filter: GrantListQuery) {
  const where = subjectProjectFilter(accessGrant, filter);
  const rows = await selectGrants(tx, kind, where)
    .orderBy(asc(project.name), asc(accessGrant.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx
    .select({ n: count() })
    .from(accessGrant)
    .innerJoin(project, projectJoin)
    .where(scoped(kind, where));
  return { grants: rows.map(toGrant), pageTotal: total?.n ?? 0 };
}

export async function getGrant(tx: Executor, kind: GrantKind, id: string): Promise<Grant | null> {
  const [row] = await selectGrants(tx, kind, eq(accessGrant.id, id));
  return row ? toGrant(row) : null;
}

/** Granted groups must belong to the project and lie inside what the caller may see themselves. */
export async function assertGrantable(tx: Executor, projectId: string, ids: string[]): Promise<void> {
  const rows = await tx
    .select({ id: accessGroup.id })
    .from(accessGroup)
    .where(
      and(
        inArray(accessGroup.id, ids),
        eq(accessGroup.projectId, projectId),
        accessGroupAllowed(sql`${accessGroup.id}`),
      ),
    );
  if (rows.length !== ids.length) throw fieldError('AccessGroupIds', SERVER_MESSAGES.accessGroupNotGrantable);
}
