import type { RouteProbes } from './probes';
import { call } from './probes';

/** Organisations, warehouses and their users, and uploaded images. */

const O = '/api/organisation';

export const organisationProbes: RouteProbes[] = [
  {
    route: 'GET /api/organisation/Organisation/GetById',
    org: ({ a }) => [call('GET', `${O}/Organisation/GetById?id=${a.organisationId}`)],
  },
  {
    route: 'POST /api/organisation/Organisation',
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${O}/Organisation`,
        {
          id: a.organisationId,
          name: `${b.marker} Twin org`,
          administrator: { name: 'Twin', email: 'twin.org@hostile.example' },
        },
        'own',
      ),
    ],
  },
  {
    route: 'PUT /api/organisation/Organisation',
    org: async ({ a, version }) => [
      call('PUT', `${O}/Organisation?id=${a.organisationId}`, {
        name: 'Renamed',
        version: await version('organisation', a.organisationId),
      }),
    ],
  },
  {
    route: 'PUT /api/organisation/Organisation/UpdateAddress',
    org: async ({ a, version }) => [
      call('PUT', `${O}/Organisation/UpdateAddress?id=${a.organisationId}`, {
        addressLine: '1 Hostile Road',
        countryId: 101,
        version: await version('organisation', a.organisationId),
      }),
    ],
  },
  {
    route: 'DELETE /api/organisation/Organisation',
    org: ({ a }) => [call('DELETE', `${O}/Organisation?id=${a.organisationId}`)],
  },
  {
    route: 'GET /api/organisation/Warehouse/GetById/{id}',
    org: ({ a }) => [call('GET', `${O}/Warehouse/GetById/${a.warehouseId}`)],
  },
  {
    route: 'POST /api/organisation/Warehouse',
    reuse: ({ a, b }) => [
      call('POST', `${O}/Warehouse`, { id: a.warehouseId, name: `${b.marker} Twin store` }, 'own'),
      call('GET', `${O}/Warehouse/GetById/${a.warehouseId}`, undefined, 'own'),
      call('DELETE', `${O}/Warehouse?id=${a.warehouseId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/organisation/Warehouse',
    org: async ({ a, version }) => [
      call('PUT', `${O}/Warehouse?id=${a.warehouseId}`, {
        name: 'Renamed',
        isActive: false,
        version: await version('warehouse', a.warehouseId),
      }),
    ],
  },
  {
    route: 'DELETE /api/organisation/Warehouse',
    org: ({ a }) => [call('DELETE', `${O}/Warehouse?id=${a.warehouseId}`)],
  },
  {
    route: 'PUT /api/organisation/WarehouseAddress',
    org: async ({ a, version }) => [
      call('PUT', `${O}/WarehouseAddress?id=${a.warehouseId}`, {
        addressLine: '1 Hostile Road',
        version: await version('warehouse', a.warehouseId),
      }),
    ],
  },
  {
    route: 'PUT /api/organisation/WarehouseImage',
    org: async ({ a, version }) => [
      call('PUT', `${O}/WarehouseImage`, {
        id: a.warehouseId,
        imageUrl: null,
        version: await version('warehouse', a.warehouseId),
      }),
    ],
  },
  {
    route: 'POST /api/organisation/WarehouseUser/GetAll',
    org: ({ a }) => [call('POST', `${O}/WarehouseUser/GetAll`, { warehouseId: a.warehouseId }, 'list')],
  },
  {
    route: 'GET /api/organisation/WarehouseUser/GetById',
    org: ({ a }) => [call('GET', `${O}/WarehouseUser/GetById?id=${a.warehouseUserId}`)],
  },
  {
    route: 'POST /api/organisation/WarehouseUser',
    org: ({ a }) => [
      call('POST', `${O}/WarehouseUser`, {
        warehouseId: a.warehouseId,
        name: 'Intruder',
        email: 'store@hostile.example',
      }),
    ],
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${O}/WarehouseUser`,
        {
          id: a.warehouseUserId,
          warehouseId: b.warehouseId,
          name: `${b.marker} Twin keeper`,
          email: 'twin.store@hostile.example',
        },
        'own',
      ),
      call('GET', `${O}/WarehouseUser/GetById?id=${a.warehouseUserId}`, undefined, 'own'),
      call('DELETE', `${O}/WarehouseUser?id=${a.warehouseUserId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/organisation/WarehouseUser',
    org: async ({ a, b, version }) => [
      call('PUT', `${O}/WarehouseUser?id=${a.warehouseUserId}`, {
        warehouseId: a.warehouseId,
        name: 'Renamed',
        email: 'store2@hostile.example',
        version: await version('warehouse_user', a.warehouseUserId),
      }),
      // B's own storekeeper, moved into A's warehouse.
      call('PUT', `${O}/WarehouseUser?id=${b.warehouseUserId}`, {
        warehouseId: a.warehouseId,
        name: `${b.marker} Storekeeper`,
        email: 'store3@hostile.example',
        version: await version('warehouse_user', b.warehouseUserId, b),
      }),
    ],
  },
  {
    route: 'DELETE /api/organisation/WarehouseUser',
    org: ({ a }) => [call('DELETE', `${O}/WarehouseUser?id=${a.warehouseUserId}`)],
  },
  {
    route: 'GET /api/document/Image/{id}',
    org: ({ a }) => [call('GET', `/api/document/Image/${a.imageId}`)],
  },
];
