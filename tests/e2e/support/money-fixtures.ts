import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD, registerThroughForm, uniqueEmail } from './accounts';
import { operatorApi, SECOND_OPERATOR } from './operator';

// The e2e server bootstraps this admin (tests/e2e/support/start-server.mjs) and seeds the plans
// (Starter $100–$999.99, Silver $1,000–$4,999.99, …, Platinum unlimited) and payment methods.
export const SEEDED_BITCOIN_WALLET = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
export const PAYOUT_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const PAYOUT_ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

/**
 * The back office through its API: credits a balance (proposed by this operator, approved by the
 * second, as four eyes ask) and sets a withdrawal fee or limit, as an operator would.
 */
export async function signInAdmin(baseURL: string) {
  const { api, csrfToken } = await operatorApi(baseURL);
  const headers = { 'x-csrf-token': csrfToken };
  const userIdOf = async (email: string): Promise<string> => {
    const found = await api.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(found.status()).toBe(200);
    const user = (await found.json()).items.find((item: { email: string }) => item.email === email);
    expect(user, `investor ${email}`).toBeTruthy();
    return user.id;
  };
  return {
    async credit(email: string, amountCents: number) {
      const proposed = await api.post(`/api/admin/users/${await userIdOf(email)}/adjustments`, {
        data: { amountCents, narration: 'E2E opening balance' },
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      });
      expect(proposed.status(), await proposed.text()).toBe(202);
      const second = await operatorApi(baseURL, SECOND_OPERATOR);
      const approved = await second.api.post(`/api/admin/adjustments/${(await proposed.json()).adjustment.id}/approve`, {
        headers: { 'x-csrf-token': second.csrfToken, 'idempotency-key': crypto.randomUUID() },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      await second.api.dispose();
    },
    async setWithdrawalFee(email: string, withdrawalFeeBps: number) {
      const response = await api.patch(`/api/admin/users/${await userIdOf(email)}`, { data: { withdrawalFeeBps }, headers });
      expect(response.status()).toBe(200);
    },
    async setWithdrawalLimit(email: string, withdrawalLimitCents: number) {
      const response = await api.patch(`/api/admin/users/${await userIdOf(email)}`, { data: { withdrawalLimitCents }, headers });
      expect(response.status()).toBe(200);
    },
    dispose: () => api.dispose(),
  };
}

/** Registers a fresh investor through the form (a new account starts at $0.00). */
export async function newInvestor(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerThroughForm(page, { fullname: `${prefix} investor`, email });
  return email;
}

/** A fresh investor whose balance an operator has credited. */
export async function fundedInvestor(page: Page, baseURL: string, prefix: string, balanceCents: number): Promise<string> {
  const admin = await signInAdmin(baseURL);
  const email = await newInvestor(page, prefix);
  await admin.credit(email, balanceCents);
  await admin.dispose();
  return email;
}

/**
 * The signed-in investor's own API calls, for setting up history rows quickly. A security change
 * (payout addresses) refused for want of a fresh password is confirmed and sent again, as the
 * browser's step-up dialog does.
 */
export async function investorPost(page: Page, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
  const headers = { 'x-csrf-token': csrfToken };
  const send = () => page.request.fetch(path, { method, data, headers: { ...headers, 'idempotency-key': crypto.randomUUID() } });
  let response = await send();
  if (response.status() === 403 && (await response.json()).error?.code === 'REAUTH_REQUIRED') {
    expect((await page.request.post('/api/auth/reauth', { data: { password: E2E_PASSWORD }, headers })).status()).toBe(204);
    response = await send();
  }
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

export async function planId(page: Page, name: string): Promise<number> {
  const { plans } = await (await page.request.get('/api/plans')).json();
  return plans.find((plan: { name: string }) => plan.name === name).id;
}

export const balanceLine = (page: Page, amount: string) => page.getByText(`Available balance: ${amount}`, { exact: true });
