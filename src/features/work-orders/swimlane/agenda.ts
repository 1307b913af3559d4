import type { SwimlaneCrew } from '../../../domain/swimlane';
import { UNASSIGNED_ROW, type BoardItem, type BoardRow } from './board-model';

/** One crew's part of the day on a phone: who they are and their orders, earliest first. */
export interface AgendaGroup {
  key: string;
  crew: SwimlaneCrew;
  /** "Ratul Kalita (Leader), Bikash Das (Lineman)"; empty for a crew without members (and Unassigned). */
  members: string;
  items: BoardItem[];
}

const roleName = (role: string) => (role ? role[0]!.toUpperCase() + role.slice(1) : role);

/** The crew's members as a line of text, each with their role. */
export function membersLine(crew: Pick<SwimlaneCrew, 'crewMembers'>): string {
  return crew.crewMembers
    .map((member) => (member.role ? `${member.name} (${roleName(member.role)})` : member.name))
    .join(', ');
}

/**
 * The board's rows as an agenda: the same crews in the same order (the Unassigned row where the server put
 * it), each with its orders sorted by start, then by code so that orders starting together keep one order.
 * The rows already hold the moves not yet confirmed, so a moved order shows under its new crew at once.
 */
export function agendaGroups(rows: readonly BoardRow[]): AgendaGroup[] {
  return rows.map((row) => ({
    key: row.key,
    crew: row.crew,
    members: membersLine(row.crew),
    items: [...row.items].sort(
      (a, b) => a.span.start - b.span.start || a.order.code.localeCompare(b.order.code),
    ),
  }));
}

/**
 * The groups with work this day (first, as they matter most on a small screen), and the crews without any,
 * listed briefly after them. An empty Unassigned row is no crew and is left out.
 */
export function byWork(groups: readonly AgendaGroup[]): { working: AgendaGroup[]; idle: AgendaGroup[] } {
  return {
    working: groups.filter((group) => group.items.length > 0),
    idle: groups.filter((group) => group.items.length === 0 && group.key !== UNASSIGNED_ROW),
  };
}

/** The crews an order on `from` can be moved to: every other crew (the Unassigned row takes no moves). */
export function moveTargets(rows: readonly BoardRow[], from: Pick<BoardRow, 'key'>): BoardRow[] {
  return rows.filter((row) => row.key !== from.key && row.crew.crewId !== null && row.crew.vendorId !== null);
}
