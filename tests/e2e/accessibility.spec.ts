import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_SCREENS, INVESTOR_SCREENS, PHONE_MENU, PUBLIC_SCREENS, type ScreenState, TWO_FACTOR_STEP } from './support/screen-tour';
import { investorWithHistory, operatorState, signInInvestor } from './support/tour-accounts';

// Every screen at a desktop and a phone width, each in both colour schemes: one browser context per
// width visits the screens in turn and checks each screen in light, then again in dark (the theme
// follows the system's scheme as it changes), so the whole tour costs one page load per screen.
const WIDTHS = [1440, 390] as const;
const SCHEMES = ['light', 'dark'] as const;

// The two tours are independent: spread over two workers, the longest file of the suite does not
// hold one worker for minutes while the others run out of files.
test.describe.configure({ mode: 'parallel' });

// The investor with history, made once per worker (a failed test restarts the worker, which makes another).
let investor: Promise<string> | undefined;

/** The page in `scheme`, once the theme has redrawn it so and every colour has finished its transition. */
async function showIn(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  // Only the colours' transitions: a loader's or the ticker's endless animation never finishes. A
  // transition replaced by a newer one (a colour changing again mid-way) ends without finishing.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished.catch(() => undefined)] : []))),
  );
}

/** Shows each screen state in turn and collects axe's serious and critical findings on it in both schemes; returns how many it checked. */
async function tour(page: Page, screens: ScreenState[], failures: string[], prefix: string) {
  for (const state of screens) {
    await state.show(page);
    // The pointer rests outside the content, so no hover colour is measured.
    await page.mouse.move(1, 1);
    for (const scheme of SCHEMES) {
      await showIn(page, scheme);
      failures.push(...(await seriousViolations(page, state.scope)).map((line) => `${scheme} ${prefix} ${state.name} ${line}`));
    }
    await showIn(page, 'light');
  }
  return screens.length * SCHEMES.length;
}

async function newLayoutContext(browser: Browser, baseURL: string, width: (typeof WIDTHS)[number], storageState?: Awaited<ReturnType<typeof operatorState>>) {
  // Less motion (the theme honours it), so a dialog is measured as it stands rather than while it fades in.
  return browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
    storageState,
  });
}

for (const width of WIDTHS) {
  test(`every screen, light and dark at ${width} px, has no serious or critical accessibility violation`, async ({ browser, baseURL }) => {
    // About seventy screen states, each loaded and checked twice by axe: minutes on a busy two-core machine.
    test.setTimeout(480_000);
    investor ??= investorWithHistory(baseURL!);
    const email = await investor;
    const prefix = `${width}px`;
    const failures: string[] = [];
    const started = Date.now();
    let checked = 0;

    const context = await newLayoutContext(browser, baseURL!, width);
    const page = await context.newPage();
    checked += await tour(page, [...PUBLIC_SCREENS, TWO_FACTOR_STEP], failures, prefix);
    await context.clearCookies();
    await signInInvestor(context, email);
    checked += await tour(page, width < 768 ? [PHONE_MENU, ...INVESTOR_SCREENS] : INVESTOR_SCREENS, failures, prefix);
    await context.close();

    const operator = await newLayoutContext(browser, baseURL!, width, await operatorState(baseURL!));
    checked += await tour(await operator.newPage(), ADMIN_SCREENS, failures, prefix);
    await operator.close();

    // What CI time the tour costs, for the record (not a pass mark: the machine's load varies).
    console.log(`axe tour ${prefix}: ${checked} screen states in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures).toEqual([]);
  });
}
