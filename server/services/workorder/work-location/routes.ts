import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedSchema, idQuerySchema } from '../../../../src/domain/fields';
import {
  workLocationCreateSchema,
  workLocationDetailSchema,
  workLocationListQuerySchema,
  workLocationListSchema,
  workLocationSearchQuerySchema,
  workLocationSearchSchema,
} from '../../../../src/domain/work-locations';
import type { Tx } from '../../../db/client';
import { workLocation } from '../../../db/schema/index';
import { assertUnreferenced } from '../../../lib/references';
import { assetPlaceReferences } from '../../asset/index';
import { workOrderReferences } from '../../../lib/work-order-references';
import { defineRoute } from '../../../lib/route';
import { defineExportRoute, defineImportRoute } from '../../file/index';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { readValues } from './values';
import { createWorkLocation } from './writes';
import { filterElementType, listWorkLocations, mustGetLocation, searchWorkLocations } from './queries';

const tags = ['WorkLocation'];

export async function locationDetail(tx: Tx, id: string) {
  const location = await mustGetLocation(tx, id);
  return { ...location, elementValues: await readValues(tx, location.workLocationTemplateId, id) };
}

/** Work locations: list, typeahead, by id, create and delete. Row-level security applies the access-group rule. */
export async function workLocationRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WorkLocation/GetAll',
      summary:
        'Work locations by project, access group (with sub-groups), template and a template-field filter; searched by identifier and name',
      permission: 'workLocation.view',
      body: workLocationListQuerySchema,
      response: workLocationListSchema,
      handler: async ({ tx, body }) => listWorkLocations(tx, body, await filterElementType(tx, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WorkLocation/SearchWorklocation',
      summary: 'Typeahead over identifier and name (100 per page)',
      permission: 'workLocation.view',
      body: workLocationSearchQuerySchema,
      response: workLocationSearchSchema,
      handler: ({ tx, body }) => searchWorkLocations(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/WorkLocation/GetById',
      summary: "One work location with its template's fields and their values",
      permission: 'workLocation.view',
      query: idQuerySchema,
      response: workLocationDetailSchema,
      handler: ({ tx, query }) => locationDetail(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WorkLocation',
      summary: 'Create a work location with its field values (organisation users only)',
      permission: 'workLocation.create',
      body: workLocationCreateSchema,
      response: workLocationDetailSchema,
      handler: async ({ tx, auth, body }) => locationDetail(tx, await createWorkLocation(tx, auth, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/WorkLocation',
      summary:
        'Delete a work location and its field values; refused while assets are installed there or their history names it',
      permission: 'workLocation.delete',
      query: idQuerySchema,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGetLocation(tx, query.id);
        assertUnreferenced(`The work location "${current.locationIdentifier}"`, [
          ...(await assetPlaceReferences(tx, 'workLocation', query.id)),
          await workOrderReferences(tx, 'workLocation', query.id),
        ]);
        await tx.delete(workLocation).where(eq(workLocation.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );

  defineImportRoute(app, 'workLocation');
  defineExportRoute(app, 'workLocation');
}
