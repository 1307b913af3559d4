import type { Ordering } from './tenant-world';
import type { ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/** Work orders, their activities, history, bulk actions, dashboard and swim lane. */

const W = '/api/workorder/Workorder';

function allOrders({ a }: ProbeContext): string[] {
  const { unassigned, started, toApprove, toReopen, toReopenInBulk } = a.orders;
  return [
    unassigned,
    started.id,
    toApprove,
    toReopen,
    toReopenInBulk,
    ...a.vendors.flatMap((v) => [v.openOrder.id, v.doneOrderId]),
  ];
}

function vendorOrders({ v1 }: ProbeContext): string[] {
  return [v1.openOrder.id, v1.doneOrderId];
}

async function resubmit(c: ProbeContext, order: Ordering, ids: Ordering = order, of = c.a) {
  return call('POST', `${W}/ReSubmitActivityFromAdmin`, {
    workorderId: order.id,
    activityId: ids.activityId,
    version: await c.version('work_order', order.id, of),
    elements: [{ taskId: ids.taskId, elementId: ids.elementId, text: '99' }],
  });
}

async function clearValue(c: ProbeContext, order: Ordering) {
  const version = await c.version('work_order', order.id);
  const query = `workorderId=${order.id}&activityId=${order.activityId}&taskId=${order.taskId}&elementId=${order.elementId}`;
  return call('DELETE', `${W}/DeleteWorkorderActivityTaskElement?${query}&version=${version}`);
}

const today = new Date().toISOString();
/** The whole map, and a circle around the worlds' locations (near 26.1 N, 91.7 E). */
const WORLD = { west: -180, south: -85, east: 180, north: 85, zoom: 2 };
const AROUND = { circle: { latitude: 26, longitude: 91, radius: 1_000_000 } };

export const workOrderProbes: RouteProbes[] = [
  {
    route: 'POST /api/workorder/Workorder/GetAll',
    org: ({ a, v1 }) =>
      [
        { projectId: a.projectId },
        { vendorId: v1.vendorId },
        { crewId: v1.crewId },
        { accessGroupId: a.groups.North },
        { workflowId: a.workflowId },
        { isMapView: true, projectId: a.projectId },
        {
          worklocationTemplateId: a.templateId,
          worklocationTemplateElementId: a.elementId,
          worklocationTemplateElementFilterOperator: 6,
          worklocationTemplateFilterValue: '0',
        },
      ].map((filter) => call('POST', `${W}/GetAll`, filter, 'list')),
    vendor: ({ v1 }) => [
      call('POST', `${W}/GetAll`, { vendorId: v1.vendorId }),
      call('POST', `${W}/GetAll`, { crewId: v1.crewId }, 'list'),
      call('POST', `${W}/GetAll`, { isMapView: true, pageSize: 1000 }, 'list'),
      call('POST', `${W}/GetAll`, { pageSize: 500 }, 'list'),
    ],
  },
  {
    route: 'POST /api/workorder/Workorder/GetMapClusters',
    org: ({ a, v1 }) =>
      [
        { projectId: a.projectId },
        { vendorId: v1.vendorId },
        { crewId: v1.crewId },
        { workflowId: a.workflowId },
      ].map((filter) => call('POST', `${W}/GetMapClusters`, { ...WORLD, ...filter }, 'list')),
    vendor: ({ v1 }) => [
      call('POST', `${W}/GetMapClusters`, { ...WORLD, vendorId: v1.vendorId }),
      call('POST', `${W}/GetMapClusters`, { ...WORLD, crewId: v1.crewId }, 'list'),
    ],
  },
  {
    route: 'POST /api/workorder/Workorder/GetMapSelection',
    org: ({ a, v1 }) =>
      [{ projectId: a.projectId }, { vendorId: v1.vendorId }, { accessGroupId: a.groups.North }].map(
        (filter) => call('POST', `${W}/GetMapSelection`, { ...AROUND, ...filter }, 'list'),
      ),
    vendor: ({ v1 }) => [
      call('POST', `${W}/GetMapSelection`, { ...AROUND, vendorId: v1.vendorId }),
      call('POST', `${W}/GetMapSelection`, { ...AROUND, crewId: v1.crewId }, 'list'),
    ],
  },
  {
    route: 'GET /api/workorder/Workorder/GetById',
    org: (c) => allOrders(c).map((id) => call('GET', `${W}/GetById?workorderId=${id}`)),
    vendor: (c) => vendorOrders(c).map((id) => call('GET', `${W}/GetById?workorderId=${id}`)),
  },
  {
    route: 'POST /api/workorder/Workorder',
    org: ({ a, b, v1 }) => {
      const own = {
        projectId: b.projectId,
        workLocationId: b.locations.get('N1-100'),
        workflowId: b.workflowId,
      };
      return [
        call('POST', W, {
          projectId: a.projectId,
          workLocationId: a.locations.get('N1-100'),
          workflowId: a.workflowId,
        }),
        call('POST', W, { ...own, workflowId: a.workflowId }),
        call('POST', W, { ...own, workLocationId: a.locations.get('N1-100') }),
        call('POST', W, { ...own, vendorId: v1.vendorId, crewId: v1.crewId }),
      ];
    },
    vendor: ({ a, v1, v2 }) => {
      const where = {
        projectId: a.projectId,
        workLocationId: a.locations.get('N1-100'),
        workflowId: a.workflowId,
      };
      return [
        call('POST', W, { ...where, vendorId: v2.vendorId, crewId: v1.crewId }),
        call('POST', W, { ...where, vendorId: v2.vendorId, crewId: v2.crewId, id: v1.openOrder.id }),
      ];
    },
    reuse: ({ a, b }) => {
      const id = a.orders.unassigned;
      const where = {
        projectId: b.projectId,
        workLocationId: b.locations.get('N1-100'),
        workflowId: b.workflowId,
      };
      return [
        call('POST', W, { id, ...where, description: `${b.marker} twin order` }, 'own'),
        call('GET', `${W}/GetById?workorderId=${id}`, undefined, 'own'),
        call('DELETE', `${W}?workorderId=${id}`, undefined, 'own'),
      ];
    },
  },
  {
    route: 'PUT /api/workorder/Workorder',
    org: async (c) => [
      call('PUT', `${W}?workorderId=${c.a.orders.unassigned}`, {
        description: 'Changed',
        version: await c.version('work_order', c.a.orders.unassigned),
      }),
    ],
    vendor: async (c) => [
      call('PUT', `${W}?workorderId=${c.v1.openOrder.id}`, {
        description: 'Changed',
        onHold: true,
        version: await c.version('work_order', c.v1.openOrder.id),
      }),
    ],
  },
  {
    route: 'DELETE /api/workorder/Workorder',
    org: (c) => [call('DELETE', `${W}?workorderId=${c.a.orders.unassigned}`)],
    vendor: (c) => vendorOrders(c).map((id) => call('DELETE', `${W}?workorderId=${id}`)),
  },
  {
    route: 'DELETE /api/workorder/Workorder/Bulk',
    org: (c) => [
      call('DELETE', `${W}/Bulk`, { workOrderIds: [c.a.orders.unassigned] }),
      // All or nothing: B's own order must not go either.
      call('DELETE', `${W}/Bulk`, { workOrderIds: [c.b.orders.unassigned, c.a.orders.unassigned] }),
    ],
    vendor: (c) => [
      call('DELETE', `${W}/Bulk`, { workOrderIds: vendorOrders(c) }),
      call('DELETE', `${W}/Bulk`, { workOrderIds: [c.v2.openOrder.id, c.v1.openOrder.id] }),
    ],
  },
  {
    route: 'POST /api/workorder/WorkOrder/GetDashboardWorkorderStats',
    org: ({ a, v1 }) =>
      [{ projectId: a.projectId }, { vendorId: v1.vendorId }, {}].map((body) =>
        call('POST', '/api/workorder/WorkOrder/GetDashboardWorkorderStats', body, 'list'),
      ),
    vendor: ({ a, v1 }) => [
      call('POST', '/api/workorder/WorkOrder/GetDashboardWorkorderStats', { vendorId: v1.vendorId }),
      call('POST', '/api/workorder/WorkOrder/GetDashboardWorkorderStats', { projectId: a.projectId }, 'list'),
    ],
  },
  {
    route: 'POST /api/workorder/Workorder/AssignMultipleWorkorders',
    org: ({ a, b, v1 }) => {
      const path = `${W}/AssignMultipleWorkorders`;
      const ownVendor = b.vendors[0];
      return [
        call('POST', path, { workOrderIds: [a.orders.unassigned], vendorId: v1.vendorId, crewId: v1.crewId }),
        call('POST', path, {
          workOrderIds: [a.orders.unassigned],
          vendorId: ownVendor.vendorId,
          crewId: ownVendor.crewId,
        }),
        call('POST', path, { workOrderIds: [b.orders.unassigned], vendorId: v1.vendorId, crewId: v1.crewId }),
        call('POST', path, {
          workOrderIds: [b.orders.unassigned],
          vendorId: ownVendor.vendorId,
          crewId: v1.crewId,
        }),
      ];
    },
    vendor: ({ v1, v2 }) => [
      call('POST', `${W}/AssignMultipleWorkorders`, {
        workOrderIds: [v1.openOrder.id],
        vendorId: v2.vendorId,
        crewId: v2.crewId,
      }),
      call('POST', `${W}/AssignMultipleWorkorders`, {
        workOrderIds: [v2.openOrder.id],
        vendorId: v2.vendorId,
        crewId: v1.crewId,
      }),
    ],
  },
  {
    route: 'POST /api/workorder/Workorder/ReopenWorkorder',
    org: async (c) => [
      call('POST', `${W}/ReopenWorkorder`, {
        workorderId: c.a.orders.toReopen,
        version: await c.version('work_order', c.a.orders.toReopen),
      }),
    ],
    vendor: async (c) => [
      call('POST', `${W}/ReopenWorkorder`, {
        workorderId: c.v1.doneOrderId,
        version: await c.version('work_order', c.v1.doneOrderId),
      }),
    ],
  },
  {
    route: 'POST /api/workorder/Workorder/ReopenMultipleWorkorders',
    org: (c) => [
      call('POST', `${W}/ReopenMultipleWorkorders`, {
        workOrderIds: [c.a.orders.toReopenInBulk, c.a.orders.toReopen],
      }),
    ],
    vendor: (c) => [call('POST', `${W}/ReopenMultipleWorkorders`, { workOrderIds: [c.v1.doneOrderId] })],
  },
  {
    route: 'POST /api/workorder/Workorder/InterchangeWorklocation',
    org: async (c) => [
      call('POST', `${W}/InterchangeWorklocation`, {
        workorderId: c.a.orders.unassigned,
        workLocationId: c.a.locations.get('N2-400'),
        version: await c.version('work_order', c.a.orders.unassigned),
      }),
      call('POST', `${W}/InterchangeWorklocation`, {
        workorderId: c.b.orders.unassigned,
        workLocationId: c.a.locations.get('N2-400'),
        version: await c.version('work_order', c.b.orders.unassigned, c.b),
      }),
    ],
    vendor: async (c) => [
      call('POST', `${W}/InterchangeWorklocation`, {
        workorderId: c.v1.openOrder.id,
        workLocationId: c.a.locations.get('N1a-250'),
        version: await c.version('work_order', c.v1.openOrder.id),
      }),
    ],
  },
  {
    route: 'GET /api/workorder/Workorder/GetWorkorderStatusHistory',
    org: (c) => allOrders(c).map((id) => call('GET', `${W}/GetWorkorderStatusHistory?workorderId=${id}`)),
    vendor: (c) =>
      vendorOrders(c).map((id) => call('GET', `${W}/GetWorkorderStatusHistory?workorderId=${id}`)),
  },
  {
    route: 'POST /api/workorder/Workorder/UpdateApprovalStatus',
    org: async (c) => [
      call('POST', `${W}/UpdateApprovalStatus?workorderId=${c.a.orders.toApprove}`, {
        approvalStatus: 2,
        version: await c.version('work_order', c.a.orders.toApprove),
      }),
    ],
    vendor: async (c) => [
      call('POST', `${W}/UpdateApprovalStatus?workorderId=${c.v1.doneOrderId}`, {
        approvalStatus: 3,
        version: await c.version('work_order', c.v1.doneOrderId),
      }),
    ],
  },
  {
    route: 'GET /api/workorder/Workorder/GetWorkorderActivities',
    org: (c) => allOrders(c).map((id) => call('GET', `${W}/GetWorkorderActivities?workorderId=${id}`)),
    vendor: (c) => vendorOrders(c).map((id) => call('GET', `${W}/GetWorkorderActivities?workorderId=${id}`)),
  },
  {
    route: 'POST /api/workorder/Workorder/ReSubmitActivityFromAdmin',
    // Besides A's order, B's own started order with the activity, task and element ids of A's.
    org: async (c) => [
      await resubmit(c, c.a.orders.started),
      await resubmit(c, c.b.orders.started, c.a.orders.started, c.b),
    ],
    // V1's and V2's orders share the workflow's activity ids, so V2 has no foreign ids to combine with its own.
    vendor: async (c) => [await resubmit(c, c.v1.openOrder)],
  },
  {
    route: 'DELETE /api/workorder/Workorder/DeleteWorkorderActivityTaskElement',
    org: async (c) => [await clearValue(c, c.a.orders.started)],
    vendor: async (c) => [await clearValue(c, c.v1.openOrder)],
  },
  {
    route: 'POST /api/workorder/Workorder/GetSwimlaneViewData',
    org: ({ v1 }) => [
      call('POST', `${W}/GetSwimlaneViewData`, { vendorId: v1.vendorId, completedDate: today }, 'list'),
    ],
    vendor: ({ v1 }) => [
      call('POST', `${W}/GetSwimlaneViewData`, { vendorId: v1.vendorId, completedDate: today }),
      call('POST', `${W}/GetSwimlaneViewData`, { completedDate: today }, 'list'),
    ],
  },
];
