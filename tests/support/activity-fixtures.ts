import type { TaskElement, WorkOrderActivity } from '../../src/domain/work-order-activities';
import type { StatusHistoryEntry } from '../../src/domain/work-order-history';
import type { WorkOrderDetail } from '../../src/domain/workorders';
import type { FormElementType } from '../../src/domain/workflows';

/** Fixed ids so tests can name what the form sends. */
export const IDS = {
  order: '01890a5d-ac96-7000-8000-00000000a001',
  activity: '01890a5d-ac96-7000-8000-00000000a002',
  fitTask: '01890a5d-ac96-7000-8000-00000000a003',
  positionTask: '01890a5d-ac96-7000-8000-00000000a004',
  signature: '01890a5d-ac96-7000-8000-00000000e001',
  photo: '01890a5d-ac96-7000-8000-00000000e002',
  reading: '01890a5d-ac96-7000-8000-00000000e003',
  remarks: '01890a5d-ac96-7000-8000-00000000e004',
  gps: '01890a5d-ac96-7000-8000-00000000e005',
  handedOver: '01890a5d-ac96-7000-8000-00000000e006',
  barcode: '01890a5d-ac96-7000-8000-00000000e007',
} as const;

export function elementFixture(
  id: string,
  elementType: FormElementType,
  label: string,
  isRequired: boolean,
  value: Partial<TaskElement> = {},
): TaskElement {
  return {
    id,
    elementType,
    label,
    isRequired,
    hasValue: false,
    text: null,
    dateTime: null,
    latitude: null,
    longitude: null,
    accuracy: null,
    imageUrl: null,
    capturedAt: null,
    capturedByName: null,
    ...value,
  };
}

/** One activity with an element of every way of capturing: signature, photo, reading, text, GPS, time, barcode. */
export function activityFixture(overrides: Partial<WorkOrderActivity> = {}): WorkOrderActivity {
  return {
    id: IDS.activity,
    sequence: 1,
    name: 'Smart meter installation',
    activityTypeId: 2,
    activityTypeName: 'Installation',
    status: 1,
    statusName: 'Not started',
    startedAt: null,
    completedAt: null,
    tasks: [
      {
        id: IDS.fitTask,
        name: 'Fit the meter',
        elements: [
          elementFixture(IDS.signature, 'signature', 'Consumer signature', true),
          elementFixture(IDS.photo, 'image', 'Meter photo', true),
          elementFixture(IDS.reading, 'manual-reading', 'Final reading', true),
          elementFixture(IDS.remarks, 'other', 'Remarks', false),
        ],
      },
      {
        id: IDS.positionTask,
        name: 'Record the position',
        elements: [
          elementFixture(IDS.gps, 'capture-gps', 'Meter position', true),
          elementFixture(IDS.handedOver, 'dateTime', 'Handed over at', false),
          elementFixture(IDS.barcode, 'manual-barcode', 'New meter barcode', false),
        ],
      },
    ],
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    id: IDS.order,
    code: 'WO-000042',
    status: 2,
    statusName: 'Assigned',
    approvalStatus: null,
    approvalStatusName: null,
    projectId: '01890a5d-ac96-7000-8000-0000000000a1',
    projectName: 'Guwahati smart metering',
    workLocationId: '01890a5d-ac96-7000-8000-0000000000b1',
    locationIdentifier: 'GHY-CM-0001',
    workLocationName: 'Chandmari consumer 1',
    accessGroupId: null,
    accessGroupName: null,
    workflowId: '01890a5d-ac96-7000-8000-0000000000c1',
    workflowName: 'Smart meter rollout',
    publishedVersion: 1,
    vendorId: '01890a5d-ac96-7000-8000-0000000000d1',
    vendorName: 'Brahmaputra Field Services',
    crewId: '01890a5d-ac96-7000-8000-0000000000d2',
    crewName: 'Beltola Maintenance Crew',
    description: null,
    plannedStartTime: null,
    plannedEndTime: null,
    actualStartTime: null,
    actualEndTime: null,
    completedAt: null,
    latitude: null,
    longitude: null,
    version: 4,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    approvalRemarks: null,
    approvalSignatureUrl: null,
    approvedByName: null,
    approvedAt: null,
    ...overrides,
  };
}

export function historyFixture(overrides: Partial<StatusHistoryEntry> = {}): StatusHistoryEntry {
  return {
    id: '01890a5d-ac96-7000-8000-00000000f001',
    action: 'created',
    status: 1,
    statusName: 'Unassigned',
    approvalStatus: null,
    approvalStatusName: null,
    vendorName: null,
    crewName: null,
    remarks: null,
    changedByName: 'Priya Sharma',
    changedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
