import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, signUpUser, type SignedInUser, type TestApp } from '../support/test-app';
import { testDatabaseKinds } from '../support/databases';
import { insertPlan, userRow } from '../support/admin-fixtures';
import { KYC_TEXT_FIELDS, MT4_SUBSCRIPTION, multipartBody, pdfBytes, pngBytes, VALID_ADDRESSES } from '../support/account-fixtures';
import { createSession } from '../../src/server/auth/session-store';
import { deposits, kycRecords, mt4Subscriptions, paymentMethods, withdrawals } from '../../src/server/db/schema';

/** Every record of the first investor, made through the investor's own routes. */
interface Records {
  withdrawalIds: string[];
  investmentIds: string[];
  depositId: string;
  mt4Id: string;
  kycId: string;
  kycFileIds: string[];
  notificationIds: string[];
  sessionIds: string[];
}

/** The answer's JSON, after checking its status (201 for a creation, 200 for a read). */
const ok = async (response: Promise<LightMyRequestResponse>, status = 201) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json();
};

describe.each(testDatabaseKinds())('one investor’s records, seen by another on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let first: SignedInUser;
  let second: SignedInUser;
  let records: Records;

  async function createRecordsOf(investor: SignedInUser): Promise<Records> {
    const post = (url: string, payload: object) => ok(investor.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': crypto.randomUUID() } }));
    const withdrawal = (amountCents: number) => post('/api/withdrawals', { cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents });
    const [plan, depositPlan] = [await insertPlan(t), await insertPlan(t)];

    const withdrawalIds = [(await withdrawal(60_00)).withdrawal.id, (await withdrawal(70_00)).withdrawal.id];
    const fromBalance = await post('/api/investments', { planId: plan.id, amountCents: 200_00, fundingSource: 'balance' });
    const byDeposit = await post('/api/investments', { planId: depositPlan.id, amountCents: 300_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });
    const mt4 = await post('/api/mt4-subscriptions', MT4_SUBSCRIPTION);
    const upload = await multipartBody(KYC_TEXT_FIELDS, {
      idFront: { bytes: await pngBytes(), filename: 'front.png', type: 'image/png' },
      idBack: { bytes: pdfBytes(), filename: 'back.pdf', type: 'application/pdf' },
      selfie: { bytes: await pngBytes(), filename: 'me.png', type: 'image/png' },
    });
    const { kyc } = await ok(investor.inject({ method: 'POST', url: '/api/kyc', ...upload }));
    // A second device, so there is a session other than the one making these requests.
    await createSession(t.ctx.db, investor.user.id, { userAgent: 'Phone', ipAddress: '198.51.100.7', now: t.clock.now() });

    const notifications = await ok(investor.inject({ method: 'GET', url: '/api/notifications' }), 200);
    const sessions = await ok(investor.inject({ method: 'GET', url: '/api/me/sessions' }), 200);
    return {
      withdrawalIds,
      investmentIds: [fromBalance.investment.id, byDeposit.investment.id],
      depositId: byDeposit.deposit.id,
      mt4Id: mt4.subscription.id,
      kycId: kyc.id,
      kycFileIds: Object.values(kyc.files as Record<string, { id: string }>).map((file) => file.id),
      notificationIds: notifications.items.map((item: { id: string }) => item.id),
      sessionIds: sessions.items.map((item: { id: string }) => item.id),
    };
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idor-test-'));
    t = await createTestApp(kind, { dataDir });
    await t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: 'bc1qdeposit', uriScheme: 'bitcoin', sortOrder: 1 });
    first = await signUpUser(t, { balanceCents: 5000_00, fullname: 'First Owner' });
    second = await signUpUser(t, { balanceCents: 1000_00, fullname: 'Second Snoop' });
    records = await createRecordsOf(first);
    // The second investor has records of their own, so their lists are not trivially empty.
    await createRecordsOf(second);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const allIdsOfFirst = () => [
    ...records.withdrawalIds,
    ...records.investmentIds,
    records.depositId,
    records.mt4Id,
    records.kycId,
    ...records.kycFileIds,
    ...records.notificationIds,
    ...records.sessionIds,
  ];

  it('made every kind of record for the first investor', () => {
    expect(records.notificationIds.length).toBeGreaterThanOrEqual(5);
    expect(records.sessionIds).toHaveLength(2);
    expect(records.kycFileIds).toHaveLength(3);
  });

  it('answers 404 for each of the first investor’s KYC files, which the owner can read', async () => {
    for (const fileId of records.kycFileIds) {
      const url = `/api/kyc/files/${fileId}`;
      expect((await second.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await first.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers 404 to ending any of the first investor’s sessions, and they stay signed in', async () => {
    await second.reauthenticate();
    for (const sessionId of records.sessionIds) {
      expect((await second.inject({ method: 'DELETE', url: `/api/me/sessions/${sessionId}` })).statusCode).toBe(404);
    }
    const sessions = await ok(first.inject({ method: 'GET', url: '/api/me/sessions' }), 200);
    expect(sessions.items).toHaveLength(2);
  });

  it('answers 404 to marking the first investor’s notifications read, and changes nothing', async () => {
    const before = (await ok(first.inject({ method: 'GET', url: '/api/notifications' }), 200)).unreadCount;
    for (const id of records.notificationIds) {
      expect((await second.inject({ method: 'POST', url: '/api/notifications/read', payload: { ids: [id] } })).statusCode).toBe(404);
    }
    expect((await ok(first.inject({ method: 'GET', url: '/api/notifications' }), 200)).unreadCount).toBe(before);
  });

  it('answers 404 to reading any record by its id, for the owner too: no such route exists', async () => {
    const byId = [
      ...records.withdrawalIds.map((id) => `/api/withdrawals/${id}`),
      ...records.investmentIds.map((id) => `/api/investments/${id}`),
      `/api/deposits/${records.depositId}`,
      `/api/mt4-subscriptions/${records.mt4Id}`,
      `/api/kyc/${records.kycId}`,
      ...records.notificationIds.map((id) => `/api/notifications/${id}`),
    ];
    for (const url of byId) {
      expect((await second.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await first.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answers 404 to every back-office action on the first investor’s records and changes nothing', async () => {
    const decisions = [
      ...records.withdrawalIds.map((id) => `/api/admin/withdrawals/${id}`),
      `/api/admin/deposits/${records.depositId}`,
      `/api/admin/mt4-subscriptions/${records.mt4Id}`,
      `/api/admin/kyc/${records.kycId}`,
    ];
    for (const base of decisions) {
      for (const action of ['approve', 'reject']) {
        const response = await second.inject({ method: 'POST', url: `${base}/${action}`, payload: { reason: 'mine now' } });
        expect(response.statusCode, `${base}/${action}`).toBe(404);
      }
    }
    const userUrl = `/api/admin/users/${first.user.id}`;
    expect((await second.inject({ method: 'GET', url: userUrl })).statusCode).toBe(404);
    expect((await second.inject({ method: 'PATCH', url: userUrl, payload: { withdrawalFeeBps: 0 } })).statusCode).toBe(404);
    const adjustment = await second.inject({
      method: 'POST',
      url: `${userUrl}/adjustments`,
      payload: { amountCents: -100_00, narration: 'take' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(adjustment.statusCode).toBe(404);

    const pending = async <T extends { status: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.status);
    expect(await pending(t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, first.user.id)))).toEqual(['pending', 'pending']);
    expect(await pending(t.ctx.db.select().from(deposits).where(eq(deposits.userId, first.user.id)))).toEqual(['pending']);
    expect(await pending(t.ctx.db.select().from(mt4Subscriptions).where(eq(mt4Subscriptions.userId, first.user.id)))).toEqual(['pending']);
    expect(await pending(t.ctx.db.select().from(kycRecords).where(eq(kycRecords.userId, first.user.id)))).toEqual(['pending']);
    expect((await userRow(t, first.user.id)).balanceCents).toBe(5000_00 - 60_00 - 70_00 - 200_00 - 100_00);
  });

  it('never lists one of the first investor’s records in any of the second investor’s lists', async () => {
    const lists = [
      '/api/me',
      '/api/me/sessions',
      '/api/withdrawals',
      '/api/deposits',
      '/api/investments',
      '/api/mt4-subscriptions',
      '/api/transactions/others',
      '/api/notifications',
      '/api/kyc',
      '/api/referrals',
    ];
    for (const url of lists) {
      const body = (await second.inject({ method: 'GET', url })).body;
      for (const id of [...allIdsOfFirst(), first.user.id, first.user.email]) expect(body, `${url} shows ${id}`).not.toContain(id);
    }
  });

  it('shows only the caller’s rows when handed a cursor taken from the first investor’s list', async () => {
    for (const list of ['/api/withdrawals', '/api/notifications']) {
      const firstPage = await ok(first.inject({ method: 'GET', url: `${list}?limit=1` }), 200);
      expect(firstPage.nextCursor, list).toBeTruthy();
      const borrowed = await second.inject({ method: 'GET', url: `${list}?limit=100&cursor=${encodeURIComponent(firstPage.nextCursor)}` });
      expect(borrowed.statusCode).toBe(200);
      for (const id of allIdsOfFirst()) expect(borrowed.body, list).not.toContain(id);
    }
  });
});
