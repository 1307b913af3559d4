import {
  APPROVAL_STATUS,
  DEFAULT_WORK_ORDER_FILTER,
  WORK_ORDER_STATUS,
  WORK_ORDER_STATUSES,
  type WorkOrderFilterInput,
  type WorkOrderStatus,
} from '../../../domain/workorders';

/** The status chips of the quick view, in the order work moves through them. */
export const QUICK_VIEW_STATUSES: ReadonlyArray<{ id: WorkOrderStatus; label: string }> = [
  { id: WORK_ORDER_STATUS.unassigned, label: 'Unassigned' },
  { id: WORK_ORDER_STATUS.assigned, label: 'Assigned' },
  { id: WORK_ORDER_STATUS.inProgress, label: 'In progress' },
  { id: WORK_ORDER_STATUS.completed, label: 'Completed' },
  { id: WORK_ORDER_STATUS.onHold, label: 'On hold' },
];

function sorted(statuses: Iterable<WorkOrderStatus>): WorkOrderStatus[] {
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/** Like the list view (SPEC section 9): unassigned and completed work. */
export const QUICK_VIEW_DEFAULT_STATUSES: readonly WorkOrderStatus[] = sorted([
  ...DEFAULT_WORK_ORDER_FILTER.multipleStatus,
  DEFAULT_WORK_ORDER_FILTER.status,
]);

/** Cards fetched per "Load more". */
export const QUICK_VIEW_PAGE_SIZE = 20;

/**
 * What the quick view shows. Invariants: at least one status is chosen, and `awaitingApproval` means
 * completed work only (statuses is then exactly [4]): an approval filter would hide every order that has no
 * approval yet, so it is never combined with other statuses.
 */
export interface QuickViewFilter {
  statuses: readonly WorkOrderStatus[];
  awaitingApproval: boolean;
  search: string;
}

const KNOWN_STATUS: ReadonlySet<number> = new Set(WORK_ORDER_STATUSES.map((s) => s.id));

/** Reads the filter from the address (`?status=1,4&approval=1&q=text`), so a link can open a filtered view. */
export function readQuickViewFilter(params: URLSearchParams): QuickViewFilter {
  const search = params.get('q')?.trim() ?? '';
  if (params.get('approval') === String(APPROVAL_STATUS.pending)) {
    return { statuses: [WORK_ORDER_STATUS.completed], awaitingApproval: true, search };
  }
  const chosen = (params.get('status') ?? '')
    .split(',')
    .map(Number)
    .filter((id): id is WorkOrderStatus => KNOWN_STATUS.has(id));
  return {
    statuses: chosen.length > 0 ? sorted(chosen) : [...QUICK_VIEW_DEFAULT_STATUSES],
    awaitingApproval: false,
    search,
  };
}

/** The address form of a filter; the default statuses are left out so the plain route stays plain. */
export function writeQuickViewFilter(filter: QuickViewFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.awaitingApproval) params.set('approval', String(APPROVAL_STATUS.pending));
  else if (filter.statuses.join(',') !== QUICK_VIEW_DEFAULT_STATUSES.join(','))
    params.set('status', filter.statuses.join(','));
  if (filter.search) params.set('q', filter.search);
  return params;
}

/** One tap on a status chip: adds or removes it; the last chosen status stays chosen. */
export function toggleStatus(filter: QuickViewFilter, status: WorkOrderStatus): QuickViewFilter {
  if (filter.awaitingApproval) return { ...filter, awaitingApproval: false, statuses: [status] };
  const has = filter.statuses.includes(status);
  if (has && filter.statuses.length === 1) return filter;
  const statuses = has ? filter.statuses.filter((s) => s !== status) : sorted([...filter.statuses, status]);
  return { ...filter, statuses };
}

/** One tap on "Awaiting approval": completed work pending approval, or back to the default statuses. */
export function toggleAwaitingApproval(filter: QuickViewFilter): QuickViewFilter {
  if (filter.awaitingApproval)
    return { ...filter, awaitingApproval: false, statuses: [...QUICK_VIEW_DEFAULT_STATUSES] };
  return { ...filter, awaitingApproval: true, statuses: [WORK_ORDER_STATUS.completed] };
}

/** The getAllWorkOrders body of one page of the quick view. */
export function quickViewRequest(filter: QuickViewFilter): Omit<WorkOrderFilterInput, 'page'> {
  return {
    pageSize: QUICK_VIEW_PAGE_SIZE,
    multipleStatus: [...filter.statuses],
    ...(filter.awaitingApproval ? { approvalStatus: APPROVAL_STATUS.pending } : {}),
    ...(filter.search ? { searchString: filter.search } : {}),
  };
}
