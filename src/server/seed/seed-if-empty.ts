import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { investmentPlans, paymentMethods, users } from '../db/schema';
import type { Config } from '../config';
import { createUser } from '../users/create-user';
import { postLedgerEntry } from '../money/post-entry';

const PLANS = [
  { name: 'Starter', minCents: 100_00, maxCents: 999_99, roiBps: 1000, durationDays: 7, referralBonusBps: null, sortOrder: 1 },
  { name: 'Silver', minCents: 1000_00, maxCents: 4999_99, roiBps: 2000, durationDays: 14, referralBonusBps: 500, sortOrder: 2 },
  { name: 'Gold', minCents: 5000_00, maxCents: 19_999_99, roiBps: 3000, durationDays: 30, referralBonusBps: 700, sortOrder: 3 },
  { name: 'Platinum', minCents: 20_000_00, maxCents: null, roiBps: 4500, durationDays: 60, referralBonusBps: 1000, sortOrder: 4 },
];

// Demo receiving addresses in each chain's format, seeded only with the demo data: nobody here holds
// their keys, so a production database gets the methods without addresses (not offered for deposits)
// until an operator enters addresses the platform controls.
const PAYMENT_METHODS = [
  { name: 'Bitcoin', walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', uriScheme: 'bitcoin' as const, sortOrder: 1 },
  { name: 'Ethereum', walletAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', uriScheme: 'ethereum' as const, sortOrder: 2 },
  { name: 'USDT (TRC20)', walletAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', uriScheme: 'none' as const, sortOrder: 3 },
  { name: 'Litecoin', walletAddress: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', uriScheme: 'litecoin' as const, sortOrder: 4 },
  { name: 'TRON', walletAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', uriScheme: 'none' as const, sortOrder: 5 },
];

export const DEMO_INVESTOR = { email: 'demo@example.com', password: 'demo-investor-2026', fullname: 'Demo Investor' };
const DEMO_BALANCE_CENTS = 5000_00;

/** Seeds an empty database and returns the sign-in details to print, or null if it was not empty. */
export async function seedIfEmpty(db: Db, config: Config): Promise<string[] | null> {
  const [{ value: userCount }] = (await db.select({ value: count() }).from(users)) as [{ value: number }];
  if (userCount > 0) return null;
  const adminEmail = config.adminEmail ?? 'admin@example.com';
  const adminPassword = config.adminPassword ?? randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(investmentPlans).values(PLANS).onConflictDoNothing();
    const methods = config.seedDemo ? PAYMENT_METHODS : PAYMENT_METHODS.map((method) => ({ ...method, walletAddress: null }));
    await tx.insert(paymentMethods).values(methods).onConflictDoNothing();
    // The operator and the demo investor were set up by whoever runs the platform: no mailed proof.
    const verifiedNow = new Date();
    await createUser(tx, { email: adminEmail, password: adminPassword, fullname: 'Platform Operator', role: 'admin', emailVerifiedAt: verifiedNow });
    if (!config.seedDemo) return;
    const demo = await createUser(tx, { ...DEMO_INVESTOR, emailVerifiedAt: verifiedNow });
    await postLedgerEntry(tx, {
      userId: demo.id,
      amountCents: DEMO_BALANCE_CENTS,
      kind: 'adjustment',
      refType: 'seed',
      refId: demo.id,
      narration: 'Demo opening balance',
    });
  });
  const lines = [`Admin:    ${adminEmail} / ${config.adminPassword ? '(ADMIN_PASSWORD)' : adminPassword}`];
  if (config.seedDemo) lines.push(`Investor: ${DEMO_INVESTOR.email} / ${DEMO_INVESTOR.password} (balance $5,000.00)`);
  return lines;
}
