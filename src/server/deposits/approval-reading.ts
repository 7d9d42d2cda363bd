import { and, eq, exists, getTableColumns, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { deposits, investments, users } from '../db/schema';
import { decidedInvestorColumns } from '../money/decision';
import { NO_REFERRER } from '../../shared/constants';

const otherInvestment = alias(investments, 'other_investment');
const investmentOwner = alias(users, 'investment_owner');
const referrer = alias(users, 'referrer');

/** The same investor's other investment in the same plan, active. */
const activeInSamePlan = (db: Queryable) =>
  db
    .select({ id: otherInvestment.id })
    .from(otherInvestment)
    .where(
      and(
        eq(otherInvestment.userId, investments.userId),
        eq(otherInvestment.planId, investments.planId),
        eq(otherInvestment.status, 'active'),
        ne(otherInvestment.id, investments.id),
      ),
    );

/**
 * Everything a deposit's approval is planned from, in one round trip: the deposit with whose it is
 * (as its queue reads it), the investor it tells, the unpaid investment it pays for with whether the
 * investor has another active one in the same plan and the balance that could make up the rest, and
 * the referrer a bonus would go to. A settlement waits on every reading it makes, so they are one
 * reading; the statement still checks under its locks what the plan assumed from it.
 */
const approvalReading = (db: Queryable) =>
  db
    .select({
      request: { ...getTableColumns(deposits), email: users.email, fullname: users.fullname },
      investor: decidedInvestorColumns,
      investment: {
        id: investments.id,
        userId: investments.userId,
        planName: investments.planName,
        amountCents: investments.amountCents,
        status: investments.status,
        referralBonusBps: investments.referralBonusBps,
      },
      activeInPlan: exists(activeInSamePlan(db)).mapWith(Boolean),
      ownerBalanceCents: investmentOwner.balanceCents,
      referrerId: referrer.id,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .leftJoin(investments, eq(investments.id, deposits.investmentId))
    .leftJoin(investmentOwner, eq(investmentOwner.id, investments.userId))
    .leftJoin(referrer, and(ne(users.referredUserId, NO_REFERRER), eq(referrer.myReferralId, users.referredUserId), ne(referrer.id, users.id)));

/** The reading by the deposit's id (an operator's approval) or by its processor's invoice (a settlement). */
const byId = (db: Queryable) =>
  approvalReading(db)
    .where(eq(deposits.id, sql.placeholder('id')))
    .prepare('deposit_approval_by_id');
const byInvoice = (db: Queryable) =>
  approvalReading(db)
    .where(and(eq(deposits.processor, sql.placeholder('processor')), eq(deposits.invoiceId, sql.placeholder('invoiceId'))))
    .prepare('deposit_approval_by_invoice');

// Built once per database: the reading's text is the same for every deposit, and Drizzle building
// it again on every webhook cost about a fifth of the server's CPU per delivery in the bench.
const prepared = new WeakMap<Queryable, { byId: ReturnType<typeof byId>; byInvoice: ReturnType<typeof byInvoice> }>();

function preparedFor(db: Queryable) {
  let readings = prepared.get(db);
  if (!readings) {
    readings = { byId: byId(db), byInvoice: byInvoice(db) };
    prepared.set(db, readings);
  }
  return readings;
}

export type ApprovalReading = Awaited<ReturnType<ReturnType<typeof byId>['execute']>>[number];

/** The reading of one deposit, by its id or by its processor's invoice, or undefined when there is none. */
export async function readApproval(db: Queryable, deposit: { id: string } | { processor: string; invoiceId: string }): Promise<ApprovalReading | undefined> {
  const readings = preparedFor(db);
  const [reading] = await ('id' in deposit ? readings.byId.execute(deposit) : readings.byInvoice.execute(deposit));
  return reading;
}
