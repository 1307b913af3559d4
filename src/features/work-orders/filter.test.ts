import { describe, expect, it } from 'vitest';
import { workOrderListQuerySchema } from '../../domain/workorders';
import {
  activeFieldCount,
  changedFieldCount,
  DEFAULT_FILTER,
  describeFilter,
  toListQuery,
  withOperator,
  withProject,
  withTemplateElement,
  withVendor,
  withWorkLocationTemplate,
  type WorkOrderFilter,
} from './filter';
import { filterFromParams, filterToParams } from './filter-params';

const PROJECT = '01890a5d-ac96-7000-8000-000000000101';
const OTHER_PROJECT = '01890a5d-ac96-7000-8000-000000000102';
const GROUP = '01890a5d-ac96-7000-8000-000000000201';
const VENDOR = '01890a5d-ac96-7000-8000-000000000301';
const OTHER_VENDOR = '01890a5d-ac96-7000-8000-000000000302';
const CREW = '01890a5d-ac96-7000-8000-000000000401';
const TEMPLATE = '01890a5d-ac96-7000-8000-000000000501';
const OTHER_TEMPLATE = '01890a5d-ac96-7000-8000-000000000502';
const FIELD = '01890a5d-ac96-7000-8000-000000000601';
const OTHER_FIELD = '01890a5d-ac96-7000-8000-000000000602';

const full: WorkOrderFilter = {
  ...DEFAULT_FILTER,
  projectId: PROJECT,
  accessGroupId: GROUP,
  vendorId: VENDOR,
  crewId: CREW,
  template: { templateId: TEMPLATE, elementId: FIELD, operator: 4, value: '40' },
};

describe('the default work-order filter', () => {
  it('is status 4 with MultipleStatus [1]: completed and unassigned work', () => {
    expect(DEFAULT_FILTER.statuses).toEqual([4, 1]);
    expect(toListQuery(DEFAULT_FILTER)).toEqual({ status: 4, multipleStatus: [1] });
  });

  it('counts no changed field', () => {
    expect(changedFieldCount(DEFAULT_FILTER)).toBe(0);
    expect(changedFieldCount({ ...DEFAULT_FILTER, statuses: [1, 4] })).toBe(0);
    expect(changedFieldCount(full)).toBe(5);
  });
});

describe('the clearing rules', () => {
  it('clears the access group when another project is chosen, keeps it for the same project', () => {
    expect(withProject(full, OTHER_PROJECT)).toMatchObject({ projectId: OTHER_PROJECT, accessGroupId: null });
    expect(withProject(full, null)).toMatchObject({ projectId: null, accessGroupId: null });
    expect(withProject(full, PROJECT)).toBe(full);
  });

  it('clears the crew when another vendor is chosen, keeps it for the same vendor', () => {
    expect(withVendor(full, OTHER_VENDOR)).toMatchObject({ vendorId: OTHER_VENDOR, crewId: null });
    expect(withVendor(full, null)).toMatchObject({ vendorId: null, crewId: null });
    expect(withVendor(full, VENDOR)).toBe(full);
  });

  it('clears field, operator and value when another template is chosen', () => {
    expect(withWorkLocationTemplate(full, OTHER_TEMPLATE).template).toEqual({
      templateId: OTHER_TEMPLATE,
      elementId: null,
      operator: null,
      value: '',
    });
    expect(withWorkLocationTemplate(full, TEMPLATE)).toBe(full);
  });

  it('clears operator and value when another field is chosen', () => {
    expect(withTemplateElement(full, OTHER_FIELD).template).toEqual({
      templateId: TEMPLATE,
      elementId: OTHER_FIELD,
      operator: null,
      value: '',
    });
    expect(withTemplateElement(full, FIELD)).toBe(full);
  });

  it('never takes operator 2 or 3', () => {
    expect(withOperator(full, 2).template.operator).toBeNull();
    expect(withOperator(full, 3).template.operator).toBeNull();
    expect(withOperator(full, 7).template.operator).toBe(7);
  });
});

describe('toListQuery', () => {
  it('sends the first status as status and the rest as multipleStatus; none means every status', () => {
    expect(toListQuery({ ...DEFAULT_FILTER, statuses: [2] })).toEqual({ status: 2 });
    expect(toListQuery({ ...DEFAULT_FILTER, statuses: [2, 3, 5] })).toEqual({
      status: 2,
      multipleStatus: [3, 5],
    });
    expect(toListQuery({ ...DEFAULT_FILTER, statuses: [] })).toEqual({});
  });

  it('sends dates as ISO with a trailing Z, the end date to the end of its day', () => {
    const query = toListQuery({ ...DEFAULT_FILTER, startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(query.startDate).toBe('2025-03-01T00:00:00.000Z');
    expect(query.endDate).toBe('2025-03-31T23:59:59.999Z');
  });

  it('sends the template field filter only once field, operator and value are there', () => {
    expect(toListQuery(full)).toMatchObject({
      worklocationTemplateId: TEMPLATE,
      worklocationTemplateElementId: FIELD,
      worklocationTemplateElementFilterOperator: 4,
      worklocationTemplateFilterValue: '40',
    });
    const partial = toListQuery({ ...full, template: { ...full.template, value: '  ' } });
    expect(partial.worklocationTemplateId).toBe(TEMPLATE);
    expect(partial).not.toHaveProperty('worklocationTemplateElementId');
  });

  it('drops an access group left without its project', () => {
    expect(toListQuery({ ...full, projectId: null })).not.toHaveProperty('accessGroupId');
  });

  it('builds a body the server schema accepts', () => {
    const body = {
      ...toListQuery({ ...full, approvalStatus: 1, startDate: '2025-01-01', endDate: '2025-01-02' }),
      page: 1,
      pageSize: 10,
    };
    expect(workOrderListQuerySchema.safeParse(body).success).toBe(true);
  });
});

describe('the filter in the address', () => {
  it('leaves the defaults out and reads them back', () => {
    const params = filterToParams({
      filter: DEFAULT_FILTER,
      search: '',
      pagination: { page: 1, pageSize: 10 },
    });
    expect(params.toString()).toBe('');
    expect(filterFromParams(params)).toEqual({
      filter: DEFAULT_FILTER,
      search: '',
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('round-trips every field, the search and the page', () => {
    const state = {
      filter: {
        ...full,
        statuses: [2, 5] as WorkOrderFilter['statuses'],
        workflowId: TEMPLATE,
        approvalStatus: 3 as const,
        startDate: '2025-01-01',
        endDate: '2025-02-01',
      },
      search: 'WO-12',
      pagination: { page: 3, pageSize: 50 },
    };
    expect(filterFromParams(filterToParams(state))).toEqual(state);
  });

  it('tells "no status chosen" from the default', () => {
    const params = filterToParams({
      filter: { ...DEFAULT_FILTER, statuses: [] },
      search: '',
      pagination: { page: 1, pageSize: 10 },
    });
    expect(params.get('status')).toBe('any');
    expect(filterFromParams(params).filter.statuses).toEqual([]);
  });

  it('ignores what it cannot use: unknown statuses, operators 2 and 3, odd page sizes, a group without project', () => {
    const read = filterFromParams(
      new URLSearchParams(
        `status=9,x&op=2&templateId=${TEMPLATE}&fieldId=${FIELD}&size=7&page=-1&accessGroupId=${GROUP}&from=yesterday`,
      ),
    );
    expect(read.filter.statuses).toEqual([4, 1]);
    expect(read.filter.template.operator).toBeNull();
    expect(read.filter.accessGroupId).toBeNull();
    expect(read.filter.startDate).toBeNull();
    expect(read.pagination).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('the filter in words and on the Filter button', () => {
  it('counts and names the default statuses, so the default filter is never invisible', () => {
    expect(changedFieldCount(DEFAULT_FILTER)).toBe(0);
    expect(activeFieldCount(DEFAULT_FILTER)).toBe(1);
    expect(describeFilter(DEFAULT_FILTER)).toBe('Unassigned and Completed work orders (the default filter)');
  });

  it('names changed statuses and counts the other fields', () => {
    const completed: WorkOrderFilter = { ...DEFAULT_FILTER, statuses: [4] };
    expect(describeFilter(completed)).toBe('Completed work orders');
    const narrowed = withVendor({ ...completed, statuses: [1, 2, 4] }, VENDOR);
    expect(activeFieldCount(narrowed)).toBe(2);
    expect(describeFilter(narrowed)).toBe('Unassigned, Assigned and Completed work orders, 1 more filter');
    const everything: WorkOrderFilter = {
      ...DEFAULT_FILTER,
      statuses: [],
      projectId: PROJECT,
      vendorId: VENDOR,
    };
    expect(activeFieldCount(everything)).toBe(2);
    expect(describeFilter(everything)).toBe('Work orders of every status, 2 more filters');
  });
});
