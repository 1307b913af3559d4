import { onlineManager } from '@tanstack/react-query';
import { callParsed } from '../../../../api/call';
import { ApiError, isNoResponse } from '../../../../api/errors';
import { getWorkOrderMapSelection } from '../../../../domain/contracts/workorder/work-order/map';
import { MAP_MESSAGES, MESSAGES } from '../../../../domain/messages';
import { MAP_POLYGON_VERTICES_MAX, type MapFilterInput } from '../../../../domain/work-order-clusters';

/** A position in degrees, as Leaflet's LatLng has it. */
export interface Point {
  lat: number;
  lng: number;
}

/** A drawn area: a polygon's rings (the first is its outline; the server takes that) or a circle in metres. */
export type SelectionShape =
  | { kind: 'polygon'; rings: readonly (readonly Point[])[] }
  | { kind: 'circle'; centre: Point; radius: number };

/** A selection the server did not give: why, in the words the toast shows (the shape is removed). */
export class SelectionRefused extends Error {
  override readonly name = 'SelectionRefused';
}

/** The shape as GetMapSelection takes it: a polygon's outline (not repeating its first corner) or a circle. */
export function selectionBody(shape: SelectionShape) {
  if (shape.kind === 'circle') {
    const { centre, radius } = shape;
    return { circle: { latitude: centre.lat, longitude: centre.lng, radius } };
  }
  const outline = [...(shape.rings[0] ?? [])];
  const first = outline[0];
  const last = outline.at(-1);
  if (first && last && outline.length > 1 && first.lat === last.lat && first.lng === last.lng) outline.pop();
  return { polygon: outline.map((point) => ({ latitude: point.lat, longitude: point.lng })) };
}

/**
 * getWorkOrderMapSelection: the ids of every order of the filter inside the shape, found by the server
 * (not only the ones drawn on the screen). Online only: offline, or without an answer, it is refused with
 * MAP_MESSAGES.selectionNeedsConnection; past MAP_SELECTION_MAX orders with SPEC's message.
 */
export async function findOrdersInArea(filter: MapFilterInput, shape: SelectionShape): Promise<string[]> {
  const body = selectionBody(shape);
  if (body.polygon && body.polygon.length > MAP_POLYGON_VERTICES_MAX) {
    throw new SelectionRefused(MAP_MESSAGES.tooManyCorners);
  }
  if (!onlineManager.isOnline()) throw new SelectionRefused(MAP_MESSAGES.selectionNeedsConnection);
  try {
    const answer = await callParsed(getWorkOrderMapSelection, { body: { ...filter, ...body } });
    return answer.workOrderIds;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 422 &&
      error.body.message === MESSAGES.mapSelectionCap
    ) {
      throw new SelectionRefused(MESSAGES.mapSelectionCap);
    }
    if (isNoResponse(error)) throw new SelectionRefused(MAP_MESSAGES.selectionNeedsConnection);
    throw new SelectionRefused(MAP_MESSAGES.selectionFailed);
  }
}
