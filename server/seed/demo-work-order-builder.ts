import type { WorkflowActivity } from '../../src/domain/workflows';
import { ACTIVITY_STATUS } from '../../src/domain/work-order-activities';
import type { HistoryAction } from '../../src/domain/work-order-history';
import { APPROVAL_STATUS, WORK_ORDER_STATUS } from '../../src/domain/workorders';
import type { workOrderActivity, workOrderElementValue } from '../db/schema/index';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface DemoCrew {
  id: string;
  vendorId: string;
  name: string;
  /** Who records the crew's work in the history (the crew leader, else the crew). */
  workerName: string;
}

export interface DemoLocation {
  id: string;
  projectId: string;
  accessGroupId: string | null;
  locationIdentifier: string;
  latitude: number | null;
  longitude: number | null;
  templateCode: string | null;
}

export interface DemoFlow {
  id: string;
  publishedVersion: number;
  name: string;
  activities: WorkflowActivity[];
}

export interface DemoEvent {
  action: HistoryAction;
  status: number;
  approval: number | null;
  crew: DemoCrew | null;
  at: number;
  /** Office events are the administrator's; field events the crew's. */
  by: 'office' | 'field';
  remarks: string | null;
  signatureUrl: string | null;
}

export interface PictureMaker {
  next: () => number;
  /** Stores a generated picture captured at `at` and returns its URL. */
  picture: (kind: 'signature' | 'photo', at: number) => string;
}

type ActivityRow = typeof workOrderActivity.$inferInsert;
type ValueRow = typeof workOrderElementValue.$inferInsert;
type Element = WorkflowActivity['tasks'][number]['elements'][number];

const REMARKS = [
  'Work carried out without interruption',
  'Consumer present throughout',
  'Access through the rear lane',
  'Minor corrosion on the enclosure noted',
];

/** One demo work order as it goes through its life: the events, and the work recorded on its activities. */
export class DemoOrder {
  readonly events: DemoEvent[] = [];
  readonly activities: ActivityRow[] = [];
  readonly values: ValueRow[] = [];
  status: number = WORK_ORDER_STATUS.unassigned;
  approval: number | null = null;
  crew: DemoCrew | null = null;
  plannedStart: number | null = null;
  plannedEnd: number | null = null;
  description: string | null = null;
  private done = 0;

  constructor(
    readonly organisationId: string,
    readonly id: string,
    readonly location: DemoLocation,
    readonly flow: DemoFlow,
    readonly maker: PictureMaker,
  ) {}

  log(
    action: HistoryAction,
    at: number,
    by: DemoEvent['by'],
    remarks: string | null = null,
    signatureUrl: string | null = null,
  ): number {
    this.events.push({
      action,
      status: this.status,
      approval: this.approval,
      crew: this.crew,
      at,
      by,
      remarks,
      signatureUrl,
    });
    return at;
  }

  create(at: number, crew: DemoCrew | null = null): number {
    this.crew = crew;
    this.status = crew ? WORK_ORDER_STATUS.assigned : WORK_ORDER_STATUS.unassigned;
    return this.log('created', at, 'office');
  }

  assign(at: number, crew: DemoCrew): number {
    const action = this.crew ? 'reassigned' : 'assigned';
    this.crew = crew;
    this.status = WORK_ORDER_STATUS.assigned;
    return this.log(action, at, 'office');
  }

  plan(start: number, hours: number): void {
    const startOfHour = Math.floor(start / HOUR) * HOUR;
    this.plannedStart = startOfHour;
    this.plannedEnd = startOfHour + hours * HOUR;
  }

  /** Records every activity from `at`, one after another; the order ends Completed with approval Pending. */
  workAll(at: number): number {
    let time = at;
    while (this.done < this.flow.activities.length)
      time = this.submit(time, true) + 20 * MINUTE * this.maker.next();
    return time;
  }

  /** Records some work from `at`, leaving at least one required element of the last touched activity open. */
  workSome(at: number): number {
    let time = at;
    while (this.done < this.flow.activities.length - 1) time = this.submit(time, true) + 15 * MINUTE;
    return this.submit(time, false);
  }

  approve(at: number, approval: 2 | 3, remarks: string | null, signatureUrl: string | null = null): number {
    this.approval = approval;
    return this.log(
      approval === APPROVAL_STATUS.approved ? 'approved' : 'rejected',
      at,
      'office',
      remarks,
      signatureUrl,
    );
  }

  /** Corrects a value of completed work (a rejected order goes back to Pending). */
  correct(at: number): number {
    const value = this.values.find((v) => v.text !== null && v.text !== undefined) ?? this.values[0]!;
    value.capturedAt = new Date(at);
    this.approval = APPROVAL_STATUS.pending;
    return this.log('activitySubmitted', at, 'office', 'Value corrected after review');
  }

  reopen(at: number, remarks: string): number {
    this.status = WORK_ORDER_STATUS.assigned;
    this.approval = null;
    return this.log('reopened', at, 'office', remarks);
  }

  hold(at: number, remarks: string): number {
    this.status = WORK_ORDER_STATUS.onHold;
    return this.log('onHold', at, 'office', remarks);
  }

  /** Fills one activity's elements (all, or the first ones up to a required one) and logs what it did. */
  private submit(at: number, complete: boolean): number {
    const activity = this.flow.activities[this.done]!;
    const elements = activity.tasks.flatMap((task) =>
      task.elements.map((element) => ({ taskId: task.id, element })),
    );
    const firstRequired = elements.findIndex(({ element }) => element.isRequired);
    const lastRequired = elements.map(({ element }) => element.isRequired).lastIndexOf(true);
    const filled = complete
      ? elements
      : elements.slice(0, Math.max(0, Math.min(lastRequired, firstRequired + 2)));
    if (this.status !== WORK_ORDER_STATUS.inProgress) {
      this.status = WORK_ORDER_STATUS.inProgress;
      this.approval = null;
      this.log('started', at, 'field');
    }
    let time = at;
    for (const { taskId, element } of filled) {
      if (!complete || element.isRequired || this.maker.next() < 0.7)
        this.values.push(this.value(activity.id, taskId, element, time));
      time += (4 + 10 * this.maker.next()) * MINUTE;
    }
    this.activities.push({
      organisationId: this.organisationId,
      workOrderId: this.id,
      activityId: activity.id,
      status: complete ? ACTIVITY_STATUS.completed : ACTIVITY_STATUS.inProgress,
      startedAt: new Date(at),
      completedAt: complete ? new Date(time) : null,
    });
    if (complete) this.done += 1;
    if (this.done < this.flow.activities.length) return this.log('activitySubmitted', time, 'field');
    this.status = WORK_ORDER_STATUS.completed;
    this.approval = APPROVAL_STATUS.pending;
    return this.log('completed', time, 'field');
  }

  private value(activityId: string, taskId: string, element: Element, at: number): ValueRow {
    const next = this.maker.next;
    const base = {
      organisationId: this.organisationId,
      workOrderId: this.id,
      activityId,
      taskId,
      elementId: element.id,
      capturedAt: new Date(at),
    };
    const digits = (n: number) => String(Math.floor(next() * 10 ** n)).padStart(n, '0');
    switch (element.elementType) {
      case 'signature':
        return { ...base, imageUrl: this.maker.picture('signature', at) };
      case 'image':
      case 'ai-image':
        return { ...base, imageUrl: this.maker.picture('photo', at) };
      case 'dateTime':
        return { ...base, dateTime: new Date(at) };
      case 'capture-gps':
        return {
          ...base,
          latitude: Number(((this.location.latitude ?? 26.15) + (next() - 0.5) * 0.0004).toFixed(6)),
          longitude: Number(((this.location.longitude ?? 91.77) + (next() - 0.5) * 0.0004).toFixed(6)),
          accuracy: Math.round(3 + next() * 12),
        };
      case 'capture-cellular-signal':
        return { ...base, text: `${-68 - Math.floor(next() * 40)} dBm, 4G` };
      case 'manual-reading':
      case 'ai-reading-text':
        return {
          ...base,
          text: /temperature/i.test(element.label)
            ? String(48 + Math.floor(next() * 30))
            : `${digits(5)}.${digits(1)}`,
        };
      case 'manual-serial':
      case 'ai-serial-text':
        return { ...base, text: `${['LNT', 'SEC', 'HPL', 'GNS'][Math.floor(next() * 4)]}${digits(8)}` };
      case 'barcode':
      case 'ai-barcode':
      case 'manual-barcode':
        return { ...base, text: `8904${digits(9)}` };
      default:
        return { ...base, text: REMARKS[Math.floor(next() * REMARKS.length)]! };
    }
  }
}
