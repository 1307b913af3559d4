import { inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { accessGroup, project, workLocationTemplate } from '../../../db/schema/index';
import { byCodeOrName, findByCodeOrName, findLocations, lowerValues } from '../../file/index';
import type { RowValues } from '../../file/index';

interface Group {
  id: string;
  projectId: string;
  parentId: string | null;
  name: string;
}

/** Each group of the projects by its lower-cased name and its path ("North / North-1"); a name two groups share is ambiguous. */
function groupKeys(groups: readonly Group[]): Map<string, string[]> {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const keys = new Map<string, string[]>();
  const add = (key: string, id: string) => keys.set(key, [...(keys.get(key) ?? []), id]);
  for (const group of groups) {
    const path: string[] = [];
    for (let at: Group | undefined = group; at; at = at.parentId ? byId.get(at.parentId) : undefined)
      path.unshift(at.name);
    add(`${group.projectId}|${group.name.toLowerCase()}`, group.id);
    if (path.length > 1) add(`${group.projectId}|${path.join(' / ').toLowerCase()}`, group.id);
  }
  return keys;
}

/**
 * What a batch of work-location rows names, read once: projects and templates by code or name, the access
 * groups of those projects by name and path, and the locations the projects already have by identifier.
 */
export async function readLookups(tx: Tx, rows: readonly RowValues[]) {
  const projectKeys = lowerValues(rows, 'project');
  const projects = await findByCodeOrName(tx, project, projectKeys);
  const projectIds = projects.map((p) => p.id);
  const templateKeys = lowerValues(rows, 'template');
  const templates = templateKeys.length
    ? await tx
        .select({
          id: workLocationTemplate.id,
          code: workLocationTemplate.code,
          name: workLocationTemplate.name,
        })
        .from(workLocationTemplate)
        .where(
          or(
            inArray(sql`lower(${workLocationTemplate.code})`, templateKeys),
            inArray(sql`lower(${workLocationTemplate.name})`, templateKeys),
          ),
        )
    : [];
  const groups =
    projectIds.length && lowerValues(rows, 'accessGroup').length
      ? await tx
          .select({
            id: accessGroup.id,
            projectId: accessGroup.projectId,
            parentId: accessGroup.parentId,
            name: accessGroup.name,
          })
          .from(accessGroup)
          .where(inArray(accessGroup.projectId, projectIds))
      : [];
  const identifiers = lowerValues(rows, 'identifier');
  const locations = await findLocations(tx, projectIds, identifiers);
  return {
    projects: byCodeOrName(projects),
    templates: byCodeOrName(templates),
    groups: groupKeys(groups),
    locations: new Map(locations.map((l) => [`${l.projectId}|${l.identifier.toLowerCase()}`, l.id])),
  };
}
