import type { APIRequestContext } from '@playwright/test';
import { apiCall } from '../api';

/** The smallest PNG there is (1 x 1, transparent): a signature or photo the server accepts. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Activities {
  version: number;
  activities: Array<{
    id: string;
    tasks: Array<{ id: string; elements: Array<{ id: string; elementType: string }> }>;
  }>;
}

/** A vendor of the demo data and one of its crews, by name. */
export async function vendorCrew(
  request: APIRequestContext,
  token: string,
  vendorName: string,
  crewName: string,
) {
  const { vendors } = await apiCall<{ vendors: Array<{ id: string; name: string }> }>(
    request,
    token,
    'POST',
    '/api/account/VendorAccessGroup/GetAllVendors',
    { page: 1, pageSize: 100, searchTerm: vendorName },
  );
  const vendorId = vendors.find((v) => v.name === vendorName)!.id;
  const { crews } = await apiCall<{ crews: Array<{ id: string; name: string }> }>(
    request,
    token,
    'POST',
    '/api/account/CrewAccessGroup/GetAllCrews',
    { page: 1, pageSize: 100, vendorId, searchTerm: crewName },
  );
  return { vendorId, crewId: crews.find((c) => c.name === crewName)!.id };
}

export async function assignWorkOrders(
  request: APIRequestContext,
  token: string,
  workOrderIds: string[],
  to: { vendorId: string; crewId: string },
) {
  return apiCall(request, token, 'POST', '/api/workorder/Workorder/AssignMultipleWorkorders', {
    workOrderIds,
    ...to,
  });
}

/** A value for every form element of one task element type, as a supervisor would record it. */
function valueFor(taskId: string, element: { id: string; elementType: string }) {
  const base = { taskId, elementId: element.id };
  switch (element.elementType) {
    case 'signature':
    case 'image':
    case 'ai-image':
      return { ...base, imageDataUrl: PNG_DATA_URL };
    case 'dateTime':
      return { ...base, dateTime: new Date().toISOString() };
    case 'capture-gps':
      return { ...base, latitude: 26.1445, longitude: 91.7362, accuracy: 6 };
    default:
      return { ...base, text: '4821' };
  }
}

/**
 * Records every form element of every activity (POST Workorder/ReSubmitActivityFromAdmin), which completes
 * an assigned order: it is then Completed and pending approval. Returns the order's version afterwards.
 */
export async function completeWorkOrder(request: APIRequestContext, token: string, workorderId: string) {
  const { version, activities } = await apiCall<Activities>(
    request,
    token,
    'GET',
    `/api/workorder/Workorder/GetWorkorderActivities?workorderId=${workorderId}`,
  );
  let current = version;
  for (const activity of activities) {
    const elements = activity.tasks.flatMap((task) =>
      task.elements.map((element) => valueFor(task.id, element)),
    );
    const order = await apiCall<{ version: number; status: number }>(
      request,
      token,
      'POST',
      '/api/workorder/Workorder/ReSubmitActivityFromAdmin',
      { workorderId, activityId: activity.id, elements, version: current },
    );
    current = order.version;
  }
  return current;
}

export interface DashboardStats {
  total: number;
  byStatus: Array<{ id: number; count: number }>;
  byApproval: Array<{ id: number; count: number }>;
}

export async function dashboardStats(request: APIRequestContext, token: string) {
  return apiCall<DashboardStats>(
    request,
    token,
    'POST',
    '/api/workorder/WorkOrder/GetDashboardWorkorderStats',
    {},
  );
}
