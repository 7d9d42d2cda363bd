import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { AppContext, Clock } from '../context';
import { openPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { investmentPlans, users } from '../db/schema';
import { createUser } from '../users/create-user';
import { postLedgerEntry } from '../money/post-entry';
import { planInvestment } from '../investments/invest';
import { runMoneyOperation } from '../money/run';
import { buildReconciliation } from '../money/reconciliation';
import { formatUsd } from '../../shared/money';
import { runAccrual } from './run';
import { DAY_MS } from './schedule';

/**
 * `npx tsx src/server/accrual/demo.ts`: a month of profit accrual in about a second, on a
 * throw-away in-memory database. The job reads time only through the clock it is given, so the
 * demo moves that clock a day at a time and runs the job after each step, as the scheduler would.
 */
const DURATION_DAYS = 30;
let now = new Date('2026-01-01T09:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };

const database = await openPglite();
try {
  await migrate(database);
  const ctx: AppContext = { db: database.db, dbKind: database.kind, config: { ...loadConfig({}), seedDemo: false }, clock };
  const investor = await database.db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(investmentPlans)
      .values({ name: 'Demo month', minCents: 100_00, maxCents: null, roiBps: 3000, durationDays: DURATION_DAYS, referralBonusBps: null })
      .returning();
    const user = await createUser(tx, { email: 'accrual-demo@example.com', password: 'accrual-demo-password', fullname: 'Accrual Demo' });
    await postLedgerEntry(tx, { userId: user.id, amountCents: 1000_00, kind: 'adjustment', refType: 'demo', refId: user.id, narration: 'Demo funding' });
    const [funded] = await tx.select().from(users).where(eq(users.id, user.id));
    const investment = await planInvestment(tx, funded!, { planId: plan!.id, amountCents: 1000_00, fundingSource: 'balance' }, clock.now(), 'fresh');
    await runMoneyOperation(tx, investment);
    return user;
  });
  console.log(`Invested $1,000.00 for ${DURATION_DAYS} days at 30 % on ${clock.now().toISOString().slice(0, 10)}.`);

  const started = performance.now();
  for (let day = 1; day <= DURATION_DAYS; day += 1) {
    now += DAY_MS;
    const summary = await runAccrual(ctx);
    const [row] = await database.db.select().from(users).where(eq(users.id, investor.id));
    const completed = summary.completed > 0 ? '  investment completed, capital returned' : '';
    console.log(
      `Day ${String(day).padStart(2)}  balance ${formatUsd(row!.balanceCents).padStart(10)}  total profit ${formatUsd(row!.totalProfitCents).padStart(8)}${completed}`,
    );
  }
  const books = await buildReconciliation(database.db);
  console.log(books.ok ? 'The books balance.' : 'MISMATCH between balances and the ledger.');
  console.log(`${DURATION_DAYS} simulated days in ${Math.round(performance.now() - started)} ms.`);
  process.exitCode = books.ok ? 0 : 1;
} finally {
  await database.close();
}
