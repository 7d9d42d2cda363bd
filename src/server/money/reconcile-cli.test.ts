import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { createUser } from '../users/create-user';
import { postLedgerEntry } from './post-entry';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { createRestartableDatabase, type RestartableDatabase } from '../../../tests/support/restartable-database';
import { runCli } from '../../../tests/support/run-cli';

const CLI = 'src/server/money/reconcile-cli.ts';

describe.each(testDatabaseKinds())('npm run reconcile on %s', (kind) => {
  let store: RestartableDatabase;
  beforeAll(async () => {
    store = await createRestartableDatabase(kind);
    const database = await store.open();
    await database.db.transaction(async (tx) => {
      const user = await createUser(tx, { email: 'rita@example.com', password: 'correct-horse-battery', fullname: 'Rita' });
      await postLedgerEntry(tx, { userId: user.id, amountCents: 120_00, kind: 'deposit', refType: 'test', refId: '1' });
      await postLedgerEntry(tx, { userId: user.id, amountCents: -20_00, kind: 'withdrawal', refType: 'test', refId: '2' });
    });
    await database.close();
  });
  afterAll(() => store.destroy());

  const reconcile = () => runCli(CLI, [], store.env);

  it('prints the totals by kind and exits 0 when the books balance', async () => {
    const run = await reconcile();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/deposit\s+1 entries\s+\$120\.00/);
    expect(run.stdout).toMatch(/withdrawal\s+1 entries\s+-\$20\.00/);
    expect(run.stdout).toMatch(/all\s+\$100\.00/);
    expect(run.stdout).toContain('OK:');
  });

  it('names every user whose balance or running total differs, and exits 1', async () => {
    const database = await store.open();
    // A change that went around the ledger, as a bug or a hand edit would.
    await database.db
      .update(users)
      .set({ balanceCents: sql`${users.balanceCents} + 1`, totalDepositCents: 0 })
      .where(eq(users.email, 'rita@example.com'));
    await database.close();
    const run = await reconcile();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('rita@example.com');
    expect(run.stderr).toContain('balance $100.01, ledger $100.00');
    expect(run.stderr).toContain('totalDepositCents $0.00, ledger $120.00');
  });
});
