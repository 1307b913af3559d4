import {
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import classes from './SwipeActions.module.css';

interface SwipeActionsProps {
  /** The card itself; swiping it left uncovers the actions. */
  children: ReactNode;
  /** The buttons behind the card, at its right edge. */
  actions: ReactNode;
  /** How many buttons `actions` holds: sizes the tray before it has been measured. */
  actionCount: number;
  /** Names the tray for screen readers, e.g. "Actions for WO-000123". */
  label: string;
}

/** A drag this far sideways (px) is a swipe; less is a tap. Further up or down first, it is a scroll. */
const DRAG_START = 10;
const FALLBACK_BUTTON_WIDTH = 88;
const CLICK_AFTER_SWIPE_MS = 500;

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  /** Where the card sat when the finger went down (0 closed, -tray width open). */
  base: number;
  width: number;
  dragging: boolean;
}

/**
 * Swipe left on touch (or drag with a mouse or pen) to reveal a card's actions; swipe right, tap the card or
 * press Escape to hide them again. Built on pointer events, with `touch-action: pan-y` so that the page still
 * scrolls vertically under a finger. The tray is inert while hidden: keyboard and screen-reader users reach
 * the same actions through the card's visible buttons.
 */
export function SwipeActions({ children, actions, actionCount, label }: SwipeActionsProps) {
  const trayRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  /** A swipe ends in a click on whatever is under the finger; that click (if any comes) must not open the card. */
  const swallowClicksUntil = useRef(0);
  const [open, setOpen] = useState(false);
  const [openWidth, setOpenWidth] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);

  if (actionCount === 0) return <>{children}</>;

  function trayWidth(): number {
    return trayRef.current?.offsetWidth || actionCount * FALLBACK_BUTTON_WIDTH;
  }

  function down(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const width = trayWidth();
    gesture.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      base: open ? -width : 0,
      width,
      dragging: false,
    };
  }

  function move(event: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const dx = event.clientX - g.startX;
    const dy = event.clientY - g.startY;
    if (!g.dragging) {
      if (Math.abs(dy) > DRAG_START && Math.abs(dy) >= Math.abs(dx)) {
        gesture.current = null;
        return;
      }
      if (Math.abs(dx) <= DRAG_START) return;
      g.dragging = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDrag(Math.min(0, Math.max(-g.width, g.base + dx)));
  }

  function up(event: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.pointerId !== event.pointerId || !g.dragging) return;
    const offset = Math.min(0, Math.max(-g.width, g.base + event.clientX - g.startX));
    // Past half the tray it settles open, otherwise closed: a short flick back closes it again.
    setOpen(offset < -g.width / 2);
    setOpenWidth(g.width);
    setDrag(null);
    swallowClicksUntil.current = event.timeStamp + CLICK_AFTER_SWIPE_MS;
  }

  function cancel() {
    gesture.current = null;
    setDrag(null);
  }

  function clickCapture(event: MouseEvent<HTMLDivElement>) {
    const afterSwipe = event.timeStamp <= swallowClicksUntil.current;
    swallowClicksUntil.current = 0;
    if (!afterSwipe && !open) return;
    event.preventDefault();
    event.stopPropagation();
    // A tap on the card while its actions show puts them away rather than opening the card.
    if (!afterSwipe) setOpen(false);
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) setOpen(false);
  }

  const offset = drag ?? (open ? -openWidth : 0);
  const revealed = open || (drag !== null && drag < 0);
  return (
    <div className={classes.root} data-open={open || undefined} onKeyDown={keyDown}>
      <div
        ref={trayRef}
        className={classes.tray}
        role="group"
        aria-label={label}
        data-revealed={revealed || undefined}
        inert={!open}
        aria-hidden={!open}
        data-testid="swipe-tray"
        // An action taken puts the tray away; the card shows the order as the action leaves it.
        onClickCapture={() => setOpen(false)}
      >
        {actions}
      </div>
      <div
        className={classes.surface}
        data-dragging={drag !== null || undefined}
        style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={cancel}
        onClickCapture={clickCapture}
        data-testid="swipe-surface"
      >
        {children}
      </div>
    </div>
  );
}
