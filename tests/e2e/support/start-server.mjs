// Starts the built app on a fresh data directory for the e2e suite (playwright.config.ts sets its idle window).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { serverNodeArgs } from '../../../scripts/server-command.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

// TRON and Litecoin deposits and Litecoin payouts go through a BTCPay store: the fake
// (support/btcpay-store.ts) in a process of its own. Bitcoin stays by hand, as the deposit
// instruction tests show the operator's seeded address.
const btcpaySettings = {
  BTCPAY_API_KEY: 'e2e-greenfield-api-key-0123456789',
  BTCPAY_STORE_ID: 'E2eStore',
  BTCPAY_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
  BTCPAY_COINS: 'TRON,LTC',
};
// Each child's stdin is a pipe from this process, so it ends when this process ends, however that is.
const END_WITH_STARTER = ['--import', './tests/e2e/support/end-with-starter.mjs'];
const btcpay = spawn(process.execPath, [...END_WITH_STARTER, '--import', 'tsx', 'tests/e2e/support/btcpay-store.ts'], {
  stdio: ['pipe', 'pipe', 'inherit'],
  env: { ...process.env, ...btcpaySettings },
});
const btcpayUrl = await new Promise((resolve) => btcpay.stdout.once('data', (line) => resolve(String(line).trim())));

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const port = Number(process.env.PORT);
// Where a test finds the store's remote control (support/btcpay-store.ts), by this server's port.
writeFileSync(path.join(tmpdir(), `e2e-btcpay-store-${port}.url`), btcpayUrl);
// The mails go to a real SMTP listener; tests read them at E2E_MAIL_VIEW_PORT (see support/mail.ts).
const smtpPort = port + 1;
const stopMailCatcher = await startMailCatcher(smtpPort, Number(process.env.E2E_MAIL_VIEW_PORT));
const environment = {
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-password-e2e',
};
// The seed and a second operator, before the server opens the data directory.
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/second-operator.ts'], { stdio: 'inherit', env: environment });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const server = spawn(process.execPath, [...END_WITH_STARTER, ...serverNodeArgs()], {
  stdio: ['pipe', 'inherit', 'inherit'],
  env: {
    ...environment,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_IDLE_MINUTES: process.env.SESSION_IDLE_MINUTES ?? '60',
    // One address (127.0.0.1) registers every test's investor; the limit itself is covered by HTTP tests.
    LOGIN_LIMIT_PER_ADDRESS: '10000',
    ...btcpaySettings,
    BTCPAY_URL: btcpayUrl,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  stopMailCatcher();
  btcpay.kill('SIGTERM');
  process.exit(code ?? 0);
});
