import { expect, request as apiRequest, type BrowserContext } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail } from './accounts';
import { mailCount, mailedLink, mailedWithdrawalCode } from './mail';
import { PAYOUT_BTC, signInAdmin } from './money-fixtures';
import { operatorApi } from './operator';

// Who tours the screens: an investor whose histories and queues are not empty, and the operator.
/** The investor's ledger and queues are not empty: a plan, a deposit request, a withdrawal, an MT4 request, a support message. */
export async function investorWithHistory(baseURL: string): Promise<string> {
  const admin = await signInAdmin(baseURL);
  const email = uniqueEmail('tour');
  const api = await apiRequest.newContext({ baseURL });
  expect((await api.post('/api/auth/register', { data: { fullname: 'Tess Tour', email, password: E2E_PASSWORD } })).status()).toBe(202);
  const { csrfToken } = await (await api.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } })).json();
  // Withdrawals wait for a verified address.
  const token = new URL(await mailedLink(email, '/auth/verify-email'), baseURL).searchParams.get('token');
  expect((await api.post('/api/auth/verify-email', { data: { token }, headers: { 'x-csrf-token': csrfToken } })).ok()).toBe(true);
  await admin.credit(email, 5_000_00);
  // A fee makes the withdrawal screen confirm it in a dialog.
  await admin.setWithdrawalFee(email, 100);
  await admin.dispose();
  const post = async (path: string, data: unknown) => {
    const response = await api.post(path, { data, headers: { 'x-csrf-token': csrfToken, 'idempotency-key': crypto.randomUUID() } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  };
  const { plans } = await (await api.get('/api/plans')).json();
  const plan = (name: string) => plans.find((candidate: { name: string }) => candidate.name === name);
  await post('/api/investments', { planId: plan('Starter').id, amountCents: 500_00, fundingSource: 'balance' });
  await post('/api/investments', { planId: plan('Silver').id, amountCents: 1_000_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });
  const mailsBefore = await mailCount();
  const withdrawal = { cryptoType: 'BTC', walletAddress: PAYOUT_BTC, amountCents: 100_00 };
  await post('/api/withdrawals/confirmation-code', withdrawal);
  const confirmationCode = await mailedWithdrawalCode(email, mailsBefore);
  await post('/api/withdrawals', { ...withdrawal, confirmationCode });
  await post('/api/mt4-subscriptions', {
    duration: 'Monthly',
    mt4Id: '55501',
    password: 'mt4-pass',
    accountType: 'Standard',
    currency: 'USD',
    leverage: '1:100',
    server: 'Demo-1',
  });
  await post('/api/support', { name: 'Tess Tour', email, message: 'Where is my statement?' });
  await api.dispose();
  return email;
}

/** Signs the context in through the API: its pages share the session cookie. */
export async function signInInvestor(context: BrowserContext, email: string) {
  expect((await context.request.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } })).status()).toBe(200);
}

/** The operator's session (two-factor sign-in done through the API), to open a browser context with. */
export async function operatorState(baseURL: string) {
  const { api } = await operatorApi(baseURL);
  const state = await api.storageState();
  await api.dispose();
  return state;
}
