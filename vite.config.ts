import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [
    react(),
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
