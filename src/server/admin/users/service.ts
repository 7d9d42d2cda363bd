import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { keysetWhere, newestFirst, toPage, type Page } from '../../db/pagination';
import { lockUser, postLedgerEntry, type PostedEntry } from '../../ledger/post-entry';
import { toUserDto } from '../../users/user-dto';
import { userSearch } from '../queue';
import { writeAudit } from '../audit';
import { forbidden } from '../../errors';
import { tellInvestor } from '../tell-investor';
import { formatUsd } from '../../../shared/money';
import type { UserDto } from '../../../shared/schemas/user';

export async function listUsers(db: Queryable, query: { q?: string; limit: number; cursor?: string }): Promise<Page<UserDto>> {
  const rows = await db
    .select()
    .from(users)
    .where(and(userSearch(query.q), keysetWhere(users, query.cursor)))
    .orderBy(...newestFirst(users))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toUserDto), nextCursor: page.nextCursor };
}

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

/** A signed correction by an operator; a debit may not take the balance below zero. */
export async function postAdjustment(
  tx: Tx,
  userId: string,
  adjustment: { amountCents: number; narration: string },
  adminId: string,
): Promise<PostedEntry> {
  if (userId === adminId) throw forbidden('Another admin must adjust your own balance.');
  const before = await lockUser(tx, userId);
  const refId = randomUUID();
  const entry = (await postLedgerEntry(tx, {
    userId,
    amountCents: adjustment.amountCents,
    kind: 'adjustment',
    refType: 'adjustment',
    refId,
    narration: adjustment.narration,
    actorId: adminId,
  }))!;
  const amount = formatUsd(Math.abs(adjustment.amountCents));
  await tellInvestor(tx, {
    userId,
    kind: 'balance_adjusted',
    subject: 'Your balance was adjusted',
    message: `${adjustment.amountCents > 0 ? `${amount} was credited to` : `${amount} was debited from`} your balance: ${adjustment.narration}`,
    params: {
      context: adjustment.amountCents > 0 ? 'credit' : 'debit',
      amountCents: Math.abs(adjustment.amountCents),
      narration: adjustment.narration,
    },
    refType: 'adjustment',
    refId,
  });
  await writeAudit(tx, {
    actorId: adminId,
    action: 'user.adjustment',
    entityType: 'user',
    entityId: userId,
    before: { balanceCents: before.balanceCents },
    after: { ...adjustment, entryId: entry.entryId, balanceCents: entry.balanceAfterCents },
  });
  return entry;
}
