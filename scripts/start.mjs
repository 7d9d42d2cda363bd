// `npm start`: builds the React app and compiles the server when there is no build yet or their
// sources are newer than it, then serves app and API on one port.
import { spawn } from 'node:child_process';
import { ensureClientBuild } from './client-build.mjs';
import { serverNodeArgs } from './server-command.mjs';

let nodeArgs;
try {
  ensureClientBuild({ force: process.env.REBUILD === '1' });
  nodeArgs = serverNodeArgs();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(process.execPath, nodeArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
