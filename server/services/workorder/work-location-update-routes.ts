import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idQuerySchema } from '../../../src/domain/fields';
import {
  workLocationAccessGroupSchema,
  workLocationAddressSchema,
  workLocationDetailSchema,
  workLocationElementsSchema,
  workLocationUpdateSchema,
} from '../../../src/domain/work-locations';
import type { AuthContext } from '../../auth/context';
import type { Tx } from '../../db/client';
import { workLocation } from '../../db/schema/index';
import { assertAddressConsistent } from '../../lib/places';
import { defineRoute } from '../../lib/route';
import { withUniqueFields } from '../../lib/unique-violation';
import { versionedUpdate } from '../../lib/versioned';
import { copyLocationToOrders } from './work-order-lifecycle';
import { locationDetail } from './work-location-routes';
import { validateValues, writeValues } from './work-location-values';
import {
  assertGroupInProject,
  getWorkLocation,
  locationUniqueFields,
  mustGetLocation,
} from './work-locations';

const tags = ['WorkLocation'];

/**
 * Writes `changes` if the location is still at `version`, bumping it. Row-level security makes a location
 * outside the caller's access groups invisible (404) and refuses moving one outside them (403).
 */
async function versionedWrite(
  tx: Tx,
  auth: AuthContext,
  id: string,
  version: number,
  changes: Partial<typeof workLocation.$inferInsert>,
) {
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
  return locationDetail(tx, id);
}

/** The four partial updates of a work location, each under its own permission key. */
export async function workLocationUpdateRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkLocation',
      summary: 'Change identifier and name (project and template stay; send the version you edited)',
      permission: 'workLocation.update',
      query: idQuerySchema,
      body: workLocationUpdateSchema,
      response: workLocationDetailSchema,
      handler: async ({ tx, auth, query, body }) => {
        await mustGetLocation(tx, query.id);
        return versionedWrite(tx, auth, query.id, body.version, {
          locationIdentifier: body.locationIdentifier,
          name: body.name,
        });
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkLocation/WorklocationAccessGroup',
      summary: 'Move a location to another access group of its project (or none)',
      permission: 'workLocation.changeAccessGroup',
      query: idQuerySchema,
      body: workLocationAccessGroupSchema,
      response: workLocationDetailSchema,
      handler: async ({ tx, auth, query, body }) => {
        const current = await mustGetLocation(tx, query.id);
        await assertGroupInProject(tx, current.projectId, body.accessGroupId);
        return versionedWrite(tx, auth, query.id, body.version, { accessGroupId: body.accessGroupId });
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkLocation/UpdateWorklocationAddress',
      summary: 'Change address and position (latitude and longitude together)',
      permission: 'workLocation.updateAddress',
      query: idQuerySchema,
      body: workLocationAddressSchema,
      response: workLocationDetailSchema,
      handler: async ({ tx, auth, query, body }) => {
        await mustGetLocation(tx, query.id);
        await assertAddressConsistent(tx, body);
        return versionedWrite(tx, auth, query.id, body.version, {
          addressLine: body.addressLine,
          countryId: body.countryId,
          stateId: body.stateId,
          cityId: body.cityId,
          postalCode: body.postalCode,
          latitude: body.latitude,
          longitude: body.longitude,
        });
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkLocation/UpdateWorklocationElements',
      summary: "Replace the values of the template's fields, checked against each field's type",
      permission: 'workLocation.updateElements',
      query: idQuerySchema,
      body: workLocationElementsSchema,
      response: workLocationDetailSchema,
      handler: async ({ tx, auth, query, body }) => {
        const current = await mustGetLocation(tx, query.id);
        const values = await validateValues(tx, current.workLocationTemplateId, body.elementValues);
        await versionedWrite(tx, auth, query.id, body.version, {});
        await writeValues(tx, auth.organisationId, query.id, values);
        return locationDetail(tx, query.id);
      },
    },
    tags,
  );
}
