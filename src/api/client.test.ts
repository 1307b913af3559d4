import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { dataResponse, errorResponse, jsonResponse, stubFetch } from '../../tests/support/fetch-stub';
import { storeSession, tokenResponse, unsignedJwt } from '../../tests/support/session-fixtures';
import { MESSAGES } from '../domain/messages';
import { api } from './client';
import { ApiError, SessionEndedError, WriteQueuedError } from './errors';
import { getSession } from './session';
import { registerRefreshNotices, registerRefreshPreflight } from './token-refresh';
import { toastError, toastSuccess } from '../notices/toast';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let toasts: MockInstance<typeof notifications.show>;
beforeEach(() => {
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  // As the app registers them: the transport announces refreshes through these.
  registerRefreshNotices({
    refreshed: () => toastSuccess(MESSAGES.tokenRefreshed),
    failed: () => toastError(MESSAGES.tokenRefreshFailed),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function toastMessages(): unknown[] {
  return toasts.mock.calls.map(([data]) => data.message);
}

describe('service client', () => {
  it('sends the bearer token, no-cache headers and JSON to the service base, and unwraps data', async () => {
    storeSession('first');
    const sent = stubFetch(() => dataResponse({ countries: ['India'] }));

    await expect(api.organisation.get('Country/GetAll')).resolves.toEqual({ countries: ['India'] });

    expect(sent[0]!.url).toBe('/api/organisation/Country/GetAll');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer access-first');
    expect(sent[0]!.headers.get('cache-control')).toBe('no-cache');
    expect(sent[0]!.headers.get('pragma')).toBe('no-cache');
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
    expect(sent[0]!.headers.get('idempotency-key')).toBeNull();
  });

  it('gives every write an Idempotency-Key (uuid v7) and keeps a key the caller passes', async () => {
    storeSession();
    const sent = stubFetch(() => dataResponse(null));

    await api.workorder.post('Workorder', { code: 'WO-1' });
    await api.workorder.put('Workorder', { code: 'WO-1' }, { idempotencyKey: 'kept-key' });

    expect(sent[0]!.headers.get('idempotency-key')).toMatch(UUID_V7);
    expect(sent[0]!.body).toEqual({ code: 'WO-1' });
    expect(sent[1]!.headers.get('idempotency-key')).toBe('kept-key');
  });

  it('turns a failure envelope into an ApiError carrying the body', async () => {
    storeSession();
    stubFetch(() =>
      errorResponse(400, {
        title: 'Validation',
        message: 'Bad',
        errors: [{ field: 'Email', message: 'Taken' }],
      }),
    );

    const error = await api.account.post('User', {}).catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body.errors).toEqual([{ field: 'Email', message: 'Taken' }]);
  });

  it('saves a renewed token from the x-auth-token header, with its expiry', async () => {
    storeSession();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const renewed = unsignedJwt({ sub: 'user', exp });
    stubFetch(() => dataResponse([], { 'x-auth-token': renewed }));

    await api.asset.get('AssetLevel/GetAllAssetLevels');

    expect(getSession()?.authToken).toBe(renewed);
    expect(getSession()?.expiresAt).toBe(new Date(exp * 1000).toISOString());
  });

  it('throws WriteQueuedError when the service worker kept the write for later', async () => {
    storeSession();
    stubFetch((request) =>
      jsonResponse(
        202,
        { data: null, queued: true, idempotencyKey: request.headers.get('idempotency-key') },
        { 'x-queued-offline': '1' },
      ),
    );

    const error = await api.workorder
      .post('Workorder', {}, { idempotencyKey: 'offline-key' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(WriteQueuedError);
    expect((error as WriteQueuedError).idempotencyKey).toBe('offline-key');
  });
});

describe('401 and the token refresh', () => {
  it('refreshes once for concurrent 401s, retries each request with the new token and the same key', async () => {
    storeSession('first');
    const sent = stubFetch((request) => {
      if (request.url.endsWith('Auth/RefreshToken')) return dataResponse(tokenResponse('second'));
      const token = request.headers.get('authorization');
      return token === 'Bearer access-second'
        ? dataResponse('ok')
        : errorResponse(401, { title: 'Unauthorised' });
    });

    const results = await Promise.all([
      api.workorder.get('Workorder/GetById', { query: { workorderId: '1' } }),
      api.workorder.post('Workorder', { code: 'WO-2' }, { idempotencyKey: 'write-key' }),
    ]);

    expect(results).toEqual(['ok', 'ok']);
    const refreshes = sent.filter((request) => request.url.endsWith('Auth/RefreshToken'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ refreshToken: 'refresh-first', grantType: 'refresh_token' });
    const writes = sent.filter((request) => request.method === 'POST' && request.url.endsWith('/Workorder'));
    expect(writes.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'write-key',
      'write-key',
    ]);
    expect(getSession()?.refreshToken).toBe('refresh-second');
    expect(toastMessages()).toEqual([MESSAGES.tokenRefreshed]);
  });

  it('says "Error while refreshing token." and ends the session when the refresh is refused', async () => {
    storeSession('first');
    stubFetch((request) =>
      request.url.endsWith('Auth/RefreshToken')
        ? errorResponse(401, { title: 'Unauthorised', message: 'Refresh token revoked.' })
        : errorResponse(401, { title: 'Unauthorised' }),
    );

    const error = await api.account.get('Auth/Session').catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(SessionEndedError);
    expect(getSession()).toBeNull();
    expect(toastMessages()).toEqual([MESSAGES.tokenRefreshFailed]);
  });

  it('keeps the session when the refresh gets no response (offline)', async () => {
    storeSession('first');
    stubFetch((request) => {
      if (request.url.endsWith('Auth/RefreshToken')) throw new TypeError('Failed to fetch');
      return errorResponse(401, { title: 'Unauthorised' });
    });

    await expect(api.account.get('Auth/Session')).rejects.toThrow();

    expect(getSession()?.refreshToken).toBe('refresh-first');
    expect(toastMessages()).toEqual([]);
  });

  it('sends anonymous calls without a bearer and never refreshes them', async () => {
    storeSession('first');
    const sent = stubFetch(() =>
      errorResponse(401, { title: 'Sign-in failed', message: 'Email or password is incorrect.' }),
    );

    const error = await api.account
      .post('Auth/SignIn', { email: 'a@b.co', password: 'x' }, { anonymous: true })
      .catch((failure: unknown) => failure);

    expect((error as ApiError).body.message).toBe('Email or password is incorrect.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });
});

describe('refresh preflight', () => {
  afterEach(() => registerRefreshPreflight(null));

  it('uses a session another context already rotated instead of spending the refresh token again', async () => {
    storeSession('first');
    registerRefreshPreflight(async () => {
      storeSession('rotated-elsewhere');
      return true;
    });
    const sent = stubFetch((request) =>
      request.headers.get('authorization') === 'Bearer access-rotated-elsewhere'
        ? dataResponse('ok')
        : errorResponse(401, { title: 'Unauthorised' }),
    );

    await expect(api.account.get('Auth/Session')).resolves.toBe('ok');
    expect(sent.some((request) => request.url.endsWith('Auth/RefreshToken'))).toBe(false);
  });
});
