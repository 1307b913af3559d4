import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { ElementType } from '../../../../src/domain/work-location-templates';
import type { WorkLocation, WorkLocationListQuery } from '../../../../src/domain/work-locations';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Executor } from '../../../db/client';
import {
  accessGroup,
  accessGroupClosure,
  city,
  country,
  project,
  state,
  workLocation,
  workLocationTemplate,
} from '../../../db/schema/index';
import { fieldError, notFound } from '../../../lib/http-errors';
import { getAccessGroup } from '../access-group/queries';
import { assertFilterValue, elementFilterCondition } from './values';
import { getElement } from '../work-location-template/queries';
import { tenantJoin } from '../../../db/tenant-join';

const columns = {
  id: workLocation.id,
  locationIdentifier: workLocation.locationIdentifier,
  name: workLocation.name,
  projectId: workLocation.projectId,
  projectName: project.name,
  accessGroupId: workLocation.accessGroupId,
  accessGroupName: accessGroup.name,
  workLocationTemplateId: workLocation.templateId,
  workLocationTemplateName: workLocationTemplate.name,
  addressLine: workLocation.addressLine,
  countryId: workLocation.countryId,
  countryName: country.name,
  stateId: workLocation.stateId,
  stateName: state.name,
  cityId: workLocation.cityId,
  cityName: city.name,
  postalCode: workLocation.postalCode,
  latitude: workLocation.latitude,
  longitude: workLocation.longitude,
  version: workLocation.version,
  updatedAt: workLocation.updatedAt,
};

type Row = Omit<WorkLocation, 'updatedAt'> & { updatedAt: Date };

function toWorkLocation(row: Row): WorkLocation {
  return {
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function selectLocations(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(workLocation)
    .innerJoin(project, tenantJoin(project.id, workLocation.projectId))
    .innerJoin(workLocationTemplate, tenantJoin(workLocationTemplate.id, workLocation.templateId))
    .leftJoin(accessGroup, tenantJoin(accessGroup.id, workLocation.accessGroupId))
    .leftJoin(country, eq(country.id, workLocation.countryId))
    .leftJoin(state, eq(state.id, workLocation.stateId))
    .leftJoin(city, eq(city.id, workLocation.cityId))
    .where(where);
}

export function locationSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const like = `%${term}%`;
  return or(ilike(workLocation.locationIdentifier, like), ilike(workLocation.name, like));
}

/** The group and everything below it, through the closure table (one index range). */
function inGroup(accessGroupId: string): SQL {
  return inArray(
    workLocation.accessGroupId,
    sql`(select ${accessGroupClosure.descendantId} from ${accessGroupClosure} where ${accessGroupClosure.ancestorId} = ${accessGroupId})`,
  );
}

/** The list filters; an element filter comes with its field's type, which picks the column compared. */
export function locationFilter(filter: WorkLocationListQuery, elementType?: ElementType): SQL | undefined {
  return and(
    locationSearch(filter.searchString),
    filter.projectId ? eq(workLocation.projectId, filter.projectId) : undefined,
    filter.accessGroupId ? inGroup(filter.accessGroupId) : undefined,
    filter.workLocationTemplateId ? eq(workLocation.templateId, filter.workLocationTemplateId) : undefined,
    filter.elementFilter && elementType
      ? elementFilterCondition(filter.elementFilter, elementType)
      : undefined,
  );
}

/**
 * The type of the template field a list's element filter names (it picks the column compared); undefined
 * without an element filter. A field that is not there, or a value its type cannot hold, answers 400.
 */
export async function filterElementType(
  tx: Executor,
  filter: WorkLocationListQuery,
): Promise<ElementType | undefined> {
  if (!filter.elementFilter) return undefined;
  const element = await getElement(tx, filter.elementFilter.elementId);
  if (!element) throw fieldError('ElementFilter.ElementId', SERVER_MESSAGES.elementNotFound);
  assertFilterValue(filter.elementFilter, element.elementType);
  return element.elementType;
}

export async function listWorkLocations(
  tx: Executor,
  filter: WorkLocationListQuery,
  elementType?: ElementType,
) {
  const where = locationFilter(filter, elementType);
  const rows = await selectLocations(tx, where)
    .orderBy(asc(workLocation.locationIdentifier), asc(workLocation.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(workLocation).where(where);
  return { workLocations: rows.map(toWorkLocation), pageTotal: total?.n ?? 0 };
}

export async function getWorkLocation(tx: Executor, id: string): Promise<WorkLocation | null> {
  const [row] = await selectLocations(tx, eq(workLocation.id, id));
  return row ? toWorkLocation(row) : null;
}

export async function searchWorkLocations(
  tx: Executor,
  filter: { page: number; pageSize: number; searchTerm?: string | undefined; projectId?: string | undefined },
) {
  const where = and(
    locationSearch(filter.searchTerm),
    filter.projectId ? eq(workLocation.projectId, filter.projectId) : undefined,
  );
  const rows = await tx
    .select({
      id: workLocation.id,
      locationIdentifier: workLocation.locationIdentifier,
      name: workLocation.name,
      projectId: workLocation.projectId,
      latitude: workLocation.latitude,
      longitude: workLocation.longitude,
    })
    .from(workLocation)
    .where(where)
    .orderBy(asc(workLocation.locationIdentifier), asc(workLocation.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(workLocation).where(where);
  return { workLocations: rows, pageTotal: total?.n ?? 0 };
}

export const locationUniqueFields = {
  work_location_identifier_uq: {
    field: 'LocationIdentifier',
    message: SERVER_MESSAGES.locationIdentifierInUse,
  },
};

export async function mustGetLocation(tx: Executor, id: string) {
  const found = await getWorkLocation(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.workLocationNotFound);
  return found;
}

/** A location's access group must be a group of its project (or none). */
export async function assertGroupInProject(
  tx: Executor,
  projectId: string,
  accessGroupId: string | null,
): Promise<void> {
  if (!accessGroupId) return;
  const group = await getAccessGroup(tx, accessGroupId);
  if (!group) throw fieldError('AccessGroupId', SERVER_MESSAGES.accessGroupNotFound);
  if (group.projectId !== projectId)
    throw fieldError('AccessGroupId', SERVER_MESSAGES.accessGroupOfOtherProject);
}
