import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertInvestment, insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { investments, ledgerEntries, mailOutbox, notifications, users } from '../db/schema';
import { findBalanceMismatches } from '../money/invariant';
import { runAccrual } from './run';
import { DAY_MS } from './schedule';
import { releaseLease, tryAcquireLease } from '../jobs/lease';
import { runAccrualUnderLease } from './job';
import { postLedgerEntry } from '../money/post-entry';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('profit accrual on %s', (kind) => {
  const t = useTestApp(kind);

  const entriesOf = (investmentId: string, kindName: 'roi' | 'capital_return') =>
    t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refId, investmentId), eq(ledgerEntries.kind, kindName)));

  it('pays each period once and returns capital once over 90 simulated days, catching up missed days', async () => {
    const investor = await signUpUser(t, { balanceCents: 3000_00 });
    const weekly = await insertPlan(t, { roiBps: 1000, durationDays: 7 });
    const bimonthly = await insertPlan(t, { roiBps: 4500, durationDays: 60 });
    // Bought from the balance, as the investments service does it.
    const short = await insertInvestment(t, investor.user.id, weekly, 1000_00, 'active');
    const long = await insertInvestment(t, investor.user.id, bimonthly, 1999_99, 'active');
    await t.ctx.db.transaction(async (tx) => {
      for (const inv of [short, long]) {
        await postLedgerEntry(tx, { userId: investor.user.id, amountCents: -inv.amountCents, kind: 'investment', refType: 'investment', refId: inv.id });
      }
    });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(1);

    const start = t.clock.now().getTime();
    let concurrentRunDone = false;
    while (t.clock.now().getTime() - start < 90 * DAY_MS) {
      const elapsedDays = (t.clock.now().getTime() - start) / DAY_MS;
      // Irregular steps: every few hours, then a four-day outage that must be caught up.
      t.clock.advance(elapsedDays > 20 && elapsedDays < 21 ? 4 * DAY_MS : 7 * HOUR_MS);
      if (!concurrentRunDone && elapsedDays > 3) {
        await Promise.all([runAccrual(t.ctx), runAccrual(t.ctx)]);
        concurrentRunDone = true;
      } else {
        await runAccrual(t.ctx);
      }
      const shortRoi = await entriesOf(short.id, 'roi');
      const dueShort = Math.min(7, Math.floor((t.clock.now().getTime() - start) / DAY_MS));
      expect(shortRoi).toHaveLength(dueShort);
    }

    for (const [investment, totalRoi, periods] of [
      [short, 100_00, 7],
      [long, 900_00, 60],
    ] as const) {
      const roi = await entriesOf(investment.id, 'roi');
      expect(roi).toHaveLength(periods);
      expect(roi.reduce((sum, e) => sum + e.amountCents, 0)).toBe(totalRoi);
      expect(new Set(roi.map((e) => e.uniqueKey)).size).toBe(periods);
      expect(roi.every((e) => e.narration === investment.planName)).toBe(true);
      const capital = await entriesOf(investment.id, 'capital_return');
      expect(capital.map((e) => e.amountCents)).toEqual([investment.amountCents]);
      const [row] = await t.ctx.db.select().from(investments).where(eq(investments.id, investment.id));
      expect(row!.status).toBe('completed');
      expect(row!.completedAt).not.toBeNull();
    }
    const user = await userRow(t, investor.user.id);
    expect(user.balanceCents).toBe(3000_00 + 100_00 + 900_00);
    expect(user.totalProfitCents).toBe(1000_00);

    expect(await runAccrual(t.ctx)).toEqual({ roiEntries: 0, completed: 0 });
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('pays nothing twice when two runs overlap on a long backlog', async () => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t, { roiBps: 3000, durationDays: 30 });
    const investment = await insertInvestment(t, investor.user.id, plan, 5000_00, 'active');
    t.clock.advance(45 * DAY_MS);
    const summaries = await Promise.all([runAccrual(t.ctx), runAccrual(t.ctx), runAccrual(t.ctx)]);
    expect(summaries.reduce((sum, s) => sum + s.roiEntries, 0)).toBe(30);
    expect(summaries.reduce((sum, s) => sum + s.completed, 0)).toBe(1);
    expect(await entriesOf(investment.id, 'roi')).toHaveLength(30);
    expect(await entriesOf(investment.id, 'capital_return')).toHaveLength(1);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(5000_00 + 1500_00);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('pays a backlog once when two instances run the job at the same moment', async () => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t, { roiBps: 700, durationDays: 14 });
    const investment = await insertInvestment(t, investor.user.id, plan, 2000_00, 'active');
    t.clock.advance(20 * DAY_MS);
    const summaries = await Promise.all([runAccrualUnderLease(t.ctx, 'instance-a'), runAccrualUnderLease(t.ctx, 'instance-b')]);
    const ran = summaries.filter((summary) => summary !== null);
    expect(ran.reduce((sum, s) => sum + s!.roiEntries, 0)).toBe(14);
    expect(await entriesOf(investment.id, 'roi')).toHaveLength(14);
    expect(await entriesOf(investment.id, 'capital_return')).toHaveLength(1);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(2000_00 + 140_00);
  });

  it('mails one profit digest per run and the completion only to investors who keep profit mails on, and notifies everyone', async () => {
    const plan = await insertPlan(t, { roiBps: 300, durationDays: 3 });
    const mailsOn = await signUpUser(t);
    const mailsOff = await signUpUser(t);
    await t.ctx.db
      .update(users)
      .set({ emailPreferences: { otpsend: 'Yes', roiemail: 'No', invplanemail: 'Yes' } })
      .where(eq(users.id, mailsOff.user.id));
    for (const investor of [mailsOn, mailsOff]) await insertInvestment(t, investor.user.id, plan, 100_00, 'active');
    t.clock.advance(3 * DAY_MS);
    await runAccrual(t.ctx);

    const mailsTo = (email: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.template);
    const [completion, digest, ...others] = await mailsTo(mailsOn.user.email);
    expect(others).toEqual([]);
    expect(completion).toMatchObject({ template: 'investment_completed', subject: 'Your investment has completed' });
    expect(completion!.text).toContain(`Your ${plan.name} investment has completed; its capital of $100.00 was returned to your balance.`);
    // The three days caught up in one run arrive as one mail naming each of them.
    expect(digest).toMatchObject({ template: 'roi_credited', subject: 'Profit credited' });
    expect(digest!.text).toBe(
      [
        `Hello ${mailsOn.user.fullname},`,
        ...[1, 2, 3].map((day) => `$1.00 profit from your ${plan.name} investment (day ${day} of 3) was credited to your balance.`),
      ].join('\n\n'),
    );
    expect(await mailsTo(mailsOff.user.email)).toEqual([]);
    for (const investor of [mailsOn, mailsOff]) {
      const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
      expect(notes.map((note) => note.message)).toEqual([`Your ${plan.name} investment has completed; its capital of $100.00 was returned to your balance.`]);
    }
  });

  it('leases the job to one holder at a time', async () => {
    expect(await tryAcquireLease(t.ctx.db, 'test-job', 'a', 60)).toBe(true);
    expect(await tryAcquireLease(t.ctx.db, 'test-job', 'b', 60)).toBe(false);
    expect(await tryAcquireLease(t.ctx.db, 'test-job', 'a', 60)).toBe(true);
    await releaseLease(t.ctx.db, 'test-job', 'a');
    expect(await tryAcquireLease(t.ctx.db, 'test-job', 'b', 60)).toBe(true);
  });
});
