import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRIMARY_HEX } from './src/app/palette';

const apiPort = process.env.PORT ?? '8080';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the strongest settings: the server sends
 * them as they are (@fastify/static's preCompressed), smaller than compressing per request can afford to be.
 */
function precompress(): Plugin {
  return {
    name: 'field-console:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|webmanifest)$/.test(file));
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
      // zlib's asynchronous calls share libuv's thread pool: all at once keeps every core busy.
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(options.dir ?? 'dist', file);
          const source = await fs.readFile(target);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([brotli(source, { params }), gzip(source, { level: 9 })]);
          await Promise.all([fs.writeFile(`${target}.br`, br), fs.writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Mantine's ScrollArea (inside every Table too) imports one hook, useMergeRefs, from @floating-ui/react:
 * every screen with a table would load all of floating-ui (about 14 KB compressed) for it. It gets the
 * same hook from src/mantine-merge-refs.ts; anything else it might import from there fails the build.
 */
function scrollAreaRefs(): Plugin {
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'field-console:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !scrollArea.test(importer)) return null;
      return path.resolve(import.meta.dirname, 'src/mantine-merge-refs.ts');
    },
  };
}

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102),
 * whose dev-only warnings and checks the console would otherwise ship and run on every navigation. The
 * console's build takes the production build the package carries beside it; the dev server and the tests
 * keep the development one and its warnings.
 */
function routerProductionBuild(): Plugin {
  const production = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
  const files: Record<string, string> = {
    'react-router': path.join(production, 'index.mjs'),
    'react-router/dom': path.join(production, 'dom-export.mjs'),
  };
  return {
    name: 'field-console:router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => files[source] ?? null,
  };
}

/**
 * The console's own `import ... from 'zod'` resolves to src/zod-jitless.ts, which sets zod's jitless mode and
 * re-exports zod: the setting comes with zod wherever it is first needed, so the entry need not load zod
 * ahead of everything else (the sign-in screen builds no schema).
 */
function zodJitless(): Plugin {
  const jitless = path.resolve(import.meta.dirname, 'src/zod-jitless.ts');
  return {
    name: 'field-console:zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer === jitless || importer.includes('node_modules'))
        return null;
      return jitless;
    },
  };
}

/**
 * A contract's `summary` (src/domain/contracts) is the OpenAPI document's, which the server builds; the
 * console and its worker never read it. This drops the summaries of the contracts' modules from the build
 * (about 15 KB of text before compression, in the chunk every signed-in screen loads). Each summary is
 * blanked out in place, so the module's positions and its source map stay as they were.
 */
function contractSummaries(): Plugin {
  const contracts = /[\\/]src[\\/]domain[\\/]contracts[\\/].+\.ts$/;
  interface Node {
    type: string;
    start: number;
    end: number;
    [key: string]: unknown;
  }
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  return {
    name: 'field-console:contract-summaries',
    apply: 'build',
    transform(code, id) {
      if (!contracts.test(id) || !code.includes('summary')) return null;
      const ranges: Array<[number, number]> = [];
      const visit = (node: Node) => {
        for (const value of Object.values(node)) {
          for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
        }
        if (node.type !== 'ObjectExpression') return;
        for (const property of node.properties as Node[]) {
          const key = property.key as Node | undefined;
          const value = property.value as Node | undefined;
          const named = key && (key.name === 'summary' || key.value === 'summary');
          if (property.type === 'Property' && named && value && /Literal$/.test(value.type)) {
            // The property and the comma after it.
            const comma = code.slice(property.end).match(/^\s*,/)?.[0].length ?? 0;
            ranges.push([property.start, property.end + comma]);
          }
        }
      };
      visit(this.parse(code) as unknown as Node);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of ranges) {
        out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}

/** Libraries that travel together, one chunk per family (the first match names it). */
const LIBRARY_FAMILIES: Array<[string, RegExp]> = [
  [
    'charts',
    /[\\/](recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|internmap|@mantine[\\/]charts|@reduxjs|redux|react-redux|immer|reselect|es-toolkit|eventemitter3)[\\/]/,
  ],
  ['map', /[\\/](leaflet[^\\/]*|react-leaflet[^\\/]*|@react-leaflet|@geoman-io)[\\/]/],
  // The date picker. Not its styles, which load with Mantine's others (src/components/mantine-styles.ts), nor
  // dayjs, which the tables format dates with (vendor).
  ['dates', /[\\/]@mantine[\\/]dates[\\/](?!.*\.css$)/],
  // The number field and the formatter it draws with, the signature pad: forms of a few screens only.
  [
    'number-input',
    /[\\/](react-number-format[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]NumberInput[\\/])/,
  ],
  ['signature', /[\\/]signature_pad[\\/]/],
  ['data', /[\\/](dexie[^\\/]*|@tanstack|workbox-[a-z]+)[\\/]/],
  ['icons', /[\\/]@tabler[\\/]/],
  ['mantine', /[\\/](@mantine|@floating-ui)[\\/]/],
];

/** Shared folders whose modules import a large library (see chunkOf). */
const OWN_CHUNK_FOLDERS = ['components/map', 'components/form'];

/** Modules of those folders that import none (coordinates' arithmetic, which the GPS field uses too). */
const PLAIN_MODULES = /[\\/]src[\\/]components[\\/]map[\\/]position\.ts$/;

/**
 * Shared modules that travel with a library family: the date field goes with the date picker, so the forms
 * without a date (the lookups every screen uses) do not load the dates; the signature pad with its library.
 */
const WITH_FAMILY: Array<[string, RegExp]> = [
  ['dates', /[\\/]src[\\/]components[\\/]form[\\/]DateField\.tsx$/],
  ['signature', /[\\/]src[\\/]components[\\/]SignaturePad\.tsx$/],
];

/** What the bundler tells of a module while it makes the chunks (rolldown's ChunkingContext). */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/**
 * Libraries only some screens of an area draw with, by the suffix of the chunk that holds those screens: what
 * only forms draw (the date picker, the signature pad, and Mantine's number field, named in the module that
 * uses it because a package's index names all it has). (The charts are not split off: every reports screen
 * draws them.)
 */
const DRAWN_WITH: Array<{ suffix: string; library: RegExp; named?: RegExp }> = [
  {
    suffix: 'forms',
    library: /[\\/](@mantine[\\/]dates|signature_pad)[\\/]/,
    named: /\bNumberInput\b/,
  },
];

/** Per library kind, per module of the app: whether its static imports reach it (filled as chunkOf asks). */
const reached = new Map<string, Map<string, boolean>>(DRAWN_WITH.map(({ suffix }) => [suffix, new Map()]));

/** Whether `id`, or an app module it imports at any depth, imports one of `kind`'s libraries. */
function reaches(id: string, kind: (typeof DRAWN_WITH)[number], ctx: ChunkingContext): boolean {
  const known = reached.get(kind.suffix)!;
  if (known.has(id)) return known.get(id)!;
  const seen = new Set([id]);
  const stack = [id];
  while (stack.length > 0) {
    const info = ctx.getModuleInfo(stack.pop()!);
    if (!info) continue;
    if (kind.named && info.code && kind.named.test(info.code)) {
      known.set(id, true);
      return true;
    }
    for (const dependency of info.importedIds) {
      if (kind.library.test(dependency) || known.get(dependency) === true) {
        known.set(id, true);
        return true;
      }
      if (dependency.includes('node_modules') || seen.has(dependency)) continue;
      seen.add(dependency);
      stack.push(dependency);
    }
  }
  // Nothing `id` reaches draws with it, so nothing any module on the way reaches does either.
  for (const module of seen) known.set(module, false);
  return false;
}

/** Which chunk a module that no earlier group took belongs to: its library family, or its app area. */
function chunkOf(id: string, ctx: ChunkingContext): string {
  if (id.includes('node_modules')) {
    return LIBRARY_FAMILIES.find(([, test]) => test.test(id))?.[0] ?? 'vendor';
  }
  const family = WITH_FAMILY.find(([, test]) => test.test(id))?.[0];
  if (family) return family;
  const [, feature, part] = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](?:([^\\/]+)[\\/])?/.exec(id) ?? [];
  if (feature) {
    // A screen with a map of its own (work-orders/map) and the recorded position's map (GpsMap, loaded when
    // shown) are apart from their area, so the area's other screens (the list) do not load leaflet; so is
    // the swim lane.
    if (/[\\/]GpsMap\.tsx$/.test(id)) return `${feature}-map`;
    if (part && part !== 'api' && part !== 'components') return `${feature}-${part}`;
    // An area's modules that draw forms (with date, number or signature fields) are apart from the rest,
    // so a list that opens its dialogs when asked does not load them with its first screen. (A screen of its
    // own folder, such as the map, is one chunk: its page draws what it needs.)
    const drawn = DRAWN_WITH.find((kind) => reaches(id, kind, ctx));
    return drawn ? `${feature}-${drawn.suffix}` : feature;
  }
  // Shared code by top folder (src/components, src/data, ...), apart from the folders whose code brings a
  // large library: only the screens with a map load leaflet, only forms with date fields load the dates.
  const folder = /[\\/]src[\\/]([^\\/]+[\\/](?:[^\\/]+[\\/])?)/.exec(id)?.[1]?.replace(/\\/g, '/');
  if (!folder) return 'src';
  const [top, sub] = folder.split('/');
  return sub && OWN_CHUNK_FOLDERS.includes(`${top}/${sub}`) && !PLAIN_MODULES.test(id)
    ? `${top}-${sub}`
    : top!;
}

/**
 * Chunks by library and by route area instead of one file per shared component (340 files, 147 requests
 * for the work-order list). In order:
 * - zod with src/zod-jitless.ts, so the setting it makes runs before any schema is built;
 * - React and the router, which every screen runs;
 * - what the entry needs before anything else (`$initial`);
 * - the sign-in screen with everything it uses, so the first screen is a handful of files (the screens after
 *   it take what they share with it from there);
 * - then each library family, the shared app code (`common`), the shell, the offline layer and one chunk per
 *   feature area (`src/features/<area>`).
 * A screen then needs the entry's files, its area and the families it uses: about 15 files, never 100.
 */
const chunkGroups = [
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 50 },
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  { name: 'start', tags: ['$initial' as const], priority: 30 },
  { name: 'sign-in', test: /[\\/]src[\\/]features[\\/]auth[\\/]SignIn\.page\.tsx$/, priority: 20 },
  { name: chunkOf, debugName: 'areas', priority: 10, includeDependenciesRecursively: false },
];

/** A group's chunk is named after the group alone: the screens it serves would make names of 100 characters. */
function chunkFileName({ name }: { name: string }): string {
  return `assets/${name.split('~')[0]}-[hash].js`;
}

export default defineConfig({
  plugins: [
    react(),
    routerProductionBuild(),
    scrollAreaRefs(),
    zodJitless(),
    contractSummaries(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/offline registers the worker with workbox-window and shows the update prompt itself.
      injectRegister: false,
      registerType: 'prompt',
      // globPatterns already precaches everything in public/; listing icons again would duplicate entries.
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The worker imports constants from modules that also build zod schemas it never uses; treating zod
        // calls as pure lets the bundler drop them (and zod) from sw.js.
        rollupOptions: { treeshake: { manualPureFunctions: ['z'] } },
        plugins: [contractSummaries()],
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Field Console',
        short_name: 'Field Console',
        description: 'Work orders, assets and field crews, online and offline.',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: PRIMARY_HEX,
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        chunkFileNames: chunkFileName,
        strictExecutionOrder: true,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
