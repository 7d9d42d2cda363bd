import { and, eq, exists, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { investments, users, type Investment } from '../db/schema';
import { AppError } from '../errors';
import { rowDebit } from '../money/row-posting';
import type { LedgerPosting } from '../money/post-entry';
import type { MoneyStatement, Step } from '../money/statement';
import { name, qualified, sql } from '../money/trusted-sql';
import { formatUsd } from '../../shared/money';
import type { NotificationParams } from '../../shared/schemas/notifications';

export interface FundingOutcome {
  investment: { id: string; status: string };
  /** For the operator who approved the deposit. */
  message: string;
  /** For the investor, after the sentence saying the deposit was credited. */
  investorNote: string;
  /** The note's variant and values, for the notification the investor reads in their language. */
  investorNoteParams: NotificationParams;
  /** What the approval's statement does to the investment, after the deposit is credited. */
  write(statement: MoneyStatement, credited: Step): void;
}

/** The investment's status changed from unpaid, after `gate`. */
const setStatusAfter = (statement: MoneyStatement, gate: Step, investmentId: string, status: 'active' | 'cancelled', at?: Date) =>
  statement.step(status === 'active' ? 'activated' : 'cancelled', (s) => {
    s.text(sql`update ${name(investments)} set ${name(investments.status)} = `).value(status, investments.status);
    if (at) s.text(sql`, ${name(investments.activatedAt)} = `).value(at, investments.activatedAt);
    s.text(sql` from ${gate.name} where ${qualified(investments, investments.id)} = `).value(investmentId, investments.id);
    s.text(sql` and ${qualified(investments, investments.status)} = 'unpaid' returning ${qualified(investments, investments.id)}`);
  });

/** An unpaid investment that will never be paid, cancelled after `gate`. */
export const cancelUnpaidAfter = (statement: MoneyStatement, gate: Step, investmentId: string): Step =>
  setStatusAfter(statement, gate, investmentId, 'cancelled');

const otherInvestment = alias(investments, 'other_investment');

/** The same investor's other investment in the same plan, active: read with the investment itself, one round trip rather than two. */
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

async function balanceCents(db: Queryable, userId: string): Promise<number> {
  const [owner] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  return owner?.balanceCents ?? 0;
}

/**
 * What approving a deposit does to the unpaid investment it was made for, planned from the rows
 * as they are: the deposit's money pays for it (one posting of two entries, then the activation),
 * or, when the investor meanwhile activated the same plan another way or the money no longer
 * covers it, the money stays on the balance and the investment is cancelled. A race the plan
 * missed (the one-active index refusing, the balance gone) undoes the statement, which is then
 * planned again from the rows as they are now.
 */
export async function planFunding(
  db: Queryable,
  investmentId: string,
  depositCents: number,
  now: Date,
  adminId: string | null,
): Promise<FundingOutcome & { debit?: LedgerPosting; activated?: Investment }> {
  const [read] = await db
    .select({ investment: investments, activeInPlan: exists(activeInSamePlan(db)).mapWith(Boolean) })
    .from(investments)
    .where(eq(investments.id, investmentId));
  const investment = read?.investment;
  if (!investment) throw new AppError(500, 'MISSING_INVESTMENT', 'The deposit names an investment that does not exist.');
  if (investment.status !== 'unpaid') {
    return {
      investment: { id: investment.id, status: investment.status },
      message: `Deposit approved; the investment was already ${investment.status}, so the amount stays on the balance.`,
      investorNote: `The amount stays on your balance because your ${investment.planName} investment is ${investment.status}.`,
      investorNoteParams: { context: 'investmentUnchanged', plan: investment.planName, status: investment.status },
      write: () => undefined,
    };
  }
  // A deposit made for an investment usually covers it alone; the balance is read only when it must make up the rest.
  const uncovered = depositCents < investment.amountCents && (await balanceCents(db, investment.userId)) + depositCents < investment.amountCents;
  if (read.activeInPlan || uncovered) {
    const [operatorReason, investorReason] = uncovered
      ? ['the deposit does not cover the investment amount', 'the deposit does not cover the investment amount']
      : [
          `the investor already has an active investment in the "${investment.planName}" plan`,
          `you already have an active investment in the "${investment.planName}" plan`,
        ];
    return {
      investment: { id: investmentId, status: 'cancelled' },
      message: `Deposit approved and credited to the balance; the investment was cancelled because ${operatorReason}.`,
      investorNote: `It stays on your balance: your ${investment.planName} investment was cancelled because ${investorReason}.`,
      investorNoteParams: { context: uncovered ? 'investmentUncovered' : 'investmentDuplicate', plan: investment.planName },
      write: (statement, credited) => cancelUnpaidAfter(statement, credited, investmentId),
    };
  }
  return {
    investment: { id: investmentId, status: 'active' },
    message: 'Deposit approved and investment activated.',
    investorNote: `Your ${investment.planName} investment of ${formatUsd(investment.amountCents)} is now active.`,
    investorNoteParams: { context: 'investmentFunded', plan: investment.planName, investmentAmountCents: investment.amountCents },
    debit: { ...rowDebit('investment', investment, investment.planName), actorId: adminId },
    activated: { ...investment, status: 'active', activatedAt: now },
    write: (statement, credited) => setStatusAfter(statement, credited, investmentId, 'active', now),
  };
}
