import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import { addCrew } from '../access-fixtures';
import { fields, grant } from '../people-fixtures';
import { assetSetup, move, okCall } from './asset-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let supervisor: string;
let vendorUser: string;
let vendorId: string;
let otherVendorId: string;
let crewId: string;
let otherVendorCrewId: string;
let setup: Awaited<ReturnType<typeof assetSetup>>;

const call = (method: string, url: string, body?: unknown, token = admin) =>
  t.request(method, `/api/asset/${url}`, { token, body });
const ok = (method: string, url: string, body?: unknown, token = admin) =>
  okCall(t, token, method, `asset/${url}`, body);

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Asset Org');
  const other = await createTenant(t, 'Other Asset Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn(other.adminEmail);
  vendorId = await addVendor(t, org.organisationId, 'Barpeta Meter Services');
  otherVendorId = await addVendor(t, org.organisationId, 'Goalpara Line Works');
  crewId = await addCrew(t, org.organisationId, 'Barpeta Crew A', vendorId);
  otherVendorCrewId = await addCrew(t, org.organisationId, 'Goalpara Crew', otherVendorId);
  await addUser(t, org.organisationId, { email: 'viewer@asset.example', roleId: org.roleIds.get('Viewer')! });
  viewer = await t.signIn('viewer@asset.example');
  await addUser(t, org.organisationId, {
    email: 'sup@asset.example',
    roleId: org.roleIds.get('Crew supervisor')!,
  });
  supervisor = await t.signIn('sup@asset.example');
  const vendorAdmin = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorAdmin, ['asset.changeLocation', 'asset.update']);
  await addUser(t, org.organisationId, { email: 'vendor@asset.example', roleId: vendorAdmin, vendorId });
  vendorUser = await t.signIn('vendor@asset.example');
  setup = await assetSetup(t, admin, 'KMR');
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('lists asset levels and keeps asset-type names unique', async () => {
    const levels = await ok('GET', 'AssetLevel/GetAllAssetLevels');
    expect(levels.assetLevels.map((l: { name: string }) => l.name)).toEqual(['Part', 'Equipment', 'System']);
    const duplicate = await call('POST', 'AssetType', { name: 'kmr smart meter', assetLevelId: 1 });
    expect(duplicate.status).toBe(409);
    expect(fields(duplicate)).toEqual(['Name']);
    const badLevel = await call('POST', 'AssetType', { name: 'Pole', assetLevelId: 9 });
    expect(badLevel.status).toBe(400);
    expect(fields(badLevel)).toEqual(['AssetLevelId']);
  });

  it('creates, reads, updates and deletes manufacturers and suppliers with the same calls', async () => {
    for (const [path, list, key] of [
      ['Manufacturer', 'Manufacturer/GetAllManufacturers', 'manufacturers'],
      ['Supplier', 'Supplier/GetAllSuppliers', 'suppliers'],
    ] as const) {
      const created = await ok('POST', path, {
        name: `Secure ${path}`,
        email: 'sales@secure.example',
        website: 'https://secure.example',
      });
      expect((await ok('GET', `${path}/GetById?id=${created.id}`)).name).toBe(`Secure ${path}`);
      const updated = await ok('PUT', path, { id: created.id, name: `Secure ${path} Ltd`, version: 1 });
      expect(updated).toMatchObject({ name: `Secure ${path} Ltd`, email: null, version: 2 });
      const all = await ok('GET', `${list}?OrganisationId=${org.organisationId}`);
      expect(all[key].map((p: { id: string }) => p.id)).toContain(created.id);
      const badEmail = await call('POST', path, { name: 'X', email: 'nope' });
      expect(fields(badEmail)).toEqual(['Email']);
      await ok('DELETE', path, { id: created.id });
      expect((await call('GET', `${path}/GetById?id=${created.id}`)).status).toBe(404);
    }
  });

  it('refuses to delete an asset type, manufacturer or supplier an asset uses, naming the asset', async () => {
    const maker = await ok('POST', 'Manufacturer', { name: 'Genus Power' });
    const asset = await setup.addAsset({ manufacturerId: maker.id });
    const refused = await call('DELETE', 'Manufacturer', { id: maker.id });
    expect(refused.status).toBe(409);
    expect(refused.body.returnMessage[0]).toContain(asset.code);
    expect((await call('DELETE', 'AssetType', { id: setup.assetTypeId })).status).toBe(409);
  });

  it('lets asset viewers read the catalogue for their filters, but not change it', async () => {
    expect(
      (await ok('GET', 'AssetType/GetAllAssetTypes', undefined, supervisor)).assetTypes.length,
    ).toBeGreaterThan(0);
    expect((await call('POST', 'AssetType', { name: 'Sup Type', assetLevelId: 1 }, supervisor)).status).toBe(
      403,
    );
    expect(
      (await call('GET', 'AssetType/GetAllAssetTypes', undefined, otherAdmin)).body.data.assetTypes,
    ).toEqual([]);
  });
});

describe('assets', () => {
  it('registers an asset as New in its warehouse with a first history row', async () => {
    const asset = await setup.addAsset({
      serialNumber: 'SN-1001',
      barcode: '8901234567001',
      purchaseDate: '2026-01-10',
    });
    expect(asset).toMatchObject({
      movementStatus: 1,
      movementStatusName: 'New',
      place: { locationType: 1, warehouseId: setup.warehouseId, label: 'Warehouse Storage: KMR Store' },
    });
    const history = await ok('GET', `Asset/GetAssetStatusHistory?assetId=${asset.id}`);
    expect(history.history).toHaveLength(1);
    expect(history.history[0]).toMatchObject({
      movementStatusName: 'New',
      from: null,
      to: { warehouseId: setup.warehouseId },
      movedByName: expect.any(String),
    });
  });

  it('keeps code, serial number and barcode unique in the organisation', async () => {
    await setup.addAsset({ serialNumber: 'SN-DUP', barcode: 'BC-DUP' });
    const serial = await call('POST', 'Asset', {
      assetTypeId: setup.assetTypeId,
      code: 'X-1',
      serialNumber: 'sn-dup',
      warehouseId: setup.warehouseId,
    });
    expect(serial.status).toBe(409);
    expect(fields(serial)).toEqual(['SerialNumber']);
    const barcode = await call('POST', 'Asset', {
      assetTypeId: setup.assetTypeId,
      code: 'X-2',
      barcode: 'BC-DUP',
      warehouseId: setup.warehouseId,
    });
    expect(fields(barcode)).toEqual(['Barcode']);
    const other = await assetSetup(t, otherAdmin, 'OTH');
    await other.addAsset({ serialNumber: 'SN-DUP', barcode: 'BC-DUP' });
  });

  it('validates the asset and its references', async () => {
    const bad = await call('POST', 'Asset', {
      assetTypeId: setup.assetTypeId,
      code: '',
      warehouseId: setup.warehouseId,
      purchaseDate: '2026-05-01',
      warrantyEndDate: '2026-01-01',
    });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['Code']));
    const warranty = await call('POST', 'Asset', {
      assetTypeId: setup.assetTypeId,
      code: 'W-1',
      warehouseId: setup.warehouseId,
      purchaseDate: '2026-05-01',
      warrantyEndDate: '2026-01-01',
    });
    expect(fields(warranty)).toEqual(['WarrantyEndDate']);
    const unknown = await call('POST', 'Asset', {
      assetTypeId: '00000000-0000-4000-8000-000000000001',
      code: 'U-1',
      warehouseId: setup.warehouseId,
    });
    expect(fields(unknown)).toEqual(['AssetTypeId']);
  });

  it('lists with filters and searches by code, serial number and barcode, exact scans first', async () => {
    await setup.addAsset({ serialNumber: 'FIND-77', barcode: '4006381333931' });
    const bySerial = await ok('POST', 'Asset/GetAllAssets', { searchString: 'find-77' });
    expect(bySerial.pageTotal).toBe(1);
    const byType = await ok('POST', 'Asset/GetAllAssets', {
      assetTypeId: setup.assetTypeId,
      locationType: 1,
      pageSize: 500,
    });
    expect(byType.assets.every((a: { place: { locationType: number } }) => a.place.locationType === 1)).toBe(
      true,
    );
    const scan = await ok('POST', 'Asset/SearchAsset', { searchTerm: '4006381333931' });
    expect(scan.assets[0].barcode).toBe('4006381333931');
  });

  it('updates details and images at the version edited; a stale edit gets the current record', async () => {
    const asset = await setup.addAsset();
    const updated = await ok('PUT', 'Asset', {
      id: asset.id,
      assetTypeId: setup.assetTypeId,
      code: asset.code,
      model: 'EM-3P',
      version: 1,
    });
    expect(updated.model).toBe('EM-3P');
    const images = await ok('PUT', 'Asset/UpdateAssetImages', {
      id: asset.id,
      imageUrls: ['https://img.example/a.jpg'],
      version: 2,
    });
    expect(images.imageUrls).toEqual(['https://img.example/a.jpg']);
    const stale = await call('PUT', 'Asset', {
      id: asset.id,
      assetTypeId: setup.assetTypeId,
      code: asset.code,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.version).toBe(3);
  });
});

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

describe('places that hold assets', () => {
  it('a vendor, crew or work location that holds assets or appears in their history cannot be deleted', async () => {
    const holdingVendor = await addVendor(t, org.organisationId, 'Dhubri Holding Vendor');
    const holdingCrew = await addCrew(t, org.organisationId, 'Dhubri Crew', holdingVendor);
    let asset = await setup.addAsset();
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 3, { crewId: holdingCrew }));
    const crewRefused = await t.request('DELETE', `/api/account/Crew?id=${holdingCrew}`, { token: admin });
    expect(crewRefused.status).toBe(409);
    expect(crewRefused.body.returnMessage[0]).toContain(`1 asset (${asset.code})`);
    const vendorRefused = await t.request('DELETE', `/api/account/Vendor?id=${holdingVendor}`, {
      token: admin,
    });
    expect(vendorRefused.status).toBe(409);
    expect(vendorRefused.body.returnMessage[0]).toContain(asset.code);

    const project = await okCall(t, admin, 'POST', 'workorder/Project', { projectName: 'Dhubri Metering' });
    const template = await okCall(t, admin, 'POST', 'workorder/WorkLocationTemplate', {
      name: 'Dhubri Pole',
    });
    const pole = await okCall(t, admin, 'POST', 'workorder/WorkLocation', {
      projectId: project.id,
      workLocationTemplateId: template.id,
      locationIdentifier: 'DHB-1',
      name: 'Pole 1',
    });
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 6, 4, { workLocationId: pole.id }));
    expect(asset.place).toMatchObject({ workLocationId: pole.id, label: 'Field: DHB-1 Pole 1' });
    const poleRefused = await t.request('DELETE', `/api/workorder/WorkLocation?id=${pole.id}`, {
      token: admin,
    });
    expect(poleRefused.status).toBe(409);
  });
});

describe('stock reports', () => {
  it('counts assets per type and storage place; vendor and crew reports count their storage', async () => {
    const report = await ok(
      'GET',
      `Asset/GetDashboardAssetsStockReport?organisationId=${org.organisationId}`,
    );
    const listed = await ok('POST', 'Asset/GetAllAssets', { pageSize: 500 });
    expect(report.totals.total).toBe(listed.pageTotal);
    expect(report.totals.warehouse + report.totals.vendor + report.totals.crew + report.totals.field).toBe(
      report.totals.total,
    );
    const crews = await ok('POST', 'Asset/GetAllAssets', { locationType: 3, pageSize: 500 });
    expect(report.totals.crew).toBe(crews.pageTotal);

    const vendorReport = await ok(
      'GET',
      `Asset/GetDashboardVendorAssetsStockReport?organisationId=${org.organisationId}&vendorId=${vendorId}`,
    );
    expect(vendorReport.rows.every((r: { vendorId: string }) => r.vendorId === vendorId)).toBe(true);
    const crewReport = await ok('GET', `Asset/GetDashboardCrewAssetsStockReport?crewId=${crewId}`);
    expect(crewReport.total).toBe(
      (await ok('POST', 'Asset/GetAllAssets', { crewId, locationType: 3, pageSize: 500 })).pageTotal,
    );
  });

  it('shows a vendor user only its own vendor and crews', async () => {
    const mine = await ok('GET', 'Asset/GetDashboardAssetsStockReport', undefined, vendorUser);
    expect(mine.totals.warehouse).toBe(0);
    const vendors = await ok('GET', 'Asset/GetDashboardVendorAssetsStockReport', undefined, vendorUser);
    expect(vendors.rows.every((r: { vendorId: string }) => r.vendorId === vendorId)).toBe(true);
    expect(
      (
        await call(
          'GET',
          `Asset/GetDashboardVendorAssetsStockReport?vendorId=${otherVendorId}`,
          undefined,
          vendorUser,
        )
      ).status,
    ).toBe(403);
    const crews = await ok('GET', 'Asset/GetDashboardCrewAssetsStockReport', undefined, vendorUser);
    expect(crews.rows.every((r: { vendorName: string }) => r.vendorName === 'Barpeta Meter Services')).toBe(
      true,
    );
  });
});
