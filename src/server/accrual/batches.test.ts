import { beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertInvestment, insertPlan } from '../../../tests/support/admin-fixtures';
import type { AppContext } from '../context';
import { investments, ledgerEntries, mailOutbox, users, type InvestmentPlan } from '../db/schema';
import { postLedgerEntry } from '../money/post-entry';
import { findBalanceMismatches } from '../money/invariant';
import { tryAcquireLease } from '../jobs/lease';
import { runAccrual } from './run';
import { DAY_MS } from './schedule';

const HOUR_MS = 60 * 60 * 1000;
let investorCounter = 0;

/** Investors inserted directly (no password hashing), each with one active investment in `plan`. */
async function investorsWithInvestments(t: TestApp, count: number, plan: InvestmentPlan, amountCents = 100_00) {
  const rows = await t.ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        investorCounter += 1;
        return {
          email: `batch-${investorCounter}-${Date.now()}@example.com`,
          passwordHash: 'unused',
          fullname: `Batch ${investorCounter}`,
          myReferralId: `b${investorCounter}-${Date.now()}`,
        };
      }),
    )
    .returning();
  for (const row of rows) await insertInvestment(t, row.id, plan, amountCents, 'active');
  return rows;
}

/** The same context whose database counts the statements started from it (a transaction counts once). */
function countingStatements(ctx: AppContext): { ctx: AppContext; count: () => number } {
  let calls = 0;
  const db = new Proxy(ctx.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ctx: { ...ctx, db }, count: () => calls };
}

describe.each(testDatabaseKinds())('profit accrual in batches on %s', (kind) => {
  const t = useTestApp(kind);
  // Each test counts what it pays: investments an earlier test left active stop accruing.
  beforeEach(async () => {
    await t.ctx.db.update(investments).set({ status: 'cancelled' }).where(eq(investments.status, 'active'));
  });

  it('costs the same few statements in a minute with nothing due whether 0 or 40 investments are paid up', async () => {
    const before = countingStatements(t.ctx);
    expect(await runAccrual(before.ctx)).toEqual({ roiEntries: 0, completed: 0 });

    const plan = await insertPlan(t, { roiBps: 3000, durationDays: 30 });
    await investorsWithInvestments(t, 40, plan);
    t.clock.advance(2 * DAY_MS);
    expect(await runAccrual(t.ctx)).toEqual({ roiEntries: 80, completed: 0 });
    t.clock.advance(HOUR_MS);
    const after = countingStatements(t.ctx);
    expect(await runAccrual(after.ctx)).toEqual({ roiEntries: 0, completed: 0 });
    // Counting paid periods per investment (the old way) made one statement per active investment.
    expect(after.count()).toBe(before.count());
    expect(after.count()).toBeLessThanOrEqual(3);
  });

  it('pays a backlog bigger than a batch in several, stops when told, and the next run finishes it', async () => {
    const plan = await insertPlan(t, { roiBps: 300, durationDays: 3 });
    const investors = await investorsWithInvestments(t, 12, plan);
    t.clock.advance(2 * DAY_MS + HOUR_MS);
    let batches = 0;
    const first = await runAccrual(t.ctx, { batchSize: 5, mayContinue: async () => ++batches <= 2 });
    expect(first).toEqual({ roiEntries: 20, completed: 0 });
    expect(await runAccrual(t.ctx, { batchSize: 5 })).toEqual({ roiEntries: 4, completed: 0 });

    t.clock.advance(DAY_MS);
    expect(await runAccrual(t.ctx, { batchSize: 5 })).toEqual({ roiEntries: 12, completed: 12 });
    const rows = await t.ctx.db
      .select()
      .from(investments)
      .where(
        inArray(
          investments.userId,
          investors.map((investor) => investor.id),
        ),
      );
    expect(rows.map((row) => [row.status, row.paidPeriods, row.nextDueAt])).toEqual(rows.map(() => ['completed', 3, null]));
    // Two runs paid each investor: one digest mail from each.
    const digests = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investors[0]!.email)).orderBy(mailOutbox.id);
    expect(digests.filter((mail) => mail.template === 'roi_credited').map((mail) => mail.text.split(' profit from your ').length - 1)).toEqual([2, 1]);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('mails an investor one digest per run although their investments are far apart in the due order', async () => {
    const plan = await insertPlan(t, { roiBps: 300, durationDays: 3 });
    const [investor] = await investorsWithInvestments(t, 1, plan);
    t.clock.advance(60_000);
    const others = await investorsWithInvestments(t, 4, plan);
    t.clock.advance(60_000);
    // One active investment per plan: the second is in another plan of the same terms.
    await insertInvestment(t, investor!.id, await insertPlan(t, { roiBps: 300, durationDays: 3 }), 200_00, 'active');
    t.clock.advance(DAY_MS + HOUR_MS);
    // Batches of 2 in due order would pay the investor's first investment in the first batch and
    // the second in the third.
    expect(await runAccrual(t.ctx, { batchSize: 2 })).toEqual({ roiEntries: 6, completed: 0 });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor!.email));
    expect(mails.map((mail) => mail.template)).toEqual(['roi_credited']);
    expect(mails[0]!.text).toContain('$1.00 profit from your');
    expect(mails[0]!.text).toContain('$2.00 profit from your');
    for (const other of others) {
      const theirs = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, other.email));
      expect(theirs.map((mail) => mail.template)).toEqual(['roi_credited']);
    }
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('has mailed what it paid when a run stops between batches', async () => {
    const plan = await insertPlan(t, { roiBps: 300, durationDays: 3 });
    const investors = await investorsWithInvestments(t, 4, plan);
    t.clock.advance(DAY_MS + HOUR_MS);
    let batches = 0;
    expect(await runAccrual(t.ctx, { batchSize: 2, mayContinue: async () => ++batches <= 1 })).toEqual({ roiEntries: 2, completed: 0 });
    const mailed = async () => {
      const rows = await t.ctx.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.toAddress,
            investors.map((investor) => investor.email),
          ),
        );
      return rows.map((mail) => mail.toAddress).sort();
    };
    const paidFirst = await t.ctx.db
      .select({ userId: ledgerEntries.userId })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'roi'),
          inArray(
            ledgerEntries.userId,
            investors.map((investor) => investor.id),
          ),
        ),
      );
    expect(await mailed()).toEqual(
      investors
        .filter((investor) => paidFirst.some((row) => row.userId === investor.id))
        .map((investor) => investor.email)
        .sort(),
    );
    expect(await runAccrual(t.ctx, { batchSize: 2 })).toEqual({ roiEntries: 2, completed: 0 });
    expect(await mailed()).toEqual(investors.map((investor) => investor.email).sort());
  });

  it('stops before the next batch once its lease was taken over', async () => {
    const plan = await insertPlan(t, { roiBps: 300, durationDays: 3 });
    await investorsWithInvestments(t, 4, plan);
    t.clock.advance(DAY_MS + HOUR_MS);
    expect(await tryAcquireLease(t.ctx.db, 'batch-test', 'a', 60)).toBe(true);
    let batches = 0;
    const summary = await runAccrual(t.ctx, {
      batchSize: 2,
      mayContinue: async () => {
        if (++batches === 2) {
          // The lease runs out and another instance takes it between two batches.
          await t.ctx.db.execute(sql`update job_leases set leased_until = now() - interval '1 second' where name = 'batch-test'`);
          expect(await tryAcquireLease(t.ctx.db, 'batch-test', 'b', 60)).toBe(true);
        }
        return tryAcquireLease(t.ctx.db, 'batch-test', 'a', 60);
      },
    });
    expect(summary).toEqual({ roiEntries: 2, completed: 0 });
    expect(await runAccrual(t.ctx)).toEqual({ roiEntries: 2, completed: 0 });
  });

  it('keeps every balance the sum of its entries, each entry with the balance after it, while two runs race withdrawals', async () => {
    const plan = await insertPlan(t, { roiBps: 700, durationDays: 7 });
    const investors = await investorsWithInvestments(t, 30, plan, 50_00);
    for (const investor of investors) {
      await t.ctx.db.transaction((tx) =>
        postLedgerEntry(tx, { userId: investor.id, amountCents: 10_00, kind: 'adjustment', refType: 'test', refId: investor.id }),
      );
    }
    t.clock.advance(5 * DAY_MS + HOUR_MS);
    const debits = investors.flatMap((investor) =>
      [1, 2, 3].map((n) =>
        t.ctx.db.transaction((tx) =>
          postLedgerEntry(tx, {
            userId: investor.id,
            amountCents: -1_00,
            kind: 'adjustment',
            refType: 'test',
            refId: investor.id,
            uniqueKey: `race:${investor.id}:${n}`,
          }),
        ),
      ),
    );
    const runs = await Promise.all([runAccrual(t.ctx, { batchSize: 4 }), runAccrual(t.ctx, { batchSize: 7 }), ...debits]);
    expect(runs[0]!.roiEntries + runs[1]!.roiEntries).toBe(30 * 5);

    for (const investor of investors) {
      const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.id)).orderBy(asc(ledgerEntries.id));
      let balance = 0;
      for (const entry of entries) {
        balance += entry.amountCents;
        expect(entry.balanceAfterCents).toBe(balance);
      }
      expect(
        entries
          .filter((entry) => entry.kind === 'roi')
          .map((entry) => entry.uniqueKey)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5].map((period) => `roi:${entries.find((entry) => entry.kind === 'roi')!.refId}:${period}`).sort());
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, investor.id));
      expect(row!.balanceCents).toBe(10_00 - 3_00 + 5 * 50);
      expect(row!.totalProfitCents).toBe(5 * 50);
    }
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });
});
