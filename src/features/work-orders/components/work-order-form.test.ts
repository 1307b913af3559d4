import { describe, expect, it } from 'vitest';
import { workOrderCreateSchema } from '../../../domain/workorders';
import { recordingOffer } from './recording';
import {
  createPayload,
  createRules,
  EMPTY_WORK_ORDER,
  pickerToIso,
  plannedRules,
  type WorkOrderCreateValues,
} from './work-order-form';
import { offeredActions } from './WorkOrderActions';

const VENDOR = '01890a5d-ac96-7000-8000-0000000000d1';
const CREW = '01890a5d-ac96-7000-8000-0000000000d2';
const FILLED: WorkOrderCreateValues = {
  ...EMPTY_WORK_ORDER,
  projectId: '01890a5d-ac96-7000-8000-0000000000a1',
  workLocationId: '01890a5d-ac96-7000-8000-0000000000b1',
  workflowId: '01890a5d-ac96-7000-8000-0000000000c1',
};

describe('work-order create rules', () => {
  it('wants vendor and crew together, with the exact messages', () => {
    const rules = createRules(false);
    expect(rules.crewId(null, { ...FILLED, vendorId: VENDOR })).toBe('Crew is required.*');
    expect(rules.vendorId(null, { ...FILLED, crewId: CREW })).toBe('Vendor is required.*');
    expect(rules.vendorId(VENDOR, { ...FILLED, vendorId: VENDOR, crewId: CREW })).toBeNull();
    expect(rules.crewId(null, FILLED)).toBeNull();
  });

  it('lets a vendor user leave the crew out: their vendor goes with a crew only', () => {
    expect(createRules(true).crewId(null, FILLED)).toBeNull();
    expect(createPayload({ ...FILLED, crewId: CREW }, VENDOR)).toMatchObject({
      vendorId: VENDOR,
      crewId: CREW,
    });
    expect(createPayload(FILLED, VENDOR)).toMatchObject({ vendorId: null, crewId: null });
  });

  it('refuses a planned end before the planned start', () => {
    const values = { ...FILLED, plannedStartTime: '2026-03-02 10:00:00' };
    expect(plannedRules.plannedEndTime('2026-03-02 09:59:00', values)).toBe(
      'The planned end must not be before the planned start',
    );
    expect(plannedRules.plannedEndTime('2026-03-02 10:00:00', values)).toBeNull();
  });

  it('builds a body the server schema accepts, with ISO times', () => {
    const body = createPayload(
      {
        ...FILLED,
        vendorId: VENDOR,
        crewId: CREW,
        plannedStartTime: '2026-03-02 10:00:00',
        description: '  Replace the meter ',
      },
      null,
    );
    expect(body.plannedStartTime).toBe(pickerToIso('2026-03-02 10:00:00'));
    expect(body.description).toBe('Replace the meter');
    expect(workOrderCreateSchema.safeParse(body).success).toBe(true);
  });
});

describe('what the order allows', () => {
  it('records work on assigned and started orders, and corrects completed work until it is approved', () => {
    expect([1, 2, 3, 5].map((status) => recordingOffer({ status, approvalStatus: null }).allowed)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([1, 2, 3].map((approvalStatus) => recordingOffer({ status: 4, approvalStatus }).allowed)).toEqual([
      true,
      false,
      true,
    ]);
    expect(recordingOffer({ status: 5, approvalStatus: null }).reason).toBe(
      'The order is on hold: resume it to record work.',
    );
  });

  it('offers approval only on completed work pending approval, and re-opening on any completed work', () => {
    expect(offeredActions({ status: 4, approvalStatus: 1 })).toMatchObject({
      approve: true,
      reopen: true,
      assign: false,
      remove: true,
    });
    expect(offeredActions({ status: 4, approvalStatus: 2 })).toMatchObject({
      approve: false,
      reopen: true,
      remove: false,
    });
    expect(offeredActions({ status: 5, approvalStatus: null })).toMatchObject({
      approve: false,
      reopen: false,
      assign: true,
    });
  });
});
