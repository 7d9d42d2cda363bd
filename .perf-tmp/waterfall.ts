import { chromium } from '@playwright/test';
import { login } from './login';
const base = process.argv[2] ?? 'http://127.0.0.1:3411';
const cookie = await login(base);
const [name, value] = cookie.split('=') as [string, string];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (let k = 0; k < 2; k++) {
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: base, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const rows: string[] = [];
  let t0 = 0;
  page.on('requestfinished', async (req) => {
    const t = req.timing();
    const resp = await req.response();
    const sizes = await req.sizes().catch(() => null);
    const start = t.startTime - t0;
    rows.push(`${start.toFixed(0).padStart(6)} +${t.responseStart.toFixed(0).padStart(4)} end ${(start + t.responseEnd).toFixed(0).padStart(6)} ${String(sizes?.responseBodySize ?? '').padStart(7)} ${resp?.headers()['content-encoding'] ?? '-'} ${req.url().replace(base, '')}`);
  });
  t0 = Date.now();
  await page.goto(`${base}/dashboards`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body.innerText.includes('$5,000.00') && document.querySelectorAll('[data-testid="coin-ticker-item"]').length >= 10);
  const now = await page.evaluate(() => performance.now());
  const nav = await page.evaluate(() => performance.timeOrigin);
  await page.waitForTimeout(500);
  if (k === 1) { console.log('render', now.toFixed(0), 'timeOrigin-t0', (nav - t0).toFixed(0)); rows.sort((a, b) => Number(a.slice(0, 6)) - Number(b.slice(0, 6))); console.log(rows.join('\n')); }
  await context.close();
}
await browser.close();
