import { describe, expect, it } from 'vitest';
import {
  ACTIVE_LEGEND,
  COMPLETED_LEGEND,
  countsByLegend,
  legendCounts,
  legendIdOf,
  statusesFromPanel,
  toggleStatus,
} from './map-legend';

describe('the map legends', () => {
  it('shows Unassigned, Assigned, In Progress and On Hold on the active map', () => {
    expect(ACTIVE_LEGEND.map((entry) => [entry.id, entry.label])).toEqual([
      [1, 'Unassigned'],
      [2, 'Assigned'],
      [3, 'In Progress'],
      [5, 'On Hold'],
    ]);
  });

  it('names the approval states on the completed map', () => {
    expect(COMPLETED_LEGEND.map((entry) => [entry.id, entry.label])).toEqual([
      [1, 'Pending Approval'],
      [2, 'Approved'],
      [3, 'Rejected'],
    ]);
  });

  it('draws completed work not looked at yet as pending approval', () => {
    expect(legendIdOf({ status: 4, approvalStatus: null }, 'completed')).toBe(1);
    expect(legendIdOf({ status: 4, approvalStatus: 3 }, 'completed')).toBe(3);
    expect(legendIdOf({ status: 2, approvalStatus: null }, 'active')).toBe(2);
  });

  it('counts the orders of each entry', () => {
    const orders = [
      { status: 4, approvalStatus: null },
      { status: 4, approvalStatus: 1 },
      { status: 4, approvalStatus: 2 },
    ].map((order, i) => ({
      ...order,
      id: String(i),
      code: `WO-${i}`,
      latitude: 26,
      longitude: 91,
      locationIdentifier: 'L',
      vendorName: null,
      crewName: null,
      plannedStartTime: null,
      completedAt: null,
    }));
    expect([...countsByLegend(orders, 'completed')]).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('toggleStatus', () => {
  it('turns a status off and on again, keeping legend order', () => {
    expect(toggleStatus([1, 2, 3, 5], 2)).toEqual({ statuses: [1, 3, 5], refused: false });
    expect(toggleStatus([1, 5], 3)).toEqual({ statuses: [1, 3, 5], refused: false });
  });

  it('keeps the last selected status and says the click was refused', () => {
    expect(toggleStatus([5], 5)).toEqual({ statuses: [5], refused: true });
  });
});

describe('statusesFromPanel', () => {
  it('takes the map’s statuses among those chosen in the Filter panel', () => {
    expect(statusesFromPanel([2, 4, 5])).toEqual([2, 5]);
  });

  it('shows every status of the map when the panel names none of them, or was cleared', () => {
    expect(statusesFromPanel([])).toEqual([1, 2, 3, 5]);
    expect(statusesFromPanel([4])).toEqual([1, 2, 3, 5]);
    // Clear puts back the list's default, Completed and Unassigned.
    expect(statusesFromPanel([4, 1])).toEqual([1, 2, 3, 5]);
  });
});

describe('legendCounts', () => {
  it('counts the server’s viewport by status on the active map', () => {
    const counts = legendCounts(9, { statuses: [4, 3, 0, 0, 2], approvals: [0, 0, 0] }, 'active');
    expect([...counts]).toEqual([
      [1, 4],
      [2, 3],
      [5, 2],
    ]);
  });

  it('counts completed work by approval, work not yet looked at as pending', () => {
    // 10 completed: 1 marked pending, 2 without an approval status, 5 approved, 2 rejected.
    const counts = legendCounts(10, { statuses: [0, 0, 0, 10, 0], approvals: [1, 5, 2] }, 'completed');
    expect([...counts]).toEqual([
      [1, 3],
      [2, 5],
      [3, 2],
    ]);
  });
});
