import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../support/test-app';
import { testDatabaseKinds } from '../support/databases';
import { VALID_ADDRESSES } from '../support/account-fixtures';
import { userRow } from '../support/admin-fixtures';
import { idempotencyKeys, ledgerEntries, notifications, withdrawals } from '../../src/server/db/schema';
import { findBalanceMismatches } from '../../src/server/money/invariant';

const OPENING_CENTS = 1_000_00;

/**
 * Faults are injected with a trigger that refuses one write for one investor: production code
 * has no test hook, and the failure comes from the database exactly where a real one would.
 */
const FAULTS = [
  { at: 'the balance update, after the ledger entry is written', table: 'users', event: 'update of balance_cents', owner: 'id' },
  { at: 'the notification, after the balance update and the ledger entry', table: 'notifications', event: 'insert', owner: 'user_id' },
];
type Fault = (typeof FAULTS)[number];

const injectFault = (fault: Fault, userId: string) =>
  sql.raw(`create trigger injected_fault before ${fault.event} on ${fault.table}
    for each row when (new.${fault.owner} = '${userId}'::uuid) execute function injected_fault()`);
const removeFault = (fault: Fault) => sql.raw(`drop trigger injected_fault on ${fault.table}`);

describe.each(testDatabaseKinds())('a failure injected inside a withdrawal on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.ctx.db.execute(sql`
      create function injected_fault() returns trigger language plpgsql
      as $$ begin raise exception 'injected fault'; end $$`);
  });

  const withdraw = (investor: SignedInUser, key: string) =>
    investor.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents: 300_00 },
      headers: { 'idempotency-key': key },
    });
  const stateOf = async (investor: SignedInUser) => ({
    balanceCents: (await userRow(t, investor.user.id)).balanceCents,
    withdrawals: (await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id))).length,
    ledgerKinds: (await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id)).orderBy(ledgerEntries.id)).map((e) => e.kind),
    notifications: (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id))).length,
    idempotencyKeys: (await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, investor.user.id))).length,
  });

  it.each(FAULTS)('at $at: rolls everything back, and the same key succeeds once the fault is gone', async (fault) => {
    const investor = await signUpUser(t, { balanceCents: OPENING_CENTS });
    await t.ctx.db.execute(injectFault(fault, investor.user.id));
    try {
      const failed = await withdraw(investor, 'fault-key');
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong.', requestId: expect.any(String) } });
      expect(await stateOf(investor)).toEqual({
        balanceCents: OPENING_CENTS,
        withdrawals: 0,
        ledgerKinds: ['adjustment'],
        notifications: 0,
        idempotencyKeys: 0,
      });
    } finally {
      await t.ctx.db.execute(removeFault(fault));
    }

    const retried = await withdraw(investor, 'fault-key');
    expect(retried.statusCode).toBe(201);
    expect(retried.json().balanceCents).toBe(OPENING_CENTS - 300_00);
    expect(await stateOf(investor)).toEqual({
      balanceCents: OPENING_CENTS - 300_00,
      withdrawals: 1,
      ledgerKinds: ['adjustment', 'withdrawal'],
      notifications: 1,
      idempotencyKeys: 1,
    });
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });
});
