// `npm test`: everything that can run here. Vitest (unit, service, HTTP) on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set; Playwright end-to-end when a Chromium is found.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.log('!!! TEST_DATABASE_URL is not set: PostgreSQL tests (races included) are SKIPPED; only PGlite runs.');
}
let failed = run('npx', ['vitest', 'run']) !== 0;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('npx', ['vite', 'build']) !== 0) failed = true;
  else if (run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium }) !== 0) failed = true;
} else if (process.env.REQUIRE_E2E === '1') {
  console.log(`!!! REQUIRE_E2E=1 but no Chromium at ${chromium}.`);
  failed = true;
} else {
  console.log(`!!! No Chromium at ${chromium}: end-to-end tests are SKIPPED.`);
}
process.exit(failed ? 1 : 0);
