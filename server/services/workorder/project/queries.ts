import { asc, count, eq, sql } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { Project, ProjectInput } from '../../../../src/domain/projects';
import type { Executor } from '../../../db/client';
import type { ActiveListFilter } from '../../../lib/list-filter';
import { searchAndActive } from '../../../lib/list-filter';
import { project } from '../../../db/schema/index';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const accessGroupCount = sql<number>`(select count(*)::int from access_group g where g.organisation_id = project.organisation_id and g.project_id = project.id)`;

const columns = {
  id: project.id,
  projectName: project.name,
  code: project.code,
  description: project.description,
  isActive: project.isActive,
  accessGroupCount,
  version: project.version,
  updatedAt: project.updatedAt,
};

type Row = Omit<Project, 'updatedAt'> & { updatedAt: Date };

function toProject(row: Row): Project {
  return { ...row, accessGroupCount: Number(row.accessGroupCount), updatedAt: row.updatedAt.toISOString() };
}

export async function listProjects(tx: Executor, filter: ActiveListFilter) {
  const where = searchAndActive(filter, [project.name, project.code], project.isActive);
  const rows = await tx
    .select(columns)
    .from(project)
    .where(where)
    .orderBy(asc(project.name), asc(project.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(project).where(where);
  return { projects: rows.map(toProject), pageTotal: total?.n ?? 0 };
}

export async function getProject(tx: Executor, id: string): Promise<Project | null> {
  const [row] = await tx.select(columns).from(project).where(eq(project.id, id));
  return row ? toProject(row) : null;
}

/** The columns a create or update writes, from the payload. */
export function projectValues(body: Omit<ProjectInput, 'id'>) {
  return { name: body.projectName, code: body.code, description: body.description, isActive: body.isActive };
}
