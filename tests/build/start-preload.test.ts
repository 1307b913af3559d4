import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_SESSION_PROPERTY } from '../../src/api/start-session';
import { sessionUrlIn, signedInStartFiles, startPreloadScript } from '../../vite-start-preload';

const ROOT = '/project';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: fileName.startsWith('assets/index-'),
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A build as the console's is: an entry on React and main, the start screens in `home`, the offline layer. */
const BUILD = [
  chunk('assets/index-1.js', ['src/entry.ts'], ['assets/main-1.js', 'assets/react-1.js']),
  chunk('assets/main-1.js', ['src/main.tsx'], ['assets/react-1.js'], ['assets/main-1.css']),
  chunk('assets/react-1.js', ['node_modules/react/index.js']),
  chunk(
    'assets/home-1.js',
    [
      'src/app/shell/HomeShell.tsx',
      'src/features/dashboard/Dashboard.page.tsx',
      'src/features/work-orders/WorkOrders.page.tsx',
    ],
    ['assets/react-1.js', 'assets/main-1.js', 'assets/mantine-1.js'],
    ['assets/home-1.css'],
  ),
  chunk('assets/mantine-1.js', ['node_modules/@mantine/core/index.js'], [], ['assets/mantine-1.css']),
  chunk('assets/offline-1.js', ['src/offline/OfflineRuntime.tsx'], ['assets/data-1.js', 'assets/main-1.js']),
  chunk('assets/data-1.js', ['node_modules/dexie/dist/dexie.js']),
  chunk('assets/map-1.js', ['src/features/work-orders/map/Map.page.tsx'], ['assets/mantine-1.js']),
];

describe('the signed-in start files', () => {
  it("are the start screens' and offline layer's chunks with what they import, not the entry's nor other screens'", () => {
    expect(signedInStartFiles(BUILD, ROOT)).toEqual([
      'assets/home-1.js',
      'assets/offline-1.js',
      'assets/mantine-1.js',
      'assets/data-1.js',
      'assets/home-1.css',
      'assets/mantine-1.css',
    ]);
  });

  it('fail the build when a start module is in no chunk (a renamed screen)', () => {
    const build = BUILD.filter((c) => c.fileName !== 'assets/offline-1.js');
    expect(() => signedInStartFiles(build, ROOT)).toThrow(/OfflineRuntime\.tsx/);
  });
});

describe('the start preload script', () => {
  const files = ['assets/home-1.js', 'assets/home-1.css'];
  const SESSION_URL = '/api/account/Auth/Session';
  const run = () => new Function(startPreloadScript(files, '/', SESSION_URL))();
  const started = () => (window as unknown as Record<string, unknown>)[START_SESSION_PROPERTY];
  afterEach(() => {
    localStorage.clear();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    delete (window as unknown as Record<string, unknown>)[START_SESSION_PROPERTY];
    vi.unstubAllGlobals();
  });

  it('adds a modulepreload per script and a style preload per sheet when a session is stored', () => {
    localStorage.setItem('session', '{"accessToken":"t"}');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    run();
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/home-1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/home-1.css', crossOrigin: '' },
    ]);
  });

  it('sends the session call with the stored token (the newest one) and leaves it for the console', async () => {
    localStorage.setItem('session', '{"accessToken":"old","authToken":"new"}');
    const answer = new Response('{"data":{}}');
    const fetch = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal('fetch', fetch);
    run();
    expect(fetch).toHaveBeenCalledWith(SESSION_URL, {
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        Authorization: 'Bearer new',
      },
    });
    const start = started() as { token: string; response: Promise<Response | null> };
    expect(start.token).toBe('new');
    expect(await start.response).toBe(answer);
  });

  it('leaves a null response when the call gets none (offline)', async () => {
    localStorage.setItem('session', '{"accessToken":"t","authToken":null}');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    run();
    const start = started() as { token: string; response: Promise<Response | null> };
    expect(start.token).toBe('t');
    expect(await start.response).toBeNull();
  });

  it('adds nothing and sends nothing signed out, or with a stored session it cannot read', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    run();
    localStorage.setItem('session', '{not json');
    run();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(started()).toBeUndefined();
  });
});

describe('the session address of a build', () => {
  it('is the account service base and the session path, as the console joins them', () => {
    expect(sessionUrlIn({})).toBe('/api/account/Auth/Session');
    expect(sessionUrlIn({ VITE_API_ROOT: '/gateway' })).toBe('/gateway/account/Auth/Session');
    expect(sessionUrlIn({ VITE_API_ACCOUNT: 'https://id.example.com/v2' })).toBe(
      'https://id.example.com/v2/Auth/Session',
    );
  });
});
