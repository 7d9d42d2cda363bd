// `npm test`: everything that can run here. Vitest (unit, service, HTTP) on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set; Playwright end-to-end when a Chromium is found. With
// TEST_FAULTS=1 (set by .ci/run) the fault suite runs too, beside vitest: its real processes spend
// most of their minutes waiting on restarts and timers, so running it after everything cost CI
// about five minutes of a 30-minute budget. Its output is shown once it ends, not interleaved.
import { existsSync, mkdtempSync, readFileSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// A CI log is often read from its end, where a vitest failure lies hundreds of lines above, behind
// the browser tests: each vitest run also writes a JSON report, and the failed tests are named again last.
const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const reported = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];

/** The failed tests of a vitest run, by file and name; a file that failed outside its tests, by its error. */
function failuresIn(name) {
  const file = path.join(reports, `${name}.json`);
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [`${name}: no readable report (${file})`];
  }
  return report.testResults.flatMap((result) => {
    const where = path.relative(process.cwd(), result.name);
    const failed = result.assertionResults.filter((test) => test.status === 'failed').map((test) => `${where} › ${test.fullName}`);
    return failed.length > 0 || result.status !== 'failed' ? failed : [`${where}: ${result.message.split('\n')[0]}`];
  });
}

// How long each part took, printed at the end: the whole run has a 15-minute budget on two cores.
const started = Date.now();
const durations = [];
const timed = (part, runPart) => {
  const from = Date.now();
  const status = runPart();
  durations.push(`${part} ${Math.round((Date.now() - from) / 1000)} s`);
  return status;
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('!!! TEST_DATABASE_URL is not set: PostgreSQL tests (races included) are SKIPPED; only PGlite runs.');
}

/** Starts the fault suite with its output in a file; resolves to its exit status once it ends, after printing the file. */
function startFaultSuite() {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'faults-')), 'faults.log');
  const out = openSync(log, 'w');
  const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.faults.config.ts', ...reported('faults')], {
    stdio: ['ignore', out, out],
    env: process.env,
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      console.log(`\n--- fault suite (npm run test:faults), run beside vitest ---\n${readFileSync(log, 'utf8')}`);
      resolve(code ?? 1);
    });
  });
}

const faults = process.env.TEST_FAULTS === '1' ? startFaultSuite() : null;
// The vitest runs that failed, whose tests are named at the end from their reports; `failed` below
// also counts the client build and the browser tests, whose failures Playwright names last itself.
const failedSuites = [];
if (timed('vitest', () => run('npx', ['vitest', 'run', ...reported('vitest')])) !== 0) failedSuites.push('vitest');
// The end-to-end run waits for the fault suite: its browser timings should not share the cores with it.
if (faults) {
  const from = Date.now();
  if ((await faults) !== 0) failedSuites.push('faults');
  durations.push(`the fault suite's end ${Math.round((Date.now() - from) / 1000)} s later`);
}
let failed = failedSuites.length > 0;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (timed('client build', () => run('npx', ['vite', 'build'])) !== 0) failed = true;
  else if (timed('browser tests', () => run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium })) !== 0) failed = true;
} else if (process.env.REQUIRE_E2E === '1') {
  console.log(`!!! REQUIRE_E2E=1 but no Chromium at ${chromium}.`);
  failed = true;
} else {
  console.log(`!!! No Chromium at ${chromium}: end-to-end tests are SKIPPED.`);
}
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s: ${durations.join(', ')}.`);
for (const suite of failedSuites) {
  const names = failuresIn(suite).map((test) => `  ${test}`);
  console.log(`!!! ${suite} failed:\n${names.join('\n')}`);
}
process.exit(failed ? 1 : 0);
