import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { lockUser } from '../../money/post-entry';
import { toUserDto } from '../../users/user-dto';
import { writeAudit } from '../../audit/record';
import { forbidden } from '../../errors';
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
