import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { defineRoute } from '../../../lib/route';
import { locationDetail } from './routes';
import { validateValues, writeValues } from './values';
import {
  updateLocationAccessGroup,
  updateLocationAddress,
  updateLocationDetails,
  versionedLocationWrite,
} from './writes';
import { mustGetLocation } from './queries';

/** The four partial updates of a work location, each under its own permission key. */
export async function workLocationUpdateRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.updateWorkLocation, {
    handler: async ({ tx, auth, query, body }) => {
      await updateLocationDetails(tx, auth, query.id, body);
      return locationDetail(tx, query.id);
    },
  });

  defineRoute(app, contracts.updateWorkLocationAccessGroup, {
    handler: async ({ tx, auth, query, body }) => {
      await updateLocationAccessGroup(tx, auth, query.id, body);
      return locationDetail(tx, query.id);
    },
  });

  defineRoute(app, contracts.updateWorkLocationAddress, {
    handler: async ({ tx, auth, query, body }) => {
      await updateLocationAddress(tx, auth, query.id, body);
      return locationDetail(tx, query.id);
    },
  });

  defineRoute(app, contracts.updateWorkLocationElements, {
    handler: async ({ tx, auth, query, body }) => {
      const current = await mustGetLocation(tx, query.id);
      const values = await validateValues(tx, current.workLocationTemplateId, body.elementValues);
      await versionedLocationWrite(tx, auth, query.id, body.version, {});
      await writeValues(tx, auth.organisationId, query.id, values);
      return locationDetail(tx, query.id);
    },
  });
}
