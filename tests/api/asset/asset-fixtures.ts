import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app';

/** Calls `/api/<service>/<url>` and expects success; returns `data`. */
export async function okCall(t: TestApp, token: string, method: string, url: string, body?: unknown) {
  const response = await t.request(method, `/api/${url}`, { token, body });
  expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

/** A warehouse, an asset type and a helper that registers assets of that type there. */
export async function assetSetup(t: TestApp, token: string, prefix: string) {
  const warehouse = await okCall(t, token, 'POST', 'organisation/Warehouse', { name: `${prefix} Store` });
  const type = await okCall(t, token, 'POST', 'asset/AssetType', {
    name: `${prefix} Smart Meter`,
    assetLevelId: 2,
  });
  let n = 0;
  const addAsset = async (extra: Record<string, unknown> = {}) => {
    n += 1;
    return okCall(t, token, 'POST', 'asset/Asset', {
      assetTypeId: type.id,
      code: `${prefix}-${n}`,
      warehouseId: warehouse.id,
      ...extra,
    });
  };
  return { warehouseId: warehouse.id as string, assetTypeId: type.id as string, addAsset };
}

/** The body of an UpdateAssetLocation call. */
export function move(
  assetRow: { id: string; version: number },
  movementStatus: number,
  locationType: number,
  target: Record<string, unknown> = {},
) {
  return { assetId: assetRow.id, version: assetRow.version, movementStatus, locationType, ...target };
}
