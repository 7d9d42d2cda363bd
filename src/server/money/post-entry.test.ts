import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, users } from '../db/schema';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { lockUser, postLedgerEntry } from './post-entry';
import { findBalanceMismatches } from './invariant';

describe.each(testDatabaseKinds())('ledger on %s', (kind) => {
  const t = useTestApp(kind);

  const balanceOf = async (userId: string) => (await t.ctx.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId)))[0]!.b;

  it('refuses a debit that would take the balance below zero and changes nothing', async () => {
    const { user } = await signUpUser(t, { balanceCents: 10_00 });
    await expect(
      t.ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, amountCents: -10_01, kind: 'withdrawal', refType: 'test', refId: 'x' })),
    ).rejects.toThrow('Insufficient balance.');
    expect(await balanceOf(user.id)).toBe(10_00);
  });

  it('answers 404 "User data not found." for a posting or a lock on an account that does not exist', async () => {
    const nobody = crypto.randomUUID();
    const posting = t.ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: nobody, amountCents: -1_00, kind: 'withdrawal', refType: 'test', refId: 'x' }));
    await expect(posting).rejects.toMatchObject({ statusCode: 404, message: 'User data not found.' });
    await expect(t.ctx.db.transaction((tx) => lockUser(tx, nobody))).rejects.toMatchObject({ statusCode: 404, message: 'User data not found.' });
  });

  it('keeps every entry as written, even against direct SQL', async () => {
    const { user } = await signUpUser(t, { balanceCents: 10_00 });
    const mine = eq(ledgerEntries.userId, user.id);
    await expect(t.ctx.db.update(ledgerEntries).set({ amountCents: 1_000_00 }).where(mine)).rejects.toThrow();
    await expect(t.ctx.db.delete(ledgerEntries).where(mine)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    const entries = await t.ctx.db.select().from(ledgerEntries).where(mine);
    expect(entries.map((entry) => entry.amountCents)).toEqual([10_00]);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('applies a unique key once', async () => {
    const { user } = await signUpUser(t);
    const post = () =>
      t.ctx.db.transaction((tx) =>
        postLedgerEntry(tx, { userId: user.id, amountCents: 5_00, kind: 'roi', refType: 'test', refId: 'r', uniqueKey: `k-${user.id}` }),
      );
    expect(await post()).not.toBeNull();
    expect(await post()).toBeNull();
    expect(await balanceOf(user.id)).toBe(5_00);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totalProfitCents).toBe(5_00);
  });

  it('lets exactly 16 of 200 concurrent $60 debits through a $1,000 balance', async () => {
    const { user } = await signUpUser(t, { balanceCents: 1000_00 });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        t.ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, amountCents: -60_00, kind: 'withdrawal', refType: 'test', refId: String(i) })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(16);
    expect(await balanceOf(user.id)).toBe(40_00);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });
});
