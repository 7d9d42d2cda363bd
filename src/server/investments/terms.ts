import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { perDatabase } from '../db/per-database';
import { investmentPlans, investments, paymentMethods, type InvestmentPlan } from '../db/schema';
import type { PaymentMethod } from '../db/schema';

/**
 * The plan's columns the rules and the new investment read, keyed by id; a purchase's statement
 * checks every one of them (terms-conditions.ts).
 */
export const planTermColumns = {
  id: investmentPlans.id,
  name: investmentPlans.name,
  minCents: investmentPlans.minCents,
  maxCents: investmentPlans.maxCents,
  roiBps: investmentPlans.roiBps,
  durationDays: investmentPlans.durationDays,
  referralBonusBps: investmentPlans.referralBonusBps,
};
/** The payment method's columns the deposit request and its QR code read, keyed by name; likewise checked. */
export const methodTermColumns = { name: paymentMethods.name, walletAddress: paymentMethods.walletAddress, uriScheme: paymentMethods.uriScheme };

export type PlanTerms = Pick<InvestmentPlan, keyof typeof planTermColumns>;
export type MethodTerms = Pick<PaymentMethod, keyof typeof methodTermColumns>;

export interface InvestmentTerms {
  plan: PlanTerms;
  /** The active payment method the request names, or null (none named, unknown, switched off); without an address it needs a processor. */
  method: MethodTerms | null;
  /** Whether the investor already holds an active investment in the plan. */
  hasActive: boolean;
}

/**
 * Everything the rules of "Confirm Investment" read besides the investor's row, in one trip, and
 * only the columns they read: each column returned costs time on PGlite.
 */
const termsQuery = perDatabase((db) =>
  db
    .select({
      plan: planTermColumns,
      method: methodTermColumns,
      hasActive: sql<boolean>`exists (select 1 from ${investments} where ${investments.userId} = ${sql.placeholder('userId')}
        and ${investments.planId} = ${investmentPlans.id} and ${investments.status} = 'active')`.mapWith(Boolean),
    })
    .from(investmentPlans)
    .leftJoin(paymentMethods, and(eq(paymentMethods.name, sql.placeholder('method')), eq(paymentMethods.active, true)))
    .where(and(eq(investmentPlans.id, sql.placeholder('planId')), eq(investmentPlans.retired, false)))
    .prepare('investment_terms'),
);

/**
 * The last terms read for each plan and payment method that exist, per database. Operators change
 * them rarely, so a purchase plans from them without a trip to the database; its statement checks
 * that they still hold (terms-conditions.ts) and writes nothing otherwise, and a refusal is only
 * ever given on a fresh reading. Only terms that were found are kept, so the map is as small as
 * the catalogue.
 */
const lastReadTerms = perDatabase(() => new Map<string, Omit<InvestmentTerms, 'hasActive'>>());
const termsKey = (planId: number, method: string | undefined) => `${planId}\u0000${method ?? ''}`;

/** The terms for an open plan, or undefined when the plan is unknown or retired; read now. */
export async function readInvestmentTerms(db: Queryable, userId: string, planId: number, method: string | undefined): Promise<InvestmentTerms | undefined> {
  const [terms] = (await termsQuery(db).execute({ userId, planId, method: method ?? '' })) as (InvestmentTerms | undefined)[];
  const remembered = lastReadTerms(db);
  if (terms && (method === undefined || terms.method)) remembered.set(termsKey(planId, method), { plan: terms.plan, method: terms.method });
  else remembered.delete(termsKey(planId, method));
  return terms;
}

/** The terms last read, as a basis for a plan its statement verifies; hasActive is not known. */
export function lastReadInvestmentTerms(db: Queryable, planId: number, method: string | undefined): InvestmentTerms | undefined {
  const terms = lastReadTerms(db).get(termsKey(planId, method));
  return terms && { ...terms, hasActive: false };
}
