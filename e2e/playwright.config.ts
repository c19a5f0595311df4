import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * Debian's Chromium: its old headless shell (package chromium-headless-shell, the
 * build Playwright itself runs headless) when installed, else the full browser.
 * The shell draws no browser window around the page: the suite took 235
 * CPU-seconds instead of 315 (docs/testing.md).
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = () => (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** Browser tests: Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two spec files at a time, each on data of its own (fixtures.ts: makeUser, uniqueStamp,
  // busyCompany); the tests of one file run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Margins for a hung test, not budgets. The longest stories take 15-17 s on an idle 2-core
  // machine; with two workers on a machine busy with other work they took 45-65 s, and a step
  // waits while the embedded database serves the other worker (it answers one query at a time).
  // The longest stories set twice this.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step's DOM and a screencast even for a test that passes: a
    // quarter of the browser's work. A failure leaves a screenshot and the page's ARIA
    // snapshot; `--trace retain-on-failure` records traces when chasing one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: [
        '--headless',
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
  webServer: {
    command: 'node e2e/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    // A margin: the demo seed takes 40 CPU-seconds, and minutes on a machine busy with other work.
    timeout: 600_000,
    // `npm test` starts this server before its static checks, so that the seed runs beside
    // them (scripts/test.mjs), and says so; otherwise a server is never reused.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    env: { PORT: String(port) },
  },
});
