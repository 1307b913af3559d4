/**
 * The swim-lane's time axis as pure functions: which part of the chosen day is on screen (the window),
 * time <-> pixel conversion, zoom and pan limits, grid ticks and 15-minute snapping.
 *
 * Zoom (SPEC section 9, "zoom limits 15 minutes to 1 hour"): the board always shows COLUMNS grid columns
 * across its width, and one column stands for between 15 minutes and 1 hour. So the visible span runs from
 * 2 h 30 min (most zoomed in) to 10 h (most zoomed out, the default 08:00 to 18:00). Panning keeps the
 * window inside the chosen day, 00:00 to 24:00.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Grid columns across the board at every zoom. */
export const COLUMNS = 10;
/** One column is at least 15 minutes and at most 1 hour. */
export const MIN_COLUMN = 15 * MINUTE;
export const MAX_COLUMN = HOUR;
export const MIN_SPAN = COLUMNS * MIN_COLUMN;
export const MAX_SPAN = COLUMNS * MAX_COLUMN;
/** Times dropped on the board snap to this. */
export const SNAP = 15 * MINUTE;
/** An order without an end lasts this long on the board. */
export const DEFAULT_DURATION = HOUR;
/** The default view: 08:00 to 18:00 of the chosen day. */
export const DEFAULT_START_HOUR = 8;
export const DEFAULT_END_HOUR = 18;

/** A stretch of time in epoch milliseconds, start inclusive, end exclusive. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** Local midnight of the day holding `day`, and the next local midnight (23 or 25 hours later on DST days). */
export function dayBounds(day: Date): TimeWindow {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return { start: start.getTime(), end: end.getTime() };
}

/** 08:00 to 18:00 local time of the day that starts at `dayStart`. */
export function defaultWindow(dayStart: number): TimeWindow {
  const day = new Date(dayStart);
  const at = (hour: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour).getTime();
  return { start: at(DEFAULT_START_HOUR), end: at(DEFAULT_END_HOUR) };
}

export function clampSpan(span: number): number {
  return Math.min(MAX_SPAN, Math.max(MIN_SPAN, span));
}

/** Moves the window (keeping its length) so that it lies inside `bounds`; a longer window becomes `bounds`. */
export function clampWindow(window: TimeWindow, bounds: TimeWindow): TimeWindow {
  const span = window.end - window.start;
  if (span >= bounds.end - bounds.start) return { ...bounds };
  if (window.start < bounds.start) return { start: bounds.start, end: bounds.start + span };
  if (window.end > bounds.end) return { start: bounds.end - span, end: bounds.end };
  return window;
}

/** Milliseconds per pixel of a board `width` px wide showing `window`. */
export function msPerPx(window: TimeWindow, width: number): number {
  return (window.end - window.start) / Math.max(1, width);
}

export function timeToX(time: number, window: TimeWindow, width: number): number {
  return (time - window.start) / msPerPx(window, width);
}

export function xToTime(x: number, window: TimeWindow, width: number): number {
  return window.start + x * msPerPx(window, width);
}

/**
 * Zooms by `factor` (below 1 zooms in, above 1 out) around `anchor`, the time that stays under the pointer
 * or the pinch centre; the span stays within the zoom limits and the window within the day.
 */
export function zoomWindow(
  window: TimeWindow,
  factor: number,
  anchor: number,
  bounds: TimeWindow,
): TimeWindow {
  const span = window.end - window.start;
  const next = clampSpan(span * factor);
  const fraction = span > 0 ? (anchor - window.start) / span : 0.5;
  const start = anchor - fraction * next;
  return clampWindow({ start, end: start + next }, bounds);
}

/** The window after dragging the board `dx` px to the right (earlier times come into view), within the day. */
export function panWindow(window: TimeWindow, dx: number, width: number, bounds: TimeWindow): TimeWindow {
  const shift = -dx * msPerPx(window, width);
  return clampWindow({ start: window.start + shift, end: window.end + shift }, bounds);
}

export function canZoomIn(window: TimeWindow): boolean {
  return window.end - window.start > MIN_SPAN;
}

export function canZoomOut(window: TimeWindow): boolean {
  return window.end - window.start < MAX_SPAN;
}

/** The grid step for a window: 15 minutes, 30 minutes or 1 hour, the largest not longer than one column. */
export function gridStep(window: TimeWindow): number {
  const column = (window.end - window.start) / COLUMNS;
  if (column >= HOUR) return HOUR;
  if (column >= 30 * MINUTE) return 30 * MINUTE;
  return 15 * MINUTE;
}

/** Grid lines in the window: every `step` counted from the day's start. */
export function ticks(window: TimeWindow, dayStart: number, step = gridStep(window)): number[] {
  const first = dayStart + Math.ceil((window.start - dayStart) / step) * step;
  const result: number[] = [];
  for (let time = first; time <= window.end; time += step) result.push(time);
  return result;
}

/** Rounds to the nearest 15 minutes counted from the day's start (right for every time zone). */
export function snap(time: number, dayStart: number, unit = SNAP): number {
  return dayStart + Math.round((time - dayStart) / unit) * unit;
}

/** What the board needs of an order's times (ISO strings or null). */
export interface OrderTimes {
  plannedStartTime: string | null;
  plannedEndTime: string | null;
  actualStartTime: string | null;
  actualEndTime: string | null;
}

/**
 * Where an order sits on the board: from its actual start (else planned start) to its actual end (else
 * planned end, else one hour later); null when it has neither start.
 */
export function orderSpan(order: OrderTimes): TimeWindow | null {
  const startIso = order.actualStartTime ?? order.plannedStartTime;
  if (!startIso) return null;
  const start = Date.parse(startIso);
  const endIso = order.actualEndTime ?? order.plannedEndTime;
  const parsedEnd = endIso ? Date.parse(endIso) : Number.NaN;
  const end = Number.isFinite(parsedEnd) && parsedEnd > start ? parsedEnd : start + DEFAULT_DURATION;
  return { start, end };
}

/**
 * The planned times after moving an order so that it starts at `start`: the same duration as planned
 * (an order planned without an end keeps having none).
 */
export function movedPlan(
  order: Pick<OrderTimes, 'plannedStartTime' | 'plannedEndTime'>,
  start: number,
): { plannedStartTime: string; plannedEndTime: string | null } {
  const plannedStart = order.plannedStartTime ? Date.parse(order.plannedStartTime) : null;
  const plannedEnd = order.plannedEndTime ? Date.parse(order.plannedEndTime) : null;
  const duration = plannedStart !== null && plannedEnd !== null ? plannedEnd - plannedStart : null;
  return {
    plannedStartTime: new Date(start).toISOString(),
    plannedEndTime: duration === null ? null : new Date(start + duration).toISOString(),
  };
}

/**
 * Stacks overlapping items of one row into sub-lanes (first free lane from the top, in start order).
 * Returns each item's lane and the number of lanes.
 */
export function stackLanes<T extends { id: string; span: TimeWindow }>(
  items: readonly T[],
): { lanes: Map<string, number>; count: number } {
  const sorted = [...items].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const item of sorted) {
    let lane = laneEnds.findIndex((end) => end <= item.span.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.span.end);
    } else laneEnds[lane] = item.span.end;
    lanes.set(item.id, lane);
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

/** The row under a point `y` px below the top of the first row, or null outside the rows. */
export function rowAt(y: number, heights: readonly number[]): number | null {
  if (y < 0) return null;
  let bottom = 0;
  for (const [index, height] of heights.entries()) {
    bottom += height;
    if (y < bottom) return index;
  }
  return null;
}

/** "hh:mm", 24-hour local time. */
export function formatClock(time: number): string {
  const date = new Date(time);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The chosen day as the API takes it: its local midnight as an ISO instant with a trailing Z. */
export function dayParam(dayStart: number): string {
  return new Date(dayStart).toISOString();
}
