import { describe, expect, it } from 'vitest';
import {
  HOUR,
  MAX_SPAN,
  MINUTE,
  MIN_SPAN,
  canZoomIn,
  canZoomOut,
  clampWindow,
  dayBounds,
  dayParam,
  defaultWindow,
  formatClock,
  gridStep,
  movedPlan,
  orderSpan,
  panWindow,
  rowAt,
  snap,
  stackLanes,
  ticks,
  timeToX,
  xToTime,
  zoomWindow,
} from './timeline-math';

const DAY = dayBounds(new Date(2026, 2, 14, 15, 40));
const at = (hour: number, minute = 0) => new Date(2026, 2, 14, hour, minute).getTime();
const none = { plannedStartTime: null, plannedEndTime: null, actualStartTime: null, actualEndTime: null };

describe('the chosen day', () => {
  it('runs from local midnight to the next local midnight, sent as an ISO instant with Z', () => {
    expect(DAY).toEqual({ start: at(0), end: new Date(2026, 2, 15).getTime() });
    expect(dayParam(DAY.start)).toBe(new Date(2026, 2, 14).toISOString());
    expect(dayParam(DAY.start)).toMatch(/Z$/);
  });

  it('opens on 08:00 to 18:00, ten one-hour columns, the most zoomed out', () => {
    const view = defaultWindow(DAY.start);
    expect(view).toEqual({ start: at(8), end: at(18) });
    expect(view.end - view.start).toBe(MAX_SPAN);
    expect(gridStep(view)).toBe(HOUR);
    expect(canZoomOut(view)).toBe(false);
    expect(canZoomIn(view)).toBe(true);
  });
});

describe('time and pixels', () => {
  const view = { start: at(8), end: at(18) };
  it('maps the window onto the width and back', () => {
    expect(timeToX(at(8), view, 1000)).toBe(0);
    expect(timeToX(at(13), view, 1000)).toBe(500);
    expect(timeToX(at(18), view, 1000)).toBe(1000);
    expect(xToTime(250, view, 1000)).toBe(at(10, 30));
    expect(xToTime(timeToX(at(9, 15), view, 640), view, 640)).toBeCloseTo(at(9, 15));
  });
});

describe('zoom', () => {
  it('keeps the time under the pointer in place', () => {
    const view = zoomWindow({ start: at(8), end: at(18) }, 0.5, at(10), DAY);
    expect(view.end - view.start).toBe(5 * HOUR);
    // 10:00 was a fifth of the way across and still is.
    expect((at(10) - view.start) / (view.end - view.start)).toBeCloseTo(0.2);
  });

  it('stops at 15-minute columns when zooming in and at 1-hour columns when zooming out', () => {
    const inMost = zoomWindow({ start: at(8), end: at(18) }, 0.01, at(12), DAY);
    expect(inMost.end - inMost.start).toBe(MIN_SPAN);
    expect(MIN_SPAN).toBe(150 * MINUTE);
    expect(gridStep(inMost)).toBe(15 * MINUTE);
    expect(canZoomIn(inMost)).toBe(false);
    const outMost = zoomWindow(inMost, 100, at(12), DAY);
    expect(outMost.end - outMost.start).toBe(MAX_SPAN);
    expect(gridStep({ start: at(8), end: at(13) })).toBe(30 * MINUTE);
  });

  it('keeps the zoomed window inside the day', () => {
    const view = zoomWindow({ start: at(0), end: at(3) }, 3, at(0), DAY);
    expect(view).toEqual({ start: at(0), end: at(9) });
    const late = zoomWindow({ start: at(21), end: at(24) }, 3, at(23, 59), DAY);
    expect(late.end).toBe(DAY.end);
    expect(late.end - late.start).toBe(9 * HOUR);
  });
});

describe('pan', () => {
  it('drags the board: right shows earlier times, left later ones', () => {
    const view = { start: at(8), end: at(18) };
    expect(panWindow(view, 100, 1000, DAY)).toEqual({ start: at(7), end: at(17) });
    expect(panWindow(view, -200, 1000, DAY)).toEqual({ start: at(10), end: at(20) });
  });

  it('stops at 00:00 and 24:00 of the chosen day', () => {
    const view = { start: at(8), end: at(18) };
    expect(panWindow(view, 5000, 1000, DAY)).toEqual({ start: at(0), end: at(10) });
    expect(panWindow(view, -5000, 1000, DAY)).toEqual({ start: at(14), end: DAY.end });
    expect(clampWindow({ start: at(0) - HOUR, end: at(30) }, DAY)).toEqual(DAY);
  });
});

describe('grid and snapping', () => {
  it('draws a line every step from the day start', () => {
    expect(ticks({ start: at(8, 10), end: at(11) }, DAY.start, HOUR)).toEqual([at(9), at(10), at(11)]);
    expect(ticks({ start: at(8), end: at(9) }, DAY.start, 15 * MINUTE)).toEqual([
      at(8),
      at(8, 15),
      at(8, 30),
      at(8, 45),
      at(9),
    ]);
  });

  it('snaps to the nearest quarter hour', () => {
    expect(snap(at(10, 7), DAY.start)).toBe(at(10));
    expect(snap(at(10, 8), DAY.start)).toBe(at(10, 15));
    expect(snap(at(13, 52), DAY.start)).toBe(at(13, 45));
  });

  it('labels times as hh:mm', () => {
    expect(formatClock(at(9, 5))).toBe('09:05');
    expect(formatClock(at(14, 30))).toBe('14:30');
  });
});

describe('orders on the board', () => {
  const iso = (time: number) => new Date(time).toISOString();

  it('span from the actual start, else planned start, to the actual end, else planned end, else an hour on', () => {
    expect(orderSpan(none)).toBeNull();
    expect(orderSpan({ ...none, plannedStartTime: iso(at(10)) })).toEqual({ start: at(10), end: at(11) });
    expect(orderSpan({ ...none, plannedStartTime: iso(at(10)), plannedEndTime: iso(at(12)) })).toEqual({
      start: at(10),
      end: at(12),
    });
    expect(
      orderSpan({
        plannedStartTime: iso(at(10)),
        plannedEndTime: iso(at(12)),
        actualStartTime: iso(at(11)),
        actualEndTime: iso(at(11, 30)),
      }),
    ).toEqual({ start: at(11), end: at(11, 30) });
  });

  it('moves the plan and keeps its duration', () => {
    expect(movedPlan({ plannedStartTime: iso(at(10)), plannedEndTime: iso(at(11, 30)) }, at(14))).toEqual({
      plannedStartTime: iso(at(14)),
      plannedEndTime: iso(at(15, 30)),
    });
    expect(movedPlan({ plannedStartTime: iso(at(10)), plannedEndTime: null }, at(9))).toEqual({
      plannedStartTime: iso(at(9)),
      plannedEndTime: null,
    });
  });

  it('stacks overlapping orders in lanes', () => {
    const item = (id: string, start: number, end: number) => ({ id, span: { start, end } });
    const { lanes, count } = stackLanes([
      item('a', at(9), at(10)),
      item('b', at(9, 30), at(11)),
      item('c', at(10), at(12)),
      item('d', at(11), at(12)),
    ]);
    expect(count).toBe(2);
    expect(Object.fromEntries(lanes)).toEqual({ a: 0, b: 1, c: 0, d: 1 });
    expect(stackLanes([]).count).toBe(1);
  });

  it('finds the row under the pointer', () => {
    expect(rowAt(-1, [67, 67, 67])).toBeNull();
    expect(rowAt(0, [67, 67, 67])).toBe(0);
    expect(rowAt(66, [67, 67, 67])).toBe(0);
    expect(rowAt(67, [67, 67, 67])).toBe(1);
    expect(rowAt(200, [67, 67, 67])).toBe(2);
    expect(rowAt(201, [67, 67, 67])).toBeNull();
    // A row grown for stacked orders moves the rows under it.
    expect(rowAt(150, [67, 100, 67])).toBe(1);
    expect(rowAt(167, [67, 100, 67])).toBe(2);
  });
});
