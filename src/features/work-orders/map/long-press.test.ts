import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, dispatchContextMenu, watchLongPress } from './long-press';

const touch = (clientX: number, clientY: number) => ({ touches: [{ clientX, clientY }] });

describe('watchLongPress', () => {
  let element: HTMLDivElement;
  let marker: HTMLDivElement;

  beforeEach(() => {
    vi.useFakeTimers();
    element = document.createElement('div');
    marker = document.createElement('div');
    element.append(marker);
    document.body.append(element);
  });
  afterEach(() => {
    vi.useRealTimers();
    element.remove();
  });

  it('reports a finger resting half a second on the element it landed on', () => {
    const onPress = vi.fn();
    watchLongPress(element, onPress);
    fireEvent.touchStart(marker, touch(40, 50));
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(onPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPress).toHaveBeenCalledWith(marker, { clientX: 40, clientY: 50 });
  });

  it('cancels the click that would follow the long press', () => {
    watchLongPress(element, vi.fn());
    fireEvent.touchStart(marker, touch(40, 50));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    // fireEvent returns false when the event was cancelled.
    expect(fireEvent.touchEnd(marker, { touches: [] })).toBe(false);
  });

  it('lets a short tap through', () => {
    const onPress = vi.fn();
    watchLongPress(element, onPress);
    fireEvent.touchStart(marker, touch(40, 50));
    vi.advanceTimersByTime(200);
    expect(fireEvent.touchEnd(marker, { touches: [] })).toBe(true);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ignores a finger that pans, a second finger, and presses while it is switched off', () => {
    let enabled = true;
    const onPress = vi.fn();
    const stop = watchLongPress(element, onPress, { enabled: () => enabled });
    fireEvent.touchStart(marker, touch(40, 50));
    fireEvent.touchMove(marker, touch(40, 70));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    fireEvent.touchStart(marker, {
      touches: [
        { clientX: 1, clientY: 1 },
        { clientX: 9, clientY: 9 },
      ],
    });
    vi.advanceTimersByTime(LONG_PRESS_MS);
    enabled = false;
    fireEvent.touchStart(marker, touch(40, 50));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    enabled = true;
    stop();
    fireEvent.touchStart(marker, touch(40, 50));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('dispatchContextMenu', () => {
  it('sends the element a contextmenu event at the pressed point', () => {
    const target = document.createElement('div');
    const seen = vi.fn();
    target.addEventListener('contextmenu', (event) => seen(event.clientX, event.clientY, event.bubbles));
    dispatchContextMenu(target, { clientX: 12, clientY: 34 });
    expect(seen).toHaveBeenCalledWith(12, 34, true);
  });
});
