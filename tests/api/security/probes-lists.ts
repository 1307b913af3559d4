import type { Method, ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/**
 * Every list, lookup and report read whole, without a filter: the widest answer each caller can get must
 * still show nothing of the other organisation (for B) or of the other vendor (for V2).
 */

const today = new Date().toISOString();

const WHOLE: Array<[Method, string, unknown?]> = [
  ['POST', '/api/account/Role/GetAll', { pageSize: 500 }],
  ['GET', '/api/account/Role/GetAllByCategory?category=2'],
  ['POST', '/api/account/User/GetAll', { pageSize: 500 }],
  ['POST', '/api/account/Vendor/GetAll', { pageSize: 500 }],
  ['POST', '/api/account/VendorAccessGroup/GetAllVendors', { includeInactive: true }],
  ['POST', '/api/account/Crew/GetAll', { pageSize: 500 }],
  ['POST', '/api/account/CrewAccessGroup/GetAllCrews', { includeInactive: true }],
  ['POST', '/api/account/Workforce/GetAll', { pageSize: 500 }],
  ['GET', '/api/account/Workforce/GetSupervisor'],
  ['POST', '/api/account/AdminAccessGroup/GetAll', { data: { pageSize: 500 } }],
  ['POST', '/api/account/VendorAccessGroup/GetAll', { data: { pageSize: 500 } }],
  ['POST', '/api/account/CrewAccessGroup/GetAll', { data: { pageSize: 500 } }],
  ['POST', '/api/account/Notification/GetAll', { pageSize: 500 }],
  ['POST', '/api/organisation/Organisation/GetAll', { pageSize: 500 }],
  ['POST', '/api/organisation/Warehouse/GetAll', { pageSize: 500 }],
  ['POST', '/api/organisation/WarehouseUser/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/Project/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/AccessGroup/GetUserAccessGroup', {}],
  ['GET', '/api/workorder/WorkLocationTemplate/GetAll'],
  ['POST', '/api/workorder/WorkLocation/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/WorkLocation/SearchWorklocation', { pageSize: 100 }],
  ['POST', '/api/workorder/WorkLocationGroup/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/VendorWorkLocationGroup/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/CrewWorkLocationGroup/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/VendorWorkLocation/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/Workorder/GetAll', { pageSize: 500 }],
  ['POST', '/api/workorder/Workorder/GetAll', { isMapView: true, pageSize: 100000 }],
  [
    'POST',
    '/api/workorder/Workorder/GetMapClusters',
    { west: -180, south: -85, east: 180, north: 85, zoom: 2 },
  ],
  [
    'POST',
    '/api/workorder/Workorder/GetMapSelection',
    { circle: { latitude: 26, longitude: 91, radius: 1e6 } },
  ],
  ['POST', '/api/workorder/WorkOrder/GetDashboardWorkorderStats', {}],
  ['POST', '/api/workorder/Workorder/GetSwimlaneViewData', { completedDate: today }],
  ['GET', '/api/asset/AssetType/GetAllAssetTypes'],
  ['GET', '/api/asset/Manufacturer/GetAllManufacturers'],
  ['GET', '/api/asset/Supplier/GetAllSuppliers'],
  ['POST', '/api/asset/Asset/GetAllAssets', { pageSize: 500 }],
  ['POST', '/api/asset/Asset/SearchAsset', { pageSize: 100 }],
  ['GET', '/api/asset/Asset/GetAssetStatusHistory'],
  ['GET', '/api/asset/Asset/GetDashboardAssetsStockReport'],
  ['GET', '/api/asset/Asset/GetDashboardVendorAssetsStockReport'],
  ['GET', '/api/asset/Asset/GetDashboardCrewAssetsStockReport'],
  ['POST', '/api/workflow/ActivityTemplate/GetAll', { pageSize: 500 }],
  ['POST', '/api/workflow/WorkFlow/GetAllWorkFlowsForOrganisation', { pageSize: 500 }],
];

/**
 * Idempotency keys are stored per organisation and user: B sending the very request A's administrator sent
 * with its key must get an answer of its own, never A's stored one replayed.
 */
function replayOfA(c: ProbeContext) {
  const probe = call('POST', '/api/workorder/Project', c.a.keyedRequest.body, 'list');
  return [{ ...probe, headers: { 'idempotency-key': c.a.keyedRequest.key } }];
}

export const listProbes: RouteProbes[] = [
  ...WHOLE.map(([method, path, body]): RouteProbes => {
    const probes = () => [call(method, path, body, 'list')];
    return { route: `${method} ${path.split('?')[0]}`, org: probes, vendor: probes };
  }),
  { route: 'POST /api/workorder/Project', org: replayOfA },
];
