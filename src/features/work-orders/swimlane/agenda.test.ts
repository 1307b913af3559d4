import { describe, expect, it } from 'vitest';
import type { SwimlaneCrew, SwimlaneOrder } from '../../../domain/swimlane';
import { agendaGroups, byWork, membersLine, moveTargets } from './agenda';
import { boardRows, UNASSIGNED_ROW, type PendingMove } from './board-model';

const VENDOR = '01890a5d-ac96-7000-8000-000000000201';
const CREW_A = '01890a5d-ac96-7000-8000-000000000301';
const CREW_B = '01890a5d-ac96-7000-8000-000000000302';
const at = (hour: number) => new Date(2026, 2, 14, hour).toISOString();

function order(code: string, start: number | null, crewId: string | null = CREW_A): SwimlaneOrder {
  return {
    id: `01890a5d-ac96-7000-8000-000000000${code.slice(-3)}`,
    code,
    status: crewId ? 2 : 1,
    approvalStatus: null,
    locationIdentifier: `GHY-${code}`,
    workLocationName: null,
    plannedStartTime: start === null ? null : at(start),
    plannedEndTime: start === null ? null : at(start + 1),
    actualStartTime: null,
    actualEndTime: null,
    version: 1,
    vendorId: crewId ? VENDOR : null,
    crewId,
  };
}

const crew = (crewId: string | null, name: string, workOrders: SwimlaneOrder[]): SwimlaneCrew => ({
  crewId,
  name,
  vendorId: crewId ? VENDOR : null,
  vendorName: crewId ? 'Brahmaputra Field Services' : null,
  crewMembers: crewId
    ? [
        { name: 'Ratul Kalita', role: 'leader', icon: null },
        { name: 'Bikash Das', role: '', icon: null },
      ]
    : [],
  workOrders,
});

const CREWS = [
  crew(null, 'Unassigned', [order('WO-000109', 9, null)]),
  crew(CREW_A, 'Chandmari Line Crew', [
    order('WO-000114', 14),
    order('WO-000108', 8),
    order('WO-000120', 8),
    order('WO-000199', null),
  ]),
  crew(CREW_B, 'Beltola Maintenance Crew', []),
];

const codes = (items: Array<{ order: { code: string } }>) => items.map((item) => item.order.code);

describe('agendaGroups', () => {
  it('keeps the board’s crews in order, Unassigned included, each with its orders earliest first', () => {
    const groups = agendaGroups(boardRows(CREWS, new Map()));
    expect(groups.map((group) => group.key)).toEqual([UNASSIGNED_ROW, CREW_A, CREW_B]);
    expect(codes(groups[0]!.items)).toEqual(['WO-000109']);
    // Two at 08:00 keep the order of their codes; an order without a start is not on the day's agenda.
    expect(codes(groups[1]!.items)).toEqual(['WO-000108', 'WO-000120', 'WO-000114']);
    expect(groups[2]!.items).toEqual([]);
    expect(groups[1]!.members).toBe('Ratul Kalita (Leader), Bikash Das');
  });

  it('shows an order moved on this device under its new crew at once, marked as not confirmed', () => {
    const moved = CREWS[1]!.workOrders[0]!;
    const pending: PendingMove = {
      orderId: moved.id,
      rowKey: CREW_B,
      vendorId: VENDOR,
      crewId: CREW_B,
      plannedStartTime: moved.plannedStartTime,
      plannedEndTime: moved.plannedEndTime,
      version: 2,
      queued: true,
      writes: ['key-1'],
      seen: false,
    };
    const groups = agendaGroups(boardRows(CREWS, new Map([[moved.id, pending]])));
    expect(codes(groups[1]!.items)).toEqual(['WO-000108', 'WO-000120']);
    expect(groups[2]!.items).toEqual([
      expect.objectContaining({
        pending: true,
        queued: true,
        order: expect.objectContaining({ crewId: CREW_B }),
      }),
    ]);
  });
});

describe('byWork', () => {
  it('lists the crews with work first, then the idle ones, leaving out an empty Unassigned row', () => {
    const groups = agendaGroups(
      boardRows(
        [crew(null, 'Unassigned', []), crew(CREW_B, 'Beltola Maintenance Crew', []), CREWS[1]!],
        new Map(),
      ),
    );
    const { working, idle } = byWork(groups);
    expect(working.map((group) => group.key)).toEqual([CREW_A]);
    expect(idle.map((group) => group.key)).toEqual([CREW_B]);
    expect(byWork(agendaGroups(boardRows(CREWS, new Map()))).working.map((group) => group.key)).toEqual([
      UNASSIGNED_ROW,
      CREW_A,
    ]);
  });
});

describe('moveTargets', () => {
  it('offers every other crew and never the Unassigned row', () => {
    const rows = boardRows(CREWS, new Map());
    expect(moveTargets(rows, rows[1]!).map((row) => row.key)).toEqual([CREW_B]);
    expect(moveTargets(rows, rows[0]!).map((row) => row.key)).toEqual([CREW_A, CREW_B]);
  });
});

describe('membersLine', () => {
  it('is empty for a crew without members', () => {
    expect(membersLine({ crewMembers: [] })).toBe('');
  });
});
