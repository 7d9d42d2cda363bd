// Starts the built app on a fresh data directory with a short idle timeout for the e2e suite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SERVER_NODE_ARGS } from '../../../scripts/server-command.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const port = Number(process.env.PORT);
// The mails go to a real SMTP listener; tests read them at E2E_MAIL_VIEW_PORT (see support/mail.ts).
const smtpPort = port + 1;
const stopMailCatcher = await startMailCatcher(smtpPort, Number(process.env.E2E_MAIL_VIEW_PORT));
const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password-e2e',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_IDLE_MINUTES: process.env.SESSION_IDLE_MINUTES ?? '0.5',
    // One address (127.0.0.1) registers every test's investor; the limit itself is covered by HTTP tests.
    LOGIN_LIMIT_PER_ADDRESS: '10000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  stopMailCatcher();
  process.exit(code ?? 0);
});
