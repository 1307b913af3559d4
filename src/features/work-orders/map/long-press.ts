/** How long a finger rests on a marker or the selection before its menu opens. */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is panning the map, not pressing. */
export const LONG_PRESS_SLOP_PX = 10;

export interface PressPoint {
  clientX: number;
  clientY: number;
}

export interface LongPressOptions {
  delay?: number;
  slop?: number;
  /** Asked when the finger lands: false (e.g. while drawing a shape) lets the touch through untouched. */
  enabled?: () => boolean;
}

/**
 * Calls `onLongPress` when one finger rests on `element` (or inside it) for `delay` ms without moving. The
 * touch that ended in a long press does not also click (its touchend is cancelled), so lifting the finger
 * neither opens a popup nor hits the menu that just opened under it. Returns the function that stops
 * watching.
 */
export function watchLongPress(
  element: HTMLElement,
  onLongPress: (target: Element, at: PressPoint) => void,
  { delay = LONG_PRESS_MS, slop = LONG_PRESS_SLOP_PX, enabled = () => true }: LongPressOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: PressPoint | null = null;
  let fired = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    start = null;
  };

  const onStart = (event: TouchEvent) => {
    cancel();
    fired = false;
    const touch = event.touches[0];
    if (event.touches.length !== 1 || !touch || !enabled() || !(event.target instanceof Element)) return;
    const target = event.target;
    const at = { clientX: touch.clientX, clientY: touch.clientY };
    start = at;
    timer = setTimeout(() => {
      timer = undefined;
      fired = true;
      onLongPress(target, at);
    }, delay);
  };

  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!start || !touch) return;
    if (
      event.touches.length > 1 ||
      Math.hypot(touch.clientX - start.clientX, touch.clientY - start.clientY) > slop
    ) {
      cancel();
    }
  };

  const onEnd = (event: TouchEvent) => {
    cancel();
    if (fired && event.cancelable) event.preventDefault();
    fired = false;
  };

  element.addEventListener('touchstart', onStart, { passive: true });
  element.addEventListener('touchmove', onMove, { passive: true });
  // Not passive: a long press cancels its touchend so no click follows it.
  element.addEventListener('touchend', onEnd, { passive: false });
  element.addEventListener('touchcancel', cancel);
  return () => {
    cancel();
    element.removeEventListener('touchstart', onStart);
    element.removeEventListener('touchmove', onMove);
    element.removeEventListener('touchend', onEnd);
    element.removeEventListener('touchcancel', cancel);
  };
}

/**
 * Sends the pressed element a `contextmenu` event, as a right-click would: Leaflet then fires `contextmenu`
 * on the marker or shape under the finger, so touch and mouse reach the same handler. (Leaflet does this
 * itself only on iOS Safari; Android browsers send their own event, which the handler's debounce absorbs.)
 */
export function dispatchContextMenu(target: Element, { clientX, clientY }: PressPoint): void {
  target.dispatchEvent(
    new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX,
      clientY,
      screenX: clientX,
      screenY: clientY,
      button: 2,
    }),
  );
}
