import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_WITH_NOTIFICATIONS_PATH } from '../scripts/lib/chromium.mjs';

const here = import.meta.dirname;
const repoRoot = resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Workers load this file again; the runner's fresh data dir reaches them through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kitlab-e2e-'));
process.env.E2E_DEMO_PASSWORD ??= 'kitlab-e2e-demo';

// Journeys that show browser notifications: see scripts/lib/chromium.mjs for why they differ.
const NOTIFICATION_JOURNEYS = /push\.spec\.ts$/;

function chromiumAt(executablePath: string) {
  return {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A journey that fails is run once more, so a browser's rare stall (a page that stopped drawing
  // frames, seen once in many runs) does not fail the suite; the summary names each journey that
  // passed only on its second run, and one that fails both times fails.
  retries: 1,
  workers: 2,
  reporter: [
    ['list'],
    ['json', { outputFile: resolve(here, 'test-results/results.json') }],
    [
      './support/time-spent-reporter.ts',
      { outputFile: resolve(here, 'test-results/time-spent.json') },
    ],
  ],
  use: {
    baseURL,
    // Recording a trace of every journey cost a fifth of the stage's time; a failure shows its
    // error, the page's accessibility tree and a screenshot, and its second run leaves a trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'chromium', testIgnore: NOTIFICATION_JOURNEYS, use: chromiumAt(CHROMIUM_PATH) },
    {
      name: 'chromium with notifications',
      testMatch: NOTIFICATION_JOURNEYS,
      use: chromiumAt(CHROMIUM_WITH_NOTIFICATIONS_PATH),
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Each journey runs on a date of its own: see support/journey.ts.
      TEST_CLOCK_SHIFT: 'true',
      // The push journeys' HTTPS push endpoint has a self-signed certificate the server must trust.
      NODE_EXTRA_CA_CERTS: resolve(repoRoot, 'apps/server/src/test/push-endpoint-cert/cert.pem'),
      // ...and push to, though it listens on 127.0.0.1, an address no real push service has.
      PUSH_ALLOWED_HOSTS: '127.0.0.1',
    },
  },
});
