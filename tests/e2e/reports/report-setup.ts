import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiToken, demoProjectAndWorkflow } from '../api';

export interface Order {
  id: string;
  code: string;
}

export interface ReportWorld {
  run: string;
  projectName: string;
  workflowName: string;
  vendorA: string;
  vendorB: string;
  /** Assigned to vendor A, to vendor B, and one left unassigned. */
  ordersA: Order[];
  ordersB: Order[];
  unassigned: Order[];
  vendorUser: { email: string; password: string };
}

async function vendorWithCrew(request: APIRequestContext, token: string, name: string) {
  const vendor = await apiCall<{ id: string }>(request, token, 'POST', '/api/account/Vendor', { name });
  const crew = await apiCall<{ id: string }>(request, token, 'POST', '/api/account/Crew', {
    name: `${name} crew`,
    vendorId: vendor.id,
  });
  return { vendorId: vendor.id, crewId: crew.id };
}

async function vendorAdministrator(request: APIRequestContext, token: string, vendorId: string, run: string) {
  const { roles } = await apiCall<{ roles: Array<{ id: string; name: string }> }>(
    request,
    token,
    'GET',
    '/api/account/Role/GetAllByCategory?category=2',
  );
  const role = roles.find((candidate) => candidate.name === 'Vendor administrator')!;
  const user = { email: `reports-vendor-${run}@e2e.example`, password: 'E2e-vendor-pass-1' };
  await apiCall(request, token, 'POST', '/api/account/User', {
    name: `Report Vendor ${run}`,
    email: user.email,
    roleId: role.id,
    vendorId,
    isActive: true,
    password: user.password,
  });
  return user;
}

/**
 * A project of its own with six orders of one workflow: three assigned to vendor A, two to vendor B, one
 * unassigned; both vendors are new, so no access-group grant of the demo data narrows what they see. Vendor A
 * gets a vendor administrator.
 */
export async function buildReportWorld(request: APIRequestContext): Promise<ReportWorld> {
  const token = await apiToken(request);
  const run = Date.now().toString(36).slice(-6);
  const { workflowId } = await demoProjectAndWorkflow(request, token);
  const workflow = await apiCall<{ name: string }>(
    request,
    token,
    'GET',
    `/api/workflow/WorkFlow/GetWorkFlowById?id=${workflowId}`,
  );
  const projectName = `Report metering ${run}`;
  const project = await apiCall<{ id: string }>(request, token, 'POST', '/api/workorder/Project', {
    projectName,
  });
  const template = await apiCall<{ id: string }>(
    request,
    token,
    'POST',
    '/api/workorder/WorkLocationTemplate',
    {
      name: `Report pole ${run}`,
      code: `RP${run}`,
    },
  );
  const location = await apiCall<{ id: string }>(request, token, 'POST', '/api/workorder/WorkLocation', {
    projectId: project.id,
    workLocationTemplateId: template.id,
    locationIdentifier: `RPT-${run}`,
    name: `Report pole ${run}`,
  });
  const vendorA = `Report Vendor A ${run}`;
  const vendorB = `Report Vendor B ${run}`;
  const a = await vendorWithCrew(request, token, vendorA);
  const b = await vendorWithCrew(request, token, vendorB);
  const order = (assignTo: { vendorId: string; crewId: string } | null) =>
    apiCall<Order>(request, token, 'POST', '/api/workorder/Workorder', {
      projectId: project.id,
      workLocationId: location.id,
      workflowId,
      ...(assignTo ?? {}),
    });
  const ordersA = [await order(a), await order(a), await order(a)];
  const ordersB = [await order(b), await order(b)];
  const unassigned = [await order(null)];
  const vendorUser = await vendorAdministrator(request, token, a.vendorId, run);
  return {
    run,
    projectName,
    workflowName: workflow.name,
    vendorA,
    vendorB,
    ordersA,
    ordersB,
    unassigned,
    vendorUser,
  };
}
