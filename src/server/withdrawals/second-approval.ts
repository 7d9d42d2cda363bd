import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { idempotencyKeys, withdrawalApprovals, withdrawals } from '../db/schema';
import { conflict } from '../errors';
import { writeAudit } from '../audit/record';
import { currentUser } from '../auth/plugin';
import { idempotencyClaimOf, sendReplay, storedAnswer, type MoneyResult } from '../http/idempotency';
import type { MoneyStatement, Step } from '../money/statement';
import { fourEyesMessages } from '../../shared/schemas/four-eyes';
import { approvalsRequiredFor } from './approvals';
import { withdrawalQueue } from './queue';

/**
 * What an operator's approval does: answered here, when it is the first of a large withdrawal
 * (recorded, nothing moved: 202) or a retry of that; otherwise the decision goes ahead, writing the
 * approval with it when it is the second, so it is recorded only if the withdrawal was decided.
 */
type Proceed = {
  answered?: undefined;
  withDecision?: (statement: MoneyStatement, decided: Step) => void;
  /** The deciding approval itself, for a payout, which records it when it claims the withdrawal. */
  approval?: typeof withdrawalApprovals.$inferInsert;
};
export type ApprovalGate = { answered: FastifyReply } | Proceed;

/** The deciding operator's approval, written by the decision's statement only when it decided. */
export const approvalWithDecision =
  (approval: typeof withdrawalApprovals.$inferInsert) =>
  (statement: MoneyStatement, decided: Step): void =>
    void statement.insertAfter(decided, withdrawalApprovals, approval);

/**
 * The first of two approvals is recorded and audited, and its answer kept under the request's
 * Idempotency-Key; the same operator again gets 409. The withdrawal's row is locked while its
 * approvals are counted, so two approvals at once are counted one after the other: one is the
 * first, the other decides (or, by the same operator, is refused). A withdrawal no longer pending
 * is left to the decision, which refuses it as before or replays a retried decision's answer.
 */
export async function gateWithdrawalApproval(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<ApprovalGate> {
  const { id } = request.params;
  const adminId = currentUser(request).id;
  const pending = await withdrawalQueue.readPending(ctx.db, id, adminId).catch(() => undefined);
  const required = pending ? approvalsRequiredFor(pending.amountCents, ctx.config.fourEyesCents) : 1;
  if (required === 1) return {};
  const claim = idempotencyClaimOf(request);
  const at = ctx.clock.now();
  const gate = await ctx.db.transaction(async (tx): Promise<Proceed | { held: MoneyResult } | { replay: MoneyResult }> => {
    const [locked] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .for('update');
    if (!locked) return {};
    const replay = claim && (await storedAnswer(tx, adminId, claim));
    if (replay) return { replay };
    const approvers = await tx.select({ operatorId: withdrawalApprovals.operatorId }).from(withdrawalApprovals).where(eq(withdrawalApprovals.withdrawalId, id));
    if (approvers.some((approver) => approver.operatorId === adminId)) throw conflict('SECOND_APPROVER_REQUIRED', fourEyesMessages.secondApproverRequired);
    const approval = { withdrawalId: id, operatorId: adminId, createdAt: at };
    if (approvers.length + 1 >= required) return { withDecision: approvalWithDecision(approval), approval };
    await tx.insert(withdrawalApprovals).values(approval);
    const held = { approvals: approvers.length + 1, required };
    await writeAudit(tx, { actorId: adminId, action: 'withdrawal.first_approval', entityType: 'withdrawal', entityId: id, before: pending, after: held });
    if (claim) await tx.insert(idempotencyKeys).values({ userId: adminId, ...claim, statusCode: 202, responseBody: held });
    return { held: { statusCode: 202, body: held } };
  });
  // Answered once the approval is committed.
  if ('replay' in gate) return { answered: sendReplay(reply, gate.replay) };
  if ('held' in gate) return { answered: reply.code(gate.held.statusCode).send(gate.held.body) };
  return gate;
}
