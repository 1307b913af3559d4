import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
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

export async function locationDetail(tx: Tx, id: string) {
  const location = await mustGetLocation(tx, id);
  return { ...location, elementValues: await readValues(tx, location.workLocationTemplateId, id) };
}

/** Work locations: list, typeahead, by id, create and delete. Row-level security applies the access-group rule. */
export async function workLocationRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllWorkLocations, {
    handler: async ({ tx, body }) => listWorkLocations(tx, body, await filterElementType(tx, body)),
  });

  defineRoute(app, contracts.searchWorkLocations, {
    handler: ({ tx, body }) => searchWorkLocations(tx, body),
  });

  defineRoute(app, contracts.getWorkLocationById, {
    handler: ({ tx, query }) => locationDetail(tx, query.id),
  });

  defineRoute(app, contracts.createWorkLocation, {
    handler: async ({ tx, auth, body }) => locationDetail(tx, await createWorkLocation(tx, auth, body)),
  });

  defineRoute(app, contracts.deleteWorkLocation, {
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
  });

  defineImportRoute(app, 'workLocation', contracts.importWorkLocations);
  defineExportRoute(app, 'workLocation', contracts.exportWorkLocations);
}
