import { expect, test } from '@playwright/test';

test('the API reference at /api/docs renders every operation from this server alone, within its security policy', async ({ page, baseURL }) => {
  const problems: string[] = [];
  // A Content-Security-Policy refusal shows as a console error; a CDN would show as a request elsewhere.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) problems.push(`fetched ${request.url()}`);
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Investment platform API/ })).toBeVisible();
  const document = await (await page.request.get('/api/openapi.json')).json();
  const operationCount = Object.values(document.paths as Record<string, object>).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  await expect(page.locator('.opblock')).toHaveCount(operationCount);

  await page
    .getByRole('button', { name: /POST \/api\/withdrawals(?!\/)/ })
    .first()
    .click();
  await expect(page.getByText('Idempotency-Key').first()).toBeVisible();
  expect(problems).toEqual([]);
});
