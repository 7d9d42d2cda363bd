import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users, withdrawalApprovals } from '../db/schema';
import { APPROVALS_REQUIRED, type ApprovalDto } from '../../shared/schemas/four-eyes';

/** How many operators must approve a withdrawal of this amount: two at or above the four-eyes amount (none set: one). */
export const approvalsRequiredFor = (amountCents: number, fourEyesCents: number) =>
  fourEyesCents > 0 && amountCents >= fourEyesCents ? APPROVALS_REQUIRED : 1;

/** The approvals of the listed withdrawals, in the order given, with each operator's name. */
export async function approvalsOf(db: Queryable, withdrawalIds: string[]): Promise<Map<string, ApprovalDto[]>> {
  const byWithdrawal = new Map<string, ApprovalDto[]>(withdrawalIds.map((id) => [id, []]));
  if (withdrawalIds.length === 0) return byWithdrawal;
  const rows = await db
    .select({
      withdrawalId: withdrawalApprovals.withdrawalId,
      operatorId: withdrawalApprovals.operatorId,
      fullname: users.fullname,
      at: withdrawalApprovals.createdAt,
    })
    .from(withdrawalApprovals)
    .innerJoin(users, eq(users.id, withdrawalApprovals.operatorId))
    .where(inArray(withdrawalApprovals.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalApprovals.createdAt));
  for (const { withdrawalId, at, ...approval } of rows) byWithdrawal.get(withdrawalId)!.push({ ...approval, at: at.toISOString() });
  return byWithdrawal;
}
