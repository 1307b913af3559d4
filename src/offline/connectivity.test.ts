import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchConnectivity } from './connectivity';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('watchConnectivity', () => {
  it('goes offline when the server cannot be reached although the browser says online, and back once it answers', async () => {
    vi.useFakeTimers();
    const answers = [false, false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    const stop = watchConnectivity(probe, 5000);
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(onlineManager.isOnline()).toBe(true);
    // Reachable again: no more asking on a timer.
    await vi.advanceTimersByTimeAsync(20000);
    expect(probe).toHaveBeenCalledTimes(3);
    stop();
  });

  it('asks again at once when the browser reports it is back online', async () => {
    const probe = vi.fn(async () => true);
    const stop = watchConnectivity(probe, 60000);
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(2));
    stop();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
