import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { insertPendingDeposit, insertInvestment, insertPendingWithdrawal, insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { planWithdrawal } from '../withdrawals/service';
import { planInvestment } from '../investments/service';
import { planMt4Subscription } from '../mt4/service';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/admin-service';
import { approveDeposit } from '../deposits/approve';
import { renderMoneyOperation, type AnswerOwner, type MoneyOperation } from './run';

/** One step a line, so a change to any of them shows as a changed line in review. */
function asReviewed(operation: MoneyOperation, owner?: AnswerOwner): string {
  const text = renderMoneyOperation(operation, owner).text.replace(/\), (\w+) as \(/g, '),\n$1 as (');
  const last = text.lastIndexOf(') select ');
  return `${text.slice(0, last)})\n${text.slice(last + 2)}\n`;
}

const owner = (userId: string, route: string): AnswerOwner => ({ userId, claim: { key: 'key', route, requestHash: 'hash' }, statusCode: 201 });

/**
 * The SQL each money operation runs, as a file beside this test: every balance change is one
 * statement of named steps, and a change to one of them must be seen by a reviewer.
 */
describe('the statements money operations run', () => {
  const t = useTestApp('pglite');
  const at = new Date('2026-01-01T00:00:00Z');
  const decision = () => signUpUser(t, { role: 'admin' }).then((admin) => ({ adminId: admin.user.id, now: at }));

  it('withdrawal', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    // A USDT withdrawal, so the network it goes out on is among the columns written.
    const request = { cryptoType: 'USDT', network: 'TRC20', walletAddress: PAYOUT_ADDRESS.USDT, amountCents: 100_00 } as const;
    const operation = planWithdrawal(await userRow(t, investor.user.id), request, at);
    await expect(asReviewed(operation, owner(investor.user.id, 'POST /api/withdrawals'))).toMatchFileSnapshot('statements/withdrawal.sql');
  });

  it('investment from the balance, with the referrer’s bonus', async () => {
    const referrer = await signUpUser(t);
    const investor = await signUpUser(t, { balanceCents: 500_00, referralId: referrer.user.myReferralId });
    const plan = await insertPlan(t, { referralBonusBps: 500 });
    const operation = await planInvestment(
      t.ctx.db,
      await userRow(t, investor.user.id),
      { planId: plan.id, amountCents: plan.minCents, fundingSource: 'balance' },
      at,
      'fresh',
    );
    await expect(asReviewed(operation, owner(investor.user.id, 'POST /api/investments'))).toMatchFileSnapshot('statements/investment-with-referral-bonus.sql');
  });

  it('MT4 subscription', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const request = {
      duration: 'Monthly',
      mt4Id: '5012345',
      password: 'secret',
      accountType: 'Standard',
      currency: 'USD',
      leverage: '1:100',
      server: 'Broker-1',
    } as const;
    const operation = planMt4Subscription(await userRow(t, investor.user.id), request, 'mt4-test-secret', at);
    await expect(asReviewed(operation, owner(investor.user.id, 'POST /api/mt4-subscriptions'))).toMatchFileSnapshot('statements/mt4-subscription.sql');
  });

  it('withdrawal approval', async () => {
    const investor = await signUpUser(t, { balanceCents: 100_00 });
    const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00);
    const operator = await decision();
    const operation = await approveWithdrawal(t.ctx.db, withdrawal.id, 'hash', operator);
    await expect(asReviewed(operation, owner(operator.adminId, 'POST /api/admin/withdrawals/:id/approve'))).toMatchFileSnapshot(
      'statements/withdrawal-approval.sql',
    );
  });

  it('withdrawal rejection, refunding what it took', async () => {
    const investor = await signUpUser(t, { balanceCents: 100_00 });
    const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00);
    const operator = await decision();
    const operation = await rejectWithdrawal(t.ctx.db, withdrawal.id, 'Wrong address', operator);
    await expect(asReviewed(operation, owner(operator.adminId, 'POST /api/admin/withdrawals/:id/reject'))).toMatchFileSnapshot(
      'statements/withdrawal-refund.sql',
    );
  });

  it('deposit approval that pays for an investment, with the referrer’s bonus', async () => {
    const referrer = await signUpUser(t);
    const investor = await signUpUser(t, { referralId: referrer.user.myReferralId });
    const plan = await insertPlan(t, { referralBonusBps: 500 });
    const unpaid = await insertInvestment(t, investor.user.id, plan, 200_00);
    const deposit = await insertPendingDeposit(t, investor.user.id, 200_00, unpaid.id);
    const operator = await decision();
    const operation = await approveDeposit(t.ctx.db, deposit.id, operator);
    await expect(asReviewed(operation, owner(operator.adminId, 'POST /api/admin/deposits/:id/approve'))).toMatchFileSnapshot('statements/deposit-approval.sql');
  });
});
