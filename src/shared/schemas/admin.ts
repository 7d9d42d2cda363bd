import { z } from 'zod';
import { CRYPTO_TYPES, MT4_DURATIONS, USDT_NETWORKS } from '../constants';
import { LEDGER_KINDS } from '../ledger-kinds';
import { messages } from '../messages';
import { kycRecordDto } from './kyc';
import { userDto } from './user';
import { MAX_AMOUNT_CENTS } from './amount';
import { pageQuery } from './pagination';

/** Request and response schemas of the back office; the admin forms use the same ones. */

const cents = z.number().int().safe();
/** An amount an operator types, at most MAX_AMOUNT_CENTS either way, like every investor amount. */
const operatorCents = cents.refine((value) => Math.abs(value) <= MAX_AMOUNT_CENTS, messages.invalidAmount);
const positiveCents = operatorCents.refine((value) => value > 0, messages.invalidAmount);
const bps = z.number().int().min(0).max(10000);
const uuid = z.uuid();

export const idParams = z.object({ id: uuid });

// The money routes still import the page helpers from here; they move to pagination.ts with those routes.
export { pageOf } from './pagination';

/** A queue lists pending requests unless asked for another status, or `all`. */
export const queueQuery = (statuses: readonly string[]) =>
  pageQuery.extend({
    status: z.enum(['all', ...statuses] as [string, ...string[]]).default('pending'),
    /** Matches the investor's email or full name. */
    q: z.string().trim().max(200).optional(),
  });
export interface QueueQuery {
  status: string;
  q?: string;
  limit: number;
  cursor?: string;
}

export const rejectBody = z.object({ reason: z.string().trim().min(1, 'A reason is required.').max(500) });
export const approveWithdrawalBody = z.object({ txHash: z.string().trim().max(200).optional() });

const investorFields = { userId: z.string(), email: z.string(), fullname: z.string() };
const decisionFields = {
  status: z.string(),
  rejectionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
};

export const adminDepositDto = z.object({
  id: z.string(),
  ...investorFields,
  amountCents: cents,
  method: z.string(),
  walletAddress: z.string(),
  investmentId: z.string().nullable(),
  /** The transaction id the investor gave for their payment, if any (lower-case hex). */
  txId: z.string().nullable(),
  /**
   * The crypto amount quoted to the investor when the market feed had a live price (all null
   * otherwise): the coin, the amount in its smallest unit, the USD price of one coin in cents, the
   * price's time and the quote's expiry. The USD amount is what approving credits either way.
   */
  quoteCoin: z.string().nullable(),
  quoteBaseUnits: z.string().nullable(),
  quoteRateCents: cents.nullable(),
  quoteRateAsOf: z.string().nullable(),
  quoteExpiresAt: z.string().nullable(),
  /** A deposit a payment processor collects (null otherwise), its invoice, and whether it reported less than the amount paid (the operator decides). */
  processor: z.string().nullable(),
  invoiceId: z.string().nullable(),
  coin: z.string().nullable(),
  coinAmount: z.string().nullable(),
  partiallyPaid: z.boolean(),
  ...decisionFields,
});
export type AdminDepositDto = z.infer<typeof adminDepositDto>;

export const adminWithdrawalDto = z.object({
  id: z.string(),
  ...investorFields,
  amountCents: cents,
  feeCents: cents,
  totalCents: cents,
  walletAddress: z.string(),
  cryptoType: z.enum(CRYPTO_TYPES),
  /** USDT's network (TRC20 or ERC20), which the payout must go out on; null for every other coin. */
  network: z.enum(USDT_NETWORKS).nullable(),
  txHash: z.string().nullable(),
  /** The processor's payout state while it is being sent, or why it came back (`Cancelled`); null when sent by hand. */
  payoutState: z.string().nullable(),
  ...decisionFields,
});

export const adminMt4Dto = z.object({
  id: z.string(),
  ...investorFields,
  duration: z.enum(MT4_DURATIONS),
  amountCents: cents,
  mt4Id: z.string(),
  accountType: z.string(),
  currency: z.string(),
  leverage: z.string(),
  server: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  ...decisionFields,
});
export type AdminMt4Dto = z.infer<typeof adminMt4Dto>;

/** The investor's own KYC record (files served by GET /api/kyc/files/:id), plus whose it is and who decided. */
export const adminKycDto = kycRecordDto.extend({ ...investorFields, decidedBy: z.string().nullable() });
export type AdminKycDto = z.infer<typeof adminKycDto>;

export const depositDecisionResponse = z.object({
  deposit: adminDepositDto,
  /** What happened to the investment the deposit was paying for, if any. */
  investment: z.object({ id: z.string(), status: z.string() }).nullable(),
  message: z.string(),
});

/** An investor as the back office lists them: `frozen` while the owner's "This wasn't me" freeze waits for their password reset. */
export const adminUserDto = userDto.extend({ frozen: z.boolean() });
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const adminUserPatchBody = z
  .object({ withdrawalLimitCents: operatorCents.refine((value) => value >= 0, messages.invalidAmount).optional(), withdrawalFeeBps: bps.optional() })
  .refine((body) => body.withdrawalLimitCents !== undefined || body.withdrawalFeeBps !== undefined, 'Nothing to change.');

export const adjustmentBody = z.object({
  amountCents: operatorCents.refine((value) => value !== 0, messages.invalidAmount),
  narration: z.string().trim().min(1, 'A narration is required.').max(200),
});
export const adjustmentResponse = z.object({ entryId: z.number().int(), balanceAfterCents: cents });

export const usersQuery = pageQuery.extend({ q: z.string().trim().max(200).optional() });

const planFields = {
  name: z.string().trim().min(1).max(60),
  minCents: positiveCents,
  /** null means Unlimited. */
  maxCents: positiveCents.nullable(),
  roiBps: z.number().int().min(0).max(1_000_000),
  durationDays: z.number().int().min(1).max(3650),
  referralBonusBps: bps.nullable(),
  sortOrder: z.number().int().min(0).max(10000),
};
export const MAX_BELOW_MIN = 'The maximum must be at least the minimum.';
const maxAboveMin = (plan: { minCents?: number; maxCents?: number | null }) =>
  plan.maxCents == null || plan.minCents === undefined || plan.maxCents >= plan.minCents;

export const planCreateBody = z
  .object({ ...planFields, sortOrder: planFields.sortOrder.default(0), referralBonusBps: planFields.referralBonusBps.default(null) })
  .refine(maxAboveMin, MAX_BELOW_MIN);
export const planPatchBody = z
  .object({ ...planFields, retired: z.boolean() })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change.')
  .refine(maxAboveMin, MAX_BELOW_MIN);
export const planParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminPlanDto = z.object({
  id: z.number().int(),
  ...planFields,
  retired: z.boolean(),
  createdAt: z.string(),
});
export type AdminPlanDto = z.infer<typeof adminPlanDto>;

export const URI_SCHEMES = ['bitcoin', 'litecoin', 'ethereum', 'none'] as const;
export const paymentMethodParams = z.object({ name: z.string().trim().min(1).max(60) });
export const paymentMethodBody = z.object({
  walletAddress: z.string().trim().min(1).max(200),
  uriScheme: z.enum(URI_SCHEMES),
  active: z.boolean(),
});
export const adminPaymentMethodDto = z.object({
  name: z.string(),
  /** Null until an operator enters the platform's receiving address; not offered for deposits until then. */
  walletAddress: z.string().nullable(),
  uriScheme: z.enum(URI_SCHEMES),
  active: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPaymentMethodDto = z.infer<typeof adminPaymentMethodDto>;

/** A coin deposits may be paid in, the payment processor that handles it (null: approved by hand) and its last signed webhook. */
export const paymentProcessorStatusDto = z.object({
  coin: z.string(),
  processor: z.string().nullable(),
  /** Whether an approved withdrawal in this coin is sent by the processor (otherwise paid by hand). */
  paysOut: z.boolean(),
  lastWebhookAt: z.string().nullable(),
});
export type PaymentProcessorStatusDto = z.infer<typeof paymentProcessorStatusDto>;

export const auditEntryDto = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

/** The ledger as the console lists it: one investor (by name or e-mail) or everyone, one kind or all. */
export const ledgerQuery = pageQuery.extend({
  kind: z.enum(['all', ...LEDGER_KINDS]).default('all'),
  q: z.string().trim().max(200).optional(),
});

/** One ledger entry with its cause (kind, reference, narration), who caused it, when, and the balance before and after. */
export const adminLedgerEntryDto = z.object({
  id: z.number().int(),
  userId: z.string(),
  email: z.string(),
  fullname: z.string(),
  kind: z.string(),
  amountCents: cents,
  balanceBeforeCents: cents,
  balanceAfterCents: cents,
  refType: z.string(),
  refId: z.string(),
  narration: z.string(),
  /** The operator who posted it; null when the investor's own request or the scheduled job did. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLedgerEntryDto = z.infer<typeof adminLedgerEntryDto>;

const RUNNING_TOTALS = ['totalDepositCents', 'totalProfitCents', 'totalReferralCommissionCents'] as const;
export const totalMismatchDto = z.object({
  userId: z.string(),
  email: z.string(),
  total: z.enum(RUNNING_TOTALS),
  cachedCents: cents,
  ledgerCents: cents,
});
export type TotalMismatch = z.infer<typeof totalMismatchDto>;

const reconciliationDto = z.object({
  ok: z.boolean(),
  /** Users whose balance is not the sum of their ledger entries. */
  mismatches: z.array(z.object({ userId: z.string(), email: z.string(), balanceCents: cents, ledgerSumCents: cents })),
  /** Users whose Totaldeposit, totalprofit or total_referral_comissions is not the sum of its entries. */
  totalMismatches: z.array(totalMismatchDto),
  totalsByKind: z.array(z.object({ kind: z.string(), entries: z.number().int(), sumCents: cents })),
});
export type Reconciliation = z.infer<typeof reconciliationDto>;
/** A stored check: what it found, when it ran and how long it took. */
export const reconciliationReportDto = reconciliationDto.extend({ checkedAt: z.string(), durationMs: z.number().int() });
export type ReconciliationReport = z.infer<typeof reconciliationReportDto>;
