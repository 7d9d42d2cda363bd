import { z } from 'zod';
import { adminWithdrawalDto } from './admin';

/**
 * Four eyes on large money: withdrawals of at least FOUR_EYES_CENTS, and every manual balance
 * adjustment, move only on the approval of a second operator.
 */
export const APPROVALS_REQUIRED = 2;

export const fourEyesMessages = {
  secondApproverRequired: 'Another operator must give the second approval.',
} as const;

/** One operator's approval: who, and when. */
const approvalDto = z.object({ operatorId: z.string(), fullname: z.string(), at: z.string() }).meta({ id: 'Approval' });
export type ApprovalDto = z.infer<typeof approvalDto>;

/** A withdrawal in the operators' queue, with the approvals given so far and how many it needs. */
export const withdrawalQueueItemDto = adminWithdrawalDto.extend({
  approvals: z.array(approvalDto),
  approvalsRequired: z.number().int(),
});
export type WithdrawalQueueItemDto = z.infer<typeof withdrawalQueueItemDto>;

/** The first approval of a large withdrawal: recorded, nothing moved yet. */
export const approvalHeldResponse = z.object({ approvals: z.number().int(), required: z.number().int() }).meta({ id: 'ApprovalHeld' });

/** A proposed balance adjustment, with who proposed it and who decided it. */
export const adjustmentDto = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  fullname: z.string(),
  amountCents: z.number().int().safe(),
  narration: z.string(),
  status: z.string(),
  rejectionReason: z.string().nullable(),
  proposedBy: z.string(),
  proposedByName: z.string(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdjustmentDto = z.infer<typeof adjustmentDto>;

/** A proposal as it stands after it was made, approved or rejected. */
export const adjustmentAnswer = z.object({ adjustment: adjustmentDto }).meta({ id: 'ProposedAdjustmentAnswer' });
