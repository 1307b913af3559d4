import type { FastifyInstance } from 'fastify';
import { idQuerySchema } from '../../../../src/domain/fields';
import {
  workLocationAccessGroupSchema,
  workLocationAddressSchema,
  workLocationDetailSchema,
  workLocationElementsSchema,
  workLocationUpdateSchema,
} from '../../../../src/domain/work-locations';
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

const tags = ['WorkLocation'];

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
        await updateLocationDetails(tx, auth, query.id, body);
        return locationDetail(tx, query.id);
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
        await updateLocationAccessGroup(tx, auth, query.id, body);
        return locationDetail(tx, query.id);
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
        await updateLocationAddress(tx, auth, query.id, body);
        return locationDetail(tx, query.id);
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
        await versionedLocationWrite(tx, auth, query.id, body.version, {});
        await writeValues(tx, auth.organisationId, query.id, values);
        return locationDetail(tx, query.id);
      },
    },
    tags,
  );
}
