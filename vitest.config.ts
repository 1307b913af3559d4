import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one on a 2-core machine, which then idles
    // a core while each file imports the server or sets up jsdom. Two workers keep both busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
          // A screen walked through several steps by user-event takes a few seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          // API tests share one database engine per file; files run in parallel workers.
          // A worker keeps the server's modules between files instead of importing them again for each of
          // the 92 (import time 241 s -> 18 s; the PostgreSQL run 406 s -> 247 s). Every file builds its own
          // app and database, and none mocks a module or changes the environment.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
