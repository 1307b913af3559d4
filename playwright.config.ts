import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4318);
// Overridable so that two runs in one checkout keep apart: their data, results and built console.
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const staticDir = process.env.E2E_DIST_DIR ?? 'dist';
export const E2E_ADMIN_EMAIL = 'admin@e2e.example';
export const E2E_ADMIN_PASSWORD = 'E2e-admin-pass-1';
process.env.E2E_ADMIN_EMAIL ??= E2E_ADMIN_EMAIL;
process.env.E2E_ADMIN_PASSWORD ??= E2E_ADMIN_PASSWORD;

/** End-to-end tests: the built PWA and the real server on a fresh embedded database, in real Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a test that passes only on retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SEED: 'demo',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      MAIL_DIR: `${dataDir}/mail`,
      MAP_TILE_URL: `http://127.0.0.1:${port}/tiles-unavailable/{z}/{x}/{y}.png`,
    },
  },
});
