// `npm start`: builds the React app once if there is no build yet, then serves app and API on one port.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { SERVER_NODE_ARGS } from './server-command.mjs';

if (!existsSync('dist/client/index.html') || process.env.REBUILD === '1') {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
