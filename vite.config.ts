import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRIMARY_HEX } from './src/app/palette';
import { chunkFileName, chunkGroups } from './vite-chunks';
import { mantineStyles } from './vite-mantine-styles';
import { startPreload } from './vite-start-preload';

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

/** @mantine/hooks' useId, from src/mantine-use-id.ts (which says why). */
function mantineUseId(): Plugin {
  const hooks = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/;
  return {
    name: 'field-console:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('use-id/use-id.mjs') || !importer || !hooks.test(importer)) return null;
      return path.resolve(import.meta.dirname, 'src/mantine-use-id.ts');
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

export default defineConfig({
  plugins: [
    react(),
    routerProductionBuild(),
    scrollAreaRefs(),
    mantineUseId(),
    mantineStyles(),
    zodJitless(),
    contractSummaries(),
    startPreload(),
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
