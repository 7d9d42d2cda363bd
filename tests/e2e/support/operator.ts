import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request as apiRequest, type Page } from '@playwright/test';
import { totpCode } from '../../support/two-factor';
import { OPERATOR, type Operator } from './operator-accounts';

// The e2e server's operators (support/operator-accounts.ts). The back office needs two-factor
// sign-in, so an operator's first sign-in of a run enrols them through the API and keeps the
// secret here for the later ones, whichever worker makes them; one file per server (by its port,
// as a spec may start a server of its own beside the suite's) and operator.
export { OPERATOR, SECOND_OPERATOR } from './operator-accounts';
const secretFile = (baseURL: string, operator: Operator = OPERATOR) =>
  path.join(os.tmpdir(), `e2e-operator-totp-${new URL(baseURL).port}${operator === OPERATOR ? '' : `-${operator.email}`}.json`);
const STEP_MS = 30_000;

const LOCK_STALE_MS = 60_000;

/**
 * Runs the operator's sign-in steps of one worker at a time across the suite's workers: the server
 * takes each authenticator step once and only a step later than the last it took, so a code is
 * chosen and used before another worker chooses the next (and only one worker enrols). A lock left
 * by a killed run is taken over once it is a minute old.
 */
async function oneSignInAtATime<T>(baseURL: string, steps: () => Promise<T>): Promise<T> {
  const lock = `${secretFile(baseURL)}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await steps();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

interface Saved {
  secret: string;
  lastStep: number;
}

const saved = (file: string): Saved => JSON.parse(fs.readFileSync(file, 'utf8')) as Saved;

/**
 * A code from the saved secret that the server has not seen yet. It accepts a code once, for a step
 * later than the last used, and one step either side of now: so a sign-in just after another uses the
 * next step's code, and only a third within the same 30 s waits.
 */
async function freshCode(baseURL: string, operator: Operator): Promise<string> {
  const file = secretFile(baseURL, operator);
  const state = saved(file);
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, state.lastStep + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 500));
  fs.writeFileSync(file, JSON.stringify({ ...state, lastStep: step }));
  return totpCode(state.secret, new Date(step * STEP_MS + 1_000));
}

/**
 * This worker's live session per server and operator: a sign-in takes a fresh authenticator step,
 * which may mean waiting for the next 30-second step, so a worker signs each operator in once and
 * its tests share that session for as long as the server still answers for it.
 */
const kept = new Map<string, Awaited<ReturnType<APIRequestContext['storageState']>>>();

/** The operator's API, signed in (and enrolled on the first sign-in of the run); the caller disposes of it. */
export async function operatorApi(baseURL: string, operator: Operator = OPERATOR) {
  const key = `${baseURL} ${operator.email}`;
  const state = kept.get(key);
  if (state) {
    const api = await apiRequest.newContext({ baseURL, storageState: state });
    const session = await api.get('/api/auth/session');
    if (session.ok()) {
      const { user, csrfToken } = await session.json();
      if (user.email === operator.email) return { api, csrfToken: csrfToken as string };
    }
    await api.dispose();
  }
  const signedIn = await oneSignInAtATime(baseURL, () => signInThroughApi(baseURL, operator));
  kept.set(key, await signedIn.api.storageState());
  return signedIn;
}

async function signInThroughApi(baseURL: string, operator: Operator) {
  const api = await apiRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email: operator.email, password: operator.password } });
  expect(login.status()).toBe(200);
  let session = await login.json();
  if (session.twoFactorRequired) {
    const completed = await api.post('/api/auth/login/two-factor', { data: { code: await freshCode(baseURL, operator) } });
    expect(completed.status(), await completed.text()).toBe(200);
    session = await completed.json();
  } else {
    const headers = { 'x-csrf-token': session.csrfToken as string };
    expect((await api.post('/api/auth/reauth', { headers, data: { password: operator.password } })).status()).toBe(204);
    const started = await api.post('/api/me/two-factor', { headers });
    expect(started.status()).toBe(200);
    const { secret } = await started.json();
    const step = Math.floor(Date.now() / STEP_MS);
    const confirmed = await api.post('/api/me/two-factor/confirm', { headers, data: { code: totpCode(secret, new Date()) } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    fs.writeFileSync(secretFile(baseURL, operator), JSON.stringify({ secret, lastStep: step } satisfies Saved));
  }
  return { api, csrfToken: session.csrfToken as string };
}

/** The operator's browser page on the dashboard, in this worker's session (see `operatorApi`). */
export async function signInOperator(page: Page, baseURL: string, operator: Operator = OPERATOR) {
  const { api } = await operatorApi(baseURL, operator);
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/dashboards$/);
}

/** Through the sign-in form, as the operator does: password, then the code from the authenticator. */
export async function signInOperatorThroughForm(page: Page, baseURL: string, operator: Operator = OPERATOR) {
  // Enrolled first (through the API) if this is the run's first sign-in of the operator.
  await (await operatorApi(baseURL, operator)).api.dispose();
  await page.goto('/auth/login');
  await oneSignInAtATime(baseURL, async () => {
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel('Password', { exact: true }).fill(operator.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByLabel('Authentication code').fill(await freshCode(baseURL, operator));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
  });
}
