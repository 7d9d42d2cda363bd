import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { post } from '../../money/post-entry';
import { MoneyStatement } from '../../money/statement';
import { auditAfter, tellAfter, type News } from '../../money/effects';
import { readInvestor } from '../../money/decision';
import type { MoneyOperation } from '../../money/run';
import { badRequest, forbidden } from '../../errors';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';

export interface Adjustment {
  amountCents: number;
  narration: string;
}

/**
 * The rules of an adjustment, checked when it is proposed and again when it is posted: not the
 * operator's own balance, an investor who exists, and no debit below zero (400, nothing written).
 */
export async function checkAdjustment(db: Queryable, userId: string, adjustment: Adjustment, adminId: string) {
  if (userId === adminId) throw forbidden('Another admin must adjust your own balance.');
  const investor = await readInvestor(db, userId);
  const [before] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  if (before!.balanceCents + adjustment.amountCents < 0) throw badRequest('INSUFFICIENT_BALANCE', messages.insufficientBalance);
  return { investor, balanceCents: before!.balanceCents };
}

/** What the investor is told of an adjustment posted on their balance. */
export function adjustmentNews(adjustment: Adjustment): Omit<News, 'refType' | 'refId'> {
  const amount = formatUsd(Math.abs(adjustment.amountCents));
  return {
    kind: 'balance_adjusted',
    message: `${adjustment.amountCents > 0 ? `${amount} was credited to` : `${amount} was debited from`} your balance: ${adjustment.narration}`,
    params: {
      context: adjustment.amountCents > 0 ? 'credit' : 'debit',
      amountCents: Math.abs(adjustment.amountCents),
      narration: adjustment.narration,
    },
  };
}

/** A signed correction by an operator, posted at once (when four eyes on adjustments are turned off). */
export async function planAdjustment(db: Queryable, userId: string, adjustment: Adjustment, adminId: string): Promise<MoneyOperation> {
  const { investor, balanceCents } = await checkAdjustment(db, userId, adjustment, adminId);
  const refId = randomUUID();
  const statement = new MoneyStatement();
  const { entry, moved } = post(statement, {
    userId,
    amountCents: adjustment.amountCents,
    kind: 'adjustment',
    refType: 'adjustment',
    refId,
    narration: adjustment.narration,
    actorId: adminId,
  });
  tellAfter(statement, moved, investor, { ...adjustmentNews(adjustment), refType: 'adjustment', refId });
  const posted = { entryId: entry.column(ledgerEntries.id), balanceAfterCents: moved.column(users.balanceCents) };
  auditAfter(statement, moved, {
    actorId: adminId,
    action: 'user.adjustment',
    entityType: 'user',
    entityId: userId,
    before: { balanceCents },
    after: adjustment,
    computedAfter: { entryId: posted.entryId, balanceCents: posted.balanceAfterCents },
  });
  return { name: 'balance-adjustment', statement, done: moved, outcome: {}, computed: posted };
}
