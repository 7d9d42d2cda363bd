import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { lockUser, post } from '../../money/post-entry';
import { MoneyStatement } from '../../money/statement';
import { auditAfter, tellAfter } from '../../money/effects';
import { readInvestor } from '../../money/decision';
import type { MoneyOperation } from '../../money/run';
import { toUserDto } from '../../users/user-dto';
import { writeAudit } from '../../audit/record';
import { badRequest, forbidden } from '../../errors';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import type { UserDto } from '../../../shared/schemas/user';

export interface WithdrawalSettings {
  withdrawalLimitCents?: number;
  withdrawalFeeBps?: number;
}

export async function updateWithdrawalSettings(tx: Tx, userId: string, changes: WithdrawalSettings, adminId: string): Promise<UserDto> {
  if (userId === adminId) throw forbidden('Another admin must change your own withdrawal settings.');
  const before = await lockUser(tx, userId);
  const [after] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
  await writeAudit(tx, {
    actorId: adminId,
    action: 'user.withdrawal_settings',
    entityType: 'user',
    entityId: userId,
    before: { withdrawalLimitCents: before.withdrawalLimitCents, withdrawalFeeBps: before.withdrawalFeeBps },
    after: { withdrawalLimitCents: after!.withdrawalLimitCents, withdrawalFeeBps: after!.withdrawalFeeBps },
  });
  return toUserDto(after!);
}

/** A signed correction by an operator; a debit may not take the balance below zero (400, nothing written). */
export async function planAdjustment(
  db: Queryable,
  userId: string,
  adjustment: { amountCents: number; narration: string },
  adminId: string,
): Promise<MoneyOperation> {
  if (userId === adminId) throw forbidden('Another admin must adjust your own balance.');
  const investor = await readInvestor(db, userId);
  const [before] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  if (before!.balanceCents + adjustment.amountCents < 0) throw badRequest('INSUFFICIENT_BALANCE', messages.insufficientBalance);
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
  const amount = formatUsd(Math.abs(adjustment.amountCents));
  tellAfter(statement, moved, investor, {
    kind: 'balance_adjusted',
    message: `${adjustment.amountCents > 0 ? `${amount} was credited to` : `${amount} was debited from`} your balance: ${adjustment.narration}`,
    params: {
      context: adjustment.amountCents > 0 ? 'credit' : 'debit',
      amountCents: Math.abs(adjustment.amountCents),
      narration: adjustment.narration,
    },
    refType: 'adjustment',
    refId,
  });
  const posted = { entryId: entry.column(ledgerEntries.id), balanceAfterCents: moved.column(users.balanceCents) };
  auditAfter(statement, moved, {
    actorId: adminId,
    action: 'user.adjustment',
    entityType: 'user',
    entityId: userId,
    before: { balanceCents: before!.balanceCents },
    after: adjustment,
    computedAfter: { entryId: posted.entryId, balanceCents: posted.balanceAfterCents },
  });
  return { name: 'balance-adjustment', statement, done: moved, outcome: {}, computed: posted };
}
