import { createSession } from '../../../src/server/auth/session-store';
import { SESSION_COOKIE } from '../../../src/server/http/session-cookie';
import type { Db } from '../../../src/server/db/client';
import { investmentPlans } from '../../../src/server/db/schema';
import { postLedgerEntry } from '../../../src/server/money/post-entry';
import { createUser, WITHOUT_WITHDRAWAL_CODES } from '../../../src/server/users/create-user';

/** An investor as a client of the running app sees it: a session cookie and its anti-forgery token. */
export interface RemoteInvestor {
  id: string;
  email: string;
  cookie: string;
  csrfToken: string;
  openingBalanceCents: number;
}

let counter = 0;

/** Investors with an opening balance and a live session, written straight into the database. */
export async function seedInvestors(db: Db, count: number, openingBalanceCents: number): Promise<RemoteInvestor[]> {
  const investors: RemoteInvestor[] = [];
  for (let i = 0; i < count; i += 1) {
    counter += 1;
    const email = `fault${counter}-${Date.now()}@example.com`;
    const user = await db.transaction(async (tx) => {
      // Verified, and without mailed withdrawal codes: the loads exercise the money itself.
      const created = await createUser(tx, {
        email,
        password: 'correct-horse-battery',
        fullname: `Fault Investor ${counter}`,
        emailVerifiedAt: new Date(),
        emailPreferences: WITHOUT_WITHDRAWAL_CODES,
      });
      await postLedgerEntry(tx, {
        userId: created.id,
        amountCents: openingBalanceCents,
        kind: 'adjustment',
        refType: 'test',
        refId: created.id,
        narration: 'Opening balance',
      });
      return created;
    });
    const session = await createSession(db, user.id, { userAgent: 'fault-test', ipAddress: '127.0.0.1', now: new Date() });
    investors.push({ id: user.id, email, cookie: `${SESSION_COOKIE}=${session.token}`, csrfToken: session.csrfToken, openingBalanceCents });
  }
  return investors;
}

/** Plans an investor can buy from the balance; one active investment per plan, so one each per investor. */
export async function seedPlans(db: Db, count: number): Promise<number[]> {
  const rows = await db
    .insert(investmentPlans)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Fault Plan ${i + 1}`,
        minCents: 100_00,
        maxCents: null,
        roiBps: 1000,
        durationDays: 7,
        referralBonusBps: 0,
        sortOrder: i + 1,
      })),
    )
    .returning({ id: investmentPlans.id });
  return rows.map((row) => row.id);
}
