import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/orders';
import { defineRoute } from '../../../lib/route';
import { workOrderMapClusters } from './map-clusters';
import { workOrderMapSelection } from './map-selection';

/** The maps' calls per viewport: clusters or orders in view, and the orders inside a drawn shape. */
export async function workOrderMapRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getWorkOrderMapClusters, {
    handler: ({ tx, body }) => workOrderMapClusters(tx, body),
  });

  defineRoute(app, contracts.getWorkOrderMapSelection, {
    handler: ({ tx, body }) => workOrderMapSelection(tx, body),
  });
}
