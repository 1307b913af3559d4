import { inSection, type AppRoute } from '../route-types';

export const WORK_ORDERS_ROUTES: readonly AppRoute[] = inSection('workOrders', [
  { path: '/work-order/quick-view', permission: 'workOrder.view', title: 'Quick view', nav: true },
  { path: '/work-order/quick-view/create', permission: 'workOrder.create', title: 'New work order' },
  { path: '/work-order/list-view', permission: 'workOrder.view', title: 'Work orders', nav: true },
  { path: '/work-order/list-view/create', permission: 'workOrder.create', title: 'New work order' },
  { path: '/work-order/list-view/:id', permission: 'workOrder.update', title: 'Edit work order' },
  { path: '/work-order/list-view/view/:id', permission: 'workOrder.view', title: 'Work order' },
  {
    path: '/work-order/list-view/assign-work-order',
    permission: 'workOrder.update',
    title: 'Assign work orders',
  },
  { path: '/work-order/list-view/assign-wo', permission: 'workOrder.update', title: 'Assign work order' },
  { path: '/work-order/swim-lane', permission: 'swimLane.view', title: 'Swim lane', nav: true },
  { path: '/work-order/map-view', permission: 'mapView.view', title: 'Map view', nav: true },
  {
    path: '/work-order/map-view/completed-order',
    permission: 'mapView.view',
    title: 'Completed orders map',
  },
  { path: '/work-order/:id', permission: 'workOrder.view', title: 'Work order' },
]);
