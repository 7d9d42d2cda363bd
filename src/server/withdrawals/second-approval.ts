import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { withdrawalApprovals, withdrawals } from '../db/schema';
import { conflict } from '../errors';
import { writeAudit } from '../audit/record';
import type { MoneyStatement, Step } from '../money/statement';
import { fourEyesMessages } from '../../shared/schemas/four-eyes';
import { approvalsRequiredFor } from './approvals';
import { withdrawalQueue } from './queue';

/**
 * What an operator's approval does: held, when it is the first of a large withdrawal (recorded,
 * nothing moved); otherwise the decision goes ahead, writing the approval with it when it is the
 * second, so it is recorded only if the withdrawal was decided.
 */
export type ApprovalGate =
  | { held: { approvals: number; required: number } }
  | { held?: undefined; withDecision?: (statement: MoneyStatement, decided: Step) => void };

/**
 * The first of two approvals is recorded and audited; the same operator again gets 409. The
 * withdrawal's row is locked while its approvals are counted, so two approvals at once are counted
 * one after the other: one is the first, the other decides (or, by the same operator, is refused).
 */
export async function gateWithdrawalApproval(ctx: AppContext, id: string, adminId: string): Promise<ApprovalGate> {
  const request = await withdrawalQueue.readPending(ctx.db, id, adminId);
  const required = approvalsRequiredFor(request.amountCents, ctx.config.fourEyesCents);
  if (required === 1) return {};
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .for('update');
    if (!pending) throw conflict('ALREADY_DECIDED', 'This withdrawal was already decided.');
    const approvers = await tx.select({ operatorId: withdrawalApprovals.operatorId }).from(withdrawalApprovals).where(eq(withdrawalApprovals.withdrawalId, id));
    if (approvers.some((approver) => approver.operatorId === adminId)) throw conflict('SECOND_APPROVER_REQUIRED', fourEyesMessages.secondApproverRequired);
    const approval = { withdrawalId: id, operatorId: adminId, createdAt: at };
    if (approvers.length + 1 >= required) return { withDecision: (statement, decided) => void statement.insertAfter(decided, withdrawalApprovals, approval) };
    await tx.insert(withdrawalApprovals).values(approval);
    const held = { approvals: approvers.length + 1, required };
    await writeAudit(tx, { actorId: adminId, action: 'withdrawal.first_approval', entityType: 'withdrawal', entityId: id, before: request, after: held });
    return { held };
  });
}
