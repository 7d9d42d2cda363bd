// A child process for the data-directory lock race. It says "ready", reads the instant to start
// at from stdin, spins until then (both racers leave within the same millisecond), tries to lock
// each directory named on its command line, prints the ones it got as JSON, and stays alive
// holding them until stdin closes.
import readline from 'node:readline';
import { acquireDataDirLock } from '../../../src/server/db/data-dir-lock';

const dirs = process.argv.slice(2);
const input = readline.createInterface({ input: process.stdin });
process.stdout.write('ready\n');
input.once('line', (line) => {
  const startAt = Number(line);
  while (Date.now() < startAt) {
    // spin
  }
  const won = dirs.filter((dir) => {
    try {
      acquireDataDirLock(dir);
      return true;
    } catch {
      return false;
    }
  });
  process.stdout.write(`${JSON.stringify(won)}\n`);
});
input.once('close', () => process.exit(0));
