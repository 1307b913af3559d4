import { and, asc, count, inArray, sql } from 'drizzle-orm';
import {
  workLocationGroupCreateSchema,
  workLocationGroupListQuerySchema,
  workLocationGroupUpdateSchema,
} from '../../../../src/domain/work-location-groups';
import type { Tx } from '../../../db/client';
import { project, workLocationGroup } from '../../../db/schema/index';
import { getLocationGroup, groupFilter, selectGroups, toGroup } from './queries';
import { createLocationGroup, updateLocationGroup } from './writes';
import {
  RowRejected,
  byCodeOrName,
  defineExport,
  defineImport,
  findByCodeOrName,
  findLocations,
  lowerValues,
  parseRow,
} from '../../file/index';
import type { ColumnSpec, RowValues } from '../../file/index';

const columns = [
  { key: 'name', header: 'Name', required: true, example: 'Feeder 11 consumers' },
  {
    key: 'project',
    header: 'Project',
    required: true,
    example: 'GHY-DT',
    allowed: async (tx: Tx) =>
      (await tx.select({ name: project.name }).from(project).orderBy(asc(project.name))).map((p) => p.name),
  },
  { key: 'description', header: 'Description', required: false, example: 'Read on the first Monday' },
  { key: 'workLocations', header: 'Work locations', required: false, example: 'GHY-DT-0001, GHY-DT-0002' },
] as const satisfies readonly ColumnSpec[];

const headers = {
  name: 'Name',
  projectId: 'Project',
  description: 'Description',
  workLocationIds: 'Work locations',
};

/** The identifiers a "Work locations" cell lists, separated by commas, semicolons or line breaks. */
function identifiersOf(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(/[,;\n]/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

async function readLookups(tx: Tx, rows: readonly RowValues[]) {
  const projectKeys = lowerValues(rows, 'project');
  const projects = await findByCodeOrName(tx, project, projectKeys);
  const projectIds = projects.map((p) => p.id);
  const groupNames = lowerValues(rows, 'name');
  const groups =
    projectIds.length && groupNames.length
      ? await tx
          .select({
            id: workLocationGroup.id,
            projectId: workLocationGroup.projectId,
            name: workLocationGroup.name,
          })
          .from(workLocationGroup)
          .where(
            and(
              inArray(workLocationGroup.projectId, projectIds),
              inArray(sql`lower(${workLocationGroup.name})`, groupNames),
            ),
          )
      : [];
  const identifiers = [
    ...new Set(rows.flatMap((row) => identifiersOf(row.workLocations ?? '').map((i) => i.toLowerCase()))),
  ];
  // Read as the caller: a location their access groups hide is not found, as in POST WorkLocationGroup.
  const locations = await findLocations(tx, projectIds, identifiers);
  const locationIds = new Map(locations.map((l) => [`${l.projectId}|${l.identifier.toLowerCase()}`, l.id]));
  return { projects: byCodeOrName(projects), groups, locationIds };
}

/**
 * Work-location groups: Name, Project (its code or name), Description and Work locations (the identifiers of
 * the members, separated by commas). A row naming a group its project already has (by name) updates it: the
 * members listed replace the ones the caller can see; an empty Work locations cell keeps them. Organisation
 * users only, as in POST WorkLocationGroup; every row goes through its create or update rules.
 */
export const workLocationGroupImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const lookups = await readLookups(tx, rows);
    return async (rowTx, row) => {
      const errors: string[] = [];
      const projectId = row.project ? lookups.projects.get(row.project.toLowerCase()) : undefined;
      if (row.project && !projectId)
        errors.push(`Project: no project has the code or name "${row.project}".`);
      if (!row.project) errors.push('Project is required');
      const identifiers = identifiersOf(row.workLocations);
      const unknown = identifiers.filter((i) => !lookups.locationIds.has(`${projectId}|${i.toLowerCase()}`));
      if (projectId && unknown.length)
        errors.push(
          `Work locations: ${row.project} has no work location ${unknown.map((i) => `"${i}"`).join(', ')}.`,
        );
      if (errors.length || !projectId) throw new RowRejected(errors);
      const workLocationIds = identifiers.map((i) =>
        lookups.locationIds.get(`${projectId}|${i.toLowerCase()}`)!,
      );
      const existing = lookups.groups.find(
        (g) => g.projectId === projectId && g.name.toLowerCase() === row.name.toLowerCase(),
      );
      const input = { name: row.name, description: row.description || null };
      if (!existing) {
        const body = parseRow(
          workLocationGroupCreateSchema,
          { ...input, projectId, workLocationIds },
          headers,
        );
        lookups.groups.push({ id: await createLocationGroup(rowTx, auth, body), projectId, name: body.name });
        return;
      }
      const current = await getLocationGroup(rowTx, existing.id);
      if (!current) throw new RowRejected(['The work location group was not found.']);
      const members = row.workLocations ? workLocationIds : current.workLocations.map((l) => l.id);
      const body = parseRow(
        workLocationGroupUpdateSchema,
        { ...input, workLocationIds: members, version: current.version },
        headers,
      );
      await updateLocationGroup(rowTx, auth, existing.id, body);
    };
  },
});

// The member identifiers the caller can see (row-level security applies to work_location inside it).
const memberIdentifiers = sql<
  string | null
>`(select string_agg(l.location_identifier, ', ' order by l.location_identifier)
  from work_location_group_member m
  join work_location l on l.organisation_id = m.organisation_id and l.id = m.work_location_id
  where m.organisation_id = work_location_group.organisation_id and m.group_id = work_location_group.id)`;

/** Work-location groups with the list's filters (project, search), in name order, with their members. */
export const workLocationGroupExport = defineExport({
  columns: [
    { header: 'Name', width: 26 },
    { header: 'Project', width: 24 },
    { header: 'Description', width: 30 },
    { header: 'Work locations', width: 40 },
    { header: 'Location count', width: 14 },
  ],
  filterSchema: workLocationGroupListQuerySchema,
  async count(tx, filters) {
    const [total] = await tx.select({ n: count() }).from(workLocationGroup).where(groupFilter(filters));
    return total?.n ?? 0;
  },
  async page(tx, filters, after: { name: string; id: string } | null, limit) {
    const cursor = after
      ? sql`(${workLocationGroup.name}, ${workLocationGroup.id}) > (${after.name}, ${after.id}::uuid)`
      : undefined;
    const rows = await selectGroups(tx, and(groupFilter(filters), cursor))
      .orderBy(asc(workLocationGroup.name), asc(workLocationGroup.id))
      .limit(limit);
    const members = rows.length
      ? new Map(
          (
            await tx
              .select({ id: workLocationGroup.id, identifiers: memberIdentifiers })
              .from(workLocationGroup)
              .where(
                inArray(
                  workLocationGroup.id,
                  rows.map((r) => r.id),
                ),
              )
          ).map((m) => [m.id, m.identifiers]),
        )
      : new Map<string, string | null>();
    const last = rows.at(-1);
    return {
      rows: rows
        .map(toGroup)
        .map((g) => [g.name, g.projectName, g.description, members.get(g.id) ?? '', g.workLocationCount]),
      last: last ? { name: last.name, id: last.id } : null,
    };
  },
});
