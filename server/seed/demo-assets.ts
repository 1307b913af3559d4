import { asc } from 'drizzle-orm';
import type { AddressIds } from '../../src/domain/address';
import type { Executor } from '../db/client';
import {
  asset,
  assetMovement,
  assetType,
  crew,
  manufacturer,
  supplier,
  warehouse,
  warehouseUser,
  workLocation,
} from '../db/schema/index';
import { newId } from '../crypto';
import type { StoragePlace } from '../services/asset/asset/movements';

const WAREHOUSES = [
  {
    name: 'Guwahati Central Store',
    code: 'WH-GHY-01',
    addressLine: 'NH-17, Jalukbari',
    postalCode: '781014',
    latitude: 26.155171,
    longitude: 91.662716,
  },
  {
    name: 'Dispur Divisional Store',
    code: 'WH-DSP-01',
    addressLine: 'Last Gate, Dispur',
    postalCode: '781006',
    latitude: 26.143305,
    longitude: 91.789834,
  },
  {
    name: 'Amingaon Transformer Yard',
    code: 'WH-AMG-01',
    addressLine: 'Industrial Area, Amingaon',
    postalCode: '781031',
    latitude: 26.189612,
    longitude: 91.672203,
  },
];
const KEEPERS = [
  ['Hemanta Sarma', 'Store in-charge'],
  ['Junmoni Devi', 'Storekeeper'],
];
const TYPES = [
  { name: 'Single-phase smart meter', code: 'SM1P', assetLevelId: 2, prefix: 'SM1' },
  { name: 'Three-phase smart meter', code: 'SM3P', assetLevelId: 2, prefix: 'SM3' },
  { name: 'Distribution transformer 100 kVA', code: 'DT100', assetLevelId: 3, prefix: 'DT' },
  { name: 'Meter communication modem', code: 'MDM', assetLevelId: 1, prefix: 'MD' },
];
const MANUFACTURERS = ['Genus Power Infrastructures', 'Secure Meters', 'Kirloskar Electric'];
const SUPPLIERS = ['Assam Electricals Trading', 'Eastern Power Supplies'];
const ASSETS = 60;

type Place = StoragePlace;

/**
 * Warehouses with their users, the asset catalogue and 60 assets spread over warehouses, vendors, crews and
 * the field, each with the history that brought it there, so the asset screens and stock reports show a
 * working store on first sign-in.
 */
export async function seedDemoAssets(
  tx: Executor,
  organisationId: string,
  address: AddressIds,
): Promise<void> {
  const warehouseIds: string[] = [];
  for (const [index, w] of WAREHOUSES.entries()) {
    const id = newId();
    warehouseIds.push(id);
    await tx.insert(warehouse).values({ organisationId, id, ...w, ...address });
    for (const [n, [name, designation]] of KEEPERS.entries()) {
      const email = `${name!.split(' ')[0]!.toLowerCase()}.${index + 1}@stores.example`;
      await tx.insert(warehouseUser).values({
        organisationId,
        id: newId(),
        warehouseId: id,
        name: `${name}${index ? ` ${index + 1}` : ''}`,
        email,
        designation,
        isActive: n === 0 || index !== 2,
      });
    }
  }
  const typeIds: string[] = [];
  for (const t of TYPES) {
    const id = newId();
    typeIds.push(id);
    await tx
      .insert(assetType)
      .values({ organisationId, id, name: t.name, code: t.code, assetLevelId: t.assetLevelId });
  }
  const makerIds: string[] = [];
  for (const name of MANUFACTURERS) {
    const id = newId();
    makerIds.push(id);
    await tx
      .insert(manufacturer)
      .values({ organisationId, id, name, website: `https://${name.split(' ')[0]!.toLowerCase()}.example` });
  }
  const supplierIds: string[] = [];
  for (const name of SUPPLIERS) {
    const id = newId();
    supplierIds.push(id);
    await tx
      .insert(supplier)
      .values({ organisationId, id, name, email: `sales@${name.split(' ')[0]!.toLowerCase()}.example` });
  }

  const crews = await tx.select({ id: crew.id, vendorId: crew.vendorId }).from(crew).orderBy(asc(crew.name));
  const vendorCrews = crews.filter((c) => c.vendorId !== null);
  const locations = await tx
    .select({ id: workLocation.id })
    .from(workLocation)
    .orderBy(asc(workLocation.locationIdentifier))
    .limit(20);
  const day = 24 * 3600 * 1000;
  const start = Date.now() - 90 * day;

  for (let i = 0; i < ASSETS; i++) {
    const type = i % TYPES.length;
    const id = newId();
    const stored: Place = {
      locationType: 1,
      warehouseId: warehouseIds[(i + Math.floor(i / 6)) % warehouseIds.length]!,
      vendorId: null,
      crewId: null,
      workLocationId: null,
    };
    const steps: Array<{ status: number; place: Place; removalReason?: number }> = [
      { status: 1, place: stored },
    ];
    const holder = vendorCrews[i % Math.max(1, vendorCrews.length)];
    const stage = i % 6;
    if (holder && stage >= 2) {
      const inCrew: Place = {
        locationType: 3,
        warehouseId: null,
        vendorId: holder.vendorId,
        crewId: holder.id,
        workLocationId: null,
      };
      const inVendor: Place = {
        locationType: 2,
        warehouseId: null,
        vendorId: holder.vendorId,
        crewId: null,
        workLocationId: null,
      };
      if (stage === 3) steps.push({ status: 4, place: inVendor });
      else steps.push({ status: 4, place: inCrew });
      const location = locations[i % Math.max(1, locations.length)];
      if (location && stage >= 4) {
        steps.push({
          status: 6,
          place: {
            locationType: 4,
            warehouseId: null,
            vendorId: holder.vendorId,
            crewId: null,
            workLocationId: location.id,
          },
        });
        if (stage === 5) steps.push({ status: 5, place: inCrew, removalReason: 2 });
      }
    }
    const last = steps[steps.length - 1]!;
    const serial = `${TYPES[type]!.prefix}-${String(240000 + i * 37).padStart(7, '0')}`;
    await tx.insert(asset).values({
      organisationId,
      id,
      assetTypeId: typeIds[type]!,
      code: `${TYPES[type]!.prefix}-2026-${String(i + 1).padStart(4, '0')}`,
      serialNumber: serial,
      barcode: `890${String(1000000000 + i * 7919).padStart(10, '0')}`,
      model: type === 2 ? 'ONAN 11/0.433 kV' : type === 3 ? 'RF-Mesh 865' : 'SMART-1',
      manufacturerId: makerIds[i % makerIds.length]!,
      supplierId: supplierIds[i % supplierIds.length]!,
      purchaseDate: new Date(start - 30 * day).toISOString().slice(0, 10),
      ...last.place,
      movementStatus: last.status,
      removalReason: last.removalReason ?? null,
      movedAt: new Date(start + (steps.length - 1) * 7 * day + i * 3600_000),
    });
    let from: Place | null = null;
    for (const [seq, step] of steps.entries()) {
      await tx.insert(assetMovement).values({
        organisationId,
        id: newId(),
        assetId: id,
        seq: seq + 1,
        movementStatus: step.status,
        fromLocationType: from?.locationType ?? null,
        fromWarehouseId: from?.warehouseId ?? null,
        fromVendorId: from?.vendorId ?? null,
        fromCrewId: from?.crewId ?? null,
        fromWorkLocationId: from?.workLocationId ?? null,
        toLocationType: step.place.locationType,
        toWarehouseId: step.place.warehouseId,
        toVendorId: step.place.vendorId,
        toCrewId: step.place.crewId,
        toWorkLocationId: step.place.workLocationId,
        removalReason: step.removalReason ?? null,
        movedAt: new Date(start + seq * 7 * day + i * 3600_000),
      });
      from = step.place;
    }
  }
}
