import { describe, expect, it } from 'vitest';
import {
  QUICK_VIEW_DEFAULT_STATUSES,
  QUICK_VIEW_PAGE_SIZE,
  quickViewRequest,
  readQuickViewFilter,
  toggleAwaitingApproval,
  toggleStatus,
  writeQuickViewFilter,
  type QuickViewFilter,
} from './quick-view-filter';

const DEFAULT: QuickViewFilter = { statuses: [1, 4], awaitingApproval: false, search: '' };

describe('quick-view filter', () => {
  it('starts on unassigned and completed work, like the list view', () => {
    expect(QUICK_VIEW_DEFAULT_STATUSES).toEqual([1, 4]);
    expect(readQuickViewFilter(new URLSearchParams())).toEqual(DEFAULT);
  });

  it('reads statuses, approval and search from the address and ignores unknown statuses', () => {
    expect(readQuickViewFilter(new URLSearchParams('status=5,2,9,x&q=%20WO-12%20'))).toEqual({
      statuses: [2, 5],
      awaitingApproval: false,
      search: 'WO-12',
    });
    expect(readQuickViewFilter(new URLSearchParams('status=9'))).toEqual(DEFAULT);
    expect(readQuickViewFilter(new URLSearchParams('status=1&approval=1'))).toEqual({
      statuses: [4],
      awaitingApproval: true,
      search: '',
    });
  });

  it('writes the address back, leaving the default out', () => {
    expect(writeQuickViewFilter(DEFAULT).toString()).toBe('');
    expect(
      writeQuickViewFilter({ statuses: [2, 3], awaitingApproval: false, search: 'pole' }).toString(),
    ).toBe('status=2%2C3&q=pole');
    expect(writeQuickViewFilter({ statuses: [4], awaitingApproval: true, search: '' }).toString()).toBe(
      'approval=1',
    );
  });

  it('adds and removes a status with one tap but keeps the last one chosen', () => {
    const withAssigned = toggleStatus(DEFAULT, 2);
    expect(withAssigned.statuses).toEqual([1, 2, 4]);
    expect(toggleStatus(withAssigned, 1).statuses).toEqual([2, 4]);
    const onlyHold = { ...DEFAULT, statuses: [5] as const };
    expect(toggleStatus(onlyHold, 5)).toBe(onlyHold);
  });

  it('limits "Awaiting approval" to completed work and leaves it on the next status tap', () => {
    const pending = toggleAwaitingApproval(DEFAULT);
    expect(pending).toEqual({ statuses: [4], awaitingApproval: true, search: '' });
    expect(toggleAwaitingApproval(pending)).toEqual(DEFAULT);
    expect(toggleStatus(pending, 2)).toEqual({ statuses: [2], awaitingApproval: false, search: '' });
  });

  it('asks Workorder/GetAll for the chosen statuses, the pending approval and the search', () => {
    expect(quickViewRequest(DEFAULT)).toEqual({ pageSize: QUICK_VIEW_PAGE_SIZE, multipleStatus: [1, 4] });
    expect(quickViewRequest({ statuses: [4], awaitingApproval: true, search: 'WO' })).toEqual({
      pageSize: QUICK_VIEW_PAGE_SIZE,
      multipleStatus: [4],
      approvalStatus: 1,
      searchString: 'WO',
    });
  });
});
