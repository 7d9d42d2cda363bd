import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3137);
// What the e2e server's SMTP listener received is read here by tests/e2e/support/mail.ts.
const mailViewPort = port + 2;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two files at a time: much of a browser test is waiting (idle timeouts, mail, the server), and
  // every test signs up investors of its own; the operator's sign-ins take turns (support/operator.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // An operator's sign-in may wait for the other worker's, then for a fresh 30-second code step.
  timeout: 90_000,
  // Two cores shared with the server under test: give screens a little longer than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: `node tests/e2e/support/start-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_MAIL_VIEW_PORT: String(mailViewPort) },
  },
});
