// `npm run bench [-- --json] [-- --seconds=N]`: load figures for PGlite and (with DATABASE_URL or
// TEST_DATABASE_URL) PostgreSQL against the production build; the last line is one JSON object.
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { initialJsGzipBytes } from './bundle-size';
import { benchDatabaseTargets } from './targets';
import { ledgerMismatches, measureTarget } from './measure-target';
import { describeMachine } from './machine';

const jsonOnly = process.argv.includes('--json');
const secondsArgument = process.argv.find((arg) => arg.startsWith('--seconds='));
const seconds = secondsArgument ? Math.min(60, Math.max(1, Number(secondsArgument.split('=')[1]) || 5)) : 5;
const log = (line: string) => {
  if (!jsonOnly) console.log(line);
};

ensureClientBuild({ quiet: jsonOnly });
const summary: Record<string, unknown> = {};
let port = 3700;
const targets = benchDatabaseTargets();
try {
  for (const target of targets) {
    const figures = await measureTarget(target, port++, { seconds, log });
    summary[target.name] = { ...figures, ledgerMismatches: await ledgerMismatches(target) };
  }
} finally {
  for (const target of targets) await target.cleanup();
}
summary.initialJsGzipBytes = initialJsGzipBytes();
summary.machine = await describeMachine();
if (!jsonOnly) console.log(JSON.stringify(summary, null, 2));
console.log(JSON.stringify(summary));
