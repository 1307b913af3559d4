import { afterEach, describe, expect, it } from 'vitest';
import { signedInStartFiles, startPreloadScript } from '../../vite-start-preload';

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
  afterEach(() => {
    localStorage.clear();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('adds a modulepreload per script and a style preload per sheet when a session is stored', () => {
    localStorage.setItem('session', '{"accessToken":"t"}');
    new Function(startPreloadScript(files, '/'))();
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

  it('adds nothing signed out: the sign-in screen needs none of it', () => {
    new Function(startPreloadScript(files, '/'))();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
