import { describe, expect, it, vi } from 'vitest';
import { notificationOf, openRoute, readPush } from './push';

function windowAt(url: string) {
  return { url, focus: vi.fn(async () => undefined), postMessage: vi.fn() };
}

describe('push in the worker', () => {
  it('shows the server’s payload, tagged by its notification, and keeps a foreign link out', () => {
    const payload = readPush({
      id: 'n1',
      event: 'approvalNeeded',
      title: 'Work order WO-000001 awaits approval',
      body: 'WO-000001 is completed and awaits approval.',
      url: '/work-order/abc',
    });
    expect(notificationOf(payload)).toEqual({
      title: 'Work order WO-000001 awaits approval',
      options: expect.objectContaining({
        body: 'WO-000001 is completed and awaits approval.',
        tag: 'n1',
        data: { url: '/work-order/abc', event: 'approvalNeeded' },
      }),
    });
    expect(readPush({ url: '//evil.example/x' }).url).toBe('/notifications');
    expect(readPush('text').title).toBe('Field Console');
  });

  it('focuses an open console and tells it the route, else opens a window at it', async () => {
    const other = windowAt('https://elsewhere.example/');
    const console = windowAt('https://console.example/dashboard');
    const openWindow = vi.fn(async () => null);
    expect(await openRoute('/work-order/abc', 'https://console.example', [other, console], openWindow)).toBe(
      'focused',
    );
    expect(console.focus).toHaveBeenCalled();
    expect(console.postMessage).toHaveBeenCalledWith({ type: 'open-route', url: '/work-order/abc' });
    expect(openWindow).not.toHaveBeenCalled();

    expect(
      await openRoute('/import-export-history/1/2', 'https://console.example', [other], openWindow),
    ).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith('https://console.example/import-export-history/1/2');
  });
});
