import {
  DEFAULT_PAGINATION,
  PAGE_SIZE_OPTIONS,
  type PaginationState,
} from '../../components/data-table/pagination';
import { TEXT_MAX } from '../../domain/validation';
import { DEFAULT_FILTER, isApprovalId, isOperator, isStatusId, type WorkOrderFilter } from './filter';

/**
 * The applied filter, search and page live in the address (`?status=4,1&projectId=...&page=2`), so going to
 * an order and back, reloading or sharing the link shows the same list. Defaults are left out of the address.
 */
export interface ListParams {
  filter: WorkOrderFilter;
  search: string;
  pagination: PaginationState;
}

/** `status=any`: the user cleared every status, which is not the same as the default (no `status`). */
const ANY_STATUS = 'any';

const ID_PARAMS = {
  projectId: 'projectId',
  accessGroupId: 'accessGroupId',
  vendorId: 'vendorId',
  crewId: 'crewId',
  workflowId: 'workflowId',
  startDate: 'from',
  endDate: 'to',
} as const satisfies Partial<Record<keyof WorkOrderFilter, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: string | null): number | null {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

function statusesOf(value: string | null): WorkOrderFilter['statuses'] {
  if (value === null) return DEFAULT_FILTER.statuses;
  if (value === ANY_STATUS) return [];
  const ids = value.split(',').map(Number).filter(isStatusId);
  return ids.length > 0 ? [...new Set(ids)] : DEFAULT_FILTER.statuses;
}

export function filterFromParams(params: URLSearchParams): ListParams {
  const text = (name: string) => params.get(name) || null;
  const day = (name: string) => {
    const value = text(name);
    return value && DAY.test(value) ? value : null;
  };
  const approval = positive(params.get('approval'));
  const operator = positive(params.get('op'));
  const templateId = text('templateId');
  const elementId = templateId ? text('fieldId') : null;
  const projectId = text(ID_PARAMS.projectId);
  const size = positive(params.get('size'));
  return {
    filter: {
      statuses: statusesOf(params.get('status')),
      projectId,
      accessGroupId: projectId ? text(ID_PARAMS.accessGroupId) : null,
      vendorId: text(ID_PARAMS.vendorId),
      crewId: text(ID_PARAMS.crewId),
      workflowId: text(ID_PARAMS.workflowId),
      approvalStatus: approval !== null && isApprovalId(approval) ? approval : null,
      startDate: day(ID_PARAMS.startDate),
      endDate: day(ID_PARAMS.endDate),
      template: {
        templateId,
        elementId,
        operator: elementId && operator !== null && isOperator(operator) ? operator : null,
        value: elementId ? (params.get('value') ?? '').slice(0, TEXT_MAX) : '',
      },
    },
    search: (params.get('q') ?? '').trim().slice(0, TEXT_MAX),
    pagination: {
      page: positive(params.get('page')) ?? DEFAULT_PAGINATION.page,
      pageSize: size !== null && PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGINATION.pageSize,
    },
  };
}

export function filterToParams({ filter, search, pagination }: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  const defaultStatuses =
    filter.statuses.length === DEFAULT_FILTER.statuses.length &&
    filter.statuses.every((status, index) => status === DEFAULT_FILTER.statuses[index]);
  if (!defaultStatuses)
    params.set('status', filter.statuses.length > 0 ? filter.statuses.join(',') : ANY_STATUS);
  for (const [field, name] of Object.entries(ID_PARAMS) as Array<[keyof typeof ID_PARAMS, string]>) {
    const value = filter[field];
    if (value) params.set(name, value);
  }
  if (filter.approvalStatus !== null) params.set('approval', String(filter.approvalStatus));
  const { templateId, elementId, operator, value } = filter.template;
  if (templateId) params.set('templateId', templateId);
  if (templateId && elementId) params.set('fieldId', elementId);
  if (elementId && operator !== null) params.set('op', String(operator));
  if (elementId && value) params.set('value', value);
  if (search) params.set('q', search);
  if (pagination.page !== DEFAULT_PAGINATION.page) params.set('page', String(pagination.page));
  if (pagination.pageSize !== DEFAULT_PAGINATION.pageSize) params.set('size', String(pagination.pageSize));
  return params;
}
