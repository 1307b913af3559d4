import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../tests/support/fetch-stub';
import { sessionInfo, storeSession } from '../../tests/support/session-fixtures';
import { sessionUrlIn, startPreloadScript } from '../../vite-start-preload';
import { getSession } from '../api/session';
import { START_SESSION_PROPERTY } from '../api/start-session';
import { fetchSessionInfo } from './session-info';

const SESSION_URL = sessionUrlIn({});
/** The page's start script as the build writes it into index.html (no files to preload here). */
const runStartScript = () => new Function(startPreloadScript([], '/', SESSION_URL))();

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[START_SESSION_PROPERTY];
});

describe('the first session call of a page', () => {
  it("takes the answer to the start script's request instead of asking again, once", async () => {
    storeSession('first');
    const sent = stubFetch(() =>
      dataResponse(sessionInfo(['workOrder.view']), { 'x-auth-token': 'renewed' }),
    );
    runStartScript();

    await expect(fetchSessionInfo()).resolves.toMatchObject({ permissions: ['workOrder.view'] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/account/Auth/Session');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer access-first');
    // The renewed token of that answer is kept, as the client keeps it from any answer.
    expect(getSession()?.authToken).toBe('renewed');

    // A later call (a refetch) asks the server: roles change.
    await fetchSessionInfo();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('authorization')).toBe('Bearer renewed');
  });

  it("asks itself when the start request was refused (a 401: the client's own call refreshes if it must)", async () => {
    storeSession('first');
    let calls = 0;
    const sent = stubFetch(() => {
      calls += 1;
      return calls === 1 ? errorResponse(401, { title: 'Unauthorized' }) : dataResponse(sessionInfo([]));
    });
    runStartScript();

    await expect(fetchSessionInfo()).resolves.toMatchObject({ permissions: [] });
    expect(sent.map((request) => request.url)).toEqual([SESSION_URL, SESSION_URL]);
  });

  it('asks itself when the token changed since the page started (a refresh, another tab)', async () => {
    storeSession('first');
    const sent = stubFetch(() => dataResponse(sessionInfo([])));
    runStartScript();
    storeSession('second');

    await fetchSessionInfo();
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer access-first',
      'Bearer access-second',
    ]);
  });

  it('asks itself when the start request got no response (offline at start)', async () => {
    storeSession('first');
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return dataResponse(sessionInfo(['asset.view']));
    });
    runStartScript();

    await expect(fetchSessionInfo()).resolves.toMatchObject({ permissions: ['asset.view'] });
    expect(calls).toBe(2);
  });
});
