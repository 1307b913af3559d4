import { describe, expect, it } from 'vitest';
import type { SwimlaneCrew, SwimlaneOrder } from '../../../domain/swimlane';
import {
  UNASSIGNED_ROW,
  afterOutboxChange,
  boardRows,
  isMovable,
  rowLanes,
  withoutConfirmed,
  type PendingMove,
} from './board-model';
import { HOUR } from './timeline-math';

const VENDOR = '01890a5d-ac96-7000-8000-000000000201';
const CREW_A = '01890a5d-ac96-7000-8000-000000000301';
const CREW_B = '01890a5d-ac96-7000-8000-000000000302';
const at = (hour: number) => new Date(2026, 2, 14, hour).toISOString();

function order(id: string, overrides: Partial<SwimlaneOrder> = {}): SwimlaneOrder {
  return {
    id,
    code: `WO-${id}`,
    status: 2,
    approvalStatus: null,
    locationIdentifier: `GHY-${id}`,
    workLocationName: null,
    plannedStartTime: at(10),
    plannedEndTime: at(11),
    actualStartTime: null,
    actualEndTime: null,
    version: 1,
    vendorId: VENDOR,
    crewId: CREW_A,
    ...overrides,
  };
}

const crew = (crewId: string | null, workOrders: SwimlaneOrder[]): SwimlaneCrew => ({
  crewId,
  name: crewId ?? 'Unassigned',
  vendorId: crewId ? VENDOR : null,
  vendorName: crewId ? 'Brahmaputra Field Services' : null,
  crewMembers: [],
  workOrders,
});

function move(overrides: Partial<PendingMove>): PendingMove {
  return {
    orderId: 'a',
    rowKey: CREW_B,
    vendorId: VENDOR,
    crewId: CREW_B,
    plannedStartTime: at(10),
    plannedEndTime: at(11),
    version: 2,
    queued: false,
    writes: [],
    seen: false,
    ...overrides,
  };
}

describe('the rows the board shows', () => {
  const crews = [
    crew(null, [order('u', { status: 1, crewId: null, vendorId: null })]),
    crew(CREW_A, [order('a'), order('b', { plannedStartTime: null, plannedEndTime: null })]),
    crew(CREW_B, []),
  ];

  it('keys rows by crew, the Unassigned row apart, and leaves out orders without a start', () => {
    const rows = boardRows(crews, new Map());
    expect(rows.map((row) => row.key)).toEqual([UNASSIGNED_ROW, CREW_A, CREW_B]);
    expect(rows[1]!.items.map((item) => item.order.id)).toEqual(['a']);
    expect(rows[1]!.items[0]!.span).toEqual({ start: Date.parse(at(10)), end: Date.parse(at(11)) });
  });

  it('shows a move at once: the order leaves its row for the new one, assigned, at its new time', () => {
    const rows = boardRows(
      crews,
      new Map([['u', move({ orderId: 'u', plannedStartTime: at(14), plannedEndTime: at(15) })]]),
    );
    expect(rows[0]!.items).toEqual([]);
    const [moved] = rows[2]!.items;
    expect(moved!.order).toMatchObject({ id: 'u', crewId: CREW_B, vendorId: VENDOR, status: 2, version: 2 });
    expect(moved!.span.start).toBe(Date.parse(at(14)));
    expect(moved!.pending).toBe(true);
  });

  it('moves only unassigned and assigned work', () => {
    expect([1, 2, 3, 4, 5].map((status) => isMovable({ status }))).toEqual([true, true, false, false, false]);
  });

  it('stacks orders that overlap on screen, counting the narrowest item’s width', () => {
    const row = boardRows(
      [crew(CREW_A, [order('a'), order('b', { plannedStartTime: at(11), plannedEndTime: at(12) })])],
      new Map(),
    )[0]!;
    expect(rowLanes(row).count).toBe(1);
    const wide = rowLanes(row, 2 * HOUR);
    expect(wide.count).toBe(2);
    expect(Object.fromEntries(wide.lanes)).toEqual({ a: 0, b: 1 });
  });

  it('stacks only the orders in the visible window, so earlier overlapping work leaves the rest full height', () => {
    const row = boardRows(
      [
        crew(CREW_A, [
          order('night', { plannedStartTime: at(1), plannedEndTime: at(5) }),
          order('dawn', { plannedStartTime: at(3), plannedEndTime: at(7) }),
          order('noon', { plannedStartTime: at(12), plannedEndTime: at(15) }),
        ]),
      ],
      new Map(),
    )[0]!;
    expect(rowLanes(row).count).toBe(2);
    const shown = rowLanes(row, 0, { start: Date.parse(at(8)), end: Date.parse(at(18)) });
    expect(shown.count).toBe(1);
    expect(Object.fromEntries(shown.lanes)).toEqual({ night: 0, dawn: 0, noon: 0 });
  });
});

describe('moves waiting in the outbox', () => {
  const queued = move({ queued: true, writes: ['key-1', 'key-2'] });

  it('stay while their writes wait, and go once the writes they were seen with have left the outbox', () => {
    const pending = new Map([['a', queued]]);
    // Not yet seen in the outbox: kept as it is.
    expect(afterOutboxChange(pending, new Set())).toBe(pending);
    const seen = afterOutboxChange(pending, new Set(['key-2']));
    expect(seen.get('a')!.seen).toBe(true);
    expect(afterOutboxChange(seen, new Set(['key-2']))).toBe(seen);
    expect(afterOutboxChange(seen, new Set()).size).toBe(0);
  });

  it('go once the server’s rows show them', () => {
    const pending = new Map([['a', queued]]);
    const before = [crew(CREW_A, [order('a')])];
    expect(withoutConfirmed(before, pending)).toBe(pending);
    const after = [crew(CREW_B, [order('a', { crewId: CREW_B, version: 2 })])];
    expect(withoutConfirmed(after, pending).size).toBe(0);
  });
});
