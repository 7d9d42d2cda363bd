// `npm run bench [-- --json] [-- --seconds=N]`: load figures for PGlite and (with DATABASE_URL or
// TEST_DATABASE_URL) PostgreSQL against the production build; the last line is one JSON object.
// `npm run bench -- --scale=N` measures instead the growth figures with N investors (a `scale`
// object per database; see bench/scale/measure.ts). `--against=<git rev>` runs this checkout's bench
// and that revision's in turns and compares every figure (bench/against.ts). `--port=N` (or
// BENCH_PORT) moves the servers' ports, from 3700 by default.
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { initialJsGzipBytes } from './bundle-size';
import { benchDatabaseTargets } from './targets';
import { ledgerMismatches, measureTarget } from './measure-target';
import { prepareInvestors } from './prepare-data';
import { describeMachine } from './machine';
import { measureScale } from './scale/measure';
import { benchAgainst, comparisonTable } from './against';
import { measureLighthouse } from './lighthouse';
import { measureWebhooks } from './webhooks';

const jsonOnly = process.argv.includes('--json');
const secondsArgument = process.argv.find((arg) => arg.startsWith('--seconds='));
const seconds = secondsArgument ? Math.min(60, Math.max(1, Number(secondsArgument.split('=')[1]) || 5)) : 5;
const scaleArgument = process.argv.find((arg) => arg.startsWith('--scale='));
const scaleInvestors = scaleArgument ? Math.max(100, Math.floor(Number(scaleArgument.split('=')[1]) || 0)) : null;
const log = (line: string) => {
  if (!jsonOnly) console.log(line);
};
const portArgument = process.argv.find((arg) => arg.startsWith('--port='))?.split('=')[1] ?? process.env.BENCH_PORT;
const basePort = Number(portArgument) || 3700;
const against = process.argv.find((arg) => arg.startsWith('--against='))?.split('=')[1];
// `--only-figure=webhooks` measures the settled-invoice webhooks alone (PostgreSQL), on just the investors they need.
const onlyFigure = process.argv.find((arg) => arg.startsWith('--only-figure='))?.split('=')[1];
const roundsArgument = process.argv.find((arg) => arg.startsWith('--rounds='))?.split('=')[1];

if (against) {
  const comparison = await benchAgainst({ rev: against, rounds: Math.max(2, Number(roundsArgument) || 2), seconds, port: basePort, log });
  if (!jsonOnly) console.log(`${comparisonTable(against, comparison.comparisons)}\nload averages at each run's start: ${comparison.loadAverages.join(', ')}`);
  console.log(JSON.stringify(comparison));
  process.exit(0);
}

// The growth figures read only the API, so they need no fresh client build.
if (!scaleInvestors && !onlyFigure) ensureClientBuild({ quiet: jsonOnly });
const summary: Record<string, unknown> = {};
let port = basePort;
// Away from the usual bench's ports, which another run on a shared machine may hold.
const SCALE_PORT = basePort + 200;
// `--only=postgres` (or pglite) measures one database, e.g. 100,000 investors where PGlite would take an hour to seed.
const onlyArgument = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const allTargets = benchDatabaseTargets();
const targets = allTargets.filter((target) => !onlyArgument || target.name === onlyArgument);
try {
  for (const target of targets) {
    if (scaleInvestors) {
      summary[target.name] = await measureScale(target, SCALE_PORT, scaleInvestors, log);
      continue;
    }
    if (onlyFigure === 'webhooks') {
      if (target.name !== 'postgres') continue;
      const setup = await target.open();
      await prepareInvestors(setup, 50);
      await setup.close();
      summary[target.name] = { ...(await measureWebhooks(target, port++, log)), ledgerMismatches: await ledgerMismatches(target) };
      continue;
    }
    const figures = await measureTarget(target, port++, { seconds, log });
    // Processor webhooks are a PostgreSQL figure: several instances share one database there.
    const webhooks = target.name === 'postgres' ? await measureWebhooks(target, port++, log) : {};
    summary[target.name] = { ...figures, ...webhooks, ledgerMismatches: await ledgerMismatches(target) };
  }
} finally {
  for (const target of allTargets) await target.cleanup();
}
if (!scaleInvestors && !onlyFigure) {
  summary.initialJsGzipBytes = initialJsGzipBytes();
  summary.lighthouse = await measureLighthouse(log);
}
summary.machine = await describeMachine();
if (!jsonOnly) console.log(JSON.stringify(summary, null, 2));
console.log(JSON.stringify(summary));
