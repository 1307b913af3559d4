import type { WorkOrder } from '../../src/domain/workorders';

let sequence = 0;

/** A work order as Workorder/GetAll returns it, for component tests. */
export function workOrderFixture(overrides: Partial<WorkOrder> = {}): WorkOrder {
  sequence += 1;
  const n = String(sequence).padStart(6, '0');
  return {
    id: `01890a5d-ac96-7000-8000-${String(sequence).padStart(12, '0')}`,
    code: `WO-${n}`,
    status: 1,
    statusName: 'Unassigned',
    approvalStatus: null,
    approvalStatusName: null,
    projectId: '01890a5d-ac96-7000-8000-0000000000a1',
    projectName: 'Guwahati feeder upgrade',
    workLocationId: '01890a5d-ac96-7000-8000-0000000000b1',
    locationIdentifier: `POLE-${n}`,
    workLocationName: 'Pole on Zoo Road',
    accessGroupId: null,
    accessGroupName: null,
    workflowId: '01890a5d-ac96-7000-8000-0000000000c1',
    workflowName: 'Meter replacement',
    publishedVersion: 1,
    vendorId: null,
    vendorName: null,
    crewId: null,
    crewName: null,
    description: null,
    plannedStartTime: '2026-03-02T09:30:00.000Z',
    plannedEndTime: null,
    actualStartTime: null,
    actualEndTime: null,
    completedAt: null,
    latitude: null,
    longitude: null,
    version: 3,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
