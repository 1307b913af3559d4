import { describe, expect, it } from 'vitest';
import { fields } from '../../people-fixtures';
import { assetSetup } from '../asset-fixtures';
import { call, ok, openAssetWorld, otherAdmin, setup, t } from '../asset-setup';

openAssetWorld();

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
