import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fundedInvestor } from './support/money-fixtures';

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('each Transactions tab and the ledger download as CSV statements, at 1440 and at 390 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedInvestor(page, baseURL!, 'statement', 250_00);
  await page.goto('/tradinghistory?tab=others');
  const others = await downloadedText(page, () => page.getByRole('tabpanel', { name: 'Others' }).getByRole('link', { name: 'Download CSV' }).click());
  expect(others.name).toBe('statement-others.csv');
  const [header, entry] = others.text.split('\r\n');
  expect(header).toBe('Date (UTC),Type,Amount (USD),Balance after (USD),Narration,Reference');
  expect(entry).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,adjustment,250\.00,250\.00,E2E opening balance,\d+$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Deposits' }).click();
  const deposits = await downloadedText(page, () => page.getByRole('tabpanel', { name: 'Deposits' }).getByRole('link', { name: 'Download CSV' }).click());
  expect(deposits.text.split('\r\n')[0]).toBe('Date (UTC),Amount (USD),Payment mode,Paid to address,Status,Reason,Reference');
  const ledger = await downloadedText(page, () => page.getByRole('link', { name: 'Download full ledger (CSV)' }).click());
  expect(ledger.name).toBe('statement-ledger.csv');
  expect(ledger.text).toContain(',adjustment,250.00,250.00,E2E opening balance,');
});
