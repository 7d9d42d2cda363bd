import type { Queryable } from '../../db/client';
import { balanceAdjustments, users } from '../../db/schema';
import { newRowId } from '../../db/schema/row-id';
import { MoneyStatement } from '../../money/statement';
import { auditAfter } from '../../money/effects';
import type { MoneyOperation } from '../../money/run';
import { name, qualified, sql } from '../../money/trusted-sql';
import { checkAdjustment, type Adjustment } from '../users/adjust-balance';
import { operatorName } from './queue';

/**
 * One operator's proposal of an adjustment: recorded and audited, no money moved until another
 * operator approves it. It runs as a money request so a retried proposal (its Idempotency-Key)
 * replays its answer instead of proposing twice.
 */
export async function planProposal(db: Queryable, userId: string, adjustment: Adjustment, adminId: string, now: Date): Promise<MoneyOperation> {
  const { investor } = await checkAdjustment(db, userId, adjustment, adminId);
  const proposal = { id: newRowId(), userId, ...adjustment, proposedBy: adminId, createdAt: now };
  const statement = new MoneyStatement();
  const found = statement.step('investor', (s) =>
    s.text(sql`select ${qualified(users, users.id)} from ${name(users)} where ${qualified(users, users.id)} = `).value(userId, users.id),
  );
  statement.insertAfter(found, balanceAdjustments, proposal);
  auditAfter(statement, found, { actorId: adminId, action: 'adjustment.propose', entityType: 'adjustment', entityId: proposal.id, after: proposal });
  const proposed = {
    ...proposal,
    createdAt: now.toISOString(),
    email: investor.email,
    fullname: investor.fullname,
    status: 'pending',
    proposedByName: await operatorName(db, adminId),
    rejectionReason: null,
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
  };
  return { name: 'adjustment-proposal', statement, done: found, outcome: { adjustment: proposed } };
}
