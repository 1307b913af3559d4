import type { Position } from '../../../components/map/position';
import {
  MOVEMENTS,
  movementsFrom,
  REMOVAL_REASON_OTHER,
  type MovementStatus,
  type StorageLocationType,
} from '../../../domain/asset-movements';
import type { AssetLocationUpdate } from '../../../domain/assets';

export interface MoveValues {
  status: Exclude<MovementStatus, 1> | null;
  locationType: StorageLocationType | null;
  warehouseId: string | null;
  vendorId: string | null;
  crewId: string | null;
  workLocationId: string | null;
  /** Install at a map position instead of a work location. */
  usePosition: boolean;
  position: Position | null;
  removalReason: number | null;
  note: string;
  warehouseUserId: string | null;
}

export const EMPTY_MOVE: MoveValues = {
  status: null,
  locationType: null,
  warehouseId: null,
  vendorId: null,
  crewId: null,
  workLocationId: null,
  usePosition: false,
  position: null,
  removalReason: null,
  note: '',
  warehouseUserId: null,
};

/** Choosing a movement picks its only destination type, or leaves the choice open when it has two. */
export function chooseStatus(values: MoveValues, status: Exclude<MovementStatus, 1> | null): MoveValues {
  const to = status ? MOVEMENTS[status].to : [];
  return {
    ...EMPTY_MOVE,
    status,
    locationType: to.length === 1 ? to[0]! : null,
    vendorId: values.vendorId,
  };
}

/** What is missing before the movement can be sent, by field. */
export function moveErrors(values: MoveValues): Partial<Record<keyof MoveValues, string>> {
  const errors: Partial<Record<keyof MoveValues, string>> = {};
  if (!values.status) errors.status = 'Choose what happens to the asset';
  if (!values.locationType) errors.locationType = 'Choose where the asset goes';
  if (values.locationType === 1 && !values.warehouseId) errors.warehouseId = 'Choose a warehouse';
  if (values.locationType === 2 && !values.vendorId) errors.vendorId = 'Choose a vendor';
  if (values.locationType === 3 && !values.crewId) errors.crewId = 'Choose a crew';
  if (values.locationType === 4) {
    if (values.usePosition && !values.position) errors.position = 'Set the position on the map';
    if (!values.usePosition && !values.workLocationId) errors.workLocationId = 'Choose a work location';
  }
  if (values.status === 5 && !values.removalReason) errors.removalReason = 'Choose why the asset was removed';
  if (values.removalReason === REMOVAL_REASON_OTHER && !values.note.trim())
    errors.note = 'Say why, when the reason is Other';
  return errors;
}

/** The UpdateAssetLocation body for a complete form. */
export function movePayload(asset: { id: string; version: number }, values: MoveValues): AssetLocationUpdate {
  const field = values.locationType === 4;
  return {
    assetId: asset.id,
    version: asset.version,
    movementStatus: values.status!,
    locationType: values.locationType!,
    warehouseId: values.locationType === 1 ? values.warehouseId : null,
    vendorId: values.locationType === 2 ? values.vendorId : null,
    crewId: values.locationType === 3 ? values.crewId : null,
    workLocationId: field && !values.usePosition ? values.workLocationId : null,
    latitude: field && values.usePosition ? (values.position?.lat ?? null) : null,
    longitude: field && values.usePosition ? (values.position?.lng ?? null) : null,
    removalReason: values.status === 5 ? values.removalReason : null,
    note: values.note.trim() || null,
    warehouseUserId: values.warehouseUserId,
  };
}

/**
 * The movements to offer for an asset at `from`: the allowed ones, without those into or out of a warehouse
 * for a vendor user (organisation users run the stores; the server refuses them too).
 */
export function movementsOffered(
  from: StorageLocationType,
  vendorBound: boolean,
): Array<Exclude<MovementStatus, 1>> {
  if (vendorBound && from === 1) return [];
  return movementsFrom(from).filter(
    (status) => !vendorBound || !MOVEMENTS[status].to.every((to) => to === 1),
  );
}
