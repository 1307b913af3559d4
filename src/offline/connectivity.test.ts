import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConnectivity, reportServerUnreachable, watchConnectivity } from './connectivity';

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

  it('tells an unreachable server from a device without a network, and asks again within seconds', async () => {
    vi.useFakeTimers();
    const answers = [true, false, false, false, false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    const stop = watchConnectivity(probe, [1000, 2000, 4000]);
    await vi.waitFor(() => expect(getConnectivity()).toBe('online'));

    // The worker saw a request go unanswered while the device is online.
    reportServerUnreachable();
    await vi.waitFor(() => expect(getConnectivity()).toBe('unreachable'));
    expect(onlineManager.isOnline()).toBe(false);
    // Asked again after 1 s, 2 s, then every 4 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).toHaveBeenCalledTimes(6);
    expect(getConnectivity()).toBe('online');

    window.dispatchEvent(new Event('offline'));
    expect(getConnectivity()).toBe('offline');
    stop();
  });
});
