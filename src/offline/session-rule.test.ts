import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../api/session';
import { fromMirror, isExpiring, parseTokenEnvelope, reconcileSession, toMirror } from './session-rule';

function session(refreshToken: string, expiresAt: string, extra: Partial<StoredSession> = {}): StoredSession {
  return {
    accessToken: `access-${refreshToken}`,
    refreshToken,
    organisationId: 'org-1',
    authToken: null,
    expiresAt,
    ...extra,
  };
}

const first = session('r1', '2030-01-01T10:00:00.000Z');
const rotated = session('r2', '2030-01-01T10:15:00.000Z');

describe('reconcileSession (page localStorage against the IndexedDB mirror)', () => {
  it('adopts the mirror when the worker rotated the refresh token', () => {
    expect(reconcileSession(first, toMirror(rotated, 2))).toBe('adopt');
  });

  it('writes the local session when it is the newer one', () => {
    expect(reconcileSession(rotated, toMirror(first, 99))).toBe('write');
    expect(reconcileSession(first, null)).toBe('write');
  });

  it('writes a page-only change such as a header token over the mirror', () => {
    const withHeaderToken = { ...first, authToken: 'header-token' };
    expect(reconcileSession(withHeaderToken, toMirror(first, 1))).toBe('write');
  });

  it('does nothing when both hold the same session', () => {
    expect(reconcileSession(first, toMirror(first, 1))).toBe('none');
  });

  it('clears the mirror of a signed-out page instead of signing it back in', () => {
    expect(reconcileSession(null, toMirror(rotated, 1))).toBe('clear');
    expect(reconcileSession(null, null)).toBe('none');
  });

  it('round-trips a session through the mirror without the timestamp', () => {
    expect(fromMirror(toMirror(first, 5))).toEqual(first);
  });
});

describe('isExpiring', () => {
  const expiresAt = Date.parse(first.expiresAt);
  it('refreshes within the margin before expiry and after it', () => {
    expect(isExpiring(first, expiresAt - 60_000)).toBe(false);
    expect(isExpiring(first, expiresAt - 10_000)).toBe(true);
    expect(isExpiring(first, expiresAt + 1)).toBe(true);
    expect(isExpiring({ ...first, expiresAt: 'garbage' }, 0)).toBe(true);
  });
});

describe('parseTokenEnvelope', () => {
  it('reads the refresh response envelope', () => {
    const data = { access_token: 'a', refresh_token: 'r', expires_in: 900, organisation_id: 'o' };
    expect(parseTokenEnvelope({ data })).toEqual(data);
  });

  it('rejects anything else', () => {
    expect(parseTokenEnvelope(null)).toBeNull();
    expect(parseTokenEnvelope({ data: { access_token: 'a' } })).toBeNull();
    expect(parseTokenEnvelope({ title: 'Unauthorized' })).toBeNull();
  });
});
