import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_BCRYPT_COST, TEST_PAYPAL_ENV } from './tests/support/paypal-credentials';

const appPort = Number(process.env.E2E_APP_PORT ?? 3198);
const inboxPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3199);
const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2626);
// Set once in the runner; the workers inherit it, so all share one fresh data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ns-e2e-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${appPort}`;
process.env.E2E_INBOX_URL = `http://127.0.0.1:${inboxPort}`;
process.env.E2E_ADMIN_EMAIL = 'admin@e2e.test';
process.env.E2E_ADMIN_PASSWORD = 'admin-password-e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers, the app and its database share two cores: a chat between two members with
  // accessibility checks at each step takes 30-55 s here when the machine is busy.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // CI only: a toast lasts 4 s, and on two busy cores a page can take longer than that to show
  // it, so a toast test can fail once without anything being wrong. A test that fails twice is red.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recorded for a test's retry only (CI retries once): a trace takes a screenshot of every
    // paint, work for Chromium on two busy cores in every test, thrown away for each that passes.
    // Locally, `--trace on` records them.
    trace: 'on-first-retry',
    // Each test's fresh browser profile would install /sw.js anew and send every build file
    // through it; a member's browser installs it once. pwa.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'npx tsx tests/support/mail-sink-cli.ts',
      url: `http://127.0.0.1:${inboxPort}/mails`,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(smtpPort), MAIL_SINK_HTTP_PORT: String(inboxPort) },
    },
    {
      command: `node ${process.env.SERVER_OUT_DIR || 'dist'}/server.js`,
      url: `http://127.0.0.1:${appPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
        PORT: String(appPort),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${appPort}`,
        DATA_DIR: process.env.E2E_DATA_DIR,
        JWT_SECRET: 'e2e-only-7Hq2mXw9Lk4Rz8Vb3Nc6Tp1Yd5Gf0Js',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_POLL_MS: '200',
        ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        RATE_LOGIN_PER_EMAIL: '1000',
        RATE_LOGIN_PER_IP: '10000',
        RATE_REGISTER_PER_IP: '10000',
        // Production refuses to start without PayPal unless the simulator is asked for by name.
        ...TEST_PAYPAL_ENV,
        // A test deployment: passwords hashed below the production cost (tests/support/paypal-credentials.ts).
        BCRYPT_COST: TEST_BCRYPT_COST,
      },
    },
  ],
});
