import { camelQuery } from '../../../fields';
import { onlineOnly, read } from '../../../offline-action-kit';
import {
  mapClustersQuerySchema,
  mapClustersSchema,
  mapSelectionQuerySchema,
  mapSelectionSchema,
} from '../../../work-order-clusters';
import { defineContract } from '../../kit';

const service = 'workorder';

export const getWorkOrderMapClusters = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/GetMapClusters',
  summary:
    'The located orders of the map filter in a viewport (west, south, east, north, zoom): clusters with their centroid, counts per status and approval and bounds, or the orders themselves when few',
  permission: 'workOrder.view',
  body: camelQuery(mapClustersQuerySchema),
  response: mapClustersSchema,
  offline: read,
});

export const getWorkOrderMapSelection = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/GetMapSelection',
  summary:
    'The ids of the located orders of the map filter inside a polygon or a circle (radius in metres); more than 100 refuses the selection (422)',
  permission: 'workOrder.view',
  body: camelQuery(mapSelectionQuerySchema),
  response: mapSelectionSchema,
  // The server finds the orders inside a drawn area: never queued, never answered from a copy.
  offline: onlineOnly,
});
