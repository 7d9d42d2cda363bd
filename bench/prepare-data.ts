import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createSession } from '../src/server/auth/session-store';
import { createUser, WITHOUT_WITHDRAWAL_CODES } from '../src/server/users/create-user';
import { twoFactorCredentials } from '../src/server/db/schema';
import { sealTotpSecret } from '../src/server/auth/two-factor/credentials';
import { newTotpSecret } from '../src/server/auth/two-factor/totp';
import { systemClock } from '../src/server/context';
import { BENCH_SECRET_KEY } from './server-process';
import { postLedgerEntry } from '../src/server/money/post-entry';
import { seedIfEmpty } from '../src/server/seed/seed-if-empty';
import { loadConfig } from '../src/server/config';
import { paymentMethods, withdrawals } from '../src/server/db/schema';

/** BIP-173's example P2WPKH address: valid, and the bench pays nothing to it. */
const BENCH_BITCOIN_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
import { newestFirst, toPage } from '../src/server/db/pagination';

export interface BenchCredentials {
  cookie: string;
  csrf: string;
  userId: string;
  email: string;
}

/** An account that signs in with two-factor: its authenticator's secret, as the app showed it at enrolment. */
export interface TwoFactorAccount {
  email: string;
  totpSecret: string;
}

export interface BenchData {
  users: BenchCredentials[];
  /** The investor whose dashboard the browser opens; the balance is what it waits to see. */
  dashboard: BenchCredentials & { balanceCents: number };
  /** A page deep in each history (the last fifth), so an OFFSET scan could not hide behind page one. */
  history100: BenchCredentials & { deepCursor: string };
  history100k: BenchCredentials & { deepCursor: string };
  loginEmail: string;
  loginPassword: string;
  /** Investors whose withdrawals each need a code mailed for them (the table's default). */
  codeInvestors: BenchCredentials[];
  /** One account per two-factor sign-in (an authenticator's code signs in once): 5 to warm up, 20 timed. */
  twoFactorAccounts: TwoFactorAccount[];
}

const PASSWORD = 'bench-password-123';

async function benchUser(database: Database, label: string, balanceCents: number, { withdrawalCodes = false } = {}): Promise<BenchCredentials> {
  const email = `${label}-${Date.now()}@bench.local`;
  const user = await database.db.transaction(async (tx) => {
    // Verified, and unless asked for without mailed withdrawal codes (an investor's own choice): the
    // loads time the money requests themselves, not a refusal.
    const emailPreferences = withdrawalCodes ? undefined : WITHOUT_WITHDRAWAL_CODES;
    const created = await createUser(tx, { email, password: PASSWORD, fullname: label, emailVerifiedAt: new Date(), emailPreferences });
    if (balanceCents > 0) {
      await postLedgerEntry(tx, { userId: created.id, amountCents: balanceCents, kind: 'adjustment', refType: 'bench', refId: created.id });
    }
    return created;
  });
  const session = await createSession(database.db, user.id, { userAgent: 'bench', ipAddress: '127.0.0.1', now: new Date() });
  return { cookie: `sid=${session.token}`, csrf: session.csrfToken, userId: user.id, email };
}

/** An account with two-factor sign-in on, enrolled directly with a secret sealed under the bench servers' key. */
async function twoFactorAccount(database: Database, label: string): Promise<TwoFactorAccount> {
  const account = await benchUser(database, label, 0);
  const totpSecret = newTotpSecret();
  const ctx = { db: database.db, dbKind: database.kind, config: loadConfig({ SECRET_KEY: BENCH_SECRET_KEY }), clock: systemClock };
  await database.db.insert(twoFactorCredentials).values({ userId: account.userId, secretEncrypted: sealTotpSecret(ctx, totpSecret), enabledAt: new Date() });
  return { email: account.email, totpSecret };
}

/** Rows of withdrawal history made in one statement, so 100,000 take seconds, not minutes. */
async function fillWithdrawalHistory(database: Database, userId: string, rows: number): Promise<void> {
  await database.db.execute(sql`
    insert into withdrawals (user_id, amount_cents, fee_cents, total_cents, wallet_address, crypto_type, status, created_at)
    select ${userId}, 5000, 0, 5000, 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'BTC', 'completed',
           now() - (g || ' seconds')::interval
    from generate_series(1, ${rows}) g`);
}

/** The cursor the app would hand out after the `offset`-th newest row of the user's history. */
async function cursorAfter(database: Database, userId: string, offset: number): Promise<string> {
  const rows = await database.db
    .select({ createdAt: withdrawals.createdAt, id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(...newestFirst(withdrawals))
    .offset(offset)
    .limit(2);
  return toPage(rows, 1).nextCursor!;
}

/** The schema, the seed and `count` funded investors `bench<i>`, the data every figure needs (the webhooks' alone, too). */
export async function prepareInvestors(database: Database, count: number): Promise<BenchCredentials[]> {
  await migrate(database);
  await seedIfEmpty(database.db, { ...loadConfig({}), seedDemo: false, adminPassword: 'bench-admin-password' });
  // As an operator would: a production database offers no method until its address is entered.
  await database.db.update(paymentMethods).set({ walletAddress: BENCH_BITCOIN_ADDRESS }).where(eq(paymentMethods.name, 'Bitcoin'));
  const users: BenchCredentials[] = [];
  for (let i = 0; i < count; i++) users.push(await benchUser(database, `bench${i}`, 1_000_000_000_00));
  return users;
}

/** Users with sessions made directly in the database, so the load needs no logins (rate limited). */
export async function prepareBenchData(database: Database, connections: number): Promise<BenchData> {
  const users = await prepareInvestors(database, connections);
  const history100 = await benchUser(database, 'history100', 0);
  const history100k = await benchUser(database, 'history100k', 0);
  await fillWithdrawalHistory(database, history100.userId, 100);
  await fillWithdrawalHistory(database, history100k.userId, 100_000);
  const dashboardBalanceCents = 1234_56;
  const dashboard = { ...(await benchUser(database, 'dashboard', dashboardBalanceCents)), balanceCents: dashboardBalanceCents };
  const login = await benchUser(database, 'login', 0);
  const codeInvestors: BenchCredentials[] = [];
  for (let i = 0; i < 10; i++) codeInvestors.push(await benchUser(database, `coded${i}`, 1_000_000_00, { withdrawalCodes: true }));
  const twoFactorAccounts: TwoFactorAccount[] = [];
  for (let i = 0; i < 25; i++) twoFactorAccounts.push(await twoFactorAccount(database, `two-factor${i}`));
  // The 100,000 fresh rows would otherwise be vacuumed, analysed and checkpointed by PostgreSQL's
  // background workers during whichever measurement came first (the ceiling, as it happens).
  await database.db.execute(sql`vacuum analyze`);
  await database.db.execute(sql`checkpoint`);
  return {
    users,
    dashboard,
    history100: { ...history100, deepCursor: await cursorAfter(database, history100.userId, 79) },
    history100k: { ...history100k, deepCursor: await cursorAfter(database, history100k.userId, 79_999) },
    loginEmail: login.email,
    loginPassword: PASSWORD,
    codeInvestors,
    twoFactorAccounts,
  };
}
