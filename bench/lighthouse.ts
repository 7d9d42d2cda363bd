// Lighthouse's mobile figures for the landing page and the dashboard, as an investor on a mid-range
// phone would feel them: simulated slow 4G and a 4× slower CPU (Lighthouse's default mobile
// settings), in Debian's Chromium, signed in as the demo investor. `npm run bench` adds them to its
// JSON; `tsx bench/lighthouse.ts` prints them alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { openPglite } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { loadConfig } from '../src/server/config';
import { createSession } from '../src/server/auth/session-store';
import { DEMO_INVESTOR, seedIfEmpty } from '../src/server/seed/seed-if-empty';
import { paths } from '../src/shared/paths';
import { SIGNED_IN_SCREENS } from '../src/shared/signed-in-screens';
import { startServer } from './server-process';
import { median } from './median';

const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu'];
/** Medians of this many runs: one run on a shared, loaded machine can be off by a lot. */
const RUNS = 3;
/** Away from the load figures' ports; `BENCH_LIGHTHOUSE_PORT` moves it. */
const DEFAULT_PORT = 5700;

interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  /** The element Lighthouse took as the largest paint, as a CSS selector and its opening tag. */
  lcpElement?: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One Lighthouse run in a fresh headless browser, so nothing is cached from the run before. The
 * session cookie is in the browser's own jar, as a signed-in investor's is: a Cookie header added
 * to every request gives way to the jar as soon as the page sets a cookie of its own.
 */
async function auditOnce(url: string, cookie: string): Promise<PageFigures> {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const [name, value] = cookie.split('=') as [string, string];
    await browser.setCookie({ name, value, domain: new URL(url).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
    // The browser is new, so there is nothing to reset, and a reset would drop the session cookie.
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
    return {
      performance: score(categories.performance?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    await browser.close();
  }
}

/** The LCP element audit's node: where on the screen the largest paint was, to know what to draw sooner. */
function lcpElementOf(details: unknown): string | undefined {
  const table = (details as { items?: Array<{ items?: Array<{ node?: { selector?: string; snippet?: string } }> }> } | undefined)?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node && `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
}

/** Every figure's median over `runs` runs, and the first run's LCP element. */
async function auditPage(url: string, cookie: string, runs: number): Promise<PageFigures> {
  const samples: PageFigures[] = [];
  // On a loaded machine Chromium now and then loses a run's trace (NO_NAVSTART): that run is done again, twice at most.
  for (let failures = 0; samples.length < runs; ) {
    try {
      samples.push(await auditOnce(url, cookie));
    } catch (error) {
      if (++failures > 2) throw error;
    }
  }
  const figure = (key: Exclude<keyof PageFigures, 'lcpElement'>) => median(samples.map((sample) => sample[key]));
  return {
    performance: figure('performance'),
    lcpMs: figure('lcpMs'),
    tbtMs: figure('tbtMs'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    lcpElement: samples[0]!.lcpElement,
  };
}

/** A fresh PGlite database with the demo investor, and a session cookie of theirs. */
async function demoInvestorDatabase(dataDir: string): Promise<string> {
  const database = await openPglite(dataDir);
  try {
    await migrate(database);
    await seedIfEmpty(database.db, { ...loadConfig({}), seedDemo: true, adminPassword: 'bench-admin-password' });
    const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_INVESTOR.email));
    const session = await createSession(database.db, demo!.id, { userAgent: 'lighthouse', ipAddress: '127.0.0.1', now: new Date() });
    return `sid=${session.token}`;
  } finally {
    await database.close();
  }
}

/**
 * The landing page and the dashboard, each the median of `runs` Lighthouse runs against a production
 * server; null, with the reason, when no browser could open them, as the other browser figure is.
 */
export async function measureLighthouse(log: (line: string) => void, runs = RUNS) {
  return auditBothPages(log, runs).catch((error: Error) => {
    console.error(`[lighthouse] not measured: ${error.message.split('\n')[0]}`);
    return null;
  });
}

/** Runs `audit` against a production server holding the demo investor, with a session cookie of theirs. */
async function withDemoServer<T>(audit: (baseUrl: string, cookie: string) => Promise<T>): Promise<T> {
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT) || DEFAULT_PORT;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    const cookie = await demoInvestorDatabase(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' }, port);
    try {
      return await audit(server.baseUrl, cookie);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const auditBothPages = (log: (line: string) => void, runs: number) =>
  withDemoServer(async (baseUrl, cookie) => {
    log(`[lighthouse] ${paths.root}, ${runs} runs…`);
    const landing = await auditPage(`${baseUrl}${paths.root}`, cookie, runs);
    log(`[lighthouse] ${paths.dashboard}, ${runs} runs…`);
    const dashboard = await auditPage(`${baseUrl}${paths.dashboard}`, cookie, runs);
    return { landing, dashboard };
  });

/** `tsx bench/lighthouse.ts --screens`: the dashboard and every other signed-in screen, first visit each, a line each. */
const auditEveryScreen = (runs: number) =>
  withDemoServer(async (baseUrl, cookie) => {
    const screens: Record<string, PageFigures> = {};
    for (const screen of [paths.dashboard, ...SIGNED_IN_SCREENS.map((entry) => entry.paths[0])]) {
      screens[screen] = await auditPage(`${baseUrl}${screen}`, cookie, runs);
      console.error(`[lighthouse] ${screen} ${JSON.stringify(screens[screen])}`);
    }
    return screens;
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length)) || RUNS;
  console.log(JSON.stringify(process.argv.includes('--screens') ? await auditEveryScreen(runs) : await measureLighthouse(console.error, runs)));
}
