import { investments, type Investment } from '../db/schema';
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

/** What planning the investment's funding reads of it: what it costs, whose it is, its state, and what its activation pays the referrer. */
type FundedInvestment = Pick<Investment, 'id' | 'userId' | 'planName' | 'amountCents' | 'status' | 'referralBonusBps'>;

/** The investment a deposit pays for as the approval's reading found it: whether its investor has another active one in the same plan, and the balance of whose it is. */
interface FundingReading {
  investment: FundedInvestment | null;
  activeInPlan: boolean;
  ownerBalanceCents: number | null;
}

/**
 * What approving a deposit does to the unpaid investment it was made for, planned from the rows
 * as they are: the deposit's money pays for it (one posting of two entries, then the activation),
 * or, when the investor meanwhile activated the same plan another way or the money no longer
 * covers it, the money stays on the balance and the investment is cancelled. A race the plan
 * missed (the one-active index refusing, the balance gone) undoes the statement, which is then
 * planned again from the rows as they are now.
 */
export function planFunding(
  reading: FundingReading,
  depositCents: number,
  now: Date,
  adminId: string | null,
): FundingOutcome & { debit?: LedgerPosting; activated?: FundedInvestment } {
  const { investment } = reading;
  if (!investment) throw new AppError(500, 'MISSING_INVESTMENT', 'The deposit names an investment that does not exist.');
  const investmentId = investment.id;
  if (investment.status !== 'unpaid') {
    return {
      investment: { id: investment.id, status: investment.status },
      message: `Deposit approved; the investment was already ${investment.status}, so the amount stays on the balance.`,
      investorNote: `The amount stays on your balance because your ${investment.planName} investment is ${investment.status}.`,
      investorNoteParams: { context: 'investmentUnchanged', plan: investment.planName, status: investment.status },
      write: () => undefined,
    };
  }
  // A deposit made for an investment usually covers it alone; the balance counts only when it must make up the rest.
  const uncovered = depositCents < investment.amountCents && (reading.ownerBalanceCents ?? 0) + depositCents < investment.amountCents;
  if (reading.activeInPlan || uncovered) {
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
    activated: { ...investment, status: 'active' },
    write: (statement, credited) => setStatusAfter(statement, credited, investmentId, 'active', now),
  };
}
