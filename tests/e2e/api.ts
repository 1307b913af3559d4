import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './fixtures';

/** Direct API calls for test setup (the same public API the console uses). */
export async function apiToken(request: APIRequestContext, email = ADMIN.email, password = ADMIN.password) {
  const response = await request.post('/api/account/Auth/SignIn', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

let counter = 0;

/** A user holding exactly `permissions`, through a role made for them. Returns the credentials. */
export async function userWithPermissions(request: APIRequestContext, permissions: string[]) {
  const token = await apiToken(request);
  const suffix = `${Date.now()}-${++counter}`;
  const role = await apiCall<{ id: string }>(request, token, 'POST', '/api/account/Role', {
    name: `E2E role ${suffix}`,
    category: 1,
    permissions,
  });
  const email = `user-${suffix}@e2e.example`;
  const password = 'E2e-user-pass-1';
  await apiCall(request, token, 'POST', '/api/account/User', {
    name: `E2E User ${counter}`,
    email,
    roleId: role.id,
    vendorId: null,
    isActive: true,
    password,
  });
  return { email, password, roleId: role.id };
}

export interface CreatedWorkOrder {
  id: string;
  code: string;
  locationIdentifier: string;
  version: number;
}

/** The demo project "Guwahati Smart Metering" and the organisation's first active workflow. */
export async function demoProjectAndWorkflow(request: APIRequestContext, token: string) {
  const { projects } = await apiCall<{ projects: Array<{ id: string }> }>(
    request,
    token,
    'POST',
    '/api/workorder/Project/GetAll',
    { searchString: 'Guwahati Smart Metering' },
  );
  const projectId = projects[0]!.id;
  const { workFlows } = await apiCall<{ workFlows: Array<{ id: string }> }>(
    request,
    token,
    'POST',
    '/api/workflow/WorkFlow/GetAllWorkFlowsForOrganisation',
    { page: 1, pageSize: 1, isActive: true },
  );
  return { projectId, workflowId: workFlows[0]!.id };
}

/**
 * `count` unassigned work orders in the demo project "Guwahati Smart Metering", at its work locations from
 * `firstLocation` on (0-based), following the first workflow.
 */
export async function createWorkOrders(
  request: APIRequestContext,
  token: string,
  count: number,
  firstLocation = 0,
) {
  const { projectId, workflowId } = await demoProjectAndWorkflow(request, token);
  const { workLocations } = await apiCall<{ workLocations: Array<{ id: string }> }>(
    request,
    token,
    'POST',
    '/api/workorder/WorkLocation/GetAll',
    { projectId, page: 1, pageSize: firstLocation + count },
  );
  const created: CreatedWorkOrder[] = [];
  for (const location of workLocations.slice(firstLocation, firstLocation + count)) {
    created.push(
      await apiCall<CreatedWorkOrder>(request, token, 'POST', '/api/workorder/Workorder', {
        projectId,
        workLocationId: location.id,
        workflowId,
      }),
    );
  }
  return created;
}
