import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import {
  insertPendingDeposit,
  insertInvestment,
  insertPendingKyc,
  insertPendingMt4,
  insertPendingWithdrawal,
  insertPlan,
  userRow,
} from '../../../tests/support/admin-fixtures';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { eq } from 'drizzle-orm';
import { balanceAdjustments, paymentMethods, withdrawals } from '../db/schema';
import { planWithdrawal } from '../withdrawals/request';
import { planInvestment } from '../investments/invest';
import { planMt4Subscription } from '../mt4/subscribe';
import { approveWithdrawal } from '../withdrawals/approve';
import { rejectWithdrawal } from '../withdrawals/reject';
import { approvalWithDecision } from '../withdrawals/second-approval';
import { approveDeposit } from '../deposits/approve';
import { rejectDeposit } from '../deposits/reject';
import { approveMt4Subscription } from '../mt4/approve';
import { rejectMt4Subscription } from '../mt4/reject';
import { approveKyc, rejectKyc } from '../kyc/review';
import { planAdjustment } from '../admin/users/adjust-balance';
import { planProposal } from '../admin/adjustments/propose';
import { approveAdjustment } from '../admin/adjustments/approve';
import { rejectAdjustment } from '../admin/adjustments/reject';
import { MONEY_OPERATIONS, type MoneyOperationName } from './operations';
import { planPosting } from './post-entry';
import { planCredits } from './post-credits';
import { renderMoneyOperation, runMoneyOperation, type AnswerOwner, type MoneyOperation } from './run';

/** One step a line, so a change to any of them shows as a changed line in review. */
function asReviewed(operation: MoneyOperation, owner?: AnswerOwner): string {
  const text = renderMoneyOperation(operation, owner).text.replace(/\), (\w+) as \(/g, '),\n$1 as (');
  const last = text.lastIndexOf(') select ');
  return `${text.slice(0, last)})\n${text.slice(last + 2)}\n`;
}

/** The answer a request stores under its Idempotency-Key: a POST that makes a row answers 201, an operator's decision 200. */
const owner = (userId: string, route: string, statusCode = 201): AnswerOwner => ({ userId, claim: { key: 'key', route, requestHash: 'hash' }, statusCode });

interface Planned {
  operation: MoneyOperation;
  /** Whose Idempotency-Key answer the statement writes; none for an operation made outside a request. */
  owner?: AnswerOwner;
}

/**
 * The SQL each money operation runs, as a file beside this test: every balance change is one
 * statement of named steps, and a change to one of them must be seen by a reviewer. Every operation
 * of the list has its case here (the type asks for one), and every case its file.
 */
describe('the statements money operations run', () => {
  const t = useTestApp('pglite');
  const at = new Date('2026-01-01T00:00:00Z');
  const decision = () => signUpUser(t, { role: 'admin' }).then((admin) => ({ adminId: admin.user.id, now: at }));
  const mt4Request = {
    duration: 'Monthly',
    mt4Id: '5012345',
    password: 'secret',
    accountType: 'Standard',
    currency: 'USD',
    leverage: '1:100',
    server: 'Broker-1',
  } as const;

  const cases: Record<MoneyOperationName, () => Promise<Planned>> = {
    withdrawal: async () => {
      const investor = await signUpUser(t, { balanceCents: 500_00 });
      // A USDT withdrawal, so the network it goes out on is among the columns written.
      const request = { cryptoType: 'USDT', network: 'TRC20', walletAddress: PAYOUT_ADDRESS.USDT, amountCents: 100_00 } as const;
      const operation = planWithdrawal(await userRow(t, investor.user.id), request, at);
      return { operation, owner: owner(investor.user.id, 'POST /api/withdrawals') };
    },
    // With the referrer's bonus, so its steps are among those shown.
    'investment-from-balance': async () => {
      const referrer = await signUpUser(t);
      const investor = await signUpUser(t, { balanceCents: 500_00, referralId: referrer.user.myReferralId });
      const plan = await insertPlan(t, { referralBonusBps: 500 });
      const request = { planId: plan.id, amountCents: plan.minCents, fundingSource: 'balance' } as const;
      const operation = await planInvestment(t.ctx.db, await userRow(t, investor.user.id), request, at, 'fresh');
      return { operation, owner: owner(investor.user.id, 'POST /api/investments') };
    },
    'investment-by-deposit-request': async () => {
      const investor = await signUpUser(t);
      const plan = await insertPlan(t);
      const [method] = await t.ctx.db
        .insert(paymentMethods)
        .values({ name: `Bitcoin ${plan.id}`, walletAddress: 'bc1qdeposit', uriScheme: 'bitcoin', sortOrder: plan.id })
        .returning();
      const request = { planId: plan.id, amountCents: plan.minCents, fundingSource: 'deposit', paymentMethod: method!.name } as const;
      const operation = await planInvestment(t.ctx.db, await userRow(t, investor.user.id), request, at, 'fresh');
      return { operation, owner: owner(investor.user.id, 'POST /api/investments') };
    },
    'mt4-subscription': async () => {
      const investor = await signUpUser(t, { balanceCents: 500_00 });
      const operation = planMt4Subscription(await userRow(t, investor.user.id), mt4Request, 'mt4-test-secret', at);
      return { operation, owner: owner(investor.user.id, 'POST /api/mt4-subscriptions') };
    },
    // The second approval of a large withdrawal, so the approval it writes is among the steps shown.
    'withdrawal-approval': async () => {
      const investor = await signUpUser(t, { balanceCents: 100_00 });
      const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00);
      const operator = await decision();
      const approval = approvalWithDecision({ withdrawalId: withdrawal.id, operatorId: operator.adminId, createdAt: at });
      const operation = await approveWithdrawal(t.ctx.db, withdrawal.id, 'hash', operator, approval);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/withdrawals/:id/approve', 200) };
    },
    // A processor reporting the payout that was sending the withdrawal completed: no operator, no Idempotency-Key.
    'withdrawal-payout': async () => {
      const investor = await signUpUser(t, { balanceCents: 100_00 });
      const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00);
      await t.ctx.db.update(withdrawals).set({ status: 'sending', payoutId: 'payout-1' }).where(eq(withdrawals.id, withdrawal.id));
      return { operation: await approveWithdrawal(t.ctx.db, withdrawal.id, 'hash', { adminId: null, processor: 'btcpay', now: at }) };
    },
    // Refunding what the withdrawal took.
    'withdrawal-rejection': async () => {
      const investor = await signUpUser(t, { balanceCents: 100_00 });
      const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00);
      const operator = await decision();
      const operation = await rejectWithdrawal(t.ctx.db, withdrawal.id, 'Wrong address', operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/withdrawals/:id/reject', 200) };
    },
    // A deposit that pays for an investment, with the referrer's bonus.
    'deposit-approval': async () => {
      const referrer = await signUpUser(t);
      const investor = await signUpUser(t, { referralId: referrer.user.myReferralId });
      const plan = await insertPlan(t, { referralBonusBps: 500 });
      const unpaid = await insertInvestment(t, investor.user.id, plan, 200_00);
      const deposit = await insertPendingDeposit(t, investor.user.id, 200_00, unpaid.id);
      const operator = await decision();
      const operation = await approveDeposit(t.ctx.db, deposit.id, operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/deposits/:id/approve', 200) };
    },
    // A deposit that was to pay for an investment, which is cancelled with it.
    'deposit-rejection': async () => {
      const investor = await signUpUser(t);
      const plan = await insertPlan(t);
      const unpaid = await insertInvestment(t, investor.user.id, plan, 200_00);
      const deposit = await insertPendingDeposit(t, investor.user.id, 200_00, unpaid.id);
      const operator = await decision();
      const operation = await rejectDeposit(t.ctx.db, deposit.id, 'No payment arrived', operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/deposits/:id/reject', 200) };
    },
    // A payment processor reporting the invoice of a deposit for an investment settled: no operator, no Idempotency-Key.
    'deposit-settlement': async () => {
      const investor = await signUpUser(t);
      const plan = await insertPlan(t);
      const unpaid = await insertInvestment(t, investor.user.id, plan, 200_00);
      const deposit = await insertPendingDeposit(t, investor.user.id, 200_00, unpaid.id);
      return { operation: await approveDeposit(t.ctx.db, deposit.id, { adminId: null, processor: 'btcpay', now: at }) };
    },
    // The processor reporting the invoice expired unpaid: the deposit's investment is cancelled with it.
    'deposit-expiry': async () => {
      const investor = await signUpUser(t);
      const plan = await insertPlan(t);
      const unpaid = await insertInvestment(t, investor.user.id, plan, 200_00);
      const deposit = await insertPendingDeposit(t, investor.user.id, 200_00, unpaid.id);
      return { operation: await rejectDeposit(t.ctx.db, deposit.id, 'Expired', { adminId: null, processor: 'btcpay', now: at }) };
    },
    'mt4-approval': async () => {
      const investor = await signUpUser(t, { balanceCents: 500_00 });
      const subscription = await insertPendingMt4(t, investor.user.id);
      const operator = await decision();
      const operation = await approveMt4Subscription(t.ctx.db, subscription.id, operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/mt4-subscriptions/:id/approve', 200) };
    },
    // Refunding what the subscription took.
    'mt4-rejection': async () => {
      const investor = await signUpUser(t, { balanceCents: 500_00 });
      const subscription = await insertPendingMt4(t, investor.user.id);
      const operator = await decision();
      const operation = await rejectMt4Subscription(t.ctx.db, subscription.id, 'Unknown account', operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/mt4-subscriptions/:id/reject', 200) };
    },
    'kyc-approval': async () => {
      const investor = await signUpUser(t);
      const record = await insertPendingKyc(t, investor.user.id);
      const operator = await decision();
      const operation = await approveKyc(t.ctx.db, record.id, operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/kyc/:id/approve', 200) };
    },
    'kyc-rejection': async () => {
      const investor = await signUpUser(t);
      const record = await insertPendingKyc(t, investor.user.id);
      const operator = await decision();
      const operation = await rejectKyc(t.ctx.db, record.id, 'Blurred photo', operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/kyc/:id/reject', 200) };
    },
    'balance-adjustment': async () => {
      const investor = await signUpUser(t);
      const operator = await decision();
      const operation = await planAdjustment(t.ctx.db, investor.user.id, { amountCents: 25_00, narration: 'Goodwill credit' }, operator.adminId);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/users/:id/adjustments') };
    },
    // One operator proposes; nothing moves yet.
    'adjustment-proposal': async () => {
      const investor = await signUpUser(t);
      const operator = await decision();
      const operation = await planProposal(t.ctx.db, investor.user.id, { amountCents: 25_00, narration: 'Goodwill credit' }, operator.adminId, at);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/users/:id/adjustments', 202) };
    },
    // A second operator approves it: the money moves.
    'adjustment-approval': async () => {
      const investor = await signUpUser(t);
      const proposer = await decision();
      await runMoneyOperation(
        t.ctx.db,
        await planProposal(t.ctx.db, investor.user.id, { amountCents: 25_00, narration: 'Goodwill credit' }, proposer.adminId, at),
      );
      const [proposal] = await t.ctx.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.userId, investor.user.id));
      const operator = await decision();
      const operation = await approveAdjustment(t.ctx.db, proposal!.id, operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/adjustments/:id/approve', 200) };
    },
    // Any operator ends it: nothing moves, and the investor, never told of the proposal, is not told.
    'adjustment-rejection': async () => {
      const investor = await signUpUser(t);
      const operator = await decision();
      await runMoneyOperation(
        t.ctx.db,
        await planProposal(t.ctx.db, investor.user.id, { amountCents: 25_00, narration: 'Goodwill credit' }, operator.adminId, at),
      );
      const [proposal] = await t.ctx.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.userId, investor.user.id));
      const operation = await rejectAdjustment(t.ctx.db, proposal!.id, 'Not agreed', operator);
      return { operation, owner: owner(operator.adminId, 'POST /api/admin/adjustments/:id/reject', 200) };
    },
    'ledger-posting': async () => {
      const investor = await signUpUser(t);
      const posting = { userId: investor.user.id, amountCents: 10_00, kind: 'adjustment', refType: 'seed', refId: investor.user.id } as const;
      return { operation: planPosting(posting) };
    },
    'accrual-credits': async () => {
      const investor = await signUpUser(t);
      const credit = { userId: investor.user.id, refType: 'investment', refId: 'i', narration: 'Plan' } as const;
      const credits = [
        { ...credit, amountCents: 1_00, kind: 'roi', uniqueKey: 'roi:i:1' },
        { ...credit, amountCents: 100_00, kind: 'capital_return', uniqueKey: 'capital:i' },
      ] as const;
      return { operation: planCredits([...credits]) };
    },
  };

  it.each(MONEY_OPERATIONS)('%s', async (operationName) => {
    const { operation, owner: answerOwner } = await cases[operationName]();
    expect(operation.name).toBe(operationName);
    await expect(asReviewed(operation, answerOwner)).toMatchFileSnapshot(`statements/${operationName}.sql`);
  });

  it('keeps no statement of an operation that no longer exists', () => {
    const files = readdirSync(new URL('statements', import.meta.url)).map((file) => file.replace(/\.sql$/, ''));
    expect(files.sort()).toEqual([...MONEY_OPERATIONS].sort());
  });
});
