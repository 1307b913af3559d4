import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { vendorWorkLocationExclusion } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { findSubject } from '../../../lib/subjects';
import { listVendorWorkLocations, servedLocationProject } from './queries';

/** The locations a vendor serves through its assigned groups: their list, and stopping serving one. */
export async function vendorWorkLocationRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllVendorWorkLocations, {
    handler: async ({ tx, auth, body }) => {
      const vendorId = body.vendorId ?? auth.vendorId;
      if (!vendorId) throw fieldError('VendorId', SERVER_MESSAGES.vendorNotFound);
      if (!(await findSubject(tx, 'vendor', vendorId))) throw notFound(SERVER_MESSAGES.vendorNotFound);
      return listVendorWorkLocations(tx, vendorId, body);
    },
  });

  defineRoute(app, contracts.deleteVendorWorkLocation, {
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
  });
}
