import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { investments, ledgerEntries, mailOutbox, notifications, type Investment } from '../db/schema';
import { postLedgerEntry } from '../money/post-entry';
import { findBalanceMismatches } from '../money/invariant';
import { TestClock, signUpUser, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { createRestartableDatabase, type RestartableDatabase } from '../../../tests/support/restartable-database';
import { insertInvestment, insertPendingDeposit, insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { runAccrual } from './run';
import { runAccrualUnderLease, startAccrualJob } from './job';
import { DAY_MS } from './schedule';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('profit accrual over 90 days with restarts on %s', (kind) => {
  let store: RestartableDatabase;
  const clock = new TestClock();
  beforeAll(async () => {
    store = await createRestartableDatabase(kind);
  });
  afterAll(() => store.destroy());

  /** An app instance as main.ts starts one: its own connection, the app, and the accrual job. */
  async function boot(shared?: TestApp): Promise<TestApp & { holder: string }> {
    const database = shared ? null : await store.open();
    const db = shared ? shared.ctx.db : database!.db;
    const ctx: AppContext = { db, dbKind: kind, config: { ...loadConfig({}), seedDemo: false }, clock };
    const app = await buildApp(ctx, { serveClient: false });
    const stopJob = startAccrualJob(ctx);
    // The job's first run starts at once; waiting for it is waiting for the catch-up after downtime.
    await stopJob();
    return {
      app,
      ctx,
      clock,
      holder: crypto.randomUUID(),
      close: async () => {
        await app.close();
        await database?.close();
      },
    };
  }

  it('pays each period once and returns capital once, across restarts, outages and two instances', async () => {
    let instance = await boot();
    const referrer = await signUpUser(instance);
    const investor = await signUpUser(instance, { balanceCents: 3000_00, referralId: referrer.user.myReferralId });
    const weekly = await insertPlan(instance, { roiBps: 1000, durationDays: 7 });
    const bimonthly = await insertPlan(instance, { roiBps: 4500, durationDays: 60 });
    const monthly = await insertPlan(instance, { roiBps: 3000, durationDays: 30 });
    const fromBalance: Investment[] = [];
    for (const [plan, cents] of [
      [weekly, 1000_00],
      [bimonthly, 1999_99],
    ] as const) {
      const investment = await insertInvestment(instance, investor.user.id, plan, cents, 'active');
      await instance.ctx.db.transaction((tx) =>
        postLedgerEntry(tx, { userId: investor.user.id, amountCents: -cents, kind: 'investment', refType: 'investment', refId: investment.id }),
      );
      fromBalance.push(investment);
    }
    // Paid by a deposit the operator approves on day 40, so it runs from day 40 to day 70.
    const byDeposit = await insertInvestment(instance, investor.user.id, monthly, 500_00);
    const deposit = await insertPendingDeposit(instance, investor.user.id, 500_00, byDeposit.id);

    const start = clock.now().getTime();
    const elapsedDays = () => (clock.now().getTime() - start) / DAY_MS;
    const roiEntriesOf = (id: string) =>
      instance.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.refId, id), eq(ledgerEntries.kind, 'roi')));
    const capitalEntriesOf = (id: string) =>
      instance.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.refId, id), eq(ledgerEntries.kind, 'capital_return')));

    async function expectPaidUpToNow() {
      for (const investment of await instance.ctx.db.select().from(investments).where(eq(investments.userId, investor.user.id))) {
        if (!investment.activatedAt) continue;
        const daysActive = Math.floor((clock.now().getTime() - investment.activatedAt.getTime()) / DAY_MS);
        expect(await roiEntriesOf(investment.id), `${investment.planName} on day ${elapsedDays()}`).toHaveLength(Math.min(investment.durationDays, daysActive));
        expect((await capitalEntriesOf(investment.id)).length).toBe(daysActive >= investment.durationDays ? 1 : 0);
      }
    }

    let restarts = 0;
    let depositApproved = false;
    while (elapsedDays() < 90) {
      const day = elapsedDays();
      if (day >= 40 && !depositApproved) {
        depositApproved = true;
        const admin = await signUpUser(instance, { role: 'admin' });
        const approved = await admin.inject({ method: 'POST', url: `/api/admin/deposits/${deposit.id}/approve` });
        expect(approved.json().investment).toEqual({ id: byDeposit.id, status: 'active' });
      }
      if (Math.floor(day / 9) > restarts) {
        // A restart every nine days, after an outage of two and a half days that the new instance catches up.
        restarts += 1;
        await instance.close();
        clock.advance(2.5 * DAY_MS);
        instance = await boot();
      } else if (day > 25 && day < 26) {
        // A second instance on the same database; both run the job at the same moment, with and without the lease.
        const second = await boot(kind === 'pglite' ? instance : undefined);
        clock.advance(7 * HOUR_MS);
        const leased = await Promise.all([runAccrualUnderLease(instance.ctx, instance.holder), runAccrualUnderLease(second.ctx, second.holder)]);
        expect(leased.some((summary) => summary !== null)).toBe(true);
        await Promise.all([runAccrual(instance.ctx), runAccrual(second.ctx)]);
        await second.close();
      } else {
        clock.advance(7 * HOUR_MS);
        await runAccrualUnderLease(instance.ctx, instance.holder);
      }
      await expectPaidUpToNow();
    }
    expect(restarts).toBeGreaterThanOrEqual(9);

    for (const [investment, totalRoiCents] of [
      [fromBalance[0]!, 100_00],
      [fromBalance[1]!, 900_00],
      [byDeposit, 150_00],
    ] as const) {
      const roi = await roiEntriesOf(investment.id);
      expect(roi).toHaveLength(investment.durationDays);
      expect(new Set(roi.map((entry) => entry.uniqueKey)).size).toBe(investment.durationDays);
      expect(roi.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(totalRoiCents);
      expect((await capitalEntriesOf(investment.id)).map((entry) => entry.amountCents)).toEqual([investment.amountCents]);
      const [row] = await instance.ctx.db.select().from(investments).where(eq(investments.id, investment.id));
      expect(row!.status).toBe('completed');
    }
    const investorRow = await userRow(instance, investor.user.id);
    expect(investorRow.totalProfitCents).toBe(100_00 + 900_00 + 150_00);
    expect(investorRow.totalDepositCents).toBe(500_00);
    expect(investorRow.balanceCents).toBe(3000_00 + 500_00 + 100_00 + 900_00 + 150_00);
    // Only the investment activated by the approval pays a referral bonus here (5 % of $500.00).
    expect((await userRow(instance, referrer.user.id)).balanceCents).toBe(25_00);

    const completedNotes = await instance.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, investor.user.id), eq(notifications.kind, 'investment_completed')));
    expect(completedNotes).toHaveLength(3);
    const profitMails = await instance.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, investor.user.email), eq(mailOutbox.template, 'roi_credited')));
    // One digest per run that paid something, together naming every period once.
    const profitLines = profitMails.flatMap((mail) => mail.text.split('\n\n').filter((line) => line.includes(' profit from your ')));
    expect(profitLines).toHaveLength(7 + 60 + 30);
    expect(new Set(profitLines).size).toBe(7 + 60 + 30);

    expect(await runAccrual(instance.ctx)).toEqual({ roiEntries: 0, completed: 0 });
    expect(await findBalanceMismatches(instance.ctx.db)).toEqual([]);
    await instance.close();
  }, 180_000);
});
