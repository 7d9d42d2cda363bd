// Starts the built app on a fresh data directory with a short idle timeout for the e2e suite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SERVER_NODE_ARGS } from '../../../scripts/server-command.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password-e2e',
    SESSION_IDLE_MINUTES: process.env.SESSION_IDLE_MINUTES ?? '0.5',
    // One address (127.0.0.1) registers every test's investor; the limit itself is covered by HTTP tests.
    LOGIN_LIMIT_PER_ADDRESS: '10000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
