// `npm run bench -- --against=<git rev>`: this checkout's figures beside another revision's, both
// measured by their own `bench/run.ts` in one sitting, taking turns, so that a regression shows
// against what the machine gives at that hour rather than against a table from another day.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './median';

interface AgainstOptions {
  rev: string;
  rounds: number;
  seconds: number;
  /** The first port of this checkout's servers; the other revision's start 10 above. */
  port: number;
  log(line: string): void;
}

type Figures = Record<string, unknown>;

/** Figures where more is better; for every other one (times, CPU, bytes, failures) less is. */
const MORE_IS_BETTER = /Rps|Ratio|PerSecond/;
/** A figure this much worse than the other revision's is marked. */
const WORSE_BY = 0.1;

const git = (args: string[], cwd = '.') => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * The revision checked out in a temporary worktree with its own dependencies and client build.
 * A revision from before the bench took `BENCH_PORT` has its fixed first port rewritten in that
 * throwaway copy, so it never takes the ports another bench on the machine may hold.
 */
function checkOut(rev: string, port: number, log: (line: string) => void): string {
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-against-${commit.slice(0, 8)}-`));
  log(`checking out ${commit.slice(0, 12)} in ${dir}, npm ci, client build…`);
  git(['worktree', 'add', '--detach', dir, commit]);
  const quiet = { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] as Array<'ignore' | 'inherit'> };
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], quiet);
  execFileSync('npx', ['vite', 'build'], quiet);
  const runFile = path.join(dir, 'bench/run.ts');
  const run = fs.readFileSync(runFile, 'utf8');
  if (!run.includes('BENCH_PORT')) fs.writeFileSync(runFile, run.replace(/let port = \d+;/, `let port = ${port};`));
  return dir;
}

/** One whole bench run of the checkout in `dir` (every database): its JSON line. */
function benchOnce(dir: string, seconds: number, port: number): Figures {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--json', `--seconds=${seconds}`], {
    cwd: dir,
    env: { ...process.env, BENCH_PORT: String(port) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Figures;
}

/** Every numeric figure of a run, flattened: `pglite.readRps`, `initialJsGzipBytes`. */
function numbersOf(figures: Figures, prefix = ''): Map<string, number | null> {
  const numbers = new Map<string, number | null>();
  for (const [key, value] of Object.entries(figures)) {
    if (typeof value === 'number' || value === null) numbers.set(`${prefix}${key}`, value);
    else if (typeof value === 'object' && !Array.isArray(value)) for (const entry of numbersOf(value as Figures, `${prefix}${key}.`)) numbers.set(...entry);
  }
  return numbers;
}

/** The median of the runs that measured a figure; null when none did. */
const medianOf = (values: number[]): number | null => (values.length === 0 ? null : median(values));

interface Comparison {
  figure: string;
  against: Array<number | null>;
  current: Array<number | null>;
  againstMedian: number | null;
  currentMedian: number | null;
  /** This checkout's median ÷ the other revision's. */
  ratio: number | null;
  /** More than WORSE_BY worse than the other revision's. */
  worse: boolean;
}

function compareRuns(againstRuns: Figures[], currentRuns: Figures[]): Comparison[] {
  const runsOf = (runs: Figures[]) => runs.map((run) => numbersOf(run));
  const [against, current] = [runsOf(againstRuns), runsOf(currentRuns)];
  const figures = [...new Set([...current, ...against].flatMap((run) => [...run.keys()]))];
  return figures.map((figure) => {
    const valuesOf = (runs: Array<Map<string, number | null>>) => runs.map((run) => run.get(figure) ?? null);
    const [againstValues, currentValues] = [valuesOf(against), valuesOf(current)];
    const againstMedian = medianOf(againstValues.filter((value) => value !== null));
    const currentMedian = medianOf(currentValues.filter((value) => value !== null));
    const ratio = againstMedian && currentMedian !== null ? Number((currentMedian / againstMedian).toFixed(2)) : null;
    const worse =
      againstMedian !== null &&
      currentMedian !== null &&
      (MORE_IS_BETTER.test(figure) ? currentMedian < againstMedian * (1 - WORSE_BY) : currentMedian > againstMedian * (1 + WORSE_BY));
    return { figure, against: againstValues, current: currentValues, againstMedian, currentMedian, ratio, worse };
  });
}

const shown = (value: number | null) => (value === null ? '—' : String(Number(value.toFixed(2))));

export function comparisonTable(rev: string, comparisons: Comparison[]): string {
  const rows = comparisons.map((c) => [
    c.figure,
    `${shown(c.againstMedian)} (${c.against.map(shown).join(', ')})`,
    `${shown(c.currentMedian)} (${c.current.map(shown).join(', ')})`,
    shown(c.ratio),
    c.worse ? '✗ worse' : '',
  ]);
  const header = ['figure', `${rev}: median (runs)`, 'this checkout: median (runs)', 'ratio', `> ${WORSE_BY * 100} % worse`];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * Both checkouts' whole bench, taking turns for `rounds` rounds (the order flips each round, so a
 * machine growing busier weighs on both alike), then the comparison of every figure by its median.
 */
export async function benchAgainst(options: AgainstOptions) {
  const { rev, rounds, seconds, port, log } = options;
  const otherPort = port + 10;
  const dir = checkOut(rev, otherPort, log);
  const againstRuns: Figures[] = [];
  const currentRuns: Figures[] = [];
  const loadAverages: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const turns = [
        { name: rev, run: () => againstRuns.push(benchOnce(dir, seconds, otherPort)) },
        { name: 'this checkout', run: () => currentRuns.push(benchOnce('.', seconds, port)) },
      ];
      for (const turn of round % 2 ? turns.reverse() : turns) {
        const load = Number(os.loadavg()[0]!.toFixed(1));
        loadAverages.push(load);
        log(`round ${round + 1}/${rounds}: ${turn.name} (load average ${load})…`);
        turn.run();
      }
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'inherit' });
  }
  const comparisons = compareRuns(againstRuns, currentRuns);
  return { against: rev, rounds, seconds, loadAverages, worse: comparisons.filter((c) => c.worse).map((c) => c.figure), comparisons };
}
