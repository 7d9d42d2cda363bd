import { defineConfig } from '@playwright/test';

// The suite's server takes E2E_PORT and the two after it (its SMTP listener, and the view of what that
// received, read by tests/e2e/support/mail.ts); the short-idle server the next three; a spec's own
// server (deposit-instructions.spec.ts) the three after those.
const port = Number(process.env.E2E_PORT ?? 3137);
const idlePort = port + 3;
const IDLE_SPEC = /idle\.spec\.ts$/;

/** The built app on a fresh data directory (tests/e2e/support/start-server.mjs). */
const server = (at: number, sessionIdleMinutes: string) => ({
  command: `node tests/e2e/support/start-server.mjs`,
  url: `http://127.0.0.1:${at}/api/health`,
  reuseExistingServer: false,
  // Two servers start at once (migrations, seed, compiling the server) on two shared cores: over a minute each when loaded.
  timeout: 180_000,
  env: { PORT: String(at), HOST: '127.0.0.1', E2E_MAIL_VIEW_PORT: String(at + 2), SESSION_IDLE_MINUTES: sessionIdleMinutes },
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Three files at a time on two cores: much of a browser test is waiting (idle timeouts, mail, the
  // server, the page's next poll), and with two files the cores stood a third idle; a third file
  // fills that time for the same CPU. Every test signs up investors of its own; the operator's
  // sign-ins take turns (support/operator.ts).
  fullyParallel: false,
  workers: 3,
  retries: 0,
  // An operator's sign-in may wait for the other workers', then for a fresh 30-second code step.
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
  // Sessions on the suite's server outlive a test, so an operator signed in once per worker serves its
  // later tests (support/operator.ts); the idle-timeout tests get a server whose sessions idle out
  // after half a minute.
  webServer: [server(port, '60'), server(idlePort, '0.5')],
  projects: [
    { name: 'suite', testIgnore: IDLE_SPEC },
    { name: 'idle', testMatch: IDLE_SPEC, use: { baseURL: `http://127.0.0.1:${idlePort}` } },
  ],
});
