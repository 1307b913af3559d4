import type { FastifyInstance } from 'fastify';
import { deletedSchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  removeVendorWorkLocationSchema,
  vendorWorkLocationListRequestSchema,
  vendorWorkLocationListSchema,
} from '../../../../src/domain/vendor-work-locations';
import { vendorWorkLocationExclusion } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { findSubject } from '../../../lib/subjects';
import { listVendorWorkLocations, servedLocationProject } from './queries';

const tags = ['VendorWorkLocation'];

/** VendorWorkLocation/GetAll and DELETE: the locations a vendor serves through its assigned groups. */
export async function vendorWorkLocationRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/VendorWorkLocation/GetAll',
      summary:
        'Work locations a vendor serves: members of its assigned work-location groups, less those removed',
      permission: 'vendorWorkLocation.view',
      body: vendorWorkLocationListRequestSchema,
      response: vendorWorkLocationListSchema,
      handler: async ({ tx, auth, body }) => {
        const vendorId = body.vendorId ?? auth.vendorId;
        if (!vendorId) throw fieldError('VendorId', SERVER_MESSAGES.vendorNotFound);
        if (!(await findSubject(tx, 'vendor', vendorId))) throw notFound(SERVER_MESSAGES.vendorNotFound);
        return listVendorWorkLocations(tx, vendorId, body);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/VendorWorkLocation',
      summary: 'The vendor stops serving one work location that its assigned groups hold',
      permission: 'vendorWorkLocation.delete',
      body: removeVendorWorkLocationSchema,
      response: deletedSchema,
      handler: async ({ tx, auth, body }) => {
        const projectId = await servedLocationProject(tx, body.vendorId, body.workLocationId);
        if (!projectId) throw notFound(SERVER_MESSAGES.vendorWorkLocationNotServed);
        const id = newId();
        await tx.insert(vendorWorkLocationExclusion).values({
          organisationId: auth.organisationId,
          id,
          vendorId: body.vendorId,
          projectId,
          workLocationId: body.workLocationId,
          createdBy: auth.userId,
          updatedBy: auth.userId,
        });
        return { id };
      },
    },
    tags,
  );
}
