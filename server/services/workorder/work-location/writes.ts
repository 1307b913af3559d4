import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type {
  workLocationAccessGroupSchema,
  workLocationAddressSchema,
  workLocationCreateSchema,
  workLocationUpdateSchema,
} from '../../../../src/domain/work-locations';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { workLocation } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError } from '../../../lib/http-errors';
import { addressAndPositionValues, assertAddressConsistent } from '../../../lib/places';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { versionedUpdate } from '../../../lib/versioned';
import { getProject } from '../project/queries';
import { copyLocationToOrders } from '../work-order/lifecycle';
import { getTemplate } from '../work-location-template/queries';
import { validateValues, writeValues } from './values';
import { assertGroupInProject, getWorkLocation, locationUniqueFields, mustGetLocation } from './queries';

/*
 * Work-location writes shared by the routes (POST WorkLocation and its partial PUTs) and the work-locations
 * import, so both apply the same rules.
 */

type LocationInput = z.output<typeof workLocationCreateSchema>;

/** The row a new location is stored as. */
function newLocationRow(
  auth: AuthContext,
  id: string,
  body: LocationInput,
): typeof workLocation.$inferInsert {
  return {
    organisationId: auth.organisationId,
    id,
    projectId: body.projectId,
    accessGroupId: body.accessGroupId,
    templateId: body.workLocationTemplateId,
    locationIdentifier: body.locationIdentifier,
    name: body.name,
    ...addressAndPositionValues(body),
    createdBy: auth.userId,
    updatedBy: auth.userId,
  };
}

/** Creates a work location with its field values by the rules of POST WorkLocation (organisation users only). */
export async function createWorkLocation(tx: Tx, auth: AuthContext, body: LocationInput): Promise<string> {
  assertOrganisationCaller(auth);
  if (!(await getProject(tx, body.projectId))) throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
  if (!(await getTemplate(tx, body.workLocationTemplateId)))
    throw fieldError('WorkLocationTemplateId', SERVER_MESSAGES.templateNotFound);
  await assertGroupInProject(tx, body.projectId, body.accessGroupId);
  await assertAddressConsistent(tx, body);
  const values = await validateValues(tx, body.workLocationTemplateId, body.elementValues);
  const id = body.id ?? newId();
  await withUniqueFields(
    () => tx.insert(workLocation).values(newLocationRow(auth, id, body)),
    locationUniqueFields,
  );
  await writeValues(tx, auth.organisationId, id, values);
  return id;
}

/**
 * Stores new work locations without field values in one statement, for an import that has already checked
 * each by createWorkLocation's rules (the caller, project, template, access group, address and the template's
 * required fields) against what the same transaction reads. The database still enforces uniqueness and
 * row-level security: a refusal refuses the whole statement. The rows travel as one JSON parameter: a
 * parameter per value would make a batch's statement thousands of objects to build and keep.
 */
export async function insertWorkLocations(
  tx: Tx,
  auth: AuthContext,
  bodies: readonly LocationInput[],
): Promise<void> {
  if (bodies.some((body) => body.elementValues.length > 0))
    throw new Error('insertWorkLocations stores locations without field values');
  if (bodies.length === 0) return;
  const rows = bodies.map((body) => {
    const row = newLocationRow(auth, body.id ?? newId(), body);
    return Object.fromEntries(INSERTED.map(([key, column]) => [column, row[key] ?? null]));
  });
  const columns = sql.raw(INSERTED.map(([, column]) => column).join(', '));
  const types = sql.raw(INSERTED.map(([, column, type]) => `${column} ${type}`).join(', '));
  await withUniqueFields(
    () =>
      tx.execute(
        sql`insert into ${workLocation} (${columns}) select ${columns} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${types})`,
      ),
    locationUniqueFields,
  );
}

/** The columns insertWorkLocations writes: the row's key, the column and its type. */
const INSERTED: ReadonlyArray<[keyof typeof workLocation.$inferInsert, string, string]> = [
  ['organisationId', 'organisation_id', 'uuid'],
  ['id', 'id', 'uuid'],
  ['projectId', 'project_id', 'uuid'],
  ['accessGroupId', 'access_group_id', 'uuid'],
  ['templateId', 'template_id', 'uuid'],
  ['locationIdentifier', 'location_identifier', 'text'],
  ['name', 'name', 'text'],
  ['addressLine', 'address_line', 'text'],
  ['countryId', 'country_id', 'integer'],
  ['stateId', 'state_id', 'integer'],
  ['cityId', 'city_id', 'integer'],
  ['postalCode', 'postal_code', 'text'],
  ['latitude', 'latitude', 'numeric'],
  ['longitude', 'longitude', 'numeric'],
  ['createdBy', 'created_by', 'uuid'],
  ['updatedBy', 'updated_by', 'uuid'],
];

/**
 * Writes `changes` if the location is still at `version`, bumping it, and copies the location to its open
 * orders. Row-level security makes a location outside the caller's access groups invisible (404) and refuses
 * moving one outside them (403).
 */
export async function versionedLocationWrite(
  tx: Tx,
  auth: AuthContext,
  id: string,
  version: number,
  changes: Partial<typeof workLocation.$inferInsert>,
): Promise<void> {
  await withUniqueFields(
    () =>
      versionedUpdate(
        () =>
          tx
            .update(workLocation)
            .set({
              ...changes,
              version: sql`${workLocation.version} + 1`,
              updatedAt: sql`now()`,
              updatedBy: auth.userId,
            })
            .where(and(eq(workLocation.id, id), eq(workLocation.version, version)))
            .returning({ id: workLocation.id }),
        () => getWorkLocation(tx, id),
      ),
    locationUniqueFields,
  );
  await copyLocationToOrders(tx, id);
}

/** PUT WorkLocation: identifier and name. */
export async function updateLocationDetails(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof workLocationUpdateSchema>,
): Promise<void> {
  await mustGetLocation(tx, id);
  await versionedLocationWrite(tx, auth, id, body.version, {
    locationIdentifier: body.locationIdentifier,
    name: body.name,
  });
}

/** Moves a location to another access group of its project, or none. */
export async function updateLocationAccessGroup(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof workLocationAccessGroupSchema>,
): Promise<void> {
  const current = await mustGetLocation(tx, id);
  await assertGroupInProject(tx, current.projectId, body.accessGroupId);
  await versionedLocationWrite(tx, auth, id, body.version, { accessGroupId: body.accessGroupId });
}

/** Changes a location's address and position. */
export async function updateLocationAddress(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof workLocationAddressSchema>,
): Promise<void> {
  await mustGetLocation(tx, id);
  await assertAddressConsistent(tx, body);
  await versionedLocationWrite(tx, auth, id, body.version, addressAndPositionValues(body));
}
