import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { paymentMethods, type InvestmentPlan } from '../db/schema';
import { postLedgerEntry } from '../money/post-entry';
import { findBalanceMismatches } from '../money/invariant';
import { CRYPTO_TYPES, MIN_WITHDRAWAL_CENTS, MT4_DURATIONS, MT4_PRICE_CENTS, WITHDRAWAL_CAP_CENTS } from '../../shared/constants';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';

type Operation =
  | { op: 'withdraw'; amountCents: number; cryptoType: (typeof CRYPTO_TYPES)[number] }
  | { op: 'invest'; planIndex: number; amountCents: number; byDeposit: boolean }
  | { op: 'mt4'; duration: (typeof MT4_DURATIONS)[number] }
  | { op: 'credit'; amountCents: number };

const amount = fc.oneof(fc.integer({ min: -100_00, max: 3000_00 }), fc.constantFrom(0, 49_99, 50_00, 100_00, 1000_00, 1000_01));
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('withdraw' as const), amountCents: amount, cryptoType: fc.constantFrom(...CRYPTO_TYPES) }),
  fc.record({ op: fc.constant('invest' as const), planIndex: fc.nat({ max: 2 }), amountCents: amount, byDeposit: fc.boolean() }),
  fc.record({ op: fc.constant('mt4' as const), duration: fc.constantFrom(...MT4_DURATIONS) }),
  fc.record({ op: fc.constant('credit' as const), amountCents: fc.integer({ min: 1, max: 2000_00 }) }),
);

interface Outcome {
  status: 201 | 400 | 409;
  /** How the balance moves when the request is accepted. */
  change: number;
}
const refused = (status: 400 | 409): Outcome => ({ status, change: 0 });
const accepted = (change: number): Outcome => ({ status: 201, change });

/** What the spec says each request does, checked in the spec's order. */
function expectedOutcome(operation: Operation, balance: number, plans: InvestmentPlan[], activePlans: Set<number>): Outcome {
  switch (operation.op) {
    case 'credit':
      return accepted(operation.amountCents);
    case 'mt4':
      return MT4_PRICE_CENTS[operation.duration] <= balance ? accepted(-MT4_PRICE_CENTS[operation.duration]) : refused(400);
    case 'withdraw': {
      const { amountCents, cryptoType } = operation;
      const max = Math.min(1000_00, WITHDRAWAL_CAP_CENTS[cryptoType]);
      return amountCents >= MIN_WITHDRAWAL_CENTS && amountCents <= balance && amountCents <= max ? accepted(-amountCents) : refused(400);
    }
    case 'invest': {
      const plan = plans[operation.planIndex]!;
      const { amountCents } = operation;
      const inRange = amountCents > 0 && amountCents >= plan.minCents && (plan.maxCents === null || amountCents <= plan.maxCents);
      if (!inRange) return refused(400);
      if (activePlans.has(plan.id)) return refused(409);
      if (operation.byDeposit) return accepted(0);
      return amountCents <= balance ? accepted(-amountCents) : refused(400);
    }
  }
}

describe.each(testDatabaseKinds())('the ledger under random money requests on %s', (kind) => {
  const t = useTestApp(kind, { secretKey: 'property-test' });
  let plans: InvestmentPlan[];
  beforeAll(async () => {
    await t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: 'bc1q', uriScheme: 'bitcoin' });
    plans = [
      await insertPlan(t, { minCents: 50_00, maxCents: 500_00 }),
      await insertPlan(t, { minCents: 200_00, maxCents: null }),
      await insertPlan(t, { minCents: 1_00, maxCents: 100_00 }),
    ];
  });

  async function apply(investor: SignedInUser, operation: Operation) {
    switch (operation.op) {
      case 'credit':
        await t.ctx.db.transaction((tx) =>
          postLedgerEntry(tx, { userId: investor.user.id, amountCents: operation.amountCents, kind: 'roi', refType: 'test', refId: 'credit' }),
        );
        return 201;
      case 'withdraw':
        return (
          await investor.inject({
            method: 'POST',
            url: '/api/withdrawals',
            payload: {
              ...operation,
              op: undefined,
              walletAddress: PAYOUT_ADDRESS[operation.cryptoType],
              // PAYOUT_ADDRESS.USDT is a Tron address; a USDT withdrawal names its network.
              ...(operation.cryptoType === 'USDT' && { network: 'TRC20' }),
            },
          })
        ).statusCode;
      case 'mt4':
        return (
          await investor.inject({
            method: 'POST',
            url: '/api/mt4-subscriptions',
            payload: { duration: operation.duration, mt4Id: '1', password: 'p', accountType: 'Standard', currency: 'USD', leverage: '1:100', server: 'S' },
          })
        ).statusCode;
      case 'invest': {
        const funding = operation.byDeposit ? { fundingSource: 'deposit', paymentMethod: 'Bitcoin' } : { fundingSource: 'balance' };
        const payload = { planId: plans[operation.planIndex]!.id, amountCents: operation.amountCents, ...funding };
        return (await investor.inject({ method: 'POST', url: '/api/investments', payload })).statusCode;
      }
    }
  }

  it('accepts exactly what the rules allow, never goes below zero and keeps balance = sum(entries)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 1500_00 }), fc.array(operation, { minLength: 20, maxLength: 80 }), async (opening, operations) => {
        const investor = await signUpUser(t, { balanceCents: opening });
        let balance = opening;
        const activePlans = new Set<number>();
        for (const operation of operations) {
          const expected = expectedOutcome(operation, balance, plans, activePlans);
          expect(await apply(investor, operation)).toBe(expected.status);
          balance += expected.change;
          if (operation.op === 'invest' && expected.status === 201 && !operation.byDeposit) activePlans.add(plans[operation.planIndex]!.id);
          const row = await userRow(t, investor.user.id);
          expect(row.balanceCents).toBe(balance);
          expect(row.balanceCents).toBeGreaterThanOrEqual(0);
          expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  }, 600_000);
});
