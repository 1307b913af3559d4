import type { FastifyInstance } from 'fastify';
import { camelQuery } from '../../../../src/domain/fields';
import {
  mapClustersQuerySchema,
  mapClustersSchema,
  mapSelectionQuerySchema,
  mapSelectionSchema,
} from '../../../../src/domain/work-order-clusters';
import { defineRoute } from '../../../lib/route';
import { workOrderMapClusters } from './map-clusters';
import { workOrderMapSelection } from './map-selection';
import { tags } from './route-shared';

/** The maps' calls per viewport: clusters or orders in view, and the orders inside a drawn shape. */
export async function workOrderMapRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/GetMapClusters',
      summary:
        'The located orders of the map filter in a viewport (west, south, east, north, zoom): clusters with their centroid, counts per status and approval and bounds, or the orders themselves when few',
      permission: 'workOrder.view',
      body: camelQuery(mapClustersQuerySchema),
      response: mapClustersSchema,
      handler: ({ tx, body }) => workOrderMapClusters(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/GetMapSelection',
      summary:
        'The ids of the located orders of the map filter inside a polygon or a circle (radius in metres); more than 100 refuses the selection (422)',
      permission: 'workOrder.view',
      body: camelQuery(mapSelectionQuerySchema),
      response: mapSelectionSchema,
      handler: ({ tx, body }) => workOrderMapSelection(tx, body),
    },
    tags,
  );
}
