import { loadConfig } from '../config';
import { runAdminCommand } from './command';

// `npm run admin -- …`: the operator commands of ./command.ts, from the server's shell.
process.exitCode = await runAdminCommand(process.argv.slice(2), loadConfig(), { log: console.log, error: console.error });
