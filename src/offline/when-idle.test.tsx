import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The first-screen signal is the page's, once: each test takes a fresh copy of the module.
async function freshModule() {
  vi.resetModules();
  return import('./when-idle');
}

describe('useIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a screen to be drawn, then for the browser to be idle', async () => {
    const { useIdle, markScreenShown } = await freshModule();
    const { result } = renderHook(() => useIdle());

    // Idle while the screen's code and data are on the way: what waits for the screen does not start.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(false);

    act(() => markScreenShown());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(true);
  });

  it('starts without waiting once a screen has been drawn before', async () => {
    const { useIdle, markScreenShown } = await freshModule();
    markScreenShown();
    const { result } = renderHook(() => useIdle());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(true);
  });

  it('does not wait for ever on a page that draws no screen (an error page)', async () => {
    const { useIdle } = await freshModule();
    const { result } = renderHook(() => useIdle());
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(true);
  });

  it('stays false while not enabled (signed out), whatever was drawn', async () => {
    const { useIdle, markScreenShown } = await freshModule();
    markScreenShown();
    const { result, rerender } = renderHook(({ enabled }) => useIdle(enabled), {
      initialProps: { enabled: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(result.current).toBe(false);
    rerender({ enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(true);
  });
});
