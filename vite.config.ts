import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
