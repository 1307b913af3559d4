import type { DemoCrew, DemoOrder } from './demo-work-order-builder';
import { DAY, HOUR } from './demo-work-order-builder';

export interface ScenarioContext {
  now: number;
  next: () => number;
  /** The crew this order gets (offset 1: another crew, for a reassignment). */
  crew: (offset: number) => DemoCrew;
}

type Scenario = (o: DemoOrder, c: ScenarioContext) => void;

const DESCRIPTIONS: Record<string, string[]> = {
  'Smart meter rollout': [
    'Replace the electromechanical meter with a prepaid smart meter',
    'Consumer applied for a smart prepaid meter',
    'Meter found defective in the billing audit',
    'Replace the burnt meter board and fit a smart meter',
  ],
  'Transformer health check': [
    'Quarterly inspection',
    'Oil leakage reported by the lineman',
    'Overload complaints from consumers on the LT feeder',
    'Pre-monsoon inspection',
  ],
};
const HOLD = [
  'Consumer premises locked on every visit',
  'Road closed for flood repairs',
  'Awaiting a shutdown permit from the substation',
  'Meter stock not yet issued to the crew',
  'Consumer asked to reschedule after the festival',
];
const REJECT = [
  'Photo of the meter board is blurred; retake it',
  'Reading does not match the photo',
  'Signature is missing the consumer name',
  'GPS position is 300 m from the location',
];
const REOPEN = ['Revisit: retake the photos', 'Consumer complaint after the visit; check the wiring'];
const APPROVE = [null, 'Verified against the photos', 'Good work', null];

function pick<T>(c: ScenarioContext, list: readonly T[]): T {
  return list[Math.floor(c.next() * list.length)]!;
}

function between(c: ScenarioContext, low: number, high: number): number {
  return low + (high - low) * c.next();
}

/** Created `low` to `high` days ago, described, and assigned a little later (returns the assignment time). */
function createAssigned(o: DemoOrder, c: ScenarioContext, low: number, high: number): number {
  const created = c.now - between(c, low, high) * DAY;
  const list = DESCRIPTIONS[o.flow.name];
  if (list && c.next() < 0.8) o.description = pick(c, list);
  if (c.next() < 0.3) return o.create(created, c.crew(0));
  o.create(created);
  return o.assign(created + between(c, 0.1, 1) * DAY, c.crew(0));
}

/** Planned `low` to `high` days after `from`, for 2 to 6 hours; returns the planned start. */
function plan(o: DemoOrder, c: ScenarioContext, from: number, low: number, high: number): number {
  o.plan(from + between(c, low, high) * DAY, Math.round(between(c, 2, 6)));
  return o.plannedStart!;
}

/**
 * Planned for 1 to 3 hours starting on the hour between 08:00 and 16:00 of the day of `now` (the server's
 * local day), so the swim lane of a fresh installation opens on a day with work on it.
 */
function planToday(o: DemoOrder, c: ScenarioContext): void {
  const midnight = new Date(c.now);
  midnight.setHours(0, 0, 0, 0);
  o.plan(midnight.getTime() + Math.round(between(c, 8, 16)) * HOUR, Math.round(between(c, 1, 3)));
}

function completed(o: DemoOrder, c: ScenarioContext, low: number, high: number): number {
  const assigned = createAssigned(o, c, low, high);
  return o.workAll(plan(o, c, assigned, 1, 5) + between(c, 0, 2) * HOUR);
}

const signature = (o: DemoOrder, c: ScenarioContext, at: number) =>
  c.next() < 0.6 ? o.maker.picture('signature', at) : null;

const SCENARIOS: Record<string, [number, Scenario]> = {
  unassigned: [
    20,
    (o, c) => {
      const created = c.now - between(c, 0.2, 12) * DAY;
      const list = DESCRIPTIONS[o.flow.name];
      if (list && c.next() < 0.8) o.description = pick(c, list);
      o.create(created);
      if (c.next() < 0.75) plan(o, c, created, 2, 25);
    },
  ],
  assigned: [
    16,
    (o, c) => {
      const assigned = createAssigned(o, c, 2, 20);
      if (c.next() < 0.5) planToday(o, c);
      else plan(o, c, assigned, 1, 12);
    },
  ],
  reassigned: [
    4,
    (o, c) => {
      const first = createAssigned(o, c, 5, 25);
      plan(o, c, o.assign(first + between(c, 1, 4) * DAY, c.crew(1)), 1, 8);
    },
  ],
  reopened: [
    4,
    (o, c) => {
      const rejected = o.approve(completed(o, c, 20, 60) + between(c, 0.5, 2) * DAY, 3, pick(c, REJECT));
      o.reopen(rejected + between(c, 0.05, 1) * DAY, pick(c, REOPEN));
    },
  ],
  inProgress: [
    18,
    (o, c) => {
      createAssigned(o, c, 3, 15);
      o.plan(c.now - between(c, 0.2, 2) * DAY, 4);
      o.workSome(o.plannedStart! + between(c, 0, 1) * HOUR);
    },
  ],
  heldBeforeWork: [
    6,
    (o, c) => {
      const assigned = createAssigned(o, c, 8, 40);
      plan(o, c, assigned, 1, 5);
      o.hold(assigned + between(c, 0.5, 5) * DAY, pick(c, HOLD));
    },
  ],
  heldDuringWork: [
    6,
    (o, c) => {
      const stopped = o.workSome(plan(o, c, createAssigned(o, c, 10, 40), 1, 4) + between(c, 0, 2) * HOUR);
      o.hold(stopped + between(c, 0.05, 1) * DAY, pick(c, HOLD));
    },
  ],
  pending: [12, (o, c) => void completed(o, c, 7, 16)],
  approved: [
    25,
    (o, c) => {
      const at = completed(o, c, 14, 180) + between(c, 0.3, 4) * DAY;
      o.approve(at, 2, pick(c, APPROVE), signature(o, c, at));
    },
  ],
  approvedAfterRejection: [
    3,
    (o, c) => {
      const rejected = o.approve(completed(o, c, 25, 120) + between(c, 0.5, 2) * DAY, 3, pick(c, REJECT));
      const corrected = o.correct(rejected + between(c, 0.5, 3) * DAY);
      const at = corrected + between(c, 0.3, 2) * DAY;
      o.approve(at, 2, 'Corrected values verified', signature(o, c, at));
    },
  ],
  rejected: [
    6,
    (o, c) => void o.approve(completed(o, c, 12, 40) + between(c, 0.3, 2) * DAY, 3, pick(c, REJECT)),
  ],
};

/** 120 orders: the scenarios interleaved, so each spreads over locations, workflows and crews. */
export const DEMO_SCENARIOS: Scenario[] = (() => {
  const left = Object.values(SCENARIOS).map(([count, scenario]) => ({ count, scenario }));
  const out: Scenario[] = [];
  while (left.some((s) => s.count > 0))
    for (const s of left)
      if (s.count > 0) {
        out.push(s.scenario);
        s.count -= 1;
      }
  return out;
})();
