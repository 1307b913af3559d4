import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/seed/demo';
import type { TestApp, Tenant } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';

let t: TestApp;
let org: Tenant;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Demo Field');
  await seedDemo(t.db, org.organisationId);
  token = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

async function post(path: string, body: unknown) {
  const response = await t.request('POST', `/api/workorder/${path}`, { token, body });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('the demo field data', () => {
  it('has 3 projects, each with a 3-level access-group tree', async () => {
    const { projects } = await post('Project/GetAll', { pageSize: 10 });
    expect(projects.map((p: { projectName: string }) => p.projectName)).toEqual([
      'Dispur Feeder Renewal',
      'Guwahati Smart Metering',
      'Kamrup Metro Distribution Upgrade',
    ]);
    const lookup = await post('AccessGroup/GetUserAccessGroup', { projectId: projects[0].id });
    const groups = lookup.projects[0].accessGroups as Array<{
      id: string;
      parentId: string | null;
      name: string;
    }>;
    const depth = (g: { parentId: string | null }): number =>
      g.parentId ? 1 + depth(groups.find((x) => x.id === g.parentId)!) : 1;
    expect(Math.max(...groups.map(depth))).toBe(3);
  });

  it('has two templates and 300 locations around Guwahati with valid field values', async () => {
    const templates = await t.request('GET', '/api/workorder/WorkLocationTemplate/GetAll', { token });
    expect(templates.body.data.workLocationTemplates.map((x: { name: string }) => x.name)).toEqual([
      'Consumer meter',
      'Distribution transformer',
    ]);
    const all = await post('WorkLocation/GetAll', { pageSize: 500 });
    expect(all.pageTotal).toBe(300);
    for (const w of all.workLocations as Array<{
      latitude: number;
      longitude: number;
      locationIdentifier: string;
    }>) {
      expect(Math.abs(w.latitude - 26.155)).toBeLessThan(0.06);
      expect(Math.abs(w.longitude - 91.779)).toBeLessThan(0.12);
      expect(w.locationIdentifier).toMatch(/^GHY-(DT|CM)-\d{4}$/);
    }
    const first = all.workLocations[0];
    const detail = await t.request('GET', `/api/workorder/WorkLocation/GetById?id=${first.id}`, { token });
    expect(
      detail.body.data.elementValues.filter(
        (v: { isRequired: boolean; value: string | null }) => v.isRequired && !v.value,
      ),
    ).toEqual([]);
    const dt = templates.body.data.workLocationTemplates[1];
    const elements = await t.request(
      'GET',
      `/api/workorder/WorkLocationTemplate/GetWorkLocationTemplateElements?workLocationTemplateId=${dt.id}`,
      { token },
    );
    const rating = elements.body.data.workLocationTemplateElements.find(
      (e: { code: string }) => e.code === 'RATING',
    );
    const big = await post('WorkLocation/GetAll', {
      workLocationTemplateId: dt.id,
      elementFilter: { elementId: rating.id, operator: 6, value: '400' },
    });
    expect(big.pageTotal).toBeGreaterThan(0);
    expect(big.pageTotal).toBeLessThan(130);
  });

  it("groups the locations of each subdivision into a round and gives the first project's rounds to a vendor", async () => {
    const groups = await post('WorkLocationGroup/GetAll', { pageSize: 100 });
    expect(groups.pageTotal).toBe(18);
    const counted = (groups.workLocationGroups as Array<{ workLocationCount: number }>).reduce(
      (sum, g) => sum + g.workLocationCount,
      0,
    );
    expect(counted).toBe(300);
    const assigned = await post('VendorWorkLocationGroup/GetAll', { pageSize: 10 });
    expect(assigned.pageTotal).toBe(1);
    expect(assigned.workLocationGroupAssignments[0].workLocationGroups).toHaveLength(6);
  });
});

describe('the demo assets', () => {
  async function asset(method: string, path: string, body?: unknown) {
    const response = await t.request(method, `/api/asset/${path}`, { token, body });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  it('spread 60 assets over warehouses, vendors, crews and the field, and the stock report adds up', async () => {
    const report = await asset('GET', 'Asset/GetDashboardAssetsStockReport');
    expect(report.totals.total).toBe(60);
    for (const place of ['warehouse', 'vendor', 'crew', 'field'] as const)
      expect(report.totals[place]).toBeGreaterThan(0);
    const crews = await asset('GET', 'Asset/GetDashboardCrewAssetsStockReport');
    expect(crews.total).toBe(report.totals.crew);
  });

  it('give every asset a history that replays to where it is', async () => {
    const { assets } = await asset('POST', 'Asset/GetAllAssets', { pageSize: 60, movementStatus: 5 });
    expect(assets.length).toBeGreaterThan(0);
    const { history } = await asset('GET', `Asset/GetAssetStatusHistory?assetId=${assets[0].id}`);
    expect(history.map((h: { movementStatusName: string }) => h.movementStatusName)).toEqual([
      'New',
      'Issued',
      'Installed',
      'Removed From Field',
    ]);
    expect(history.at(-1).to).toEqual(assets[0].place);
    const warehouses = await t.request('POST', '/api/organisation/Warehouse/GetAll', { token, body: {} });
    expect(warehouses.body.data.pageTotal).toBe(3);
  });
});

describe('the demo workflows', () => {
  it('publish two workflows built from three activity templates', async () => {
    const flows = await t.request('POST', '/api/workflow/WorkFlow/GetAllWorkFlowsForOrganisation', {
      token,
      body: {},
    });
    expect(flows.status).toBe(200);
    expect(
      flows.body.data.workFlows.map((w: { name: string; activityCount: number }) => [
        w.name,
        w.activityCount,
      ]),
    ).toEqual([
      ['Smart meter rollout', 2],
      ['Transformer health check', 1],
    ]);
    const templates = await t.request('POST', '/api/workflow/ActivityTemplate/GetAll', { token, body: {} });
    expect(
      templates.body.data.activityTemplates.every((a: { workflowCount: number }) => a.workflowCount === 1),
    ).toBe(true);
  });
});
