import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { investments, type Investment } from '../../db/schema';
import { AppError } from '../../errors';
import { postLedgerEntry } from '../../ledger/post-entry';
import { rowDebit } from '../../ledger/row-posting';
import { payReferralBonus } from '../../referrals/bonus';
import { isOneActivePerPlanViolation } from '../../investments/one-active-violation';
import { formatUsd } from '../../../shared/money';
import type { NotificationParams } from '../../../shared/schemas/notifications';

export interface FundingOutcome {
  investment: { id: string; status: string };
  /** For the operator who approved the deposit. */
  message: string;
  /** For the investor, after the sentence saying the deposit was credited. */
  investorNote: string;
  /** The note's variant and values, for the notification the investor reads in their language. */
  investorNoteParams: NotificationParams;
}

const isInsufficientBalance = (error: unknown) => error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE';

/**
 * The deposit's money is already on the balance; this moves it into the unpaid investment it was
 * made for. When the investor meanwhile activated the same plan another way (the partial unique
 * index refuses a second active one), the money stays on the balance and the investment is cancelled.
 */
export async function fundInvestment(tx: Tx, investmentId: string, now: Date, adminId: string): Promise<FundingOutcome> {
  const [investment] = await tx.select().from(investments).where(eq(investments.id, investmentId)).for('update');
  if (!investment) throw new AppError(500, 'MISSING_INVESTMENT', 'The deposit names an investment that does not exist.');
  if (investment.status !== 'unpaid') {
    return {
      investment: { id: investment.id, status: investment.status },
      message: `Deposit approved; the investment was already ${investment.status}, so the amount stays on the balance.`,
      investorNote: `The amount stays on your balance because your ${investment.planName} investment is ${investment.status}.`,
      investorNoteParams: { context: 'investmentUnchanged', plan: investment.planName, status: investment.status },
    };
  }
  try {
    // A savepoint, so a refusal undoes only the activation and not the deposit credit.
    const activated = await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(investments)
        .set({ status: 'active', activatedAt: now })
        .where(eq(investments.id, investmentId))
        .returning();
      await postLedgerEntry(savepoint, { ...rowDebit('investment', investment, investment.planName), actorId: adminId });
      return row as Investment;
    });
    await payReferralBonus(tx, activated);
    return {
      investment: { id: investmentId, status: 'active' },
      message: 'Deposit approved and investment activated.',
      investorNote: `Your ${investment.planName} investment of ${formatUsd(investment.amountCents)} is now active.`,
      investorNoteParams: { context: 'investmentFunded', plan: investment.planName, investmentAmountCents: investment.amountCents },
    };
  } catch (error) {
    if (!isOneActivePerPlanViolation(error) && !isInsufficientBalance(error)) throw error;
    await tx.update(investments).set({ status: 'cancelled' }).where(eq(investments.id, investmentId));
    const uncovered = isInsufficientBalance(error);
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
    };
  }
}
