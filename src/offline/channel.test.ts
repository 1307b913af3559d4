import { describe, expect, it } from 'vitest';
import { isPageCommand, isWorkerNotice } from './channel';

describe('messages between the page and the service worker', () => {
  it('accepts the page commands the worker understands', () => {
    expect(isPageCommand({ type: 'outbox-replay' })).toBe(true);
    expect(isPageCommand({ type: 'outbox-retry', id: 'key-1' })).toBe(true);
    expect(isPageCommand({ type: 'offline-data-cleared' })).toBe(true);
    expect(isPageCommand({ type: 'SKIP_WAITING' })).toBe(true);
  });

  it('rejects malformed commands', () => {
    expect(isPageCommand({ type: 'outbox-retry' })).toBe(false);
    expect(isPageCommand({ type: 'outbox-retry', id: 7 })).toBe(false);
    expect(isPageCommand({ type: 'format-disk' })).toBe(false);
    expect(isPageCommand('outbox-replay')).toBe(false);
    expect(isPageCommand(null)).toBe(false);
  });

  it('accepts the notices pages listen for', () => {
    expect(isWorkerNotice({ type: 'session-refreshed' })).toBe(true);
    expect(isWorkerNotice({ type: 'outbox-replayed', sent: 1, failed: 0 })).toBe(true);
    expect(isWorkerNotice({ type: 'server-unreachable' })).toBe(true);
    expect(isWorkerNotice({ type: 'outbox-replay' })).toBe(false);
    expect(isWorkerNotice(undefined)).toBe(false);
  });
});
