import type { ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/** Asset types, manufacturers, suppliers, assets, their movements and stock reports (/api/asset). */

const S = '/api/asset';

/** GetById, create with A's id, update and delete of a catalogue kind whose writes name the id in the body. */
function catalogue(
  kind: string,
  table: string,
  getById: string,
  pick: (c: ProbeContext) => string,
  extra = {},
): RouteProbes[] {
  return [
    { route: `GET ${S}/${getById}`, org: (c) => [call('GET', `${S}/${getById}?id=${pick(c)}`)] },
    {
      route: `POST ${S}/${kind}`,
      reuse: (c) => [
        call('POST', `${S}/${kind}`, { id: pick(c), name: `${c.b.marker} Twin ${kind}`, ...extra }, 'own'),
        call('GET', `${S}/${getById}?id=${pick(c)}`, undefined, 'own'),
        call('DELETE', `${S}/${kind}`, { id: pick(c) }, 'own'),
      ],
    },
    {
      route: `PUT ${S}/${kind}`,
      org: async (c) => [
        call('PUT', `${S}/${kind}`, {
          id: pick(c),
          name: 'Renamed',
          isActive: false,
          ...extra,
          version: await c.version(table, pick(c)),
        }),
      ],
    },
    { route: `DELETE ${S}/${kind}`, org: (c) => [call('DELETE', `${S}/${kind}`, { id: pick(c) })] },
  ];
}

function moveTo(
  asset: { id: string; version: number },
  status: number,
  type: number,
  target: Record<string, unknown>,
) {
  return { assetId: asset.id, version: asset.version, movementStatus: status, locationType: type, ...target };
}

export const assetProbes: RouteProbes[] = [
  ...catalogue('AssetType', 'asset_type', 'AssetType/GetAssetTypeById', (c) => c.a.assetTypeId, {
    assetLevelId: 2,
  }),
  ...catalogue('Manufacturer', 'manufacturer', 'Manufacturer/GetById', (c) => c.a.manufacturerId),
  ...catalogue('Supplier', 'supplier', 'Supplier/GetById', (c) => c.a.supplierId),
  {
    route: 'POST /api/asset/Asset/GetAllAssets',
    org: ({ a, v1 }) =>
      [
        { assetTypeId: a.assetTypeId },
        { warehouseId: a.warehouseId },
        { vendorId: v1.vendorId },
        { crewId: a.crewId },
      ].map((filter) => call('POST', `${S}/Asset/GetAllAssets`, filter, 'list')),
    vendor: ({ v1 }) => [
      call('POST', `${S}/Asset/GetAllAssets`, { vendorId: v1.vendorId }),
      call('POST', `${S}/Asset/GetAllAssets`, { crewId: v1.crewId }, 'list'),
    ],
  },
  {
    route: 'POST /api/asset/Asset/SearchAsset',
    vendor: () => [call('POST', `${S}/Asset/SearchAsset`, { searchTerm: 'assam' }, 'list')],
  },
  {
    route: 'GET /api/asset/Asset/GetAssetById',
    org: ({ a, v1 }) => [a.assetId, v1.assetId].map((id) => call('GET', `${S}/Asset/GetAssetById?Id=${id}`)),
    vendor: ({ v1 }) => [call('GET', `${S}/Asset/GetAssetById?id=${v1.assetId}`)],
  },
  {
    route: 'POST /api/asset/Asset',
    org: ({ a, b }) => [
      call('POST', `${S}/Asset`, {
        assetTypeId: a.assetTypeId,
        code: 'HOSTILE-1',
        warehouseId: a.warehouseId,
      }),
      // B's own type and warehouse, with A's manufacturer and supplier.
      call('POST', `${S}/Asset`, {
        assetTypeId: b.assetTypeId,
        code: 'HOSTILE-2',
        warehouseId: b.warehouseId,
        manufacturerId: a.manufacturerId,
        supplierId: a.supplierId,
      }),
    ],
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${S}/Asset`,
        { id: a.assetId, assetTypeId: b.assetTypeId, code: 'TWIN-1', warehouseId: b.warehouseId },
        'own',
      ),
      call('GET', `${S}/Asset/GetAssetById?id=${a.assetId}`, undefined, 'own'),
      call('DELETE', `${S}/Asset?id=${a.assetId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/asset/Asset',
    org: async ({ a, version }) => [
      call('PUT', `${S}/Asset`, {
        id: a.assetId,
        assetTypeId: a.assetTypeId,
        code: 'RENAMED',
        version: await version('asset', a.assetId),
      }),
    ],
    vendor: async ({ a, v1, version }) => [
      call('PUT', `${S}/Asset`, {
        id: v1.assetId,
        assetTypeId: a.assetTypeId,
        code: 'RENAMED',
        version: await version('asset', v1.assetId),
      }),
    ],
  },
  {
    route: 'DELETE /api/asset/Asset',
    org: ({ a }) => [call('DELETE', `${S}/Asset?id=${a.assetId}`)],
    vendor: ({ v1 }) => [call('DELETE', `${S}/Asset?Id=${v1.assetId}`)],
  },
  {
    route: 'PUT /api/asset/Asset/UpdateAssetImages',
    org: async ({ a, version }) => [
      call('PUT', `${S}/Asset/UpdateAssetImages`, {
        id: a.assetId,
        imageUrls: [],
        version: await version('asset', a.assetId),
      }),
    ],
    vendor: async ({ v1, version }) => [
      call('PUT', `${S}/Asset/UpdateAssetImages`, {
        id: v1.assetId,
        imageUrls: [],
        version: await version('asset', v1.assetId),
      }),
    ],
  },
  {
    route: 'POST /api/asset/Asset/UpdateAssetLocation',
    org: async ({ a, b, v1, version }) => {
      const theirs = { id: a.assetId, version: await version('asset', a.assetId) };
      const own = { id: b.assetId, version: await version('asset', b.assetId, b) };
      const issuedId = b.vendors[0].assetId;
      const issued = { id: issuedId, version: await version('asset', issuedId, b) };
      const path = `${S}/Asset/UpdateAssetLocation`;
      return [
        call('POST', path, moveTo(theirs, 4, 3, { crewId: b.crewId })),
        call('POST', path, moveTo(own, 4, 3, { crewId: a.crewId })),
        call('POST', path, moveTo(own, 4, 2, { vendorId: v1.vendorId })),
        call('POST', path, moveTo(own, 2, 1, { warehouseId: a.warehouseId })),
        call('POST', path, moveTo(own, 4, 3, { crewId: b.crewId, warehouseUserId: a.warehouseUserId })),
        call('POST', path, moveTo(issued, 6, 4, { workLocationId: a.locations.get('N1-100') })),
      ];
    },
    vendor: async ({ v1, v2, version }) => {
      const path = `${S}/Asset/UpdateAssetLocation`;
      return [
        call(
          'POST',
          path,
          moveTo({ id: v1.assetId, version: await version('asset', v1.assetId) }, 4, 3, {
            crewId: v2.crewId,
          }),
        ),
        call(
          'POST',
          path,
          moveTo({ id: v2.assetId, version: await version('asset', v2.assetId) }, 4, 3, {
            crewId: v1.crewId,
          }),
        ),
      ];
    },
  },
  {
    route: 'GET /api/asset/Asset/GetAssetStatusHistory',
    org: ({ a, v1 }) =>
      [a.assetId, v1.assetId].map((id) =>
        call('GET', `${S}/Asset/GetAssetStatusHistory?assetId=${id}`, undefined, 'list'),
      ),
    vendor: ({ v1 }) => [
      call('GET', `${S}/Asset/GetAssetStatusHistory?assetId=${v1.assetId}`, undefined, 'list'),
    ],
  },
  {
    route: 'GET /api/asset/Asset/GetDashboardVendorAssetsStockReport',
    org: ({ v1 }) => [
      call(
        'GET',
        `${S}/Asset/GetDashboardVendorAssetsStockReport?vendorId=${v1.vendorId}`,
        undefined,
        'list',
      ),
    ],
    vendor: ({ v1 }) => [
      call('GET', `${S}/Asset/GetDashboardVendorAssetsStockReport?vendorId=${v1.vendorId}`),
    ],
  },
  {
    route: 'GET /api/asset/Asset/GetDashboardCrewAssetsStockReport',
    org: ({ a, v1 }) =>
      [a.crewId, v1.crewId].map((id) =>
        call('GET', `${S}/Asset/GetDashboardCrewAssetsStockReport?crewId=${id}`, undefined, 'list'),
      ),
    vendor: ({ v1 }) => [
      call('GET', `${S}/Asset/GetDashboardCrewAssetsStockReport?crewId=${v1.crewId}`, undefined, 'list'),
    ],
  },
];
