import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFilterInput } from '../../../src/domain/reports';
import type { TestApp } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import type { OrderName, ReportWorld } from './report-world';
import { buildReportWorld } from './report-world';

let t: TestApp;
let w: ReportWorld;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createTenant(t, 'Report Filters Org');
  const admin = await t.signIn(org.adminEmail);
  w = await buildReportWorld(t, org, admin, 'RF');
}, 120_000);
afterAll(() => t?.close());

async function run(filters: ReportFilterInput[], extra: Record<string, unknown> = {}, token = w.admin) {
  const response = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
    token,
    body: { definition: { columns: ['code'], filters, ...extra }, pageSize: 500 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const today = () => new Date().toISOString().slice(0, 10);
const codes = (names: OrderName[]) => names.map((name) => w.orders[name].code).sort();

/** One row of each filter type, and exactly the orders built for it. */
const CASES: Array<[string, () => ReportFilterInput, OrderName[]]> = [
  ['1 Project', () => ({ type: 1, operator: 1, value: [w.otherProjectId] }), ['elsewhere']],
  ['2 Vendor', () => ({ type: 2, operator: 1, value: [w.vendorA] }), ['approved', 'rejected']],
  ['3 Crew', () => ({ type: 3, operator: 1, value: [w.crewB1] }), ['assigned', 'held', 'surveyed']],
  [
    '4 WorkorderCode',
    () => ({ type: 4, operator: 1, value: w.orders.unassigned.code.toLowerCase() }),
    ['unassigned'],
  ],
  [
    '5 CompletedOn',
    () => ({ type: 5, operator: 1, value: { from: today(), to: today() } }),
    ['approved', 'rejected'],
  ],
  ['6 ApprovalStatus', () => ({ type: 6, operator: 1, value: [3] }), ['rejected']],
  [
    '7 WorkorderStatus',
    () => ({ type: 7, operator: 1, value: [1] }),
    ['unassigned', 'elsewhere', 'second', 'pole'],
  ],
  ['8 Workflow', () => ({ type: 8, operator: 1, value: [w.secondWorkflowId] }), ['second']],
  [
    '9 WorkflowActivity',
    () => ({ type: 9, subTypeId: w.workflowId, operator: 1, value: [w.survey.id] }),
    ['approved', 'rejected', 'surveyed'],
  ],
  [
    '10 WorkflowActivityTask',
    () => ({ type: 10, subTypeId: w.signOff.id, operator: 1, value: [w.signOff.taskId] }),
    ['approved', 'rejected'],
  ],
  [
    '11 FormField',
    () => ({
      type: 11,
      subTypeId: w.survey.id,
      operator: 5,
      value: { elementId: w.survey.oilLevelId, value: '20' },
    }),
    ['surveyed'],
  ],
  ['12 LocationIdentifier', () => ({ type: 12, operator: 1, value: 'n1a-250' }), ['held']],
  ['13 WorklocationTemplate', () => ({ type: 13, operator: 1, value: [w.secondTemplateId] }), ['pole']],
  [
    '14 WorklocationFormField',
    () => ({
      type: 14,
      subTypeId: w.templateId,
      operator: 7,
      value: { elementId: w.ratingId, value: '250' },
    }),
    ['approved', 'held', 'elsewhere'],
  ],
  [
    '15 SqlQuery',
    () => ({ type: 15, operator: 1, value: 'select id from reporting.work_orders where status = 5' }),
    ['held'],
  ],
  ['16 AccessGroup', () => ({ type: 16, operator: 1, value: [w.tree.ids['North-1']] }), ['approved', 'held']],
  ['17 Warehouse', () => ({ type: 17, operator: 1, value: [w.warehouseId] }), ['rejected']],
  [
    '18 select statement',
    () => ({ type: 18, operator: 1, value: 'upper(location_identifier) as place' }),
    ['approved', 'assigned', 'unassigned', 'rejected', 'elsewhere', 'held', 'second', 'surveyed', 'pole'],
  ],
  [
    '19 where statement',
    () => ({ type: 19, operator: 1, value: "vendor_name like '%Barak%'" }),
    ['assigned', 'held', 'surveyed'],
  ],
];

describe('POST /api/workorder/Report/DynamicWorkorderReport', () => {
  it.each(CASES)(
    'narrows filter type %s to exactly the orders built for it',
    async (_name, filter, expected) => {
      const result = await run([filter()]);
      expect(result.rows.map((row: { cells: { code: string } }) => row.cells.code).sort()).toEqual(
        codes(expected),
      );
      expect(result.total).toBe(expected.length);
    },
  );

  it('combines rows with AND, and adds the columns of a select statement', async () => {
    const result = await run([
      { type: 2, operator: 1, value: [w.vendorA] },
      { type: 18, operator: 1, value: 'upper(location_identifier) as place' },
      { type: 19, operator: 1, value: 'status = 4' },
      { type: 6, operator: 1, value: [2] },
    ]);
    expect(result.columns.map((c: { key: string }) => c.key)).toEqual(['code', 'place']);
    expect(result.rows).toEqual([
      {
        cells: { code: w.orders.approved.code, place: 'N1-100' },
        workOrderId: w.orders.approved.id,
        drill: null,
      },
    ]);
  });

  it('refuses operators 2 and 3, and an operator a value kind does not take, naming the row', async () => {
    for (const filter of [
      { type: 4, operator: 3, value: 'WO' },
      { type: 12, operator: 2, value: 'N1' },
      { type: 2, operator: 4, value: [w.vendorA] },
    ]) {
      const response = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
        token: w.admin,
        body: { definition: { filters: [filter] } },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(
        'Definition.Filters.0.Operator',
      );
    }
  });

  it('refuses a template field of another template and a value the field’s type cannot hold', async () => {
    const wrongTemplate = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
      token: w.admin,
      body: {
        definition: {
          filters: [
            {
              type: 14,
              subTypeId: w.secondTemplateId,
              operator: 1,
              value: { elementId: w.ratingId, value: '1' },
            },
          ],
        },
      },
    });
    expect(wrongTemplate.status).toBe(400);
    expect(wrongTemplate.body.errors[0].field).toBe('Definition.Filters.0.Value.ElementId');
    const notNumber = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
      token: w.admin,
      body: {
        definition: {
          filters: [
            {
              type: 14,
              subTypeId: w.templateId,
              operator: 4,
              value: { elementId: w.ratingId, value: 'big' },
            },
          ],
        },
      },
    });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors[0].field).toBe('Definition.Filters.0.Value.Value');
  });
});

describe('drill-down of grouped rows', () => {
  const GROUPINGS: Array<[string, () => Record<string, unknown>]> = [
    ['vendor and status', () => ({ groupBy: ['vendor', 'status'], filters: [] })],
    [
      'approval',
      () => ({
        groupBy: ['approvalStatus'],
        filters: [{ type: 16, operator: 1, value: [w.tree.ids.North] }],
      }),
    ],
    [
      'completion day of a vendor',
      () => ({ groupBy: ['completedDay'], filters: [{ type: 2, operator: 1, value: [w.vendorA] }] }),
    ],
    [
      'access group and crew',
      () => ({ groupBy: ['accessGroup', 'crew'], filters: [{ type: 7, operator: 1, value: [1, 2, 4, 5] }] }),
    ],
    [
      'template field and month',
      () => ({
        groupBy: ['completedMonth'],
        filters: [
          { type: 14, subTypeId: w.templateId, operator: 6, value: { elementId: w.ratingId, value: '100' } },
        ],
      }),
    ],
  ];

  it.each(GROUPINGS)('lists exactly the orders behind each number (%s)', async (_name, definition) => {
    const result = await run([], definition());
    expect(result.rows.length).toBeGreaterThan(0);
    for (const row of result.rows) {
      if (row.drill === null) continue;
      const list = await t.request('POST', '/api/workorder/Workorder/GetAll', {
        token: w.admin,
        body: { ...row.drill.filter, pageSize: 500 },
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.pageTotal, JSON.stringify(row)).toBe(row.cells.count);
      expect(row.drill.params.status).toBeDefined();
    }
    expect(result.rows.some((row: { drill: unknown }) => row.drill !== null)).toBe(true);
  });

  it('has no drill-down where the list has no filter for exactly those orders', async () => {
    const result = await run([{ type: 12, operator: 1, value: 'N2-400' }], { groupBy: ['status'] });
    expect(result.rows.map((row: { drill: unknown }) => row.drill)).toEqual(result.rows.map(() => null));
  });
});
