import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  plugins: [
    react(),
    scrollAreaRefs(),
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
        theme_color: '#099268',
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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
