import { chromium } from '@playwright/test';
import { formatUsd } from '../src/shared/money';
import { paths } from '../src/shared/paths';
import { COIN_TICKER_ITEMS } from '../src/shared/constants';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface DashboardUser {
  cookie: string;
  balanceCents: number;
}

/**
 * Milliseconds from navigation start until the dashboard home shows its data (the balance from the
 * session and the full coin ticker from the market endpoint), on a first visit: every sample is a
 * fresh browser context, so nothing is cached. Median of `samples`, after one visit that warms the
 * browser itself.
 */
export async function measureDashboardRender(baseUrl: string, user: DashboardUser, samples = 5): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const [name, value] = user.cookie.split('=') as [string, string];
  const balance = formatUsd(user.balanceCents);
  const renderOnce = async (): Promise<number> => {
    const context = await browser.newContext();
    try {
      await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${paths.dashboard}`, { waitUntil: 'commit', timeout: 15_000 });
      // Polled every animation frame, so the time read is the frame that first painted the data.
      await page.waitForFunction(
        ({ balance, tickerItems }) =>
          document.body.innerText.includes(balance) && document.querySelectorAll('[data-testid="coin-ticker-item"]').length >= tickerItems,
        { balance, tickerItems: COIN_TICKER_ITEMS },
        { timeout: 15_000 },
      );
      return Math.round(await page.evaluate(() => performance.now()));
    } finally {
      await context.close();
    }
  };
  try {
    await renderOnce();
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await renderOnce());
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  } finally {
    await browser.close();
  }
}
