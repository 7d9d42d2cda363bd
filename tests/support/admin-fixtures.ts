import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { signUpUser, type SignedInUser, type TestApp } from './test-app';
import { deposits, investmentPlans, investments, kycRecords, mt4Subscriptions, users, withdrawals, type InvestmentPlan } from '../../src/server/db/schema';
import { postLedgerEntry } from '../../src/server/money/post-entry';
import { MT4_PRICE_CENTS, type Mt4Duration } from '../../src/shared/constants';

/**
 * Pending records as the investor-side routes would leave them, inserted directly so the
 * back-office tests do not depend on those routes.
 */
let planCounter = 0;

export async function insertPlan(t: TestApp, fields: Partial<typeof investmentPlans.$inferInsert> = {}): Promise<InvestmentPlan> {
  planCounter += 1;
  const [plan] = await t.ctx.db
    .insert(investmentPlans)
    .values({ name: `Plan ${planCounter}-${Date.now()}`, minCents: 100_00, maxCents: null, roiBps: 1000, durationDays: 7, referralBonusBps: 500, ...fields })
    .returning();
  return plan!;
}

export async function insertInvestment(t: TestApp, userId: string, plan: InvestmentPlan, amountCents: number, status: 'unpaid' | 'active' = 'unpaid') {
  const [investment] = await t.ctx.db
    .insert(investments)
    .values({
      userId,
      planId: plan.id,
      planName: plan.name,
      roiBps: plan.roiBps,
      durationDays: plan.durationDays,
      referralBonusBps: plan.referralBonusBps ?? 500,
      amountCents,
      status,
      activatedAt: status === 'active' ? t.clock.now() : null,
    })
    .returning();
  return investment!;
}

export async function insertPendingDeposit(t: TestApp, userId: string, amountCents: number, investmentId?: string) {
  const [deposit] = await t.ctx.db.insert(deposits).values({ userId, amountCents, method: 'Bitcoin', walletAddress: 'bc1qtest', investmentId }).returning();
  return deposit!;
}

/** The request and its debit of the amount only (a submitted withdrawal lowers the balance by the amount, never the fee), as POST /api/withdrawals leaves them. */
export async function insertPendingWithdrawal(t: TestApp, userId: string, amountCents: number, feeCents = 0) {
  return t.ctx.db.transaction(async (tx) => {
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({ userId, amountCents, feeCents, totalCents: amountCents + feeCents, walletAddress: 'bc1qpayout', cryptoType: 'BTC' })
      .returning();
    await postLedgerEntry(tx, {
      userId,
      amountCents: -amountCents,
      kind: 'withdrawal',
      refType: 'withdrawal',
      refId: withdrawal!.id,
      uniqueKey: `withdrawal:${withdrawal!.id}`,
    });
    return withdrawal!;
  });
}

export async function insertPendingMt4(t: TestApp, userId: string, duration: Mt4Duration = 'Monthly') {
  return t.ctx.db.transaction(async (tx) => {
    const amountCents = MT4_PRICE_CENTS[duration];
    const [subscription] = await tx
      .insert(mt4Subscriptions)
      .values({
        userId,
        duration,
        amountCents,
        mt4Id: '123456',
        passwordEncrypted: 'ciphertext',
        accountType: 'Standard',
        currency: 'USD',
        leverage: '1:100',
        server: 'Demo-1',
      })
      .returning();
    await postLedgerEntry(tx, {
      userId,
      amountCents: -amountCents,
      kind: 'mt4_subscription',
      refType: 'mt4_subscription',
      refId: subscription!.id,
      uniqueKey: `mt4_subscription:${subscription!.id}`,
    });
    return subscription!;
  });
}

export async function insertPendingKyc(t: TestApp, userId: string) {
  const [record] = await t.ctx.db
    .insert(kycRecords)
    .values({
      userId,
      fullName: 'Ada Lovelace',
      dob: '1990-01-01',
      address: '1 Main St',
      country: 'UK',
      idType: 'Passport',
      idNumber: 'P123',
      expiryDate: '2030-01-01',
      idFrontKey: 'kyc/front',
      idFrontType: 'image/png',
      idBackKey: 'kyc/back',
      idBackType: 'image/png',
      selfieKey: 'kyc/selfie',
      selfieType: 'image/png',
    })
    .returning();
  return record!;
}

export async function userRow(t: TestApp, userId: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** An investor's deposit request for a plan made for it, through the route; the deposit as the API answers it. */
export async function requestDeposit(t: TestApp, investor: SignedInUser, amountCents: number, paymentMethod: string) {
  const plan = await insertPlan(t, { minCents: 1_00 });
  const response = await investor.inject({
    method: 'POST',
    url: '/api/investments',
    payload: { planId: plan.id, amountCents, fundingSource: 'deposit', paymentMethod },
  });
  expect(response.statusCode).toBe(201);
  return response.json().deposit;
}

/**
 * A balance adjustment as the back office makes one under four eyes: a finance operator proposes
 * it and `approver` approves it (so the entry bears the approver); the approval's answer.
 */
export async function adjustBalance(t: TestApp, approver: SignedInUser, userId: string, adjustment: { amountCents: number; narration: string }) {
  const proposer = await signUpUser(t, { role: 'admin', operatorRole: 'finance' });
  const proposed = await proposer.inject({ method: 'POST', url: `/api/admin/users/${userId}/adjustments`, payload: adjustment });
  expect(proposed.statusCode, proposed.body).toBe(202);
  return approver.inject({ method: 'POST', url: `/api/admin/adjustments/${proposed.json().adjustment.id}/approve` });
}

/**
 * Two operators who give one another the second approval on large money: a finance operator, Fran
 * Finance, and an owner, Olga Owner. Signed up before the file's tests; read them inside a test.
 */
export function useTwoOperators(t: TestApp): { first: SignedInUser; second: SignedInUser } {
  const operators = {} as { first: SignedInUser; second: SignedInUser };
  beforeAll(async () => {
    operators.first = await signUpUser(t, { role: 'admin', operatorRole: 'finance', fullname: 'Fran Finance' });
    operators.second = await signUpUser(t, { role: 'admin', operatorRole: 'owner', fullname: 'Olga Owner' });
  });
  return operators;
}
