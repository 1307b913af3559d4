import { inSection, screen, type AppRoute } from '../../navigation/route-types';

export const WORK_ORDERS_ROUTES: readonly AppRoute[] = inSection('workOrders', [
  {
    path: '/work-order/quick-view',
    permission: 'workOrder.view',
    title: 'Quick view',
    nav: true,
    screen: screen(() => import('../../features/work-orders/QuickView.page'), 'QuickViewPage'),
  },
  {
    path: '/work-order/quick-view/create',
    permission: 'workOrder.create',
    title: 'New work order',
    screen: screen(() => import('../../features/work-orders/WorkOrderCreate.page'), 'WorkOrderCreatePage'),
  },
  {
    path: '/work-order/list-view',
    permission: 'workOrder.view',
    title: 'Work orders',
    nav: true,
    screen: screen(() => import('../../features/work-orders/WorkOrders.page'), 'WorkOrdersPage'),
  },
  {
    path: '/work-order/list-view/create',
    permission: 'workOrder.create',
    title: 'New work order',
    screen: screen(() => import('../../features/work-orders/WorkOrderCreate.page'), 'WorkOrderCreatePage'),
  },
  {
    path: '/work-order/list-view/:id',
    permission: 'workOrder.update',
    title: 'Edit work order',
    screen: screen(() => import('../../features/work-orders/WorkOrderEdit.page'), 'WorkOrderEditPage'),
  },
  {
    path: '/work-order/list-view/view/:id',
    permission: 'workOrder.view',
    title: 'Work order',
    screen: screen(() => import('../../features/work-orders/WorkOrder.page'), 'WorkOrderPage'),
  },
  {
    path: '/work-order/list-view/assign-work-order',
    permission: 'workOrder.update',
    title: 'Assign work orders',
    screen: screen(() => import('../../features/work-orders/AssignWorkOrders.page'), 'AssignWorkOrdersPage'),
  },
  {
    path: '/work-order/list-view/assign-wo',
    permission: 'workOrder.update',
    title: 'Assign work order',
    screen: screen(() => import('../../features/work-orders/AssignWorkOrders.page'), 'AssignWorkOrdersPage'),
  },
  {
    path: '/work-order/swim-lane',
    permission: 'swimLane.view',
    title: 'Swim lane',
    nav: true,
    screen: screen(() => import('../../features/work-orders/swimlane/SwimLane.page'), 'SwimLanePage'),
  },
  {
    path: '/work-order/map-view',
    permission: 'mapView.view',
    title: 'Map view',
    nav: true,
    screen: screen(
      () => import('../../features/work-orders/map/WorkOrderMap.page'),
      'ActiveWorkOrderMapPage',
    ),
  },
  {
    path: '/work-order/map-view/completed-order',
    permission: 'mapView.view',
    title: 'Completed orders map',
    screen: screen(
      () => import('../../features/work-orders/map/WorkOrderMap.page'),
      'CompletedWorkOrderMapPage',
    ),
  },
  {
    path: '/work-order/:id',
    permission: 'workOrder.view',
    title: 'Work order',
    screen: screen(() => import('../../features/work-orders/WorkOrder.page'), 'WorkOrderPage'),
  },
]);
