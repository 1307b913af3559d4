import { beforeAll, describe, expect, it } from 'vitest';
import { move } from '../asset-fixtures';
import {
  call,
  crewId,
  ok,
  openAssetWorld,
  org,
  otherVendorId,
  setup,
  vendorId,
  vendorUser,
} from '../asset-setup';

openAssetWorld();

// Stock in each kind of place: one asset stays in the warehouse, one goes to the vendor, one to its crew.
beforeAll(async () => {
  await setup.addAsset();
  await ok('POST', 'Asset/UpdateAssetLocation', move(await setup.addAsset(), 4, 2, { vendorId }));
  await ok('POST', 'Asset/UpdateAssetLocation', move(await setup.addAsset(), 4, 3, { crewId }));
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
