import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Overridable so two runs (e.g. parallel work on one machine) can use their own port, build and output.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

// The config is evaluated again in every worker; the env var makes them all share the runner's folder.
process.env.ROADIE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'roadie-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./tests/support/reporters/playwright-timings.ts']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (DOM snapshots of every step); the screencast is left out, since
    // encoding frames for every test that passes cost about a fifth of the suite's time. Not in CI:
    // the machine and its test-results/ are gone when the run ends (.ci/run prints a failure's
    // error-context.md instead), and recording every step costs ~12% of the suite's time.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // No transitions or animations under test (src/styles.css honours it): what a test reads is final.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Headless Chromium still builds the address bar's suggestion popups (WebUI pages) for every
        // new window — a third of a second of CPU per test's browser context, for UI nobody sees.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built server (`npm run build`), as `npm start` runs it: nothing is compiled at start.
    command: 'node dist-server/main.js',
    url: `${BASE_URL}/api/healthcheck`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.ROADIE_E2E_DATA_DIR,
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      APP_URL: BASE_URL,
      NODE_ENV: 'test',
      RATE_LIMIT_SCALE: '100',
    },
  },
});
