import { inSection, type AppRoute } from '../route-types';

export const ASSETS_ROUTES: readonly AppRoute[] = inSection('assets', [
  { path: '/wh-locations', permission: 'warehouse.view', title: 'Warehouses', nav: true },
  { path: '/wh-locations/create', permission: 'warehouse.create', title: 'New warehouse' },
  { path: '/wh-locations/:id', permission: 'warehouse.view', title: 'Warehouse' },
  { path: '/wh-locations/wh-users/:id', permission: 'warehouseUser.view', title: 'Warehouse users' },
  {
    path: '/wh-locations/wh-users/create',
    permission: 'warehouseUser.create',
    title: 'New warehouse user',
  },
  {
    path: '/wh-locations/wh-users/edit/:id',
    permission: 'warehouseUser.update',
    title: 'Edit warehouse user',
  },
  { path: '/assetType', permission: 'assetType.view', title: 'Asset types', nav: true },
  { path: '/assetType/create', permission: 'assetType.create', title: 'New asset type' },
  { path: '/assetType/:id', permission: 'assetType.view', title: 'Asset type' },
  { path: '/asset', permission: 'asset.view', title: 'Assets', nav: true },
  { path: '/asset/create', permission: 'asset.create', title: 'New asset' },
  { path: '/asset/:id', permission: 'asset.view', title: 'Asset' },
  { path: '/supplier', permission: 'supplier.view', title: 'Suppliers', nav: true },
  { path: '/supplier/create', permission: 'supplier.create', title: 'New supplier' },
  { path: '/supplier/:id', permission: 'supplier.view', title: 'Supplier' },
  { path: '/manufacturer', permission: 'manufacturer.view', title: 'Manufacturers', nav: true },
  { path: '/manufacturer/create', permission: 'manufacturer.create', title: 'New manufacturer' },
  { path: '/manufacturer/:id', permission: 'manufacturer.view', title: 'Manufacturer' },
]);
