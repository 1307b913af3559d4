import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Assignment, AssignmentKind } from '../../../../src/domain/location-group-assignments';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import type { Executor } from '../../../db/client';
import { locationGroupAssignment, project, workLocationGroup } from '../../../db/schema/index';
import { fieldError } from '../../../lib/http-errors';
import { subjectProjectFilter } from '../../../lib/subjects';
import { tenantJoin } from '../../../db/tenant-join';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const subjectName = sql<string>`case location_group_assignment.kind
  when 'vendor' then (select v.name from vendor v where v.organisation_id = location_group_assignment.organisation_id and v.id = location_group_assignment.subject_id)
  else (select c.name from crew c where c.organisation_id = location_group_assignment.organisation_id and c.id = location_group_assignment.subject_id) end`;
const groups = sql<
  Assignment['workLocationGroups']
>`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id), '[]'::json)
  from work_location_group g where g.organisation_id = location_group_assignment.organisation_id and g.id = any(location_group_assignment.group_ids))`;

const columns = {
  id: locationGroupAssignment.id,
  subjectId: locationGroupAssignment.subjectId,
  subjectName,
  vendorId: locationGroupAssignment.vendorId,
  projectId: locationGroupAssignment.projectId,
  projectName: project.name,
  workLocationGroups: groups,
  hasFieldPassword: sql<boolean>`${locationGroupAssignment.fieldPasswordHash} is not null`,
  fieldPasswordChangedAt: locationGroupAssignment.fieldPasswordChangedAt,
  version: locationGroupAssignment.version,
  updatedAt: locationGroupAssignment.updatedAt,
};

const projectJoin = tenantJoin(project.id, locationGroupAssignment.projectId);

function scoped(kind: AssignmentKind, where: SQL | undefined) {
  return and(eq(locationGroupAssignment.kind, kind), sql`(${subjectName}) is not null`, where);
}

function selectAssignments(tx: Executor, kind: AssignmentKind, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(locationGroupAssignment)
    .innerJoin(project, projectJoin)
    .where(scoped(kind, where));
}

function toAssignment(
  row: Omit<Assignment, 'updatedAt' | 'fieldPasswordChangedAt'> & {
    updatedAt: Date;
    fieldPasswordChangedAt: Date | null;
  },
): Assignment {
  return {
    ...row,
    fieldPasswordChangedAt: row.fieldPasswordChangedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAssignments(
  tx: Executor,
  kind: AssignmentKind,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    subjectId?: string | undefined;
    projectId?: string | undefined;
  },
) {
  const where = subjectProjectFilter(locationGroupAssignment, filter);
  const rows = await selectAssignments(tx, kind, where)
    .orderBy(asc(project.name), asc(locationGroupAssignment.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx
    .select({ n: count() })
    .from(locationGroupAssignment)
    .innerJoin(project, projectJoin)
    .where(scoped(kind, where));
  return { workLocationGroupAssignments: rows.map(toAssignment), pageTotal: total?.n ?? 0 };
}

export async function findAssignment(
  tx: Executor,
  kind: AssignmentKind,
  subjectId: string,
  projectId: string,
): Promise<Assignment | null> {
  const [row] = await selectAssignments(
    tx,
    kind,
    and(eq(locationGroupAssignment.subjectId, subjectId), eq(locationGroupAssignment.projectId, projectId)),
  );
  return row ? toAssignment(row) : null;
}

/** Assigned groups must be work-location groups of the project. */
export async function assertGroupsOfProject(tx: Executor, projectId: string, ids: string[]): Promise<void> {
  const rows = await tx
    .select({ id: workLocationGroup.id })
    .from(workLocationGroup)
    .where(and(inArray(workLocationGroup.id, ids), eq(workLocationGroup.projectId, projectId)));
  if (rows.length !== ids.length)
    throw fieldError('WorkLocationGroupIds', SERVER_MESSAGES.locationGroupsNotInProject);
}
