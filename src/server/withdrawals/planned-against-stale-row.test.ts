import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUpUser, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { userRow } from '../../../tests/support/admin-fixtures';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { users, withdrawals } from '../db/schema';
import { findBalanceMismatches } from '../ledger/invariant';
import { runDebitStatement } from '../transactions/debit-request';
import { planWithdrawal } from './service';

/**
 * A withdrawal is planned against the session's reading of the investor's row; the statement must
 * refuse a plan whose reading is out of date, so the request is planned again on a fresh one.
 */
describe.each(testDatabaseKinds())('a withdrawal planned on an out-of-date reading, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
    await t.close();
  });
  const request = (amountCents: number) => ({ cryptoType: 'BTC' as const, walletAddress: PAYOUT_ADDRESS.BTC, amountCents });

  it('writes nothing when the fee percent changed since the reading', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const reading = await userRow(t, investor.user.id);
    await t.ctx.db.update(users).set({ withdrawalFeeBps: 500 }).where(eq(users.id, investor.user.id));
    const outcome = await runDebitStatement(t.ctx.db, investor.user.id, planWithdrawal(reading, request(100_00), new Date()));
    expect(outcome).toBe('refused');
    expect(await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id))).toEqual([]);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(500_00);
  });

  it('writes nothing when the balance fell below the amount since the reading', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const reading = await userRow(t, investor.user.id);
    expect(await runDebitStatement(t.ctx.db, investor.user.id, planWithdrawal(reading, request(400_00), new Date()))).toEqual({ balanceCents: 100_00 });
    expect(await runDebitStatement(t.ctx.db, investor.user.id, planWithdrawal(reading, request(400_00), new Date()))).toBe('refused');
    expect((await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id))).map((row) => row.amountCents)).toEqual([400_00]);
  });

});
