import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { unconfirmedInvestor, uniqueEmail } from './support/accounts';
import { SEEDED_BITCOIN_WALLET, newInvestor } from './support/money-fixtures';
import { signInOperator } from './support/operator';
import { qrText } from './support/qr';

// Times on screen are the reader's own; the browser reads them in UTC here.
test.use({ timezoneId: 'UTC' });
/** "4:30 PM UTC": an hour and minutes as English writes them, in the browser's zone. */
const TIME = String.raw`\d{1,2}:\d{2}[\s\u202f]?(?:AM|PM)? UTC`;

const BTC_TX = 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d';
const ETH_TX = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';
// The seed's Ethereum method (src/server/seed/seed-if-empty.ts).
const SEEDED_ETHEREUM_WALLET = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

async function reachConfirmation(page: Page, method: string) {
  await page.goto('/deposit');
  await page.getByRole('region', { name: 'Silver' }).getByRole('button', { name: 'Choose Plan' }).click();
  await page.getByLabel(/Deposit request/).check();
  await page.getByLabel('Payment method').selectOption(method);
  await page.getByLabel('Amount', { exact: true }).fill('1250');
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function confirmDeposit(page: Page, method: string) {
  await reachConfirmation(page, method);
  await page.getByRole('button', { name: 'Confirm Investment' }).click();
  return page.getByRole('dialog', { name: 'Investment Deposit Request Submitted' });
}

/** The operator's deposit queue, searched for one investor, in a browser of their own. */
async function operatorQueueRow(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await signInOperator(admin, baseURL);
  await admin.goto('/admin/deposits');
  await admin.getByLabel('Search investor').fill(email);
  const queue = admin.getByRole('table', { name: 'Deposits' });
  await expect(queue.getByRole('row')).toHaveCount(2);
  return { row: queue.getByRole('row').nth(1), close: () => context.close() };
}

test('deposit instructions name the network, the USD amount without a market feed, the order of confirming and paying, and what happens next', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newInvestor(page, 'instructions');
  await reachConfirmation(page, 'Bitcoin');
  const howToPay = page.getByRole('alert').filter({ hasText: 'How to pay' });
  await expect(howToPay.getByRole('listitem')).toHaveText([
    'Confirm the investment first, then send the payment to this address.',
    'Network: Bitcoin network. A payment sent on another network is lost.',
    "Send crypto worth $1,250.00. No live exchange rate is set up here, so the amount is in US dollars: use your wallet's current rate.",
    'What happens next: when your payment arrives, an operator confirms the deposit, your Silver plan starts and you get a notification and an e-mail.',
  ]);
  await page.getByRole('button', { name: 'Confirm Investment' }).click();
  const modal = page.getByRole('dialog', { name: 'Investment Deposit Request Submitted' });
  // Once confirmed, only paying is left: the order line goes. Without a feed no amount is quoted, so the QR code carries none.
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await expect(modal).toContainText('Network: Bitcoin network.');
  expect(await qrText(modal.getByRole('img', { name: 'QR code for the Bitcoin wallet address' }))).toBe(`bitcoin:${SEEDED_BITCOIN_WALLET}`);
});

test('a USDT method on Tron is named as such at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await newInvestor(page, 'instructions-usdt');
  await reachConfirmation(page, 'USDT (TRC20)');
  await expect(page.getByText('Network: USDT on Tron (TRC-20). A payment sent on another network is lost.')).toBeVisible();
});

test('the transaction id given right after the request reaches the operator’s queue; a mistyped one is refused at the field (390 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await newInvestor(page, 'instructions-txid');
  const modal = await confirmDeposit(page, 'Bitcoin');
  const txId = modal.getByLabel('Transaction ID (optional)');
  await txId.fill('not-a-hash');
  await modal.getByRole('button', { name: 'Save transaction ID' }).click();
  await expect(modal.getByText('A transaction ID is 64 hexadecimal characters (0-9, a-f), with or without 0x in front.')).toBeVisible();
  await txId.fill(` ${BTC_TX.toUpperCase()} `);
  await modal.getByRole('button', { name: 'Save transaction ID' }).click();
  await expect(page.getByText('Transaction ID saved successfully.')).toBeVisible();
  await expect(txId).toHaveValue(BTC_TX);

  const queue = await operatorQueueRow(browser, baseURL!, email);
  await expect(queue.row).toContainText(BTC_TX);
  await expect(queue.row).toContainText('No quote (USD)');
  await queue.close();
});

/**
 * With a market feed: a server of this spec's own beside the suite's (whose widgets must stay
 * labelled as sample data), reading prices from a feed on 127.0.0.1 in the format the app reads.
 */
test.describe('with a live market feed', () => {
  // Beside the suite's two servers (playwright.config.ts), on ports of its own.
  const port = Number(process.env.E2E_PORT ?? 3137) + 6;
  const baseURL = `http://127.0.0.1:${port}`;
  let feed: http.Server;
  let server: ChildProcess;
  test.use({ baseURL });

  test.beforeAll(async () => {
    // As long as the suite's own servers may take (playwright.config.ts): on two cores busy with the
    // other workers' tests, migrating, seeding and starting took over a minute in CI.
    test.setTimeout(200_000);
    feed = http.createServer((_request, response) => {
      const coins = [
        { symbol: 'BTC', name: 'Bitcoin', priceCents: 9_412_350, change24hBps: 0 },
        { symbol: 'ETH', name: 'Ethereum', priceCents: 318_942, change24hBps: 0 },
      ];
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ source: 'live', asOf: new Date().toISOString(), coins, chart: { symbol: 'SPY', candles: [] }, news: [] }));
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/overview`;
    server = spawn(process.execPath, ['tests/e2e/support/start-server.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', E2E_MAIL_VIEW_PORT: String(port + 2), MARKET_DATA_URL: feedUrl },
    });
    await expect
      .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status, { timeout: 180_000, message: 'the feed-backed server starts' })
      .toBe(200);
  });
  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise<void>((resolve) => feed?.close(() => resolve()));
  });

  /** An investor of the feed-backed server, signed in through the form (its mails go to its own listener, so no verification link is read). */
  async function feedInvestor(page: Page, prefix: string): Promise<string> {
    const email = uniqueEmail(prefix);
    await unconfirmedInvestor(page, baseURL, `${prefix} investor`, email);
    return email;
  }

  test('at 1440 px the instructions give the exact bitcoin amount until a time, the rate, and a BIP-21 QR code with the amount; the operator sees the quote and the transaction id', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const email = await feedInvestor(page, 'quote-btc');
    // Before confirming nothing is quoted yet, but the USD line must not say there is no live rate.
    await reachConfirmation(page, 'Bitcoin');
    await expect(page.getByRole('alert').filter({ hasText: 'How to pay' }).getByRole('listitem').nth(2)).toHaveText(
      'Amount: $1,250.00. When you confirm, it is converted at the live market rate into the exact amount of crypto to send.',
    );
    await page.getByRole('button', { name: 'Confirm Investment' }).click();
    const modal = page.getByRole('dialog', { name: 'Investment Deposit Request Submitted' });
    // $1,250.00 at $94,123.50 a bitcoin is 1,328,042.4… satoshi, rounded up.
    const items = modal.getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveText('Network: Bitcoin network. A payment sent on another network is lost.');
    await expect(items.nth(1)).toHaveText(new RegExp(`^Send exactly 0\\.01328043 BTC by ${TIME}\\.$`));
    await expect(items.nth(2)).toHaveText(
      new RegExp(`^Rate: 1 BTC = \\$94,123\\.50, from the market feed at ${TIME}\\. The operator credits \\$1,250\\.00, the amount of your deposit\\.$`),
    );
    const qr = modal.getByRole('img', { name: 'QR code for the Bitcoin wallet address' });
    expect(await qrText(qr)).toBe(`bitcoin:${SEEDED_BITCOIN_WALLET}?amount=0.01328043`);

    await modal.getByLabel('Transaction ID (optional)').fill(BTC_TX);
    await modal.getByRole('button', { name: 'Save transaction ID' }).click();
    await expect(page.getByText('Transaction ID saved successfully.')).toBeVisible();

    const queue = await operatorQueueRow(browser, baseURL, email);
    await expect(queue.row).toContainText('$1,250.00');
    await expect(queue.row).toContainText('0.01328043 BTC at $94,123.50, until');
    await expect(queue.row).toContainText(BTC_TX);
    await queue.close();
  });

  test('at 390 px a pending deposit’s payment details in the history give the ether amount and an EIP-681 QR code, and take the transaction id later', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await feedInvestor(page, 'quote-eth');
    const modal = await confirmDeposit(page, 'Ethereum');
    await modal.getByRole('button', { name: 'Close' }).click();

    // The investor pays first and comes back.
    await page.goto('/dhistory');
    const row = page.getByRole('table', { name: 'Deposit history' }).getByRole('row').nth(1);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Payment details' }).click();
    const details = page.getByRole('dialog', { name: 'Payment details' });
    await expect(details.getByRole('listitem').nth(1)).toHaveText(new RegExp(`^Send exactly 0\\.39192079 ETH by ${TIME}\\.$`));
    const qr = details.getByRole('img', { name: 'QR code for the Ethereum wallet address' });
    await qr.scrollIntoViewIfNeeded();
    expect(await qrText(qr)).toBe(`ethereum:${SEEDED_ETHEREUM_WALLET}@1?value=391920790000000000`);
    await details.getByLabel('Transaction ID (optional)').fill(ETH_TX);
    await details.getByRole('button', { name: 'Save transaction ID' }).click();
    await expect(page.getByText('Transaction ID saved successfully.')).toBeVisible();

    const queue = await operatorQueueRow(browser, baseURL, email);
    await expect(queue.row).toContainText('0.39192079 ETH at $3,189.42');
    await expect(queue.row).toContainText(ETH_TX);
    await queue.close();
  });
});
