import { describe, expect, it } from 'vitest';
import { fields } from '../../people-fixtures';
import { move, okCall } from '../asset-fixtures';
import {
  admin,
  call,
  crewId,
  ok,
  openAssetWorld,
  otherVendorCrewId,
  otherVendorId,
  setup,
  supervisor,
  t,
  vendorId,
  vendorUser,
  viewer,
} from '../asset-setup';

openAssetWorld();

describe('movements', () => {
  it('issues to a crew, installs in the field, removes as faulty and returns, each step in the history', async () => {
    let asset = await setup.addAsset();
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 3, { crewId }));
    expect(asset.place).toMatchObject({
      locationType: 3,
      crewId,
      vendorId,
      label: 'Crew Storage: Barpeta Crew A (Barpeta Meter Services)',
    });
    asset = await ok(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 6, 4, { latitude: 26.3225, longitude: 91.0057 }),
    );
    expect(asset).toMatchObject({
      movementStatusName: 'Installed',
      place: { locationType: 4, latitude: 26.3225, vendorId },
    });
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 5, 3, { crewId, removalReason: 2 }));
    expect(asset).toMatchObject({ movementStatusName: 'Removed From Field', removalReason: 2 });
    asset = await ok(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 3, 1, { warehouseId: setup.warehouseId }),
    );
    expect(asset).toMatchObject({
      movementStatusName: 'Returned',
      place: { locationType: 1, vendorId: null },
      removalReason: null,
    });

    const history = (await ok('GET', `Asset/GetAssetStatusHistory?assetId=${asset.id}`)).history;
    expect(history.map((h: { movementStatusName: string }) => h.movementStatusName)).toEqual([
      'New',
      'Issued',
      'Installed',
      'Removed From Field',
      'Returned',
    ]);
    expect(history[3]).toMatchObject({
      removalReasonName: 'Faulty Asset',
      from: { locationType: 4 },
      to: { crewId },
    });
    const recent = (await ok('GET', 'Asset/GetAssetStatusHistory')).history;
    expect(recent[0].assetId).toBe(asset.id);
  });

  it('refuses invalid transitions with a clear message and writes nothing', async () => {
    const asset = await setup.addAsset();
    const install = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 6, 4, { latitude: 26.1, longitude: 91.7 }),
    );
    expect(install.status).toBe(422);
    expect(install.body.returnMessage[0]).toBe(
      'An asset in Warehouse Storage cannot be marked "Installed"; it can be "Removed from Warehouse Storage" or "Issued".',
    );
    const wrongTarget = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 4, 4, { latitude: 26.1, longitude: 91.7 }),
    );
    expect(wrongTarget.status).toBe(422);
    const same = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 2, 1, { warehouseId: setup.warehouseId }),
    );
    expect(same.status).toBe(422);
    expect(same.body.returnMessage[0]).toBe('The asset is already there; choose another place.');
    const noReason = await call('POST', 'Asset/UpdateAssetLocation', move(asset, 5, 3, { crewId }));
    expect(noReason.status).toBe(400);
    expect(fields(noReason)).toEqual(['RemovalReason']);
    const otherNote = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 5, 3, { crewId, removalReason: 4 }),
    );
    expect(fields(otherNote)).toEqual(['Note']);
    const stale = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move({ ...asset, version: 7 }, 4, 3, { crewId }),
    );
    expect(stale.status).toBe(409);

    const after = await ok('GET', `Asset/GetAssetById?Id=${asset.id}`);
    expect(after).toMatchObject({ version: 1, movementStatus: 1, place: { locationType: 1 } });
    expect((await ok('GET', `Asset/GetAssetStatusHistory?assetId=${asset.id}`)).history).toHaveLength(1);
  });

  it('needs the change-location permission, separately from update', async () => {
    const asset = await setup.addAsset();
    expect(
      (await call('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 3, { crewId }), viewer)).status,
    ).toBe(403);
    const moved = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 2, { vendorId }), supervisor);
    expect(moved.place.vendorId).toBe(vendorId);
    expect(
      (
        await call(
          'PUT',
          'Asset',
          { id: asset.id, assetTypeId: setup.assetTypeId, code: asset.code, version: 2 },
          supervisor,
        )
      ).status,
    ).toBe(403);
  });

  it('a vendor hands its assets on to its own crews only, and sees only its own assets', async () => {
    let asset = await setup.addAsset();
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 2, { vendorId }));
    const hidden = await setup.addAsset();

    const list = await ok('POST', 'Asset/GetAllAssets', { pageSize: 500 }, vendorUser);
    expect(list.assets.map((a: { id: string }) => a.id)).toContain(asset.id);
    expect(list.assets.every((a: { place: { vendorId: string } }) => a.place.vendorId === vendorId)).toBe(
      true,
    );
    expect((await call('GET', `Asset/GetAssetById?id=${hidden.id}`, undefined, vendorUser)).status).toBe(404);
    expect(
      (await call('POST', 'Asset/UpdateAssetLocation', move(hidden, 4, 2, { vendorId }), vendorUser)).status,
    ).toBe(404);

    const otherCrew = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 4, 3, { crewId: otherVendorCrewId }),
      vendorUser,
    );
    expect(otherCrew.status).toBe(400);
    expect(fields(otherCrew)).toEqual(['CrewId']);
    const orgOtherCrew = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 4, 3, { crewId: otherVendorCrewId }),
    );
    expect(fields(orgOtherCrew)).toEqual(['CrewId']);
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 3, { crewId }), vendorUser);
    asset = await ok(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 6, 4, { latitude: 26.2, longitude: 91.1 }),
      vendorUser,
    );
    expect(asset.place.vendorId).toBe(vendorId);
    const back = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 5, 2, { vendorId: otherVendorId, removalReason: 3 }),
      vendorUser,
    );
    expect(back.status).toBe(403);
    asset = await ok(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 5, 2, { vendorId, removalReason: 3 }),
      vendorUser,
    );
    const toWarehouse = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 3, 1, { warehouseId: setup.warehouseId }),
      vendorUser,
    );
    expect(toWarehouse.status).toBe(403);
    expect(toWarehouse.body.returnMessage[0]).toBe(
      'Only organisation users take assets into or out of a warehouse.',
    );
  });

  it('records the warehouse user who handed an asset out, who must work at that warehouse', async () => {
    const asset = await setup.addAsset();
    const keeper = await okCall(t, admin, 'POST', 'organisation/WarehouseUser', {
      warehouseId: setup.warehouseId,
      name: 'Pranab Das',
      email: 'pranab@asset.example',
    });
    const elsewhere = await okCall(t, admin, 'POST', 'organisation/Warehouse', { name: 'Elsewhere Store' });
    const stranger = await okCall(t, admin, 'POST', 'organisation/WarehouseUser', {
      warehouseId: elsewhere.id,
      name: 'Stranger',
      email: 's@asset.example',
    });
    const refused = await call(
      'POST',
      'Asset/UpdateAssetLocation',
      move(asset, 4, 3, { crewId, warehouseUserId: stranger.id }),
    );
    expect(fields(refused)).toEqual(['WarehouseUserId']);
    await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 3, { crewId, warehouseUserId: keeper.id }));
    const history = (await ok('GET', `Asset/GetAssetStatusHistory?assetId=${asset.id}`)).history;
    expect(history[1].warehouseUserName).toBe('Pranab Das');
    const keep = await t.request('DELETE', `/api/organisation/WarehouseUser?id=${keeper.id}`, {
      token: admin,
    });
    expect(keep.status).toBe(409);
    expect(keep.body.returnMessage[0]).toContain('asset history');
  });

  it('deletes only an asset that never moved; a crew or warehouse it passed through stays', async () => {
    const fresh = await setup.addAsset();
    await ok('DELETE', `Asset?Id=${fresh.id}`);
    let moved = await setup.addAsset();
    moved = await ok('POST', 'Asset/UpdateAssetLocation', move(moved, 4, 3, { crewId }));
    const refused = await call('DELETE', `Asset?id=${moved.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.returnMessage[0]).toContain('1 movement of its history');
    const warehouseDelete = await t.request('DELETE', `/api/organisation/Warehouse?id=${setup.warehouseId}`, {
      token: admin,
    });
    expect(warehouseDelete.status).toBe(409);
  });
});
