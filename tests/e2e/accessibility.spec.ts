import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_SCREENS, INVESTOR_SCREENS, PHONE_MENU, PUBLIC_SCREENS, type ScreenState, TWO_FACTOR_STEP } from './support/screen-tour';
import { investorWithHistory, operatorState, signInInvestor } from './support/tour-accounts';

// Every screen, in each colour scheme at a desktop and a phone width: one browser context per
// layout visits the screens in turn, so the whole tour costs a few page loads per screen.
const LAYOUTS = [
  { colorScheme: 'light', width: 1440 },
  { colorScheme: 'dark', width: 1440 },
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'dark', width: 390 },
] as const;

// The four tours are independent: spread over both workers, the longest file of the suite does not
// hold one worker for six minutes while the other runs out of files.
test.describe.configure({ mode: 'parallel' });

// The investor with history, made once per worker (a failed test restarts the worker, which makes another).
let investor: Promise<string> | undefined;

/** Shows each screen state in turn and collects axe's serious and critical findings on it; returns how many it checked. */
async function tour(page: Page, screens: ScreenState[], failures: string[], prefix: string) {
  for (const state of screens) {
    await state.show(page);
    // The pointer rests outside the content, so no hover colour is measured.
    await page.mouse.move(1, 1);
    failures.push(...(await seriousViolations(page, state.scope)).map((line) => `${prefix} ${state.name} ${line}`));
  }
  return screens.length;
}

async function newLayoutContext(browser: Browser, baseURL: string, layout: (typeof LAYOUTS)[number], storageState?: Awaited<ReturnType<typeof operatorState>>) {
  // Less motion (the theme honours it), so a dialog is measured as it stands rather than while it fades in.
  return browser.newContext({
    baseURL,
    viewport: { width: layout.width, height: 900 },
    colorScheme: layout.colorScheme,
    reducedMotion: 'reduce',
    storageState,
  });
}

for (const layout of LAYOUTS) {
  test(`every screen, ${layout.colorScheme} at ${layout.width} px, has no serious or critical accessibility violation`, async ({ browser, baseURL }) => {
    // About seventy screen states, each loaded and checked by axe: minutes on a busy two-core machine.
    test.setTimeout(480_000);
    investor ??= investorWithHistory(baseURL!);
    const email = await investor;
    const prefix = `${layout.colorScheme} ${layout.width}px`;
    const failures: string[] = [];
    const started = Date.now();
    let checked = 0;

    const context = await newLayoutContext(browser, baseURL!, layout);
    const page = await context.newPage();
    checked += await tour(page, [...PUBLIC_SCREENS, TWO_FACTOR_STEP], failures, prefix);
    await context.clearCookies();
    await signInInvestor(context, email);
    checked += await tour(page, layout.width < 768 ? [PHONE_MENU, ...INVESTOR_SCREENS] : INVESTOR_SCREENS, failures, prefix);
    await context.close();

    const operator = await newLayoutContext(browser, baseURL!, layout, await operatorState(baseURL!));
    checked += await tour(await operator.newPage(), ADMIN_SCREENS, failures, prefix);
    await operator.close();

    // What CI time the tour costs, for the record (not a pass mark: the machine's load varies).
    console.log(`axe tour ${prefix}: ${checked} screen states in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures).toEqual([]);
  });
}
