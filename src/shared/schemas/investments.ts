import { z } from 'zod';
import { messages } from '../messages';
import { amountCentsField, balanceAfter } from './amount';
import { depositDto } from './deposits';

const FUNDING_SOURCES = ['balance', 'deposit'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

export const PLAN_REQUIRED = 'Please choose an investment plan.';

/**
 * POST /api/investments. Checked in the spec's order: funding source, amount, then (deposit only)
 * payment method. The plan's minimum and maximum need the plan: see planAmountViolation.
 */
export const createInvestmentRequest = z
  .strictObject({
    fundingSource: z.enum(FUNDING_SOURCES, { error: messages.noFundingSource }),
    amountCents: amountCentsField(),
    planId: z.number({ error: PLAN_REQUIRED }).int(PLAN_REQUIRED).positive(PLAN_REQUIRED).max(2_147_483_647, PLAN_REQUIRED),
    paymentMethod: z.string().trim().max(60).optional(),
  })
  .refine((body) => body.fundingSource === 'balance' || Boolean(body.paymentMethod), {
    message: messages.noPaymentMethod,
    path: ['paymentMethod'],
  });
export type CreateInvestmentRequest = z.infer<typeof createInvestmentRequest>;

export const investmentDto = z.object({
  id: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  amountCents: z.number().int(),
  /** The plan's terms when bought; later plan edits do not change them. */
  roiBps: z.number().int(),
  durationDays: z.number().int(),
  referralBonusBps: z.number().int(),
  /** active (paid from balance or by an approved deposit), unpaid (awaiting its deposit), completed, cancelled. */
  status: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type InvestmentDto = z.infer<typeof investmentDto>;

/**
 * Funded from balance: status active, `deposit` null, message "Investment activated successfully!".
 * Funded by deposit: status unpaid, `deposit` is the pending request with the wallet to pay, the
 * QR code's payment URI and the quote, if any (for the "Investment Deposit Request Submitted" modal).
 */
export const createInvestmentResponse = z.object({
  investment: investmentDto,
  deposit: depositDto.nullable(),
  message: z.string(),
  ...balanceAfter,
});
export type CreateInvestmentResponse = z.infer<typeof createInvestmentResponse>;

export const DEPOSIT_REQUEST_SUBMITTED = 'Investment Deposit Request Submitted';
