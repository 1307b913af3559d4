import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { MovementStatus, StorageLocationType } from '../../../../src/domain/asset-movements';
import { movementRefusal } from '../../../../src/domain/asset-movements';
import type { assetLocationUpdateSchema } from '../../../../src/domain/assets';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { asset, assetMovement, crew, warehouse, warehouseUser, workLocation } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { HttpError, conflict, fieldError, forbidden, notFound } from '../../../lib/http-errors';
import { assertVendorExists } from '../../../lib/vendor-scope';
import { getAsset } from './queries';

type Movement = z.output<typeof assetLocationUpdateSchema>;

/** Where an asset is stored: the kind of place and the one id that names it. */
export interface StoragePlace {
  locationType: number;
  warehouseId: string | null;
  vendorId: string | null;
  crewId: string | null;
  workLocationId: string | null;
}

interface Place extends StoragePlace {
  fieldLatitude: number | null;
  fieldLongitude: number | null;
}

async function assertWarehouse(tx: Tx, id: string) {
  const [found] = await tx.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, id));
  if (!found) throw fieldError('WarehouseId', SERVER_MESSAGES.warehouseNotFound);
}

async function crewVendor(tx: Tx, id: string): Promise<string | null> {
  const [found] = await tx.select({ vendorId: crew.vendorId }).from(crew).where(eq(crew.id, id));
  if (!found) throw fieldError('CrewId', SERVER_MESSAGES.crewNotFound);
  return found.vendorId;
}

async function assertWorkLocation(tx: Tx, id: string) {
  const [found] = await tx.select({ id: workLocation.id }).from(workLocation).where(eq(workLocation.id, id));
  if (!found) throw fieldError('WorkLocationId', SERVER_MESSAGES.workLocationNotFound);
}

/** The asset's new place from the request, with the targets checked to exist and be visible to the caller. */
async function targetPlace(tx: Tx, body: Movement, current: Place): Promise<Place> {
  const empty = {
    warehouseId: null,
    vendorId: null,
    crewId: null,
    workLocationId: null,
    fieldLatitude: null,
    fieldLongitude: null,
  };
  switch (body.locationType) {
    case 1:
      await assertWarehouse(tx, body.warehouseId!);
      return { ...empty, locationType: 1, warehouseId: body.warehouseId };
    case 2:
      await assertVendorExists(tx, body.vendorId);
      return { ...empty, locationType: 2, vendorId: body.vendorId };
    case 3: {
      const vendorId = await crewVendor(tx, body.crewId!);
      // A vendor hands an asset on to one of its own crews, not to another vendor's.
      if (current.locationType === 2 && vendorId !== current.vendorId)
        throw fieldError('CrewId', SERVER_MESSAGES.crewOfOtherVendor);
      return { ...empty, locationType: 3, crewId: body.crewId, vendorId };
    }
    default:
      if (body.workLocationId) await assertWorkLocation(tx, body.workLocationId);
      return {
        ...empty,
        locationType: 4,
        // The vendor answerable for an installed asset is the one whose storage it came from.
        vendorId: current.vendorId,
        workLocationId: body.workLocationId,
        fieldLatitude: body.workLocationId ? null : body.latitude,
        fieldLongitude: body.workLocationId ? null : body.longitude,
      };
  }
}

function samePlace(a: Place, b: Place): boolean {
  return (
    a.locationType === b.locationType &&
    a.warehouseId === b.warehouseId &&
    a.crewId === b.crewId &&
    (a.locationType !== 2 || a.vendorId === b.vendorId) &&
    a.workLocationId === b.workLocationId &&
    a.fieldLatitude === b.fieldLatitude &&
    a.fieldLongitude === b.fieldLongitude
  );
}

async function assertWarehouseUser(tx: Tx, id: string, from: Place, to: Place) {
  const [found] = await tx
    .select({ warehouseId: warehouseUser.warehouseId })
    .from(warehouseUser)
    .where(eq(warehouseUser.id, id));
  if (!found) throw fieldError('WarehouseUserId', SERVER_MESSAGES.warehouseUserNotFound);
  if (found.warehouseId !== from.warehouseId && found.warehouseId !== to.warehouseId) {
    throw fieldError('WarehouseUserId', SERVER_MESSAGES.warehouseUserOfOtherWarehouse);
  }
}

async function nextSeq(tx: Tx, assetId: string): Promise<number> {
  const [row] = await tx
    .select({ n: max(assetMovement.seq) })
    .from(assetMovement)
    .where(eq(assetMovement.assetId, assetId));
  return (row?.n ?? 0) + 1;
}

export async function recordMovement(
  tx: Tx,
  auth: AuthContext,
  movement: {
    assetId: string;
    status: MovementStatus;
    from: Place | null;
    to: Place;
    removalReason: number | null;
    note: string | null;
    warehouseUserId: string | null;
  },
) {
  const { from, to } = movement;
  await tx.insert(assetMovement).values({
    organisationId: auth.organisationId,
    id: newId(),
    assetId: movement.assetId,
    seq: await nextSeq(tx, movement.assetId),
    movementStatus: movement.status,
    fromLocationType: from?.locationType ?? null,
    fromWarehouseId: from?.warehouseId ?? null,
    fromVendorId: from?.vendorId ?? null,
    fromCrewId: from?.crewId ?? null,
    fromWorkLocationId: from?.workLocationId ?? null,
    fromLatitude: from?.fieldLatitude ?? null,
    fromLongitude: from?.fieldLongitude ?? null,
    toLocationType: to.locationType,
    toWarehouseId: to.warehouseId,
    toVendorId: to.vendorId,
    toCrewId: to.crewId,
    toWorkLocationId: to.workLocationId,
    toLatitude: to.fieldLatitude,
    toLongitude: to.fieldLongitude,
    removalReason: movement.removalReason,
    note: movement.note,
    warehouseUserId: movement.warehouseUserId,
    movedBy: auth.userId,
  });
}

/**
 * Asset/UpdateAssetLocation: checks the movement against the allowed transitions and the caller's reach,
 * then writes the asset's new place and its history row in the caller's transaction (both or neither).
 */
export async function moveAsset(tx: Tx, auth: AuthContext, body: Movement) {
  const [current] = await tx
    .select({
      version: asset.version,
      locationType: asset.locationType,
      warehouseId: asset.warehouseId,
      vendorId: asset.vendorId,
      crewId: asset.crewId,
      workLocationId: asset.workLocationId,
      fieldLatitude: asset.fieldLatitude,
      fieldLongitude: asset.fieldLongitude,
    })
    .from(asset)
    .where(eq(asset.id, body.assetId))
    .for('update');
  if (!current) throw notFound(SERVER_MESSAGES.assetNotFound);
  if (current.version !== body.version)
    throw conflict(SERVER_MESSAGES.staleVersion, await getAsset(tx, body.assetId));

  const refusal = movementRefusal(
    current.locationType as StorageLocationType,
    body.movementStatus as MovementStatus,
    body.locationType as StorageLocationType,
  );
  if (refusal) throw new HttpError(422, 'Movement not allowed', refusal);
  if (auth.vendorId && (current.locationType === 1 || body.locationType === 1))
    throw forbidden(SERVER_MESSAGES.assetMoveToWarehouseOrganisationOnly);

  const to = await targetPlace(tx, body, current);
  if (samePlace(current, to))
    throw new HttpError(422, 'Movement not allowed', SERVER_MESSAGES.assetSamePlace);
  if (body.warehouseUserId) await assertWarehouseUser(tx, body.warehouseUserId, current, to);

  const removal =
    body.movementStatus === 5
      ? { removalReason: body.removalReason, removalNote: body.note }
      : { removalReason: null, removalNote: null };
  await tx
    .update(asset)
    .set({
      ...to,
      movementStatus: body.movementStatus,
      ...removal,
      movedAt: new Date(),
      version: current.version + 1,
      updatedAt: new Date(),
      updatedBy: auth.userId,
    })
    .where(and(eq(asset.id, body.assetId), eq(asset.version, current.version)));
  await recordMovement(tx, auth, {
    assetId: body.assetId,
    status: body.movementStatus as MovementStatus,
    from: current,
    to,
    removalReason: body.removalReason,
    note: body.note,
    warehouseUserId: body.warehouseUserId,
  });
  const moved = await getAsset(tx, body.assetId);
  if (!moved) throw notFound(SERVER_MESSAGES.assetNotFound);
  return moved;
}
