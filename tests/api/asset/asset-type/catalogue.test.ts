import { describe, expect, it } from 'vitest';
import { fields } from '../../people-fixtures';
import { call, ok, openAssetWorld, org, otherAdmin, setup, supervisor } from '../asset-setup';

openAssetWorld();

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
